import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { buildDrawDocument, entryHashOf } from './index';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'verify-draw-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const document = buildDrawDocument({
  label: 'ipo:12',
  units: 4,
  seed: 'a3f1c2e4b5d60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00',
  entries: Array.from({ length: 6 }, (_, i) => ({
    entry: entryHashOf('ipo:12', `salt-${i}`),
    lots: 1 + (i % 2),
  })),
});

function file(name: string, text: string): string {
  const where = path.join(dir, name);
  writeFileSync(where, text);
  return where;
}

type Run = { code: number; stdout: string; stderr: string };

async function verifyDraw(...args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/verify-draw.ts', ...args],
      { cwd: root },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// One test, the runs side by side: each start of tsx costs about a second.
it('verifies a document, names the problems of a tampered one, and refuses a non-JSON file', async () => {
  const tampered = structuredClone(document);
  tampered.allocation[0]!.units += 1;
  const [ok, bad, notJson, missing] = await Promise.all([
    verifyDraw(file('ok.json', JSON.stringify(document))),
    verifyDraw(file('bad.json', JSON.stringify(tampered))),
    verifyDraw(file('not.json', '{ "format": ')),
    verifyDraw(path.join(dir, 'absent.json')),
  ]);

  expect(ok.code).toBe(0);
  const lines = ok.stdout.trimEnd().split('\n');
  expect(lines[0]).toBe(
    `OK: ipo:12: 6 entries, 4 units, commitment ${document.commitment.slice(0, 16)}… matches; allocation recomputed`,
  );
  expect(lines).toHaveLength(2 + document.allocation.length);
  for (const { entry, units } of document.allocation) {
    expect(ok.stdout).toMatch(new RegExp(`${entry.slice(0, 16)}… +${units}\\n`));
  }

  expect(bad.code).toBe(1);
  expect(bad.stdout).toMatch(/^allocation gives out 5 units; .* it should give out 4$/m);
  expect(bad.stdout).toMatch(/^allocation does not match /m);

  expect(notJson.code).toBe(2);
  expect(notJson.stderr).toMatch(/not\.json is not JSON/);
  expect(missing.code).toBe(2);
  expect(missing.stderr).toMatch(/cannot read .*absent\.json/);
}, 30_000);
