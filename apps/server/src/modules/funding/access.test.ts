import { describe, expect, it } from 'vitest';
import {
  auditActions,
  expectAnswer,
  newCustomer,
  requestDeposit,
  requestWithdrawal,
  useFundingTestApp,
  type Headers,
} from './testing';
import { postForImage } from '../kyc/testing';

/**
 * Who may do what: the finance desk reviews, admins change channels and settings, other desks
 * read; a customer sees only their own requests and never opens the operator API.
 */

const { t, admin, reviewer, support, fundedCustomer } = useFundingTestApp({
  operators: ['support'],
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
    const proof = (headers: Headers) =>
      postForImage(t, '/api/admin/funding/depositProof', { depositId }, headers);
    const image = await proof(reviewer);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="deposit-${depositId}-proof.jpg"`,
    });
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await auditActions(t, 'deposit', depositId)).toEqual(['deposit.view_proof']);
    const refused = await proof(support);
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

describe('a customer’s own requests', () => {
  it('shows a customer only their own requests and entries', async () => {
    const customer = await fundedCustomer('20000');
    const other = await fundedCustomer('30000');
    await requestWithdrawal(t, other, '1000');
    for (const tab of ['deposit', 'withdraw', 'all']) {
      const records = await t.call('/funding/records', { tab }, customer.headers);
      expect(JSON.stringify(records.data)).not.toContain('30000');
      expect(records.data.items.every((item: { amount: string }) => item.amount !== '-1000')).toBe(
        true,
      );
    }
    // A customer reads their own requests by id; another customer's id is not found.
    const mineId = (await requestWithdrawal(t, customer, '1000')).data.id as number;
    const theirLatest = async (tab: string) => {
      const records = await t.call('/funding/records', { tab }, other.headers);
      return Number(records.data.items[0].id.split(':')[1]);
    };
    const theirWithdrawal = { withdrawalId: await theirLatest('withdraw') };
    const theirDeposit = { depositId: await theirLatest('deposit') };
    const reads = [
      ['/funding/withdrawDetail', { withdrawalId: mineId }, customer, ''],
      ['/funding/withdrawDetail', theirWithdrawal, customer, 'funding_request_not_found'],
      ['/funding/depositDetail', theirDeposit, customer, 'funding_request_not_found'],
      ['/funding/depositDetail', theirDeposit, other, ''],
    ] as const;
    for (const [path, body, reader, msg] of reads)
      expectAnswer(await t.call(path, body, reader.headers), msg);
    // Customer tokens never open the operator API.
    expect((await t.callAdmin('/funding/withdrawQueue', {}, customer.headers)).httpStatus).toBe(
      401,
    );
  });
});
