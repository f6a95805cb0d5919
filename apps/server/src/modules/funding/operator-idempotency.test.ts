import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositChannels } from '../../db/schema-funding';
import { auditLog } from '../../db/schema-operators';
import {
  auditActions,
  channelBody,
  creditEntries,
  expectAnswer,
  inEveryLanguage,
  newCustomer,
  requestDeposit,
  requestWithdrawal,
  useFundingTestApp,
  wallet,
  type Headers,
} from './testing';
import { sendRetriedOnce } from '../../test/retries';

/**
 * Every operator action of funding that changes something takes an idempotency key (the console
 * sends one per click): a retry with the same key answers the first answer, marked
 * `idempotent-replay`, and changes nothing more; the same key with another body is refused
 * `key_mismatch`. Keys belong to the operator who sent them.
 */

const { t, admin, reviewer, fundedCustomer } = useFundingTestApp();

let keys = 0;
/** The operator's headers with a fresh key, as the console sends them for one click. */
function withKey(operator: Headers): Headers {
  keys += 1;
  return { ...operator, 'idempotency-key': `funding-click-${process.pid}-${keys}` };
}

async function auditCount(action: string): Promise<number> {
  const [row] = await t.database.db
    .select({ count: count() })
    .from(auditLog)
    .where(eq(auditLog.action, action));
  return row?.count ?? 0;
}

describe('deposit decisions', () => {
  it('approves once: the retry answers the first approval and credits nothing more', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '30000')).data.id as number;
    const other = { depositId, note: 'Checked twice' };
    await sendRetriedOnce(
      t.callAdmin,
      '/funding/approveDeposit',
      withKey(reviewer),
      { depositId },
      other,
    );
    expect(await creditEntries(t, depositId)).toBe(1);
    expect((await wallet(t, customer.headers)).available).toBe('30000');
    expect(await auditActions(t, 'deposit', depositId)).toEqual(['deposit.approve']);
  });

  it('keeps a first approval above the threshold a first approval when retried', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '2000000')).data.id as number;
    // Not 'second_approver_required': the retry is the same click, not a second approval.
    const first = await sendRetriedOnce(t.callAdmin, '/funding/approveDeposit', withKey(admin), {
      depositId,
    });
    expect(first.data.status).toBe('awaiting_second_approval');
    expect(await auditActions(t, 'deposit', depositId)).toEqual(['deposit.approve_first']);
    expectAnswer(await t.callAdmin('/funding/approveDeposit', { depositId }, reviewer), '');
    expect(await creditEntries(t, depositId)).toBe(1);
  });

  it('rejects once', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '20000')).data.id as number;
    const body = { depositId, reason: 'No transfer arrived' };
    const other = { ...body, reason: 'Another reason' };
    await sendRetriedOnce(t.callAdmin, '/funding/rejectDeposit', withKey(reviewer), body, other);
    expect(await auditActions(t, 'deposit', depositId)).toEqual(['deposit.reject']);
  });
});

describe('withdrawal decisions', () => {
  it('pays out once', async () => {
    const customer = await fundedCustomer('20000');
    const withdrawalId = (await requestWithdrawal(t, customer, '5000')).data.id as number;
    const other = { withdrawalId: withdrawalId + 1000 };
    const path = '/funding/approveWithdraw';
    await sendRetriedOnce(t.callAdmin, path, withKey(reviewer), { withdrawalId }, other);
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '15000', held: '0' });
    expect(await auditActions(t, 'withdrawal', withdrawalId)).toEqual(['withdrawal.approve']);
  });

  it('releases the held amount once', async () => {
    const customer = await fundedCustomer('20000');
    const withdrawalId = (await requestWithdrawal(t, customer, '5000')).data.id as number;
    const body = { withdrawalId, reason: 'The card is closed' };
    const other = { ...body, reason: 'Other' };
    await sendRetriedOnce(t.callAdmin, '/funding/rejectWithdraw', withKey(reviewer), body, other);
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '20000', held: '0' });
    expect(await auditActions(t, 'withdrawal', withdrawalId)).toEqual(['withdrawal.reject']);
  });
});

describe('channels, settings and the ledger check', () => {
  it('creates a channel once', async () => {
    const body = channelBody('Retried channel', {
      branchCode: '003',
      accountNumber: '1111111',
      reason: 'Second bank',
    });
    const other = { ...body, name: inEveryLanguage('Another channel') };
    const first = await sendRetriedOnce(
      t.callAdmin,
      '/funding/saveChannel',
      withKey(admin),
      body,
      other,
    );
    const rows = await t.database.db
      .select({ id: depositChannels.id })
      .from(depositChannels)
      .where(sql`${depositChannels.name}->>'en' = ${body.name.en}`);
    expect(rows).toEqual([{ id: first.data.id }]);
    expect(await auditActions(t, 'deposit_channel', first.data.id as number)).toEqual([
      'funding.channel_create',
    ]);
  });

  it('saves settings once', async () => {
    const settings = await t.callAdmin('/funding/settings', {}, admin);
    const body = {
      general: settings.data.general,
      reason: 'Same settings, saved by a retried click',
    };
    const before = await auditCount('funding.settings_update');
    const other = { ...body, reason: 'Another reason' };
    await sendRetriedOnce(t.callAdmin, '/funding/saveSettings', withKey(admin), body, other);
    expect(await auditCount('funding.settings_update')).toBe(before + 1);
  });

  it('runs the ledger check once per click, and a key is not reused for another action', async () => {
    const before = await auditCount('ledger.check');
    const headers = withKey(reviewer);
    await sendRetriedOnce(t.callAdmin, '/ledger/check', headers, {});
    expect(await auditCount('ledger.check')).toBe(before + 1);
    // The check takes no body to vary: the same key on another action is the mismatch.
    expectAnswer(await t.callAdmin('/funding/depositQueue', {}, headers), '');
    expectAnswer(
      await t.callAdmin('/funding/rejectDeposit', { depositId: 1, reason: 'Reused key' }, headers),
      'key_mismatch',
    );
  });

  it('keeps each operator’s keys their own', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '10000')).data.id as number;
    const key = withKey(reviewer)['idempotency-key']!;
    const body = { depositId, reason: 'Slip unreadable' };
    expectAnswer(
      await t.callAdmin('/funding/rejectDeposit', body, { ...reviewer, 'idempotency-key': key }),
      '',
    );
    // Another operator's same key is a new call of theirs: decided for real (and refused, closed).
    const theirs = await t.callAdmin('/funding/rejectDeposit', body, {
      ...admin,
      'idempotency-key': key,
    });
    expectAnswer(theirs, 'funding_request_closed');
    expect(theirs.response.headers['idempotent-replay']).toBeUndefined();
  });
});
