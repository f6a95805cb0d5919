import { sql } from 'drizzle-orm';
import { sum, type DecimalString } from '@kabuto/money';
import type { Database } from '../../db/client';
import { decimalFromSql } from '../../db/decimal-column';
import { runLedgerCheck } from '../../ledger';
import { queryRows } from '../../ledger/rows';
import type { Outcome } from './crash-client';

/**
 * What the database says after the crash test's storm, compared with what the clients were told:
 * every list named after a way an order could go wrong is expected to be empty. Read only once
 * the server process has stopped.
 */

/** The entries of a filled market order's opening, each exactly once. */
const OPEN_ENTRY_TYPES = ['trade_buy_fee', 'trade_margin', 'trade_service_fee'];

type PositionRecord = {
  id: string;
  customer_id: string;
  client_key: string;
  status: string;
  ordered_ms: number;
  margin: string;
  buy_fee: string;
  service_fee: string;
};

type Balances = {
  total: DecimalString;
  available: DecimalString;
  held: DecimalString;
  margin: DecimalString;
};

export async function auditCrash(
  db: Database,
  input: {
    /** The funded customer, and one with no money (every order of theirs refused). */
    fundedAccount: string;
    unfundedAccount: string;
    outcomes: Outcome[];
    /** When each start of the server was killed (by start number). */
    killedAt: number[];
  },
) {
  const { outcomes } = input;
  const customers = await queryRows<{ id: string; account: string }>(
    db,
    sql`SELECT id::text AS id, account FROM customers
         WHERE account IN (${input.fundedAccount}, ${input.unfundedAccount})`,
  );
  const customerIdOf = new Map(customers.map((c) => [c.account, c.id]));
  const fundedId = customerIdOf.get(input.fundedAccount)!;
  const unfundedId = customerIdOf.get(input.unfundedAccount)!;
  const positionRows = await queryRows<PositionRecord>(
    db,
    sql`SELECT id::text AS id, customer_id::text AS customer_id, client_key, status,
               (extract(epoch FROM ordered_at) * 1000)::float8 AS ordered_ms, margin::text AS margin,
               buy_fee::text AS buy_fee, service_fee::text AS service_fee
          FROM positions WHERE customer_id IN (${fundedId}, ${unfundedId})`,
  );
  const entryRows = await queryRows<{ reference_id: string; type: string; entries: number }>(
    db,
    sql`SELECT reference_id, type, count(*)::int AS entries FROM journal_entries
         WHERE reference_type = 'position' GROUP BY reference_id, type`,
  );
  const balanceRows = await queryRows<{ customer_id: string; purpose: string; balance: string }>(
    db,
    sql`SELECT customer_id::text AS customer_id, purpose, balance::text AS balance FROM ledger_accounts
         WHERE owner_kind = 'customer' AND currency = 'JPY' AND customer_id IN (${fundedId}, ${unfundedId})`,
  );
  const ledger = await runLedgerCheck(db);

  const acknowledged = outcomes.filter((o) => o.result === 'acknowledged');
  const refused = outcomes.filter((o) => o.result === 'refused');
  const acknowledgedKeys = new Set(acknowledged.map((o) => o.key));
  const byKey = new Map<string, PositionRecord[]>();
  for (const row of positionRows)
    byKey.set(row.client_key, [...(byKey.get(row.client_key) ?? []), row]);

  // Each order's journal: the opening entries of a filled market order, once each.
  const entriesOf = new Map<string, string[]>();
  for (const row of entryRows) {
    const types = entriesOf.get(row.reference_id) ?? [];
    for (let i = 0; i < row.entries; i += 1) types.push(row.type);
    entriesOf.set(row.reference_id, types);
  }
  const positionIds = new Set(positionRows.map((row) => row.id));

  const balancesOf = (customerId: string): Balances => {
    const rows = balanceRows.filter((row) => row.customer_id === customerId);
    const of = (purpose: string) => {
      const row = rows.find((candidate) => candidate.purpose === purpose);
      return decimalFromSql(row?.balance ?? '0');
    };
    return {
      total: sum(rows.map((row) => decimalFromSql(row.balance))),
      available: of('available'),
      held: of('held'),
      margin: of('margin'),
    };
  };
  const fundedPositions = positionRows.filter((row) => row.customer_id === fundedId);

  return {
    acknowledged,
    refused,
    acknowledgedKeys,
    positionCount: positionRows.length,
    ordersWithEntries: [...entriesOf.keys()].filter((id) => positionIds.has(id)).length,
    ledger,
    /** Acknowledged, yet no order row carries the key. */
    lost: acknowledged.filter((o) => !byKey.has(o.key)).map((o) => o.key),
    /** The row with the key is not the order the client was answered. */
    wrongId: acknowledged
      .filter((o) => byKey.get(o.key)?.some((row) => Number(row.id) !== o.positionId))
      .map((o) => o.key),
    wrongCustomer: acknowledged
      .filter((o) =>
        byKey.get(o.key)?.some((row) => row.customer_id !== customerIdOf.get(o.account)),
      )
      .map((o) => o.key),
    duplicated: [...byKey].filter(([, rows]) => rows.length > 1).map(([key]) => key),
    /** A refused ticket must leave nothing behind. */
    refusedButApplied: refused.filter((o) => byKey.has(o.key)).map((o) => o.key),
    /** An order no ticket was acknowledged for. */
    unacknowledged: positionRows
      .filter((row) => !acknowledgedKeys.has(row.client_key))
      .map((row) => row.client_key),
    notHolding: positionRows
      .filter((row) => row.status !== 'holding')
      .map((row) => `${row.id}:${row.status}`),
    wrongEntries: positionRows
      .map((row) => ({ id: row.id, types: (entriesOf.get(row.id) ?? []).sort() }))
      .filter(({ types }) => JSON.stringify(types) !== JSON.stringify(OPEN_ENTRY_TYPES)),
    unfundedOrders: positionRows
      .filter((row) => row.customer_id === unfundedId)
      .map((row) => row.id),
    funded: balancesOf(fundedId),
    unfunded: balancesOf(unfundedId),
    margins: sum(fundedPositions.map((row) => decimalFromSql(row.margin))),
    fees: sum(
      fundedPositions.flatMap((row) => [decimalFromSql(row.buy_fee), decimalFromSql(row.service_fee)]),
    ),
    /**
     * Orders the killed process had committed before it died: the answer was lost, the retry was
     * answered from the stored order.
     */
    committedBeforeKill: acknowledged.filter((o) => {
      const row = byKey.get(o.key)?.[0];
      if (!row) return false;
      return o.failures.some(
        (f) =>
          f.code !== 'ECONNREFUSED' &&
          input.killedAt[f.start] !== undefined &&
          Number(row.ordered_ms) <= input.killedAt[f.start]!,
      );
    }).length,
  };
}

export type CrashAudit = Awaited<ReturnType<typeof auditCrash>>;
