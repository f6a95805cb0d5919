import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { CurrencyCode } from '@kabuto/contract';
import { canonicalDecimal } from '@kabuto/money';
import type { Database, DatabaseHandle, Transaction } from '../db/client';
import { customers } from '../db/schema';
import { AppError } from '../platform/app-error';
import { openTestDatabase } from '../test/database';
import { runLedgerCheck } from './check';
import type { PostedEntry } from './entry';
import { creditFromBankClearing } from './movements';
import { queryRows } from './rows';

/** A ledger test file's database, with what its tests do on it again and again. */
export type LedgerTestDatabase = {
  /** The database, from the file's first hook on. */
  readonly db: Database;
  /** A new customer; answers its id. */
  customer(): Promise<number>;
  /** How many rows the ledger tables hold, to show that a refusal wrote nothing. */
  rowCounts(): ReturnType<typeof ledgerRowCounts>;
  /** An approved deposit of `amount` to the customer's available balance, from bank clearing. */
  deposit(customerId: number, amount: string, currency?: CurrencyCode): Promise<PostedEntry>;
  /** One posting or movement in a transaction of its own: `ledger.run(holdFunds, { ... })`. */
  run<Input, Result>(
    move: (tx: Transaction, input: Input) => Promise<Result>,
    input: Input,
  ): Promise<Result>;
};

/**
 * A migrated, empty database for one ledger test file: opened before its tests, closed after
 * them. With `checkAfterEach`, every test must leave a ledger that proves itself (the check file
 * forges rows and checks after repairing them, so it does that itself).
 */
export function useLedgerDatabase({
  checkAfterEach = true,
}: { checkAfterEach?: boolean } = {}): LedgerTestDatabase {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });
  const ledger: LedgerTestDatabase = {
    get db() {
      if (!handle) throw new Error('the ledger test database opens before the first test');
      return handle.db;
    },
    customer: () => insertTestCustomer(ledger.db),
    rowCounts: () => ledgerRowCounts(ledger.db),
    deposit: (customerId, amount, currency) => depositTo(ledger.db, customerId, amount, currency),
    run: (move, input) => ledger.db.transaction((tx) => move(tx, input)),
  };
  if (checkAfterEach) {
    afterEach(async () => {
      const report = await runLedgerCheck(ledger.db);
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
    });
  }
  return ledger;
}

let keySerial = 0;
/** A journal idempotency key no other posting of this file uses. */
export const nextKey = (label: string) => `test:${label}:${++keySerial}`;

/** An approved deposit of `amount` to the customer's available balance, from bank clearing. */
export function depositTo(
  db: Database,
  customerId: number,
  amount: string,
  currency: CurrencyCode = 'JPY',
) {
  return db.transaction((tx) =>
    creditFromBankClearing(tx, {
      type: 'deposit',
      reason: 'Deposit approved',
      reference: { type: 'deposit', id: ++keySerial },
      idempotencyKey: nextKey('deposit'),
      customerId,
      currency,
      amount: canonicalDecimal(amount),
    }),
  );
}

/** The promise is refused with the AppError of `key` (a customer-facing refusal, not a bug). */
export async function expectRefused(promise: Promise<unknown>, key: string): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).key).toBe(key);
}

let customerSerial = 0;

/** A customer row for ledger tests (the ledger only needs the id). */
export async function insertTestCustomer(db: Database): Promise<number> {
  customerSerial += 1;
  const unique = String(customerSerial).padStart(9, '0');
  const [row] = await db
    .insert(customers)
    .values({
      account: `9${unique}`,
      passwordHash: 'not-a-real-hash',
      invitationCode: `T${unique}`,
      registeredWithCode: 'KABUTO',
    })
    .returning({ id: customers.id });
  return row!.id;
}

/** How many rows the ledger tables hold, to show that a refusal wrote nothing. */
export async function ledgerRowCounts(db: Database) {
  const [row] = await queryRows<{ accounts: number; entries: number; postings: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM ledger_accounts) AS accounts,
               (SELECT count(*)::int FROM journal_entries) AS entries,
               (SELECT count(*)::int FROM postings) AS postings`,
  );
  return row!;
}
