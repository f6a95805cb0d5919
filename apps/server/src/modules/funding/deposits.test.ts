import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema';
import { deposits } from '../../db/schema-funding';
import { auditLog } from '../../db/schema-operators';
import { ensureOperator } from '../operators/service';
import { buildTestApp, logInOperator, type TestApp } from '../../test/app';
import { temporaryUploadDir, uploadImage } from '../kyc/testing';
import {
  OPEN_HOURS,
  demoChannelId,
  expectAnswer,
  expectLedgerProven,
  jst,
  newCustomer,
  proofFor,
  requestDeposit,
  wallet,
  type Headers,
} from './testing';

let t: TestApp;
let admin: Headers;
let reviewer: Headers;
let support: Headers;
const uploadDir = temporaryUploadDir();

beforeAll(async () => {
  t = await buildTestApp({ configure: uploadDir.configure });
  admin = await logInOperator(t, 'admin');
  reviewer = await logInOperator(t, 'reviewer');
  await ensureOperator(t.database.db, {
    username: 'desk',
    displayName: 'Support desk',
    password: 'desk-pass-1',
    roles: ['support'],
  });
  const login = await t.callAdmin('/auth/login', { username: 'desk', password: 'desk-pass-1' });
  support = { 'operator-token': login.data.token };
});
afterEach(() => {
  t.clock.set(OPEN_HOURS);
});
afterAll(async () => {
  await expectLedgerProven(t);
  await t.close();
  uploadDir.remove();
});

async function creditEntries(depositId: number) {
  const [row] = await t.database.db
    .select({ count: count() })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.referenceType, 'deposit'),
        eq(journalEntries.referenceId, String(depositId)),
      ),
    );
  return row?.count ?? 0;
}

async function auditActions(depositId: number) {
  const rows = await t.database.db
    .select({ action: auditLog.action, operatorId: auditLog.operatorId })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'deposit'), eq(auditLog.targetId, String(depositId))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

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
    expect(info.data.channels[0]).toMatchObject({ bankName: 'Kabuto Demo Bank', currency: 'JPY' });
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
    expect(await creditEntries(depositId)).toBe(1);
    expect(await auditActions(depositId)).toEqual(['deposit.approve']);

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
    expect(await creditEntries(depositId)).toBe(1);
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
      { depositId, reason: 'The transfer slip shows another amount' },
      reviewer,
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', journalEntryId: null });
    const records = await t.call('/funding/records', { tab: 'deposit' }, customer.headers);
    expect(records.data.items[0]).toMatchObject({
      kind: 'deposit',
      status: 'rejected',
      remark: 'The transfer slip shows another amount',
      amount: '20000',
    });
    expect((await wallet(t, customer.headers)).available).toBe('0');
    expect(await creditEntries(depositId)).toBe(0);
    expect(await auditActions(depositId)).toEqual(['deposit.reject']);
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
      {
        name: 'Closed channel',
        bankName: 'Bank',
        branchName: 'Branch',
        branchCode: '002',
        accountType: 'futsu',
        accountNumber: '7654321',
        accountHolder: 'カブト',
        currency: 'JPY',
        enabled: false,
        reason: 'Channel kept for history',
      },
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

describe('dual control', () => {
  it('needs a second, different operator above the threshold', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '2000000')).data.id as number;
    const first = await t.callAdmin('/funding/approveDeposit', { depositId }, admin);
    expect(first.data).toMatchObject({
      status: 'awaiting_second_approval',
      needsSecondApproval: true,
      journalEntryId: null,
    });
    expect((await wallet(t, customer.headers)).available).toBe('0');
    expectAnswer(
      await t.callAdmin('/funding/approveDeposit', { depositId }, admin),
      'second_approver_required',
    );
    const queue = await t.callAdmin('/funding/depositQueue', {}, reviewer);
    expect(queue.data.items.find((item: { id: number }) => item.id === depositId)).toMatchObject({
      status: 'awaiting_second_approval',
      firstApprovedBy: 'admin',
      aboveDualControlThreshold: true,
    });
    const second = await t.callAdmin('/funding/approveDeposit', { depositId }, reviewer);
    expect(second.data).toMatchObject({ status: 'approved', needsSecondApproval: true });
    expect((await wallet(t, customer.headers)).available).toBe('2000000');
    expect(await creditEntries(depositId)).toBe(1);
    expect(await auditActions(depositId)).toEqual(['deposit.approve_first', 'deposit.approve']);
    const detail = await t.callAdmin('/funding/depositDetail', { depositId }, admin);
    expect(detail.data).toMatchObject({ firstApprovedBy: 'admin', reviewedBy: 'reviewer' });
  });

  it('lets either operator reject while it waits for the second approval', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '3000000')).data.id as number;
    await t.callAdmin('/funding/approveDeposit', { depositId }, reviewer);
    const rejected = await t.callAdmin(
      '/funding/rejectDeposit',
      { depositId, reason: 'Amount not received' },
      admin,
    );
    expect(rejected.data.status).toBe('rejected');
    expect(await creditEntries(depositId)).toBe(0);
  });
});

