import { expect } from 'vitest';
import type { CreditSettings, LoanView } from '@kabuto/contract';
import { logInOperator, type TestApp } from '../../test/app';
import type { Customer } from '../funding/testing';
import { expectOk, ticketKey } from '../trading/testing';

/** Test helpers for credit, through the real endpoints. */

export function applyForLoan(t: TestApp, customer: Customer, amount: string, productId = 'term30') {
  return t.call(
    '/loan/apply',
    { amount, productId },
    { ...customer.headers, 'idempotency-key': ticketKey() },
  );
}

export function repay(
  t: TestApp,
  customer: Customer,
  loanId: number,
  amount: string,
  key = ticketKey(),
) {
  return t.call('/loan/repay', { loanId, amount }, { ...customer.headers, 'idempotency-key': key });
}

/** Applies and has the loan approved by the admin (a finance operator); answers the loan. */
export async function borrowed(
  t: TestApp,
  customer: Customer,
  amount: string,
  productId = 'term30',
): Promise<LoanView> {
  const loan = expectOk<LoanView>(await applyForLoan(t, customer, amount, productId));
  const admin = await logInOperator(t, 'admin');
  expectOk(await t.callAdmin('/loan/review', { loanId: loan.id, decision: 'approve' }, admin));
  return loanOf(t, customer, loan.id);
}

export async function loanOf(t: TestApp, customer: Customer, loanId: number): Promise<LoanView> {
  const records = expectOk<LoanView[]>(await t.call('/loan/records', {}, customer.headers));
  const loan = records.find((record) => record.id === loanId);
  expect(loan).toBeDefined();
  return loan!;
}

/** Saves credit settings changed from the current ones (audited, by the admin). */
export async function changeCreditSettings(t: TestApp, changes: Partial<CreditSettings>) {
  const admin = await logInOperator(t, 'admin');
  const current = expectOk<CreditSettings>(await t.callAdmin('/loan/settings', {}, admin));
  return expectOk<CreditSettings>(
    await t.callAdmin(
      '/loan/saveSettings',
      { settings: { ...current, ...changes }, reason: 'Test settings' },
      admin,
    ),
  );
}

/** Signs the customer in again (a session lapses when the test clock jumps days). */
export async function signInAgain(t: TestApp, customer: Customer): Promise<void> {
  const login = expectOk<{ token: string }>(
    await t.call('/user/login', { account: customer.account, password: customer.password }),
  );
  customer.headers = { ...customer.headers, token: login.token };
}
