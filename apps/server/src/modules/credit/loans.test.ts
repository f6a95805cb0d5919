import { describe, expect, it } from 'vitest';
import type { AdminLoan, LoanInfo, LoanView } from '@kabuto/contract';
import { dec } from '@kabuto/money/testing';
import { loans } from '../../db/schema-credit';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { fundedCustomer, newCustomer, requestWithdrawal } from '../funding/testing';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { expectOk, expectRefusal, ticketKey } from '../trading/testing';
import { applyForLoan, borrowed, changeCreditSettings, loanOf, repay } from './testing';

/*
 * Applying, reviewing and repaying (docs/credit.md): the refusals, dual control above the
 * threshold, another customer's loans out of reach, repayments that race, and the rule that
 * borrowed money is not withdrawable while a low score never stops a customer taking out their own.
 */

const { t, admin, reviewer } = useTestApp({ operators: ['admin', 'reviewer'] });

const info = async (headers: Record<string, string>) =>
  expectOk<LoanInfo>(await t.call('/loan/info', {}, headers));

describe('applying for a loan', () => {
  it('shows the score’s factors and the limit, and refuses what the rules refuse', async () => {
    const unverified = await newCustomer(t);
    expectRefusal(await applyForLoan(t, unverified, '1000'), 'verification_required');

    // Ledger-funded (no approved deposit): 20 + 30 (verified) = 50, the 40 band: 20% up to ¥300,000.
    const customer = await verifiedCustomer(t, '1000000');
    const standing = await info(customer.headers);
    expect(standing).toMatchObject({
      score: 50,
      ownAssets: '1000000',
      band: { minScore: 40, collateralShare: '0.2', maxLimit: '300000' },
      creditLimit: '200000',
      borrowable: '200000',
      borrowed: '0',
      openApplication: null,
    });
    expect(standing.factors.map((factor) => [factor.factor, factor.points])).toEqual([
      ['base', 20],
      ['identity_verified', 30],
      ['account_age', 0],
      ['deposits', 0],
      ['on_time_repayments', 0],
      ['late_payments', 0],
      ['current_borrowing', 0],
    ]);

    expectRefusal(await applyForLoan(t, customer, '200001'), 'loan_limit_insufficient');
    expectRefusal(await applyForLoan(t, customer, '1000', 'term7'), 'loan_product_unknown');
    expectRefusal(await applyForLoan(t, customer, '0'), 'amount_invalid');
    expectRefusal(await applyForLoan(t, customer, '10.5'), 'amount_invalid');

    // One application at a time; the same key again answers the same application.
    const key = ticketKey();
    const headers = { ...customer.headers, 'idempotency-key': key };
    const first = expectOk<LoanView>(
      await t.call('/loan/apply', { amount: '150000', productId: 'term90' }, headers),
    );
    expect(first).toMatchObject({ status: 'pending', state: null, amount: '150000', termDays: 90 });
    const again = expectOk<LoanView>(
      await t.call('/loan/apply', { amount: '150000', productId: 'term90' }, headers),
    );
    expect(again.id).toBe(first.id);
    expectRefusal(
      await t.call('/loan/apply', { amount: '1000', productId: 'term90' }, headers),
      'key_mismatch',
    );
    expectRefusal(await applyForLoan(t, customer, '1000'), 'loan_application_pending');
    expect(await info(customer.headers)).toMatchObject({
      borrowable: '50000',
      openApplication: { id: first.id },
    });

    // Rejected with a reason the customer reads; a decided application cannot be decided again.
    expectOk(
      await t.callAdmin(
        '/loan/review',
        { loanId: first.id, decision: 'reject', reason: 'Income not shown', reasonLocale: 'en' },
        reviewer,
      ),
    );
    expect(await loanOf(t, customer, first.id)).toMatchObject({
      status: 'rejected',
      rejectReason: { text: 'Income not shown', locale: 'en' },
      schedule: [],
    });
    expectRefusal(
      await t.callAdmin('/loan/review', { loanId: first.id, decision: 'approve' }, reviewer),
      'loan_review_closed',
    );
    expectRefusal(
      await t.callAdmin('/loan/review', { loanId: first.id + 1000, decision: 'approve' }, reviewer),
      'loan_not_found',
    );
  });

  it('needs a second, different operator above the threshold, and audits each step', async () => {
    await changeCreditSettings(t, { secondApprovalAbove: dec('100000') });
    try {
      const customer = await verifiedCustomer(t, '1000000');
      const loan = expectOk<LoanView>(await applyForLoan(t, customer, '150000'));
      const first = expectOk<AdminLoan>(
        await t.callAdmin('/loan/review', { loanId: loan.id, decision: 'approve' }, reviewer),
      );
      expect(first).toMatchObject({
        reviewStatus: 'awaiting_second_approval',
        status: 'pending',
        firstApprovedBy: 'reviewer',
      });
      expect(await loanOf(t, customer, loan.id)).toMatchObject({ status: 'pending' });
      expectRefusal(
        await t.callAdmin('/loan/review', { loanId: loan.id, decision: 'approve' }, reviewer),
        'second_approver_required',
      );
      const done = expectOk<AdminLoan>(
        await t.callAdmin('/loan/review', { loanId: loan.id, decision: 'approve' }, admin),
      );
      expect(done).toMatchObject({ reviewStatus: 'approved', reviewedBy: 'admin' });
      const audit = expectOk<{ items: { action: string; reasonKey: string | null }[] }>(
        await t.callAdmin('/audit/list', { targetType: 'loan', targetId: String(loan.id) }, admin),
      );
      expect(audit.items.map((item) => [item.action, item.reasonKey])).toEqual([
        ['loan.approve', 'loan_approved_second'],
        ['loan.approve_first', 'first_approval_above_threshold'],
      ]);
      const details = expectOk<{ accruals: unknown[]; score: number }>(
        await t.callAdmin('/loan/detail', { loanId: loan.id }, reviewer),
      );
      expect(details.accruals).toEqual([]);
      expectOk(await repay(t, customer, loan.id, '150000'));
    } finally {
      await changeCreditSettings(t, { secondApprovalAbove: dec('500000') });
    }
  });

  it('keeps the settings within the law and the table well formed; a desk operator cannot touch them', async () => {
    const current = expectOk(await t.callAdmin('/loan/settings', {}, admin));
    const save = (settings: unknown) =>
      t.callAdmin('/loan/saveSettings', { settings, reason: 'Test' }, admin);
    const products = [{ id: 'term30', termDays: 30, annualRate: '0.16', lateAnnualRate: '0.16' }];
    expectRefusal(await save({ ...current, products }), 'loan_rate_above_legal_cap');
    const late = [{ id: 'term30', termDays: 30, annualRate: '0.03', lateAnnualRate: '0.25' }];
    expectRefusal(await save({ ...current, products: late }), 'loan_rate_above_legal_cap');
    const bands = [{ minScore: 10, collateralShare: '0.1', maxLimit: '1000' }];
    expectRefusal(await save({ ...current, bands }), 'credit_bands_invalid');
    const desk = await logInOperator(t, 'support');
    expect((await t.callAdmin('/loan/settings', {}, desk)).msg).toBe('forbidden');
    expect((await t.callAdmin('/loan/queue', {}, desk)).msg).toBe('forbidden');
  });
});

