import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  LIABILITY_PUBLICATIONS_SHOWN,
  type LiabilityProofAnswer,
  type LiabilityPublication,
} from '@kabuto/contract';
import { buildSumTree, proofOf, rootOf } from '@kabuto/liabilities';
import type { DecimalString } from '@kabuto/money';
import type { Database, Queryable } from '../../db/client';
import {
  liabilityLeafBalances,
  liabilityLeaves,
  liabilityPublications,
  liabilityTotals,
} from '../../db/schema-liabilities';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { leafOf, readLiabilitySecret } from './publish';

/**
 * Reading the publications (docs/liabilities.md). The published figures are public; a proof is
 * rebuilt from the day's kept leaves for the caller alone: the answer carries their own leaf and
 * the siblings' hashes and sums, never another customer's id, salt or balances.
 */

type PublicationRow = typeof liabilityPublications.$inferSelect;

async function withTotals(db: Queryable, rows: PublicationRow[]): Promise<LiabilityPublication[]> {
  if (rows.length === 0) return [];
  const totals = await db
    .select()
    .from(liabilityTotals)
    .where(
      inArray(
        liabilityTotals.day,
        rows.map((row) => row.day),
      ),
    );
  return rows.map((row) => ({
    day: row.day,
    takenAt: row.takenAt.toISOString(),
    rootHash: row.rootHash,
    leafCount: row.leafCount,
    // In the tree's currency order.
    totals: row.currencies.map((currency) => {
      const total = totals.find((one) => one.day === row.day && one.currency === currency);
      return { currency, owed: total!.owed, bank: total!.bank };
    }),
  }));
}

/** The leaves of `day` with their balances, in tree order. */
async function leavesOf(db: Queryable, day: string) {
  const leaves = await db
    .select()
    .from(liabilityLeaves)
    .where(eq(liabilityLeaves.day, day))
    .orderBy(asc(liabilityLeaves.position));
  const amounts = await db
    .select()
    .from(liabilityLeafBalances)
    .where(eq(liabilityLeafBalances.day, day));
  const balances = leaves.map(() => new Map<string, DecimalString>());
  for (const amount of amounts) balances[amount.position]!.set(amount.currency, amount.amount);
  return leaves.map((leaf) => ({ ...leaf, balances: balances[leaf.position]! }));
}

type BuiltDay = {
  day: string;
  rootHash: string;
  leaves: ReturnType<typeof leafOf>[];
  tree: ReturnType<typeof buildSumTree>;
};

export function liabilitiesService(deps: { db: Database; clock: Clock }) {
  const { db } = deps;
  // The latest day's tree, built once per process: a day's kept leaves never change (the rebuild
  // is checked against the published root when it is built), so each proof after the first costs
  // one row lookup instead of O(customers) hashes.
  let built: BuiltDay | null = null;
  let treesBuilt = 0;

  async function treeOf(row: PublicationRow): Promise<BuiltDay> {
    if (built && built.day === row.day && built.rootHash === row.rootHash) return built;
    const secret = await readLiabilitySecret(db);
    const leaves = (await leavesOf(db, row.day)).map((leaf) =>
      leafOf(secret, row.day, row.currencies, leaf.customerId, leaf.balances),
    );
    const tree = buildSumTree(row.currencies, leaves);
    // The kept leaves rebuild the published root, or the rows were changed since: say so loudly.
    if (rootOf(tree).hash !== row.rootHash) {
      throw new Error(
        `liabilities of ${row.day}: the kept leaves no longer give the published root`,
      );
    }
    treesBuilt += 1;
    built = { day: row.day, rootHash: row.rootHash, leaves, tree };
    return built;
  }

  return {
    /** How many trees this process has built (a diagnostic: proofs of one day share one). */
    treesBuilt: () => treesBuilt,

    async published(): Promise<{ publications: LiabilityPublication[] }> {
      const rows = await db
        .select()
        .from(liabilityPublications)
        .orderBy(desc(liabilityPublications.day))
        .limit(LIABILITY_PUBLICATIONS_SHOWN);
      return { publications: await withTotals(db, rows) };
    },

    async myProof(customer: AuthenticatedCustomer): Promise<LiabilityProofAnswer> {
      const rows = await db
        .select()
        .from(liabilityPublications)
        .orderBy(desc(liabilityPublications.day))
        .limit(1);
      const [publication] = await withTotals(db, rows);
      if (!publication) return { publication: null, proof: null };
      const row = rows[0]!;
      const [mine] = await db
        .select({ position: liabilityLeaves.position })
        .from(liabilityLeaves)
        .where(and(eq(liabilityLeaves.day, row.day), eq(liabilityLeaves.customerId, customer.id)));
      if (!mine) return { publication, proof: null };
      const { tree, leaves } = await treeOf(row);
      return {
        publication,
        proof: proofOf(tree, publication, mine.position, leaves[mine.position]!),
      };
    },
  };
}

export type LiabilitiesService = ReturnType<typeof liabilitiesService>;
