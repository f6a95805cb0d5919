// Checks a customer's proof of liabilities (docs/liabilities.md): recomputes the root of the day's
// Merkle sum tree from the customer's own leaf (id, salt, balance per currency) and the sibling
// hashes and sums in the proof, refuses any negative sum, and compares hash and sums with the root
// the proof names. It needs nothing about any other customer:
//   npm run verify:liabilities -- <proof.json>
// Exit 0: the proof checks out (then compare its root with the one Kabuto published for the day).
// Exit 1: it does not (each problem on its own line).
// Exit 2: no file given, the file cannot be read, or it is not JSON.
import { readFileSync } from 'node:fs';
import { verifyLiabilityProof, type LiabilityProof } from '@kabuto/liabilities';

function readDocument(path: string | undefined): unknown {
  if (path === undefined) {
    throw new Error('usage: npm run verify:liabilities -- <proof.json>');
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(
      `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(
      `${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function summary(proof: LiabilityProof): string[] {
  const amounts = (values: readonly string[]) =>
    proof.currencies.map((code, index) => `${code} ${values[index]}`).join(', ');
  return [
    `OK: your balance is included in Kabuto's liabilities of ${proof.day} (taken ${proof.takenAt}).`,
    `  your leaf:    customer ${proof.leaf.customerId}, ${amounts(proof.leaf.balances)}`,
    `  root:         ${proof.root.hash}`,
    `  owed in all:  ${amounts(proof.root.sums)} (${proof.leafCount} accounts)`,
    '  Compare this root with the one Kabuto published for the day (Mine > Proof of liabilities).',
  ];
}

function main(argv: readonly string[]): number {
  let document: unknown;
  try {
    document = readDocument(argv[0]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const result = verifyLiabilityProof(document);
  if (!result.ok) {
    for (const problem of result.problems) console.log(problem);
    return 1;
  }
  // verifyLiabilityProof checked every field, so the document has the LiabilityProof shape.
  for (const line of summary(document as LiabilityProof)) console.log(line);
  return 0;
}

// exitCode rather than exit(): output written to a pipe is flushed before the process ends.
process.exitCode = main(process.argv.slice(2));
