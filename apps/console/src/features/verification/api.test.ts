import { QueryClient } from '@tanstack/react-query';
import { HEADER_IDEMPOTENCY_KEY, kycAdminApi, queryKey } from '@kabuto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidateAll } from '../../shared/query-keys';
import { answeringData } from '../../shared/testing';
import { AFTER_DECISION, decideKyc, kycImageQuery } from './api';

describe('identity verification calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a rejection to its endpoint with the reason and the decision’s key', async () => {
    const fetch = answeringData({ verificationId: 7, status: 'rejected' });
    vi.stubGlobal('fetch', fetch);
    const answer = await decideKyc(
      { verificationId: 7, decision: 'reject', reason: 'The back image is blurred' },
      'decision-key-0001',
    );
    expect(answer).toEqual({ verificationId: 7, status: 'rejected' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/kyc/reject');
    expect(init?.headers).toMatchObject({ [HEADER_IDEMPOTENCY_KEY]: 'decision-key-0001' });
    // In the console's language (Japanese until one is chosen), for the customer's app to tag.
    expect(JSON.parse(init?.body as string)).toEqual({
      verificationId: 7,
      reason: 'The back image is blurred',
      reasonLocale: 'ja',
    });
  });

  it('refreshes the queue and the detail after a decision, never the audited images', async () => {
    const client = new QueryClient();
    const queue = queryKey(kycAdminApi.queue, { limit: 20 });
    const detail = queryKey(kycAdminApi.detail, { verificationId: 7 });
    const image = kycImageQuery(7, 'front').queryKey;
    for (const key of [queue, detail, image]) client.setQueryData(key, {});
    await invalidateAll(client, AFTER_DECISION);
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(queue)).toBe(true);
    expect(invalidated(detail)).toBe(true);
    expect(invalidated(image)).toBe(false);
  });
});
