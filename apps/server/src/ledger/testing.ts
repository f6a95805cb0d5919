import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers } from '../db/schema';
import { queryRows } from './rows';

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
