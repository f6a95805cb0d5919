import { describe, expect, it } from 'vitest';
import type { LoanInfo, LoanView } from '@kabuto/contract';
import { getCustomerWallets } from '../../ledger';
import { expectLedgerClean, verifiedCustomer } from '../ipo/testing';
import { expectOk, expectRefusal } from '../trading/testing';
import { useTestApp } from '../../test/use-test-app';
import { borrowed, loanOf, repay, signInAgain } from './testing';

/*
 * Interest with exact yen (docs/credit.md, "Interest"): ¥300,000 for 30 days at 2.9% a year,
 * borrowed Friday 2026-11-20 (due 2026-12-20). Each day that ends owing adds principal × rate to
 * the basis; ⌊basis ÷ 365⌋ is charged. A partial repayment pays interest first; days from the due
 * date on are at the late rate (14%); the full repayment closes the loan.
 */

const { t } = useTestApp({ operators: ['admin'] });
const DAY_S = 86_400;

async function loanWallet(customerId: number) {
  const [jpy] = await getCustomerWallets(t.database.db, customerId);
  return jpy!;
}

describe('a loan’s interest, day by day, with repayments', () => {
  it('accrues, is repaid interest first, turns late after the due date and closes at zero', async () => {
    const customer = await verifiedCustomer(t);
    const loan = await borrowed(t, customer, '300000');
    expect(loan).toMatchObject({
      status: 'approved',
      state: 'outstanding',
      dueDate: '2026-12-20',
      principalOutstanding: '300000',
      owedToday: '300000',
    });
    // The schedule: everything on the due date, 30 days' interest ⌊300000 × 0.029 × 30 ÷ 365⌋ = 715.
    expect(loan.schedule).toEqual([
      { dueDate: '2026-12-20', principal: '300000', interest: '715', total: '300715' },
    ]);
    expect(await loanWallet(customer.id)).toMatchObject({ available: '10300000', loan: '-300000' });

    // Three days later (20, 21, 22 ended): basis 26,100, ⌊71.5⌋ = ¥71; run twice (two processes) once.
    t.clock.advanceSeconds(3 * DAY_S);
    const runs = await Promise.all([t.app.credit.runDue(), t.app.credit.runDue()]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await t.app.credit.runDue()).toBe(0);
    expect(await loanOf(t, customer, loan.id)).toMatchObject({
      interestOutstanding: '71',
      owedToday: '300071',
      accruedThrough: '2026-11-22',
    });

    // ¥50,000 repaid: ¥71 interest, ¥49,929 principal.
    const partly = expectOk<LoanView>(await repay(t, customer, loan.id, '50000'));
    expect(partly).toMatchObject({
      interestOutstanding: '0',
      principalOutstanding: '250071',
      repaid: '50000',
      state: 'outstanding',
    });
    expect(await loanWallet(customer.id)).toMatchObject({ available: '10250000', loan: '-250071' });

    // Two more days at 250,071: basis 40,604.118, ⌊111.2⌋ = 111 charged in all, ¥40 more.
    t.clock.advanceSeconds(2 * DAY_S);
    await t.app.credit.runDue();
    expect(await loanOf(t, customer, loan.id)).toMatchObject({
      interestOutstanding: '40',
      interestCharged: '111',
    });

    // The server down until 22 December: caught up at once, 25 days at 2.9% and the due date
    // and the day after at 14% (late): basis 291,925.473, ¥799 in all.
    t.clock.advanceSeconds(27 * DAY_S);
    expect(await t.app.credit.runDue()).toBe(1);
    await signInAgain(t, customer);
    const late = await loanOf(t, customer, loan.id);
    expect(late).toMatchObject({
      state: 'overdue',
      interestCharged: '799',
      interestOutstanding: '728',
      owedToday: '250799',
      accruedThrough: '2026-12-21',
    });

    // More than is owed is refused and changes nothing; the exact amount closes the loan.
    expectRefusal(await repay(t, customer, loan.id, '250800'), 'repayment_exceeds_loan');
    const closed = expectOk<LoanView>(await repay(t, customer, loan.id, '250799'));
    expect(closed).toMatchObject({ state: 'repaid', owedToday: '0', repaid: '300799' });
    expect(closed.schedule).toEqual([]);
    expect(await loanWallet(customer.id)).toMatchObject({ available: '9999201', loan: '0' });
    expectRefusal(await repay(t, customer, loan.id, '1'), 'loan_not_open');
    // Repaid loans accrue nothing.
    t.clock.advanceSeconds(5 * DAY_S);
    expect(await t.app.credit.runDue()).toBe(0);
    await signInAgain(t, customer);

    // The late payment lowers the score; nothing is owed any more.
    const info = expectOk<LoanInfo>(await t.call('/loan/info', {}, customer.headers));
    expect(info.factors.find((factor) => factor.factor === 'late_payments')).toMatchObject({
      fact: '1',
      points: -15,
    });
    expect(info.borrowed).toBe('0');
    await expectLedgerClean(t);
  });

  it('charges nothing for a loan repaid the day it was borrowed', async () => {
    const customer = await verifiedCustomer(t);
    const loan = await borrowed(t, customer, '100000', 'term90');
    expect(loan.schedule[0]).toMatchObject({ interest: '838' }); // ⌊100000 × 0.034 × 90 ÷ 365⌋
    expectOk(await repay(t, customer, loan.id, '100000'));
    expect(await loanOf(t, customer, loan.id)).toMatchObject({
      state: 'repaid',
      interestCharged: '0',
    });
    const info = expectOk<LoanInfo>(await t.call('/loan/info', {}, customer.headers));
    expect(info.factors.find((factor) => factor.factor === 'on_time_repayments')).toMatchObject({
      fact: '1',
      points: 5,
    });
  });

  it('answers the days ended since the job last ran in "owed today", so repaying it closes the loan', async () => {
    const customer = await verifiedCustomer(t);
    const loan = await borrowed(t, customer, '300000');
    // Three days end and the job has not run (a restart, a slow scheduler): reading catches up.
    t.clock.advanceSeconds(3 * DAY_S);
    await signInAgain(t, customer);
    const owed = await loanOf(t, customer, loan.id);
    expect(owed).toMatchObject({ interestCharged: '71', owedToday: '300071' });
    const closed = expectOk<LoanView>(await repay(t, customer, loan.id, owed.owedToday));
    expect(closed).toMatchObject({ state: 'repaid', owedToday: '0', repaid: '300071' });
    // The job finds nothing left to charge.
    expect(await t.app.credit.runDue()).toBe(0);
    await expectLedgerClean(t);
  });
});
