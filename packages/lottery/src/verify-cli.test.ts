import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { canonicalDecimal } from '@kabuto/money';
import { biddingDocumentOf, buildDrawDocument, entryHashOf, grabDocumentOf } from './index';

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

const SEED = 'b4e2d3f5c6a7180a293b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091';
const entry = (i: number) => entryHashOf('off-auction', `salt-${i}`);
// Three bids at ¥1,050 share 6 lots pro rata (2, 2, 1) and draw the one left; one above is filled.
const bidding = biddingDocumentOf({
  label: 'bidding:3',
  lotsOffered: 10,
  seed: SEED,
  bids: [
    { entry: entry(0), price: canonicalDecimal('1100'), lots: 4 },
    { entry: entry(1), price: canonicalDecimal('1050'), lots: 3 },
    { entry: entry(2), price: canonicalDecimal('1050'), lots: 3 },
    { entry: entry(3), price: canonicalDecimal('1050'), lots: 2 },
    { entry: entry(4), price: canonicalDecimal('1000'), lots: 5 },
  ],
}).document;
const grab = grabDocumentOf({
  label: 'grab:8591:2026-10-04',
  symbol: '8591',
  tradingDay: '2026-10-04',
  limitPrice: canonicalDecimal('3471'),
  lotShares: 100,
  supplyShares: 23_450,
  marketQueuedShares: 3_120,
  seed: SEED,
  orders: [
    { entry: entry(5), lots: 10 },
    { entry: entry(6), lots: 20 },
    { entry: entry(7), lots: 30 },
  ],
}).document;

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

it('verifies a whole bidding or grab document: its clearing price, pro-rata lots and remainder draw', async () => {
  expect(bidding.clearingPrice).toBe('1050');
  expect(bidding.remainderDraw?.units).toBe(1);
  expect(grab.remainderDraw).not.toBeNull();
  const cheaper = structuredClone(bidding);
  cheaper.clearingPrice = canonicalDecimal('1000');
  const moreLots = structuredClone(grab);
  moreLots.allocation[0]!.lots += 1;
  const misshapen = { ...structuredClone(grab), supplyLots: 'many' };
  const [biddingOk, grabOk, biddingBad, grabBad, shapeBad] = await Promise.all([
    verifyDraw(file('bidding.json', JSON.stringify(bidding))),
    verifyDraw(file('grab.json', JSON.stringify(grab))),
    verifyDraw(file('bidding-bad.json', JSON.stringify(cheaper))),
    verifyDraw(file('grab-bad.json', JSON.stringify(moreLots))),
    verifyDraw(file('grab-shape.json', JSON.stringify(misshapen))),
  ]);
  expect(biddingOk.code).toBe(0);
  expect(biddingOk.stdout).toMatch(
    /^OK: bidding:3: 5 bids, 10 lots offered, clearing price 1050, commitment .*; remainder draw of 1 lots recomputed$/m,
  );
  expect(grabOk.code).toBe(0);
  expect(grabOk.stdout).toMatch(/^OK: grab:8591:2026-10-04: 4 entries .* 234 lots at 3471, /m);
  expect(biddingBad.code).toBe(1);
  expect(biddingBad.stdout.trim()).toBe('clearingPrice does not match its recomputation');
  expect(grabBad.code).toBe(1);
  expect(grabBad.stdout.trim()).toBe('allocation does not match its recomputation');
  expect(shapeBad.code).toBe(1);
  expect(shapeBad.stdout).toMatch(/^supplyLots: /m);
}, 30_000);
