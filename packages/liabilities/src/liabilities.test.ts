import { add, canonicalDecimal, type DecimalString } from '@kabuto/money';
import { describe, expect, it } from 'vitest';
import {
  buildSumTree,
  NegativeSumError,
  parentOf,
  proofOf,
  rootOf,
  verifyLiabilityProof,
  type LeafInput,
  type LiabilityProof,
} from './index';

const d = (text: string): DecimalString => canonicalDecimal(text);
const CURRENCIES = ['JPY', 'USD'];
const salt = (n: number) => n.toString(16).padStart(64, '0');

/** Five customers (an odd count, so padding is exercised), one with nothing, two in two currencies. */
const LEAVES: LeafInput[] = [
  { customerId: '1', salt: salt(1), balances: [d('50000'), d('0')] },
  { customerId: '2', salt: salt(2), balances: [d('0'), d('0')] },
  { customerId: '3', salt: salt(3), balances: [d('1200'), d('35.5')] },
  { customerId: '4', salt: salt(4), balances: [d('7'), d('0.01')] },
  { customerId: '5', salt: salt(5), balances: [d('999999999'), d('0')] },
];
const DAY = { day: '2026-11-28', takenAt: '2026-11-28T00:00:05.000Z' };
const tree = buildSumTree(CURRENCIES, LEAVES);
const proofs = LEAVES.map((leaf, index) => proofOf(tree, DAY, index, leaf));

function changed(proof: LiabilityProof, change: (copy: LiabilityProof) => void): LiabilityProof {
  const copy = structuredClone(proof);
  change(copy);
  return copy;
}

describe('the liabilities sum tree', () => {
  it('sums every customer into the root, per currency', () => {
    expect(rootOf(tree).sums).toEqual(['1000051206', '35.51']);
  });

  it("accepts every customer's proof", () => {
    for (const proof of proofs) expect(verifyLiabilityProof(proof)).toEqual({ ok: true });
    expect(proofs[1]!.leaf.balances).toEqual(['0', '0']);
  });

  it('refuses a proof with a balance changed', () => {
    const proof = changed(proofs[2]!, (copy) => {
      copy.leaf.balances[1] = d('36.5');
    });
    expect(verifyLiabilityProof(proof).ok).toBe(false);
  });

  it('refuses a proof with a sibling sum changed, even with the root sums changed to match', () => {
    for (const [index, proof] of proofs.entries()) {
      for (let depth = 0; depth < proof.path.length; depth += 1) {
        const tampered = changed(proof, (copy) => {
          copy.path[depth]!.sums[0] = add(copy.path[depth]!.sums[0]!, d('1'));
          copy.root.sums[0] = add(copy.root.sums[0]!, d('1'));
        });
        expect(verifyLiabilityProof(tampered).ok, `leaf ${index} depth ${depth}`).toBe(false);
      }
    }
  });

  it('refuses a proof with a sibling hash, the root, the salt or the id changed', () => {
    const proof = proofs[3]!;
    const flip = (hex: string) => (hex[0] === 'a' ? 'b' : 'a') + hex.slice(1);
    const changes: ((copy: LiabilityProof) => void)[] = [
      (copy) => (copy.path[0]!.hash = flip(copy.path[0]!.hash)),
      (copy) => (copy.path[2]!.hash = flip(copy.path[2]!.hash)),
      (copy) => (copy.root.hash = flip(copy.root.hash)),
      (copy) => (copy.root.sums[1] = d('35.52')),
      (copy) => (copy.leaf.salt = flip(copy.leaf.salt)),
      (copy) => (copy.leaf.customerId = '5'),
      (copy) => (copy.leaf.index = 2),
      (copy) => copy.path.pop(),
    ];
    for (const change of changes)
      expect(verifyLiabilityProof(changed(proof, change)).ok).toBe(false);
  });

  it('will not build a tree with a negative balance', () => {
    expect(() =>
      buildSumTree(CURRENCIES, [
        ...LEAVES,
        { customerId: '6', salt: salt(6), balances: [d('-1'), d('0')] },
      ]),
    ).toThrow(NegativeSumError);
  });

  it('refuses a negative sibling sum even when the hashes and the root agree with it', () => {
    // A dishonest prover hides a debt: a sibling subtree of -50000 JPY cancels customer 1's money.
    const mine = proofs[0]!;
    const negative = { hash: salt(99), sums: [d('-50000'), d('0')] };
    const leaf = {
      hash: rootOf(buildSumTree(CURRENCIES, [LEAVES[0]!])).hash,
      sums: LEAVES[0]!.balances,
    };
    const root = parentOf(leaf, negative);
    const forged: LiabilityProof = {
      ...mine,
      leafCount: 2,
      root: { hash: root.hash, sums: root.sums },
      path: [negative],
    };
    expect(root.sums[0]).toBe('0');
    const result = verifyLiabilityProof(forged);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.join('\n')).toMatch(/negative/);
  });

  it('refuses amounts that are not canonical decimal text', () => {
    const proof = changed(proofs[0]!, (copy) => {
      copy.leaf.balances[0] = '50000.00' as DecimalString;
    });
    expect(verifyLiabilityProof(proof).ok).toBe(false);
  });
});
