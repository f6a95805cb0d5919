import { and, asc, eq, sql } from 'drizzle-orm';
import { CURRENCY_CODES, type CurrencyCode } from '@kabuto/contract';
import { ZERO, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../db/client';
import { decimalFromSql } from '../db/decimal-column';
import { ledgerAccounts } from '../db/schema';
import { type AccountRef, type CustomerPurpose, type HousePurpose } from './accounts';

/**
 * The cached balance of an account ("0" if it was never used). Read inside a transaction that
 * already posted, it includes that transaction's postings.
 */
export async function getAccountBalance(db: Queryable, ref: AccountRef): Promise<DecimalString> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      ref.owner === 'customer'
        ? and(
            eq(ledgerAccounts.ownerKind, 'customer'),
            eq(ledgerAccounts.customerId, ref.customerId),
            eq(ledgerAccounts.currency, ref.currency),
            eq(ledgerAccounts.purpose, ref.purpose),
          )
        : and(
            eq(ledgerAccounts.ownerKind, 'house'),
            eq(ledgerAccounts.currency, ref.currency),
            eq(ledgerAccounts.purpose, ref.purpose),
            eq(ledgerAccounts.shard, ref.shard ?? 0),
          ),
    )
    .limit(1);
  return row ? row.balance : ZERO;
}

export async function getAccountBalanceById(
  db: Queryable,
  accountId: number,
): Promise<DecimalString | undefined> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .limit(1);
  return row?.balance;
}

export type AccountBalance = {
  accountId: number;
  currency: CurrencyCode;
  purpose: CustomerPurpose;
  balance: DecimalString;
};

/** The customer's accounts that exist, currency by currency in wallet order (JPY first). */
export async function getCustomerBalances(
  db: Queryable,
  customerId: number,
): Promise<AccountBalance[]> {
  const rows = await db
    .select({
      accountId: ledgerAccounts.id,
      currency: ledgerAccounts.currency,
      purpose: ledgerAccounts.purpose,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerKind, 'customer'), eq(ledgerAccounts.customerId, customerId)))
    .orderBy(asc(ledgerAccounts.id));
  const order = (currency: string) => CURRENCY_CODES.indexOf(currency as CurrencyCode);
  return rows
    .map((row) => ({
      accountId: row.accountId,
      currency: row.currency as CurrencyCode,
      purpose: row.purpose as CustomerPurpose,
      balance: row.balance,
    }))
    .sort((a, b) => order(a.currency) - order(b.currency));
}

/** One wallet per currency: what the customer has available, held, as margin and owes (loan ≤ 0). */
export type CustomerWallet = {
  currency: CurrencyCode;
  available: DecimalString;
  held: DecimalString;
  margin: DecimalString;
  loan: DecimalString;
};

/** All ten wallets of a customer, JPY first, zero where an account was never used. */
export async function getCustomerWallets(
  db: Queryable,
  customerId: number,
): Promise<CustomerWallet[]> {
  return walletsOf(await getCustomerBalances(db, customerId));
}

/** The ten wallets from a customer's account balances (any order), zero where none. */
export function walletsOf(
  balances: readonly Pick<AccountBalance, 'currency' | 'purpose' | 'balance'>[],
): CustomerWallet[] {
  return CURRENCY_CODES.map((currency) => {
    const wallet: CustomerWallet = {
      currency,
      available: ZERO,
      held: ZERO,
      margin: ZERO,
      loan: ZERO,
    };
    for (const account of balances) {
      if (account.currency === currency) wallet[account.purpose] = account.balance;
    }
    return wallet;
  });
}

export type HouseBalance = {
  accountId: number;
  currency: CurrencyCode;
  purpose: HousePurpose;
  balance: DecimalString;
};

/**
 * The house's balances (for the operator console), by currency then purpose, each the sum of the
 * purpose's shards (`accountId` is its first shard's).
 */
export async function getHouseBalances(db: Queryable): Promise<HouseBalance[]> {
  const rows = await db
    .select({
      accountId: sql<number>`min(${ledgerAccounts.id})`.mapWith(Number),
      currency: ledgerAccounts.currency,
      purpose: ledgerAccounts.purpose,
      balance: sql`sum(${ledgerAccounts.balance})::text`.mapWith(decimalFromSql),
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerKind, 'house'))
    .groupBy(ledgerAccounts.currency, ledgerAccounts.purpose)
    .orderBy(
      sql`array_position(ARRAY[${sql.join(
        CURRENCY_CODES.map((code) => sql`${code}`),
        sql`, `,
      )}]::text[], ${ledgerAccounts.currency})`,
      asc(ledgerAccounts.purpose),
    );
  return rows.map((row) => ({
    accountId: row.accountId,
    currency: row.currency as CurrencyCode,
    purpose: row.purpose as HousePurpose,
    balance: row.balance,
  }));
}
