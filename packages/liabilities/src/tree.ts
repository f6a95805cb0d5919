import { createHash } from 'node:crypto';
import { add, canonicalDecimal, isNegative, ZERO, type DecimalString } from '@kabuto/money';

/**
 * The Merkle sum tree of what Kabuto owes its customers (docs/liabilities.md, ADR 0038). Every
 * node carries a hash and one sum per currency; a parent's hash covers both children's hashes and
 * both children's sums (not only their total: with the total alone a prover could move money
 * between siblings unseen), and its sums are the children's sums added. No sum is ever negative:
 * a negative leaf would let the house hide a debt inside a subtree, so building refuses one and
 * the verifier refuses any negative sum it meets.
 */

/** The format of a published root and of a customer's proof; part of every hash (domain separation). */
export const LIABILITIES_FORMAT = 'kabuto-liabilities/1';

export type SumNode = {
  /** sha256, 64 lowercase hex characters. */
  hash: string;
  /** One canonical decimal string per currency of the tree, in the tree's currency order. */
  sums: DecimalString[];
};

/** One customer's leaf before hashing: a salt, their id, their balance per currency. */
export type LeafInput = {
  customerId: string;
  /** 32 bytes as 64 lowercase hex characters, different per customer and day. */
  salt: string;
  balances: DecimalString[];
};

export class NegativeSumError extends Error {
  constructor(what: string) {
    super(`${what}: a sum tree carries no negative amount (it could hide a debt)`);
    this.name = 'NegativeSumError';
  }
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The leaf's hash: its salt, the customer's id, the currencies and the balances, one per line. */
export function leafHashOf(currencies: readonly string[], leaf: LeafInput): string {
  return sha256Hex(
    [
      `${LIABILITIES_FORMAT} leaf`,
      leaf.salt,
      leaf.customerId,
      currencies.join(','),
      leaf.balances.join(','),
    ].join('\n'),
  );
}

/** A parent of two nodes: the hash covers both hashes and both sums; the sums add up. */
export function parentOf(left: SumNode, right: SumNode): SumNode {
  const hash = sha256Hex(
    [
      `${LIABILITIES_FORMAT} node`,
      left.hash,
      left.sums.join(','),
      right.hash,
      right.sums.join(','),
    ].join('\n'),
  );
  const sums = left.sums.map((amount, index) => add(amount, right.sums[index] ?? ZERO));
  return { hash, sums };
}

/**
 * The node that stands beside the last one of a level with an odd count: zero sums and a hash
 * no leaf can have (its own line of text), so it adds nothing and cannot pass for a customer.
 */
export function paddingOf(currencyCount: number, level: number): SumNode {
  return {
    hash: sha256Hex(`${LIABILITIES_FORMAT} padding\n${level}`),
    sums: Array.from({ length: currencyCount }, () => ZERO),
  };
}

/** Checks one balance: canonical decimal text (one spelling per amount, so one hash) and not negative. */
function leafBalance(text: string, what: string): DecimalString {
  const amount = canonicalDecimal(text);
  if (amount !== text) throw new RangeError(`${what} must be written canonically (${amount})`);
  if (isNegative(amount)) throw new NegativeSumError(what);
  return amount;
}

export type SumTree = {
  currencies: readonly string[];
  /** levels[0] are the leaves in order, the last level is the root alone. */
  levels: SumNode[][];
};

/** Builds the tree over `leaves` in the order given; refuses a negative or non-canonical balance. */
export function buildSumTree(currencies: readonly string[], leaves: readonly LeafInput[]): SumTree {
  if (leaves.length === 0) throw new RangeError('a sum tree needs at least one leaf');
  const bottom = leaves.map((leaf) => {
    if (leaf.balances.length !== currencies.length) {
      throw new RangeError(`leaf of ${leaf.customerId}: one balance per currency`);
    }
    leaf.balances.forEach((amount, index) =>
      leafBalance(amount, `balance ${currencies[index]} of ${leaf.customerId}`),
    );
    return { hash: leafHashOf(currencies, leaf), sums: [...leaf.balances] };
  });
  const levels: SumNode[][] = [bottom];
  let level = bottom;
  while (level.length > 1) {
    const depth = levels.length - 1;
    const next: SumNode[] = [];
    for (let index = 0; index < level.length; index += 2) {
      next.push(parentOf(level[index]!, level[index + 1] ?? paddingOf(currencies.length, depth)));
    }
    levels.push(next);
    level = next;
  }
  return { currencies, levels };
}

export function rootOf(tree: SumTree): SumNode {
  return tree.levels[tree.levels.length - 1]![0]!;
}

/**
 * The siblings from the leaf at `index` up to the root, bottom first. The leaf's side at each
 * level follows from the bits of its index (0: left), so a proof cannot claim another path.
 */
export function pathOf(tree: SumTree, index: number): SumNode[] {
  if (!Number.isInteger(index) || index < 0 || index >= tree.levels[0]!.length) {
    throw new RangeError(`no leaf at ${index}`);
  }
  const path: SumNode[] = [];
  let position = index;
  for (let depth = 0; depth < tree.levels.length - 1; depth += 1) {
    const level = tree.levels[depth]!;
    const sibling = position % 2 === 0 ? position + 1 : position - 1;
    path.push(level[sibling] ?? paddingOf(tree.currencies.length, depth));
    position = Math.floor(position / 2);
  }
  return path;
}

/** Levels above `leafCount` leaves: the length of every proof of that tree. */
export function depthOf(leafCount: number): number {
  let depth = 0;
  for (let width = leafCount; width > 1; width = Math.ceil(width / 2)) depth += 1;
  return depth;
}
