import { HEADER_IDEMPOTENCY_KEY } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeringData } from '../../shared/testing';
import { leadersByStrategy, reviewLeader, type LeaderApplication } from './api';
import {
  LEADER_DESCRIPTION_MAX_CHARS,
  approvalFromDraft,
  blankApproval,
  mirrorNotes,
} from './leader-form';

const names = { ja: '山田の短期売買', 'zh-TW': '山田短線交易', en: 'Yamada Swing' };
const description = {
  ja: '主に大型株を数日保有します。',
  'zh-TW': '主要持有大型股數日。',
  en: 'Mostly large caps, held for a few days.',
};

describe('approving a leader: the published texts as typed', () => {
  it('becomes the names and description, trimmed', () => {
    const result = approvalFromDraft({
      names: { ...names, en: '  Yamada Swing ' },
      description,
    });
    expect(result).toEqual({ ok: true, body: { names, description } });
  });

  it('names every blank language of each field, as the server would', () => {
    const result = approvalFromDraft({
      ...blankApproval(),
      names: { ...names, 'zh-TW': '   ' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'names.zh-TW': 'every_language_required',
      'description.ja': 'every_language_required',
      'description.zh-TW': 'every_language_required',
      'description.en': 'every_language_required',
    });
  });

  it('refuses a name or a description longer than the contract allows', () => {
    const result = approvalFromDraft({
      names: { ...names, ja: 'あ'.repeat(61) },
      description: { ...description, en: 'x'.repeat(LEADER_DESCRIPTION_MAX_CHARS + 1) },
    });
    expect(result).toEqual({
      ok: false,
      errors: { 'names.ja': 'invalid_params', 'description.en': 'invalid_params' },
    });
  });
});

describe("a mirror's note on the pool page", () => {
  it('says nothing for a trade that was copied', () => {
    expect(mirrorNotes({ skipReason: null, refusalKey: null })).toEqual([]);
  });

  it('names a known skip reason, and shows an unknown one as its code', () => {
    expect(mirrorNotes({ skipReason: 'pool_too_small', refusalKey: null })).toEqual([
      { kind: 'skip', reason: 'pool_too_small' },
    ]);
    expect(mirrorNotes({ skipReason: 'something_new', refusalKey: null })).toEqual([
      { kind: 'skipCode', code: 'something_new' },
    ]);
  });

  it("reads a refusal's key through the error catalogue when it is one", () => {
    expect(mirrorNotes({ skipReason: null, refusalKey: 'close_before_settlement_day' })).toEqual([
      { kind: 'refused', key: 'close_before_settlement_day' },
    ]);
    expect(mirrorNotes({ skipReason: null, refusalKey: 'not_a_key' })).toEqual([
      { kind: 'refusedCode', code: 'not_a_key' },
    ]);
  });
});

function application(overrides: Partial<LeaderApplication>): LeaderApplication {
  return {
    id: 1,
    status: 'approved',
    displayName: 'Yamada',
    profile: 'Swing trader',
    locale: 'en',
    submittedAt: '2026-01-05T01:00:00.000Z',
    reviewedAt: '2026-01-06T01:00:00.000Z',
    reviewReason: { text: 'History checked', locale: 'ja' },
    strategyId: 7,
    customerId: 42,
    account: '09012345678',
    verificationStatus: 'verified',
    firstTradeAt: '2025-11-01T01:00:00.000Z',
    closedPositions: 12,
    realizedPnl: '15000' as DecimalString,
    reviewerOperatorId: 1,
    ...overrides,
  };
}

describe('the leader behind a strategy', () => {
  it('is the customer whose approved application made it', () => {
    const leaders = leadersByStrategy([
      application({}),
      application({ id: 2, strategyId: null, customerId: 43, account: '09000000000' }),
    ]);
    expect([...leaders]).toEqual([[7, { customerId: 42, account: '09012345678' }]]);
  });
});

describe('the review call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a rejection with the reason in the console’s language and the decision’s key', async () => {
    const fetch = answeringData(application({ status: 'rejected', strategyId: null }));
    vi.stubGlobal('fetch', fetch);
    await reviewLeader(
      { applicationId: 3, decision: 'reject', reason: 'Too few closed trades' },
      'review-key-0001',
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/copy/reviewLeader');
    expect(init?.headers).toMatchObject({ [HEADER_IDEMPOTENCY_KEY]: 'review-key-0001' });
    expect(JSON.parse(init?.body as string)).toEqual({
      applicationId: 3,
      decision: 'reject',
      reason: 'Too few closed trades',
      reasonLocale: 'ja',
    });
  });

  it('sends an approval with the published texts', async () => {
    const fetch = answeringData(application({}));
    vi.stubGlobal('fetch', fetch);
    await reviewLeader(
      { applicationId: 3, decision: 'approve', names, description, reason: 'History checked' },
      'review-key-0002',
    );
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(init?.body as string)).toMatchObject({
      decision: 'approve',
      names,
      description,
    });
  });
});
