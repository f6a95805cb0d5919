import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { add, canonicalDecimal } from '@kabuto/money';
import { buildSumTree, proofOf } from './index';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'verify-liabilities-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const d = canonicalDecimal;
const leaves = [1, 2, 3].map((n) => ({
  customerId: String(n),
  salt: String(n).repeat(64),
  balances: [d(String(n * 1000)), d(n === 2 ? '0' : '12.5')],
}));
const tree = buildSumTree(['JPY', 'USD'], leaves);
const proof = proofOf(
  tree,
  { day: '2026-11-28', takenAt: '2026-11-28T00:00:00.000Z' },
  1,
  leaves[1]!,
);

function file(name: string, text: string): string {
  const where = path.join(dir, name);
  writeFileSync(where, text);
  return where;
}

type Run = { code: number; stdout: string; stderr: string };

async function verify(...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/verify-liabilities.ts', ...args],
      { cwd: root },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// One test, the runs side by side: each start of tsx costs about a second.
it('accepts a proof, names the problem of a tampered one, and refuses a non-JSON file', async () => {
  const tampered = structuredClone(proof);
  tampered.leaf.balances[0] = add(tampered.leaf.balances[0]!, d('1'));
  const [ok, bad, notJson, none] = await Promise.all([
    verify(file('ok.json', JSON.stringify(proof))),
    verify(file('bad.json', JSON.stringify(tampered))),
    verify(file('not.json', '{ "format": ')),
    verify(),
  ]);
  expect(ok.code).toBe(0);
  expect(ok.stdout).toContain(`OK: your balance is included in Kabuto's liabilities of 2026-11-28`);
  expect(ok.stdout).toContain('customer 2, JPY 2000, USD 0');
  expect(ok.stdout).toContain(`root:         ${proof.root.hash}`);
  expect(ok.stdout).toContain('JPY 6000, USD 25 (3 accounts)');
  expect(bad.code).toBe(1);
  expect(bad.stdout).toMatch(/^root\.hash: the leaf and path give [0-9a-f]{64}, the proof says /m);
  expect(bad.stdout).toMatch(
    /^root\.sums\[0\] \(JPY\): the leaf and path give 6001, the proof says 6000$/m,
  );
  expect(notJson.code).toBe(2);
  expect(notJson.stderr).toMatch(/is not JSON/);
  expect(none.code).toBe(2);
  expect(none.stderr).toMatch(/usage: npm run verify:liabilities -- <proof.json>/);
}, 60_000);
