import type { DecimalString } from '@kabuto/money';
import {
  LIABILITIES_FORMAT,
  pathOf,
  rootOf,
  type LeafInput,
  type SumNode,
  type SumTree,
} from './tree';

/**
 * A customer's inclusion proof (docs/liabilities.md): the day's published root, the customer's
 * own leaf (their id, salt and balances) and the siblings on the way up. It holds nothing about
 * any other customer but the siblings' hashes and sums, which name nobody.
 */
export type LiabilityProof = {
  format: typeof LIABILITIES_FORMAT;
  /** The publication's day (Japan), YYYY-MM-DD. */
  day: string;
  /** The instant the balances were read from the ledger. */
  takenAt: string;
  currencies: string[];
  leafCount: number;
  /** The published root: its sums are what Kabuto owed all its customers, per currency. */
  root: { hash: string; sums: DecimalString[] };
  leaf: { index: number; customerId: string; salt: string; balances: DecimalString[] };
  /** Sibling nodes, from the leaf's level up to just below the root. */
  path: { hash: string; sums: DecimalString[] }[];
};

export function proofOf(
  tree: SumTree,
  publication: { day: string; takenAt: string },
  index: number,
  leaf: LeafInput,
): LiabilityProof {
  const copy = (node: SumNode) => ({ hash: node.hash, sums: [...node.sums] });
  return {
    format: LIABILITIES_FORMAT,
    day: publication.day,
    takenAt: publication.takenAt,
    currencies: [...tree.currencies],
    leafCount: tree.levels[0]!.length,
    root: copy(rootOf(tree)),
    leaf: {
      index,
      customerId: leaf.customerId,
      salt: leaf.salt,
      balances: [...leaf.balances],
    },
    path: pathOf(tree, index).map(copy),
  };
}
