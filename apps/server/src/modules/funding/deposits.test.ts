import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deposits } from '../../db/schema-funding';
import { uploadImage } from '../kyc/testing';
import {
  auditActions,
  channelBody,
  creditEntries,
  demoChannelId,
  expectAnswer,
  jst,
  newCustomer,
  proofFor,
  requestDeposit,
  useFundingTestApp,
  wallet,
} from './testing';

/** Deposits from the customer's side to the credit: the screen, the rules, the window, the demo. */

const { t, admin, reviewer } = useFundingTestApp();

describe('the deposit screen', () => {
  it('shows channels, quick amounts, limits, the window and the withdrawal rules before any deposit', async () => {
    const customer = await newCustomer(t);
    const info = await t.call('/funding/depositInfo', {}, customer.headers);
    expectAnswer(info, '');
    expect(info.data).toMatchObject({
      currency: 'JPY',
      enabled: true,
      quickAmounts: ['10000', '50000', '100000', '500000', '1000000'],
      minimum: '10000',
      maximum: '10000000',
      window: {
        opensAt: '09:30',
        closesAt: '19:30',
        timeZone: 'Asia/Tokyo',
        openNow: true,
        nextOpensAt: null,
      },
      openOperation: null,
      withdrawalRules: {
        currency: 'JPY',
        enabled: true,
        minimum: '1000',
        maximum: '5000000',
        fee: '0',
        window: { opensAt: '09:30', closesAt: '19:30', openNow: true },
        borrowedFundsWithdrawable: false,
        oneOperationAtATime: true,
        requires: ['identity_verification', 'bank_card', 'fund_password'],
        reviewedByOperator: true,
      },
    });
    expect(info.data.channels[0]).toMatchObject({
      bankName: { ja: 'Kabutoデモ銀行', 'zh-TW': 'Kabuto示範銀行', en: 'Kabuto Demo Bank' },
      currency: 'JPY',
    });
  });

  it('needs a session', async () => {
    expect((await t.call('/funding/depositInfo', {})).httpStatus).toBe(401);
    const body = { channelId: 1, amount: '10000', proofUploadId: 1 };
    expect((await t.call('/funding/deposit', body)).httpStatus).toBe(401);
  });
});

describe('a deposit from request to credit', () => {
  it('is pending until a finance operator approves it; the approval credits the ledger once, audited', async () => {
    const customer = await newCustomer(t);
    const requested = await requestDeposit(t, customer, '50000');
    expectAnswer(requested, '');
    expect(requested.data).toMatchObject({
      amount: '50000',
      currency: 'JPY',
      status: 'pending',
      reviewReason: null,
    });
    const depositId = requested.data.id as number;
    expect(requested.data.orderNo).toMatch(/^DP\d{8}$/);
    expect((await wallet(t, customer.headers)).available).toBe('0');

    const queue = await t.callAdmin('/funding/depositQueue', {}, reviewer);
    expect(queue.data.items.map((item: { id: number }) => item.id)).toContain(depositId);
    const detail = await t.callAdmin('/funding/depositDetail', { depositId }, reviewer);
    expect(detail.data).toMatchObject({
      id: depositId,
      account: customer.account,
      status: 'pending',
      amountJpy: '50000',
      aboveDualControlThreshold: false,
      origin: 'customer',
      proof: { contentType: 'image/jpeg' },
      customer: { verificationStatus: 'unverified', restrictions: [] },
    });

    const approved = await t.callAdmin('/funding/approveDeposit', { depositId }, reviewer);
    expectAnswer(approved, '');
    expect(approved.data).toMatchObject({
      id: depositId,
      status: 'approved',
      needsSecondApproval: false,
    });
    expect(approved.data.journalEntryId).toEqual(expect.any(Number));
    expect((await wallet(t, customer.headers)).available).toBe('50000');
    expect(await creditEntries(t, depositId)).toBe(1);
    expect(await auditActions(t, 'deposit', depositId)).toEqual(['deposit.approve']);

    const info = await t.call('/user/info', {}, customer.headers);
    expect(info.data.assets).toMatchObject({
      totalAssets: '50000',
      availableFunds: '50000',
      frozenFunds: '0',
    });

    // Approving again, or rejecting now, is refused and changes nothing.
    expectAnswer(
      await t.callAdmin('/funding/approveDeposit', { depositId }, admin),
      'funding_request_closed',
    );
    expectAnswer(
      await t.callAdmin('/funding/rejectDeposit', { depositId, reason: 'Too late' }, admin),
      'funding_request_closed',
    );
    expect(await creditEntries(t, depositId)).toBe(1);
  });

  it('is rejected with a reason the customer sees, and nothing is credited', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '20000')).data.id as number;
    expectAnswer(
      await t.callAdmin('/funding/rejectDeposit', { depositId, reason: '' }, reviewer),
      'reason_required',
    );
    const rejected = await t.callAdmin(
      '/funding/rejectDeposit',
      { depositId, reason: 'The transfer slip shows another amount', reasonLocale: 'en' },
      reviewer,
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', journalEntryId: null });
    // The reason comes with the language it was written in, for the app to tag.
    const reviewReason = { text: 'The transfer slip shows another amount', locale: 'en' };
    const records = await t.call('/funding/records', { tab: 'deposit' }, customer.headers);
    expect(records.data.items[0]).toMatchObject({
      kind: 'deposit',
      status: 'rejected',
      reviewReason,
      amount: '20000',
    });
    const detail = await t.call('/funding/depositDetail', { depositId }, customer.headers);
    expect(detail.data).toMatchObject({ status: 'rejected', reviewReason });
    expect((await wallet(t, customer.headers)).available).toBe('0');
    expect(await creditEntries(t, depositId)).toBe(0);
    expect(await auditActions(t, 'deposit', depositId)).toEqual(['deposit.reject']);
    // The customer may deposit again once nothing is open.
    expectAnswer(await requestDeposit(t, customer, '20000'), '');
  });
});

