import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CURRENCY_CODES } from '@kabuto/contract';
import { buildSumTree, rootOf, type LeafInput } from '@kabuto/liabilities';
import { isZero, ZERO, type DecimalString } from '@kabuto/money';
import type { Database, Queryable } from '../../db/client';
import {
  liabilityKeys,
  liabilityLeafBalances,
  liabilityLeaves,
  liabilityPublications,
  liabilityTotals,
} from '../../db/schema-liabilities';
import { readLiabilitiesSnapshot } from '../../ledger';
import { jstDateOf, type IsoDate } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import { hmacSha256Hex } from '../../platform/secrets';

/**
 * The day's publication (docs/liabilities.md): the ledger's customer balances read in one
 * statement, a leaf per customer in an order shuffled by the secret, the Merkle sum tree built
 * (packages/liabilities refuses a negative balance), and the root, the totals and the leaves kept.
 *
 * Once per day across processes: the whole run holds a transaction-scoped advisory lock and
 * starts by looking for the day's row, so a second trigger (this process or another sharing the
 * database) waits for the first and then finds the day done. Run on start-up and on the job
 * interval, a day is published as soon as any process runs on it; a day no process ran on has no
 * publication (balances are read as they are, never reconstructed).
 */

const LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('kabuto:liabilities'))`;

/** Inserts at most this many rows per statement (PostgreSQL allows 65,535 parameters). */
const ROWS_PER_INSERT = 5_000;

/** The secret the salts and the order derive from; made at random the first time. */
export async function liabilitySecret(db: Queryable, now: Date): Promise<string> {
  await db
    .insert(liabilityKeys)
    .values({ id: 1, secret: randomBytes(32).toString('hex'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(liabilityKeys).where(eq(liabilityKeys.id, 1));
  return row!.secret;
}

/** The secret, read only (a published day implies it exists). */
export async function readLiabilitySecret(db: Queryable): Promise<string> {
  const [row] = await db.select().from(liabilityKeys).where(eq(liabilityKeys.id, 1));
  if (!row) throw new Error('liabilities: a publication exists but the secret does not');
  return row.secret;
}

/** A customer's salt for a day: unlinkable across days by anyone without the secret. */
export const saltOf = (secret: string, day: IsoDate, customerId: number) =>
  hmacSha256Hex(secret, `kabuto-liabilities salt\n${day}\n${customerId}`);

const orderKeyOf = (secret: string, day: IsoDate, customerId: number) =>
  hmacSha256Hex(secret, `kabuto-liabilities order\n${day}\n${customerId}`);

/** The tree's currencies: JPY always, then every currency a customer holds, in the contract's order. */
function currenciesOf(held: Iterable<string>): string[] {
  const present = new Set(['JPY', ...held]);
  return CURRENCY_CODES.filter((code) => present.has(code));
}

/** A leaf per customer (ids as text), balances aligned with `currencies`. */
export function leafOf(
  secret: string,
  day: IsoDate,
  currencies: readonly string[],
  customerId: number,
  balances: ReadonlyMap<string, DecimalString>,
): LeafInput {
  return {
    customerId: String(customerId),
    salt: saltOf(secret, day, customerId),
    balances: currencies.map((code) => balances.get(code) ?? ZERO),
  };
}

async function isPublished(db: Queryable, day: IsoDate): Promise<boolean> {
  const [done] = await db
    .select({ day: liabilityPublications.day })
    .from(liabilityPublications)
    .where(eq(liabilityPublications.day, day));
  return done !== undefined;
}

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/** Publishes `day` unless it is published; answers whether this call published it. */
export async function publishLiabilities(
  db: Database,
  now: Date,
  day: IsoDate = jstDateOf(now),
): Promise<boolean> {
  // The job asks every interval: a published day costs one indexed read, no transaction.
  if (await isPublished(db, day)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(LOCK);
    if (await isPublished(tx, day)) return false;
    const secret = await liabilitySecret(tx, now);
    const snapshot = await readLiabilitiesSnapshot(tx);
    if (snapshot.customers.length === 0) return false;
    const currencies = currenciesOf(
      snapshot.customers.flatMap(({ balances }) => [...balances.keys()]),
    );
    const ordered = snapshot.customers
      .map((customer) => ({ ...customer, key: orderKeyOf(secret, day, customer.customerId) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const leaves = ordered.map(({ customerId, balances }) =>
      leafOf(secret, day, currencies, customerId, balances),
    );
    const tree = buildSumTree(currencies, leaves);
    const root = rootOf(tree);
    await tx.insert(liabilityPublications).values({
      day,
      takenAt: now,
      currencies,
      leafCount: leaves.length,
      rootHash: root.hash,
    });
    await tx.insert(liabilityTotals).values(
      currencies.map((currency, index) => ({
        day,
        currency,
        owed: root.sums[index]!,
        bank: snapshot.bank.get(currency) ?? ZERO,
      })),
    );
    await insertInChunks(
      ordered.map(({ customerId }, position) => ({ day, position, customerId })),
      (chunk) => tx.insert(liabilityLeaves).values(chunk),
    );
    const amounts = ordered.flatMap(({ balances }, position) =>
      [...balances]
        .filter(([, amount]) => !isZero(amount))
        .map(([currency, amount]) => ({ day, position, currency, amount })),
    );
    await insertInChunks(amounts, (chunk) => tx.insert(liabilityLeafBalances).values(chunk));
    return true;
  });
}

/** The job's run: publishes today (Japan) if no process has. */
export function publishDue(deps: { db: Database; clock: Clock }, now = deps.clock.now()) {
  return publishLiabilities(deps.db, now);
}
