import { describe, expect, it } from 'vitest';
import {
  auditActions,
  creditEntries,
  expectAnswer,
  newCustomer,
  requestDeposit,
  requestWithdrawal,
  useFundingTestApp,
  wallet,
} from './testing';

/**
 * Dual control (docs/funding.md): above the threshold a second, different operator completes an
 * approval; and a decision sent twice at once is taken once.
 */

const { t, admin, reviewer, fundedCustomer } = useFundingTestApp();

describe('deposits above the threshold', () => {
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
    expect(await creditEntries(t, depositId)).toBe(1);
    expect(await auditActions(t, 'deposit', depositId)).toEqual([
      'deposit.approve_first',
      'deposit.approve',
    ]);
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
    expect(await creditEntries(t, depositId)).toBe(0);
  });
});

describe('withdrawals above the threshold', () => {
  it('pays out above the threshold only after a second, different operator approves', async () => {
    const customer = await fundedCustomer('2500000');
    const withdrawalId = (await requestWithdrawal(t, customer, '2000000')).data.id as number;
    const first = await t.callAdmin('/funding/approveWithdraw', { withdrawalId }, reviewer);
    expect(first.data.status).toBe('awaiting_second_approval');
    expectAnswer(
      await t.callAdmin('/funding/approveWithdraw', { withdrawalId }, reviewer),
      'second_approver_required',
    );
    expect(await wallet(t, customer.headers)).toMatchObject({ held: '2000000' });
    const second = await t.callAdmin('/funding/approveWithdraw', { withdrawalId }, admin);
    expect(second.data.status).toBe('approved');
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '500000', held: '0' });
    expect(await auditActions(t, 'withdrawal', withdrawalId)).toEqual([
      'withdrawal.approve_first',
      'withdrawal.approve',
    ]);
  });
});

describe('a decision sent twice at once (a double click)', () => {
  it('credits a deposit once', async () => {
    const customer = await newCustomer(t);
    const depositId = (await requestDeposit(t, customer, '40000')).data.id as number;
    const answers = await Promise.all([
      t.callAdmin('/funding/approveDeposit', { depositId }, reviewer),
      t.callAdmin('/funding/approveDeposit', { depositId }, reviewer),
    ]);
    expect(answers.map((answer) => answer.msg).sort()).toEqual(['', 'funding_request_closed']);
    expect(await creditEntries(t, depositId)).toBe(1);
    expect((await wallet(t, customer.headers)).available).toBe('40000');
  });

  it('pays a withdrawal out once', async () => {
    const customer = await fundedCustomer('20000');
    const withdrawalId = (await requestWithdrawal(t, customer, '5000')).data.id as number;
    const clicks = await Promise.all([
      t.callAdmin('/funding/approveWithdraw', { withdrawalId }, reviewer),
      t.callAdmin('/funding/approveWithdraw', { withdrawalId }, reviewer),
    ]);
    expect(clicks.map((answer) => answer.msg).sort()).toEqual(['', 'funding_request_closed']);
    expect(await wallet(t, customer.headers)).toMatchObject({ available: '15000', held: '0' });
  });
});