describe('deposit rules, each refused with its key', () => {
  it('applies the minimum, the maximum and the currency’s minor unit', async () => {
    const customer = await newCustomer(t);
    expectAnswer(await requestDeposit(t, customer, '9999'), 'amount_below_minimum');
    expectAnswer(await requestDeposit(t, customer, '10000001'), 'amount_above_maximum');
    expectAnswer(await requestDeposit(t, customer, '10000.5'), 'amount_invalid');
    expectAnswer(await requestDeposit(t, customer, '0'), 'amount_invalid');
    expectAnswer(await requestDeposit(t, customer, '-10000'), 'amount_invalid');
    expectAnswer(await requestDeposit(t, customer, '1e5'), 'amount_invalid');
    const channelId = await demoChannelId(t, customer.headers);
    const proofUploadId = await proofFor(t, customer.headers);
    expectAnswer(
      await t.call(
        '/funding/deposit',
        { channelId, amount: 10000, proofUploadId },
        customer.headers,
      ),
      'amount_invalid',
    );
    expectAnswer(
      await t.call(
        '/funding/deposit',
        { channelId, amount: '10000', proofUploadId, currency: 'USD' },
        customer.headers,
      ),
      'deposit_channel_unavailable',
    );
  });

  it('needs a proof of the customer’s own, uploaded as a deposit proof, used once', async () => {
    const customer = await newCustomer(t);
    const other = await newCustomer(t);
    const channelId = await demoChannelId(t, customer.headers);
    const body = (proofUploadId?: number) => ({ channelId, amount: '10000', proofUploadId });
    expectAnswer(
      await t.call('/funding/deposit', body(), customer.headers),
      'deposit_proof_required',
    );
    const othersProof = await proofFor(t, other.headers);
    expectAnswer(
      await t.call('/funding/deposit', body(othersProof), customer.headers),
      'deposit_proof_required',
    );
    const idImage = await uploadImage(t, customer.headers, 'id_front');
    expectAnswer(
      await t.call('/funding/deposit', body(idImage), customer.headers),
      'deposit_proof_required',
    );
    expectAnswer(
      await t.call('/funding/deposit', body(999_999), customer.headers),
      'deposit_proof_required',
    );

    const proof = await proofFor(t, customer.headers);
    const first = await t.call('/funding/deposit', body(proof), customer.headers);
    expectAnswer(first, '');
    await t.callAdmin(
      '/funding/rejectDeposit',
      { depositId: first.data.id, reason: 'Unreadable slip' },
      reviewer,
    );
    expectAnswer(
      await t.call('/funding/deposit', body(proof), customer.headers),
      'deposit_proof_required',
    );
  });

  it('allows one open deposit or withdrawal at a time', async () => {
    const customer = await newCustomer(t);
    expectAnswer(await requestDeposit(t, customer, '10000'), '');
    expectAnswer(await requestDeposit(t, customer, '10000'), 'other_fund_operation');
    const info = await t.call('/funding/depositInfo', {}, customer.headers);
    expect(info.data.openOperation).toMatchObject({ kind: 'deposit', status: 'pending' });
  });

  it('refuses a frozen account and a disabled channel', async () => {
    const customer = await newCustomer(t);
    const freeze = await t.callAdmin(
      '/customers/restrict',
      { customerId: customer.id, kind: 'frozen', reason: 'Fraud investigation' },
      reviewer,
    );
    expectAnswer(freeze, '');
    expectAnswer(await requestDeposit(t, customer, '10000'), 'account_frozen');

    const other = await newCustomer(t);
    const created = await t.callAdmin(
      '/funding/saveChannel',
      channelBody('Closed channel', { reason: 'Channel kept for history' }),
      admin,
    );
    expectAnswer(created, '');
    const proofUploadId = await proofFor(t, other.headers);
    expectAnswer(
      await t.call(
        '/funding/deposit',
        { channelId: created.data.id, amount: '10000', proofUploadId },
        other.headers,
      ),
      'deposit_channel_unavailable',
    );
    expectAnswer(
      await t.call(
        '/funding/deposit',
        { channelId: 987_654, amount: '10000', proofUploadId },
        other.headers,
      ),
      'deposit_channel_unavailable',
    );
  });
});

