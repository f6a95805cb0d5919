import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  queryKey,
  queryRoot,
  supportAdminApi,
  type RequestOf,
  type SupportAdminConversation,
  type SupportCannedReply,
  type SupportInboxItem,
} from '@kabuto/contract';
import { api, endpointQuery, newIdempotencyKey } from '../../shared/api';
import { useAuditedChange } from '../../shared/audited-change';

export type { SupportAdminConversation, SupportCannedReply, SupportInboxItem };
export type InboxFilter = NonNullable<RequestOf<typeof supportAdminApi.inbox>['filter']>;
export const INBOX_FILTERS = ['open', 'mine', 'unassigned', 'closed'] as const satisfies readonly InboxFilter[];

export function useInbox(filter: InboxFilter) {
  return useQuery(endpointQuery(api, supportAdminApi.inbox, { filter }));
}

export function useConversation(conversationId: number | null) {
  return useQuery({
    ...endpointQuery(api, supportAdminApi.conversation, { conversationId: conversationId ?? 0 }),
    enabled: conversationId !== null,
  });
}

export function useCannedReplies() {
  return useQuery(endpointQuery(api, supportAdminApi.canned, {}));
}

export type CannedSave = RequestOf<typeof supportAdminApi.saveCanned>;

/**
 * Adds or changes a canned reply with the reason the audit log keeps; a retried confirmation is
 * answered, not applied twice. The desk's list of canned replies (the reply form's choice) is
 * asked again.
 */
export function useSaveCanned() {
  return useAuditedChange(
    (body: CannedSave, idempotencyKey) =>
      api.call(supportAdminApi.saveCanned, body, { idempotencyKey }),
    [queryKey(supportAdminApi.canned)],
  );
}

/** Everything the desk shows, fetched again (an event, a reconnect, an action of this operator). */
export function useRefreshDesk() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [queryRoot(supportAdminApi.inbox), queryRoot(supportAdminApi.conversation)].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

type Action =
  | { kind: 'assign'; conversationId: number }
  | { kind: 'close'; conversationId: number }
  | { kind: 'reply'; conversationId: number; body?: string; cannedId?: number };

/** Assign, answer or close, each with a fresh key: a retried click is answered, not applied twice. */
export function useDeskAction() {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (action: Action) => {
      const options = { idempotencyKey: newIdempotencyKey() };
      if (action.kind === 'assign')
        return api.call(supportAdminApi.assign, { conversationId: action.conversationId }, options);
      if (action.kind === 'close')
        return api.call(supportAdminApi.close, { conversationId: action.conversationId }, options);
      const { kind: _kind, ...body } = action;
      return api.call(supportAdminApi.reply, body, options);
    },
    onSuccess: refresh,
  });
}

export function loadImage(messageId: number, signal: AbortSignal): Promise<Blob> {
  return api.callForImage(supportAdminApi.image, { messageId }, { signal });
}
