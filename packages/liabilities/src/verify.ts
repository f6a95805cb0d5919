import { canonicalDecimal, isDecimalString, isNegative, type DecimalString } from '@kabuto/money';
import type { LiabilityProof } from './proof';
import { depthOf, LIABILITIES_FORMAT, leafHashOf, parentOf, type SumNode } from './tree';

export type VerifyResult = { ok: true } | { ok: false; problems: string[] };

const HEX_32_BYTES = /^[0-9a-f]{64}$/;
const CURRENCY = /^[A-Z]{3}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks amounts: decimal text, written canonically (one spelling, one hash), never negative. */
function checkAmounts(value: unknown, count: number, what: string, problems: string[]): boolean {
  if (!Array.isArray(value) || value.length !== count) {
    problems.push(`${what}: one amount per currency (${count}) expected`);
    return false;
  }
  let ok = true;
  value.forEach((amount: unknown, index) => {
    if (typeof amount !== 'string' || !isDecimalString(amount)) {
      problems.push(`${what}[${index}]: not a decimal string`);
      ok = false;
    } else if (canonicalDecimal(amount) !== amount) {
      problems.push(`${what}[${index}]: not written canonically (${canonicalDecimal(amount)})`);
      ok = false;
    } else if (isNegative(amount)) {
      // The point of a sum tree: a negative amount anywhere could hide a debt.
      problems.push(`${what}[${index}]: negative (${amount}); a sum tree has no negative sum`);
      ok = false;
    }
  });
  return ok;
}

function checkNode(value: unknown, count: number, what: string, problems: string[]): boolean {
  if (!isRecord(value)) {
    problems.push(`${what}: not an object`);
    return false;
  }
  const hashOk = typeof value.hash === 'string' && HEX_32_BYTES.test(value.hash);
  if (!hashOk) problems.push(`${what}.hash: not 64 lowercase hex characters`);
  return checkAmounts(value.sums, count, `${what}.sums`, problems) && hashOk;
}

/** The proof's shape, field by field; answers the problems (none: it can be recomputed). */
function shapeProblems(document: unknown): string[] {
  const problems: string[] = [];
  if (!isRecord(document)) return ['the proof is not a JSON object'];
  if (document.format !== LIABILITIES_FORMAT) problems.push(`format: not ${LIABILITIES_FORMAT}`);
  if (typeof document.day !== 'string' || !DAY.test(document.day))
    problems.push('day: not YYYY-MM-DD');
  if (typeof document.takenAt !== 'string') problems.push('takenAt: not a string');
  const currencies = document.currencies;
  if (
    !Array.isArray(currencies) ||
    currencies.length === 0 ||
    !currencies.every((code) => typeof code === 'string' && CURRENCY.test(code)) ||
    new Set(currencies).size !== currencies.length
  ) {
    return [...problems, 'currencies: a list of distinct three-letter codes expected'];
  }
  const count = currencies.length;
  const leafCount = document.leafCount;
  if (typeof leafCount !== 'number' || !Number.isSafeInteger(leafCount) || leafCount < 1) {
    return [...problems, 'leafCount: a positive whole number expected'];
  }
  checkNode(document.root, count, 'root', problems);
  const leaf = document.leaf;
  if (!isRecord(leaf)) return [...problems, 'leaf: not an object'];
  if (
    typeof leaf.index !== 'number' ||
    !Number.isSafeInteger(leaf.index) ||
    leaf.index < 0 ||
    leaf.index >= leafCount
  ) {
    problems.push(`leaf.index: a whole number below leafCount (${leafCount}) expected`);
  }
  if (typeof leaf.customerId !== 'string' || leaf.customerId.length === 0) {
    problems.push('leaf.customerId: not a string');
  }
  if (typeof leaf.salt !== 'string' || !HEX_32_BYTES.test(leaf.salt)) {
    problems.push('leaf.salt: not 64 lowercase hex characters');
  }
  checkAmounts(leaf.balances, count, 'leaf.balances', problems);
  const path = document.path;
  if (!Array.isArray(path) || path.length !== depthOf(leafCount)) {
    problems.push(`path: ${depthOf(leafCount)} sibling nodes expected for ${leafCount} leaves`);
  } else {
    path.forEach((node, depth) => checkNode(node, count, `path[${depth}]`, problems));
  }
  return problems;
}

/**
 * Recomputes the root from the customer's leaf and the siblings and compares it, hash and sums,
 * with the published root in the proof. Needs nothing about any other customer. The customer
 * still compares the proof's root with the one Kabuto published for the day (the app shows it).
 */
export function verifyLiabilityProof(document: unknown): VerifyResult {
  const problems = shapeProblems(document);
  if (problems.length > 0) return { ok: false, problems };
  const proof = document as LiabilityProof;
  let node: SumNode = {
    hash: leafHashOf(proof.currencies, proof.leaf),
    sums: [...proof.leaf.balances],
  };
  let position = proof.leaf.index;
  for (const sibling of proof.path) {
    node = position % 2 === 0 ? parentOf(node, sibling) : parentOf(sibling, node);
    position = Math.floor(position / 2);
  }
  if (node.hash !== proof.root.hash) {
    problems.push(
      `root.hash: the leaf and path give ${node.hash}, the proof says ${proof.root.hash}`,
    );
  }
  node.sums.forEach((amount: DecimalString, index) => {
    if (amount !== proof.root.sums[index]) {
      problems.push(
        `root.sums[${index}] (${proof.currencies[index]}): the leaf and path give ${amount}, the proof says ${proof.root.sums[index]}`,
      );
    }
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true };
}