describe('a loan is its owner’s', () => {
  it('cannot be seen or repaid by another customer', async () => {
    const owner = await verifiedCustomer(t, '1000000');
    const other = await verifiedCustomer(t, '1000000');
    const loan = await borrowed(t, owner, '100000');
    expect(expectOk<LoanView[]>(await t.call('/loan/records', {}, other.headers))).toEqual([]);
    expectRefusal(await repay(t, other, loan.id, '1000'), 'loan_not_found');
    expect((await info(other.headers)).borrowed).toBe('0');
    expect(await loanOf(t, owner, loan.id)).toMatchObject({ owedToday: '100000', repaid: '0' });
    expectOk(await repay(t, owner, loan.id, '100000'));
  });

  it('50 repayments of the whole debt at once repay it once', async () => {
    const customer = await verifiedCustomer(t, '1000000');
    const loan = await borrowed(t, customer, '120000');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => repay(t, customer, loan.id, '120000')),
    );
    const paid = answers.filter((answer) => answer.status === 1);
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 1)) {
      expect(['loan_not_open', 'repayment_exceeds_loan']).toContain(answer.msg);
    }
    expect(await loanOf(t, customer, loan.id)).toMatchObject({ state: 'repaid', repaid: '120000' });
    expect((await info(customer.headers)).borrowed).toBe('0');
    await expectLedgerClean(t);
  });
});

describe('withdrawing with a loan and with a low score', () => {
  it('refuses borrowed money by the loan rule and pays out the customer’s own', async () => {
    // Approved deposit of ¥1,000,000: 20 + 30 + 20 = 70, the 60 band: 40% up to ¥1,000,000.
    const customer = await fundedCustomer(t, { admin, reviewer }, '1000000');
    expect(await info(customer.headers)).toMatchObject({ score: 70, creditLimit: '400000' });
    const loan = await borrowed(t, customer, '300000');
    expectRefusal(await requestWithdrawal(t, customer, '1000001'), 'insufficient_withdrawable_loan');
    expectRefusal(await requestWithdrawal(t, customer, '1300001'), 'insufficient_withdrawable');
    expectOk(await requestWithdrawal(t, customer, '1000000'));
    await expectLedgerClean(t);
    expect(loan.owedToday).toBe('300000');
  });

  it('a score too low to borrow never stops a withdrawal of the customer’s own money', async () => {
    const customer = await fundedCustomer(t, { admin, reviewer }, '100000');
    // Three loans that went late, repaid since: 20 + 30 + 10 − 45 = 15.
    const now = t.clock.now();
    await t.database.db.insert(loans).values(
      [1, 2, 3].map((index) => ({
        customerId: customer.id,
        amount: dec('1000'),
        productId: 'term30',
        termDays: 30,
        annualRate: dec('0.029'),
        lateAnnualRate: dec('0.14'),
        status: 'approved' as const,
        clientKey: `history-${customer.id}-${index}`,
        requestHash: 'history',
        appliedAt: now,
        borrowedAt: now,
        dueDate: '2026-01-01',
        wentOverdueAt: now,
        repaidAt: now,
        repaid: dec('1000'),
      })),
    );
    const standing = await info(customer.headers);
    expect(standing).toMatchObject({ score: 15, creditLimit: '0', borrowable: '0' });
    expectRefusal(await applyForLoan(t, customer, '1000'), 'loan_limit_insufficient');
    expectOk(await requestWithdrawal(t, customer, '50000'));
  });
});
