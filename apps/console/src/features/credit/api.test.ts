import { HEADER_IDEMPOTENCY_KEY } from '@kabuto/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, initI18n } from '../../shared/i18n';
import { answeringFetch } from '../../shared/testing';
import { reviewLoan } from './api';

/** The answer does not matter here (a refusal is enough): what was sent does. */
function refusingFetch() {
  return answeringFetch(200, { status: 0, msg: 'loan_review_closed', data: null });
}

async function sent(call: () => Promise<unknown>) {
  const fetch = refusingFetch();
  vi.stubGlobal('fetch', fetch);
  await call().catch(() => undefined);
  const [url, init] = fetch.mock.calls[0] ?? [];
  return { url, init, body: JSON.parse(init?.body as string) as unknown };
}

describe('loan review', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('approves with no note when the operator wrote none, under the decision’s key', async () => {
    const { url, init, body } = await sent(() =>
      reviewLoan({ loanId: 7, decision: 'approve', text: '   ' }, 'loan-key-0001'),
    );
    expect(url).toBe('/api/admin/loan/review');
    expect(init?.headers).toMatchObject({ [HEADER_IDEMPOTENCY_KEY]: 'loan-key-0001' });
    expect(body).toEqual({ loanId: 7, decision: 'approve' });
  });

  it('approves with the note as written (trimmed) for the audit log', async () => {
    const { body } = await sent(() =>
      reviewLoan({ loanId: 7, decision: 'approve', text: ' 収入を確認済み ' }, 'loan-key-0002'),
    );
    expect(body).toEqual({ loanId: 7, decision: 'approve', note: '収入を確認済み' });
  });

  it('rejects with the reason the customer reads, in the console’s language', async () => {
    initI18n();
    await changeLocale('zh-TW');
    const { body } = await sent(() =>
      reviewLoan({ loanId: 9, decision: 'reject', text: '資產不足' }, 'loan-key-0003'),
    );
    expect(body).toEqual({
      loanId: 9,
      decision: 'reject',
      reason: '資產不足',
      reasonLocale: 'zh-TW',
    });
    await changeLocale('ja');
  });
});