describe('the deposit window (weekdays 09:30–19:30 Japan time, no holidays)', () => {
  it.each([
    ['a Friday at 09:29:59', jst('2026-11-20', '09:29:59'), 'deposit_window_closed'],
    ['a Friday at 09:30:00', jst('2026-11-20', '09:30:00'), ''],
    ['a Friday at 19:29:59', jst('2026-11-20', '19:29:59'), ''],
    ['a Friday at 19:30:00', jst('2026-11-20', '19:30:00'), 'deposit_window_closed'],
    ['a Saturday at noon', jst('2026-11-21', '12:00:00'), 'deposit_window_closed'],
    [
      'Labour Thanksgiving Day (a Monday holiday)',
      jst('2026-11-23', '12:00:00'),
      'deposit_window_closed',
    ],
    ['31 December (year-end closure)', jst('2026-12-31', '12:00:00'), 'deposit_window_closed'],
  ])('%s', async (_label, instant, expected) => {
    t.clock.set(instant);
    const customer = await newCustomer(t);
    const channelId = await demoChannelId(t, customer.headers);
    const proofUploadId = await proofFor(t, customer.headers);
    expectAnswer(
      await t.call(
        '/funding/deposit',
        { channelId, amount: '10000', proofUploadId },
        customer.headers,
      ),
      expected,
    );
  });

  it('tells when the window opens next', async () => {
    const customer = await newCustomer(t);
    t.clock.set(jst('2026-11-20', '19:30:00'));
    const friday = await t.call('/funding/depositInfo', {}, customer.headers);
    // Saturday, Sunday and the Monday holiday are skipped.
    expect(friday.data.window).toMatchObject({
      openNow: false,
      nextOpensAt: '2026-11-24T00:30:00.000Z',
    });
    t.clock.set(jst('2026-11-24', '08:00:00'));
    const early = await t.call('/funding/depositInfo', {}, customer.headers);
    expect(early.data.window.nextOpensAt).toBe('2026-11-24T00:30:00.000Z');
  });
});

describe('the demo customer', () => {
  it('is verified and funded through a real deposit approved by two operators', async () => {
    const login = await t.call('/user/login', { account: '0900000001', password: 'demo1234' });
    const headers = { account: '0900000001', token: login.data.token };
    const info = await t.call('/user/info', {}, headers);
    expect(info.data).toMatchObject({
      verificationStatus: 'verified',
      assets: { availableFunds: '10000000', totalAssets: '10000000', frozenFunds: '0' },
    });
    const [seeded] = await t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.origin, 'demo_seed'));
    expect(seeded).toMatchObject({
      status: 'approved',
      needsSecondApproval: true,
      amount: '10000000',
    });
    expect(await auditActions(t, 'deposit', seeded!.id)).toEqual([
      'deposit.approve_first',
      'deposit.approve',
    ]);
    const records = await t.call('/funding/records', { tab: 'all' }, headers);
    expect(records.data.items).toEqual([
      expect.objectContaining({
        type: 'deposit',
        amount: '10000000',
        currency: 'JPY',
        status: 'approved',
      }),
    ]);
  });
});
