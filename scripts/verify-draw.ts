// Recomputes a published Kabuto draw from its document alone (docs/lottery.md):
//   npm run verify:draw -- <file.json>
// Exit 0: the document checks out. Exit 1: it does not (each problem on its own line).
// Exit 2: no file given, the file cannot be read, or it is not JSON.
import { readFileSync } from 'node:fs';
import { verifyDrawDocument, type DrawDocument } from '@kabuto/lottery';

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

function main(argv: readonly string[]): number {
  let document: unknown;
  try {
    document = readDocument(argv[0]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const result = verifyDrawDocument(document);
  if (!result.ok) {
    for (const problem of result.problems) console.log(problem);
    return 1;
  }
  // verifyDrawDocument checked every field, so the document has the DrawDocument shape.
  const draw = document as DrawDocument;
  console.log(
    `OK: ${draw.label}: ${draw.entries.length} entries, ${draw.units} units, commitment ${draw.commitment.slice(0, 16)}… matches; allocation recomputed`,
  );
  for (const line of allocationTable(draw)) console.log(line);
  return 0;
}

// exitCode rather than exit(): output written to a pipe is flushed before the process ends.
process.exitCode = main(process.argv.slice(2));
