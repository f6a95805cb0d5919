import type { LoanInfo, LoanView } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { jstDateOf } from '../../platform/calendar';
import { runDueAccruals } from './accrual';
import { applyForLoan, repayLoan, type CreditDeps } from './borrowing';
import { customerLoan, customerLoans, toLoanView } from './loans-repo';
import { readCreditSettings } from './settings';
import { creditStanding } from './standing';

/** Credit for the signed-in customer (docs/credit.md): every read and change is their own. */
export function creditCustomerService(deps: CreditDeps) {
  const today = () => jstDateOf(deps.clock.now());
  const viewOf = async (customerId: number, loanId: number): Promise<LoanView> => {
    const row = await customerLoan(deps.db, customerId, loanId);
    if (!row) throw new AppError('loan_not_found');
    return toLoanView(row, today());
  };
  return {
    async info(customer: AuthenticatedCustomer): Promise<LoanInfo> {
      await runDueAccruals(deps, undefined, customer.id);
      const settings = await readCreditSettings(deps.db);
      const [standing, rows] = await Promise.all([
        creditStanding(deps, settings, customer.id, deps.clock.now()),
        customerLoans(deps.db, customer.id),
      ]);
      const open = rows.find(
        (row) => row.status === 'pending' || row.status === 'awaiting_second_approval',
      );
      return {
        score: standing.score,
        factors: standing.factors,
        ownAssets: standing.ownAssets,
        band: standing.band,
        creditLimit: standing.creditLimit,
        borrowable: standing.borrowable,
        borrowed: standing.borrowed,
        bands: settings.bands,
        products: settings.products,
        openApplication: open ? toLoanView(open, today()) : null,
      };
    },
    async apply(
      customer: AuthenticatedCustomer,
      body: { amount: DecimalString; productId: string },
      clientKey: string,
    ): Promise<LoanView> {
      const row = await applyForLoan(deps, customer, body, clientKey);
      return toLoanView(row, today());
    },
    async repay(
      customer: AuthenticatedCustomer,
      body: { loanId: number; amount: DecimalString },
      clientKey: string,
    ): Promise<LoanView> {
      const loanId = await repayLoan(deps, customer, body, clientKey);
      return viewOf(customer.id, loanId);
    },
    async records(customer: AuthenticatedCustomer): Promise<LoanView[]> {
      // Days that ended since the job last ran are charged before answering (the job would charge
      // them anyway, once): the amount owed today is then exactly what a repayment in full asks.
      await runDueAccruals(deps, undefined, customer.id);
      const rows = await customerLoans(deps.db, customer.id);
      return rows.map((row) => toLoanView(row, today()));
    },
  };
}
export type CreditCustomerService = ReturnType<typeof creditCustomerService>;
