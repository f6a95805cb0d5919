import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { supportApi, type Locale, type SupportConversationView } from '@kabuto/contract';
import { api, endpointQuery, newIdempotencyKey } from '../../shared/api';
import { uploadImage } from '../../shared/api/upload';

export type { SupportConversationView };

/** The customer's conversation and the desk's hours: current on every visit and every event. */
export const conversationQuery = queryOptions({
  ...endpointQuery(api, supportApi.conversation, {}),
  staleTime: 0,
});

type Draft = { body: string; image: File | null; locale: Locale };

/** Sends a message (the image uploaded first); a retried submission is answered, not sent twice. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, image, locale }: Draft) => {
      const uploadId = image ? await uploadImage('support_image', image) : undefined;
      return api.call(
        supportApi.send,
        { body, locale, ...(uploadId === undefined ? {} : { uploadId }) },
        { idempotencyKey: newIdempotencyKey() },
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: conversationQuery.queryKey }),
  });
}

export function markRead(upToId: number): Promise<unknown> {
  return api.call(supportApi.read, { upToId }).catch(() => undefined);
}

/** An image of the conversation, as an object URL the caller revokes. */
export async function loadImage(messageId: number, signal: AbortSignal): Promise<string> {
  const blob = await api.callForImage(supportApi.image, { messageId }, { signal, showsRefusal: () => true });
  return URL.createObjectURL(blob);
}
