import { CURRENCY_CODES } from '@kabuto/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseRefusal } from '../db/database-refusal';
import { CUSTOMER_ACCOUNT_PURPOSES, HOUSE_ACCOUNT_PURPOSES } from '../db/schema';
import { queryRows } from './rows';
import { useLedgerDatabase } from './testing';

/**
 * An account's kind is checked by the trigger ledger_accounts_kind (migration 0032), on insert and
 * on a change of the kind's columns, not on a balance update: its lists are SQL, so this holds
 * them equal to the code's (a currency or purpose added to the code and not to the trigger fails
 * here), and it refuses what the CHECK constraints it replaced refused, with their names.
 */

const ledger = useLedgerDatabase();

/** The SQLSTATE and constraint of what the statement raised. */
async function refusal(
  statement: Promise<unknown>,
): Promise<{ code?: string; constraint?: string }> {
  try {
    await statement;
  } catch (error) {
    const { code, constraint } = databaseRefusal(error);
    return { code, constraint };
  }
  throw new Error('the statement was not refused');
}

/** Opens an account of that kind by hand (an account already there is left as it is). */
const openAccount =
  (ownerKind: 'customer' | 'house') =>
  (customerId: number | null, currency: string, purpose: string, shard = 0) =>
    sql`INSERT INTO ledger_accounts (owner_kind, customer_id, currency, purpose, shard)
        VALUES (${ownerKind}, ${customerId}, ${currency}, ${purpose}, ${shard})
        ON CONFLICT DO NOTHING`;
const openCustomerAccount = openAccount('customer');
const openHouseAccount = openAccount('house');

describe("an account's kind", () => {
  it('accepts every currency and every customer and house purpose the code knows', async () => {
    const customerId = await ledger.customer();
    for (const currency of CURRENCY_CODES) {
      for (const purpose of CUSTOMER_ACCOUNT_PURPOSES)
        await ledger.db.execute(openCustomerAccount(customerId, currency, purpose));
      for (const purpose of HOUSE_ACCOUNT_PURPOSES)
        await ledger.db.execute(openHouseAccount(null, currency, purpose, 255));
    }
    const [row] = await queryRows<{ n: number | string }>(
      ledger.db,
      sql`SELECT count(*) AS n FROM ledger_accounts WHERE customer_id = ${customerId}`,
    );
    expect(Number(row!.n)).toBe(CURRENCY_CODES.length * CUSTOMER_ACCOUNT_PURPOSES.length);
  });

  it('refuses what its constraints refused, by their names, and writes nothing', async () => {
    const customerId = await ledger.customer();
    const cases = [
      [openCustomerAccount(customerId, 'EUR', 'available'), 'ledger_accounts_currency_known'],
      [openCustomerAccount(customerId, 'JPY', 'fee_revenue'), 'ledger_accounts_owner_purpose'],
      [openCustomerAccount(null, 'JPY', 'available'), 'ledger_accounts_owner_purpose'],
      [openHouseAccount(customerId, 'JPY', 'fee_revenue', 3), 'ledger_accounts_owner_purpose'],
      [openHouseAccount(null, 'JPY', 'available', 3), 'ledger_accounts_owner_purpose'],
      [openCustomerAccount(customerId, 'JPY', 'held', 1), 'ledger_accounts_shard_range'],
      [openHouseAccount(null, 'JPY', 'fee_revenue', 256), 'ledger_accounts_shard_range'],
    ] as const;
    for (const [statement, constraint] of cases)
      expect(await refusal(ledger.db.execute(statement))).toEqual({ code: '23514', constraint });
    const [row] = await queryRows<{ n: number | string }>(
      ledger.db,
      sql`SELECT count(*) AS n FROM ledger_accounts WHERE customer_id = ${customerId}`,
    );
    expect(Number(row!.n)).toBe(0);
  });

  it('refuses a change of an open account into a kind the code does not know', async () => {
    const customerId = await ledger.customer();
    await ledger.db.execute(openCustomerAccount(customerId, 'USD', 'available'));
    const change = (set: ReturnType<typeof sql>) =>
      ledger.db.execute(
        sql`UPDATE ledger_accounts SET ${set} WHERE customer_id = ${customerId} AND currency = 'USD'`,
      );
    expect(await refusal(change(sql`purpose = 'fx'`))).toEqual({
      code: '23514',
      constraint: 'ledger_accounts_owner_purpose',
    });
    expect(await refusal(change(sql`currency = 'XXX'`))).toEqual({
      code: '23514',
      constraint: 'ledger_accounts_currency_known',
    });
  });
});
