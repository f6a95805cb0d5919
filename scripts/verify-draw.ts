// Recomputes a published Kabuto draw from its document alone (docs/lottery.md): an IPO's or a
// block trade's draw (kabuto-draw/1), an agreed-price bidding's allocation (kabuto-bidding/1) or a
// grab-shares queue's (kabuto-grab/1), whole — the clearing price, the pro-rata lots and the
// remainder draw inside it:
//   npm run verify:draw -- <file.json>
// Exit 0: the document checks out. Exit 1: it does not (each problem on its own line).
// Exit 2: no file given, the file cannot be read, or it is not JSON.
import { readFileSync } from 'node:fs';
import { biddingDocument, grabDocument } from '@kabuto/contract';
import {
  BIDDING_FORMAT,
  GRAB_FORMAT,
  verifyBiddingDocument,
  verifyDrawDocument,
  verifyGrabDocument,
  type DrawDocument,
  type VerifyResult,
} from '@kabuto/lottery';

// The table is a glance, not the record: the document itself lists every winner.
const TABLE_ROWS = 20;

function readDocument(path: string | undefined): unknown {
  if (path === undefined) {
    throw new Error('usage: npm run verify:draw -- <file.json>');
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

function allocationTable(document: DrawDocument): string[] {
  const rows = document.allocation.slice(0, TABLE_ROWS).map(({ entry, units }) => {
    return `  ${entry.slice(0, 16)}…  ${String(units).padStart(7)}`;
  });
  const more = document.allocation.length - rows.length;
  return [
    `  ${'entry'.padEnd(17)}  ${'units'.padStart(7)}`,
    ...(rows.length > 0 ? rows : ['  (no units allotted)']),
    ...(more > 0 ? [`  … and ${more} more winning entries (see the document)`] : []),
  ];
}

/** Checks the document's shape by the contract, then recomputes it; a summary line when right. */
function verifyAny(document: unknown): { result: VerifyResult; summary: () => string[] } {
  const format = (document as { format?: unknown } | null)?.format;
  if (format === BIDDING_FORMAT || format === GRAB_FORMAT) {
    const parsed =
      format === BIDDING_FORMAT
        ? biddingDocument.safeParse(document)
        : grabDocument.safeParse(document);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`,
      );
      return { result: { ok: false, problems }, summary: () => [] };
    }
    const result =
      parsed.data.format === BIDDING_FORMAT
        ? verifyBiddingDocument(parsed.data)
        : verifyGrabDocument(parsed.data);
    return { result, summary: () => offAuctionSummary(parsed.data) };
  }
  return {
    result: verifyDrawDocument(document),
    summary: () => {
      // verifyDrawDocument checked every field, so the document has the DrawDocument shape.
      const draw = document as DrawDocument;
      return [
        `OK: ${draw.label}: ${draw.entries.length} entries, ${draw.units} units, commitment ${draw.commitment.slice(0, 16)}… matches; allocation recomputed`,
        ...allocationTable(draw),
      ];
    },
  };
}

function offAuctionSummary(
  document: { label: string; commitment: string; remainderDraw: DrawDocument | null } & (
    | {
        format: typeof BIDDING_FORMAT;
        bids: unknown[];
        clearingPrice: string | null;
        lotsOffered: number;
      }
    | { format: typeof GRAB_FORMAT; entries: unknown[]; supplyLots: number; limitPrice: string }
  ),
): string[] {
  const what =
    document.format === BIDDING_FORMAT
      ? `${document.bids.length} bids, ${document.lotsOffered} lots offered, clearing price ${document.clearingPrice ?? 'none'}`
      : `${document.entries.length} entries (the market's among them), ${document.supplyLots} lots at ${document.limitPrice}`;
  const remainder = document.remainderDraw
    ? `; remainder draw of ${document.remainderDraw.units} lots recomputed`
    : '; no remainder to draw';
  return [
    `OK: ${document.label}: ${what}, commitment ${document.commitment.slice(0, 16)}… matches; allocation recomputed${remainder}`,
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
  const { result, summary } = verifyAny(document);
  if (!result.ok) {
    for (const problem of result.problems) console.log(problem);
    return 1;
  }
  for (const line of summary()) console.log(line);
  return 0;
}

// exitCode rather than exit(): output written to a pipe is flushed before the process ends.
process.exitCode = main(process.argv.slice(2));
