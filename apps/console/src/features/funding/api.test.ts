import { QueryClient } from '@tanstack/react-query';
import { HEADER_IDEMPOTENCY_KEY, fundingAdminApi, queryKey } from '@kabuto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../shared/i18n';
import { invalidateAll } from '../../shared/query-keys';
import { answeringData } from '../../shared/testing';
import { AFTER_DECISION, decideFunding, depositProofQuery } from './api';

const decision = { id: 12, status: 'approved', needsSecondApproval: false, journalEntryId: 40 };

describe('funding decisions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an approval to its endpoint with the reason as the note and the decision’s key', async () => {
    const fetch = answeringData(decision);
    vi.stubGlobal('fetch', fetch);
    const answer = await decideFunding(
      'deposit',
      { id: 12, decision: 'approve', reason: 'Transfer seen on the statement' },
      'decision-key-0001',
    );
    expect(answer).toEqual(decision);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/funding/approveDeposit');
    expect(init?.headers).toMatchObject({ [HEADER_IDEMPOTENCY_KEY]: 'decision-key-0001' });
    expect(JSON.parse(init?.body as string)).toEqual({
      depositId: 12,
      note: 'Transfer seen on the statement',
    });
  });

  it('sends a withdrawal’s rejection with the reason the customer sees, in the console’s language', async () => {
    const fetch = answeringData({ ...decision, status: 'rejected' });
    vi.stubGlobal('fetch', fetch);
    initI18n();
    await changeLocale('en');
    await decideFunding(
      'withdrawal',
      { id: 9, decision: 'reject', reason: 'The card is closed' },
      'decision-key-0002',
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/funding/rejectWithdraw');
    expect(JSON.parse(init?.body as string)).toEqual({
      withdrawalId: 9,
      reason: 'The card is closed',
      reasonLocale: 'en',
    });
  });

  it('refreshes the queues and details after a decision, never the audited proof', async () => {
    const client = new QueryClient();
    const queue = queryKey(fundingAdminApi.depositQueue, { status: 'open', limit: 50 });
    const detail = queryKey(fundingAdminApi.withdrawDetail, { withdrawalId: 9 });
    const proof = depositProofQuery(12).queryKey;
    for (const key of [queue, detail, proof]) client.setQueryData(key, {});
    await invalidateAll(client, AFTER_DECISION);
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(queue)).toBe(true);
    expect(invalidated(detail)).toBe(true);
    expect(invalidated(proof)).toBe(false);
  });
});