describe('idempotent approvals', () => {
  it('answers a retried approval with the same idempotency key from the first, crediting once', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '30000')).data.id as number;
    const headers = { ...reviewer, 'idempotency-key': `approve-${depositId}-click-1` };
    const first = await t.callAdmin('/funding/approveDeposit', { depositId }, headers);
    const again = await t.callAdmin('/funding/approveDeposit', { depositId }, headers);
    expectAnswer(again, '');
    expect(again.data).toEqual(first.data);
    expect(await creditEntries(depositId)).toBe(1);
    expect((await wallet(t, customer.headers)).available).toBe('30000');
    expectAnswer(
      await t.callAdmin('/funding/approveDeposit', { depositId: depositId + 1000 }, headers),
      'key_mismatch',
    );
  });

  it('credits once when the same operator double-clicks (two requests at once)', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '40000')).data.id as number;
    const answers = await Promise.all([
      t.callAdmin('/funding/approveDeposit', { depositId }, reviewer),
      t.callAdmin('/funding/approveDeposit', { depositId }, reviewer),
    ]);
    expect(answers.map((answer) => answer.msg).sort()).toEqual(['', 'funding_request_closed']);
    expect(await creditEntries(depositId)).toBe(1);
    expect((await wallet(t, customer.headers)).available).toBe('40000');
  });
});

describe('operator access', () => {
  it('keeps deposits to the finance desk, and shows the proof image (audited)', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '10000')).data.id as number;
    for (const path of [
      '/funding/depositQueue',
      '/funding/depositDetail',
      '/funding/approveDeposit',
    ]) {
      expect((await t.callAdmin(path, { depositId }, support)).msg).toBe('forbidden');
    }
    expect((await t.callAdmin('/funding/depositQueue', {}, customer.headers)).httpStatus).toBe(401);
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/admin/funding/depositProof',
      headers: { ...reviewer, 'content-type': 'application/json' },
      payload: JSON.stringify({ depositId }),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await auditActions(depositId)).toEqual(['deposit.view_proof']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/funding/depositProof',
      headers: { ...support, 'content-type': 'application/json' },
      payload: JSON.stringify({ depositId }),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('changes channels and settings only as admin, audited with before and after', async () => {
    const settings = await t.callAdmin('/funding/settings', {}, reviewer);
    expect(settings.data.general).toMatchObject({
      dualControlThresholdJpy: '1000000',
      fxQuoteTtlSeconds: 30,
    });
    const jpy = settings.data.currencies.find((c: { currency: string }) => c.currency === 'JPY');
    expect(
      (await t.callAdmin('/funding/saveSettings', { currencies: [jpy], reason: 'Try' }, reviewer))
        .msg,
    ).toBe('forbidden');
    expectAnswer(
      await t.callAdmin(
        '/funding/saveSettings',
        {
          currencies: [{ ...jpy, depositMin: '20000', depositMax: '10000' }],
          reason: 'Broken limits',
        },
        admin,
      ),
      'funding_settings_invalid',
    );
    expectAnswer(
      await t.callAdmin(
        '/funding/saveSettings',
        { currencies: [{ ...jpy, withdrawFee: '1000' }], reason: 'Fee as large as the minimum' },
        admin,
      ),
      'funding_settings_invalid',
    );
    const saved = await t.callAdmin(
      '/funding/saveSettings',
      {
        currencies: [{ ...jpy, depositMin: '20000', quickAmounts: ['20000', '100000'] }],
        reason: 'Raise the minimum',
      },
      admin,
    );
    expectAnswer(saved, '');
    const customer = await newCustomer(t);
    expectAnswer(await requestDeposit(t, customer, '15000'), 'amount_below_minimum');
    const audit = await t.callAdmin('/audit/list', { targetType: 'funding_settings' }, admin);
    expect(audit.data.items[0]).toMatchObject({
      action: 'funding.settings_update',
      operator: 'admin',
      reason: 'Raise the minimum',
      before: { currencies: [expect.objectContaining({ depositMin: '10000' })] },
      after: { currencies: [expect.objectContaining({ depositMin: '20000' })] },
    });
    // Back to the defaults for the other tests.
    await t.callAdmin(
      '/funding/saveSettings',
      { currencies: [jpy], reason: 'Restore the minimum' },
      admin,
    );
  });

  it('runs the ledger check for finance, audited', async () => {
    const check = await t.callAdmin('/ledger/check', {}, reviewer);
    expect(check.data).toMatchObject({ ok: true, problems: [] });
    expect((await t.callAdmin('/ledger/check', {}, support)).msg).toBe('forbidden');
    const audit = await t.callAdmin('/audit/list', { targetType: 'ledger' }, admin);
    expect(audit.data.items[0]).toMatchObject({ action: 'ledger.check', after: { ok: true } });
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
      amount: '10000000.00000000',
    });
    expect(await auditActions(seeded!.id)).toEqual(['deposit.approve_first', 'deposit.approve']);
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
