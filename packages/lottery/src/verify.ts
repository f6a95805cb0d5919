import { DRAW_FORMAT } from './document';
import { allocatePrepared, drawOrderOfPrepared, prepareDraw, type Allocation } from './draw';
import {
  canonicalEntries,
  checkLots,
  checkUnits,
  commitmentOf,
  isHex32,
  listHashOfCanonical,
  shown,
  type LotteryEntry,
} from './hashes';

export type VerifyResult = { ok: true } | { ok: false; problems: string[] };

const FIELDS = [
  'format',
  'label',
  'units',
  'commitment',
  'seed',
  'listHash',
  'entries',
  'drawOrder',
  'allocation',
];

// A tampered document could differ everywhere; the first few differences say enough.
const MAX_LISTED = 10;

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function short(hex: string): string {
  return `${hex.slice(0, 16)}…`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function hexField(doc: Fields, key: string, problems: string[]): string | undefined {
  if (!(key in doc)) return undefined; // reported once as missing
  if (isHex32(doc[key])) return doc[key];
  problems.push(`${key} must be 64 lowercase hex characters, got ${shown(doc[key])}`);
  return undefined;
}

/** The entries as listed (validated item by item), or undefined when any item is unusable. */
function entriesField(doc: Fields, problems: string[]): LotteryEntry[] | undefined {
  if (!('entries' in doc)) return undefined;
  const value = doc.entries;
  if (!Array.isArray(value)) {
    problems.push(`entries must be an array, got ${shown(value)}`);
    return undefined;
  }
  const before = problems.length;
  const entries: LotteryEntry[] = [];
  value.forEach((item: unknown, index) => {
    if (!isObject(item)) {
      problems.push(`entries[${index}] must be an object { entry, lots }, got ${shown(item)}`);
      return;
    }
    for (const key of Object.keys(item)) {
      if (key !== 'entry' && key !== 'lots')
        problems.push(`entries[${index}] has an unknown field "${key}"`);
    }
    if (!isHex32(item.entry)) {
      problems.push(
        `entries[${index}].entry must be 64 lowercase hex characters, got ${shown(item.entry)}`,
      );
      return;
    }
    try {
      entries.push({ entry: item.entry, lots: checkLots(item.lots, item.entry) });
    } catch (error) {
      problems.push(messageOf(error));
    }
  });
  const seen = new Set<string>();
  entries.forEach(({ entry }, index) => {
    if (seen.has(entry)) problems.push(`entry ${entry} is listed more than once in entries`);
    seen.add(entry);
    const previous = entries[index - 1];
    if (previous !== undefined && previous.entry > entry) {
      problems.push(`entries are not sorted by entry ascending (at entries[${index}])`);
    }
  });
  if (problems.length > before) return undefined;
  try {
    canonicalEntries(entries); // the remaining whole-list rule: a total of lots countable exactly
  } catch (error) {
    problems.push(messageOf(error));
    return undefined;
  }
  return entries;
}

function hexListField(doc: Fields, key: string, problems: string[]): string[] | undefined {
  if (!(key in doc)) return undefined;
  const value = doc[key];
  if (!Array.isArray(value)) {
    problems.push(`${key} must be an array of entry hashes, got ${shown(value)}`);
    return undefined;
  }
  const bad = value.findIndex((item) => !isHex32(item));
  if (bad >= 0) {
    problems.push(`${key}[${bad}] must be 64 lowercase hex characters, got ${shown(value[bad])}`);
    return undefined;
  }
  return value as string[];
}

function allocationField(doc: Fields, problems: string[]): Allocation[] | undefined {
  if (!('allocation' in doc)) return undefined;
  const value = doc.allocation;
  if (!Array.isArray(value)) {
    problems.push(`allocation must be an array, got ${shown(value)}`);
    return undefined;
  }
  const before = problems.length;
  const allocation: Allocation[] = [];
  value.forEach((item: unknown, index) => {
    if (!isObject(item) || !isHex32(item.entry)) {
      problems.push(`allocation[${index}] must be { entry: 64 lowercase hex, units }`);
    } else if (
      typeof item.units !== 'number' ||
      !Number.isSafeInteger(item.units) ||
      item.units < 1
    ) {
      problems.push(`allocation[${index}].units must be an integer >= 1, got ${shown(item.units)}`);
    } else {
      allocation.push({ entry: item.entry, units: item.units });
    }
  });
  return problems.length > before ? undefined : allocation;
}

function compareDrawOrder(expected: string[], listed: string[], problems: string[]): void {
  const where = `drawOrder does not match the order recomputed from the seed and the entries`;
  if (listed.length !== expected.length) {
    problems.push(`${where}: it lists ${listed.length} entries, there are ${expected.length}`);
    return;
  }
  const at = expected.findIndex((entry, index) => listed[index] !== entry);
  if (at >= 0) {
    problems.push(
      `${where}: position ${at + 1} should be ${short(expected[at]!)}, the document has ${short(listed[at]!)}`,
    );
  }
}

function compareAllocation(
  expected: Allocation[],
  listed: Allocation[],
  units: number,
  totalLots: number,
  problems: string[],
): void {
  const shouldGive = Math.min(units, totalLots);
  const gives = listed.reduce((total, { units: won }) => total + won, 0);
  if (gives !== shouldGive) {
    problems.push(
      `allocation gives out ${gives} units; with ${units} units offered and ${totalLots} lots asked for, it should give out ${shouldGive}`,
    );
  }
  const want = new Map(expected.map(({ entry, units: won }) => [entry, won]));
  const got = new Map<string, number>();
  for (const { entry, units: won } of listed) {
    if (got.has(entry)) problems.push(`allocation lists entry ${short(entry)} more than once`);
    got.set(entry, (got.get(entry) ?? 0) + won);
  }
  const differences = [...new Set([...want.keys(), ...got.keys()])]
    .sort()
    .filter((entry) => (want.get(entry) ?? 0) !== (got.get(entry) ?? 0))
    .map(
      (entry) =>
        `allocation does not match the one recomputed from the seed, the entries and units (${units}): entry ${short(entry)} should get ${want.get(entry) ?? 0}, the document gives ${got.get(entry) ?? 0}`,
    );
  problems.push(...differences.slice(0, MAX_LISTED));
  if (differences.length > MAX_LISTED) {
    problems.push(`… and ${differences.length - MAX_LISTED} more allocation differences`);
  }
  if (
    differences.length === 0 &&
    listed.some((item, index) => index > 0 && listed[index - 1]!.entry > item.entry)
  ) {
    problems.push('allocation is not sorted by entry ascending');
  }
}

/**
 * Checks a published draw document using nothing but its seed, entries and units: the shape of
 * every field, then the commitment, list hash, draw order and allocation recomputed. Every
 * mismatch is one plain-English line; a document is never "fixed" or partly trusted.
 */
export function verifyDrawDocument(document: unknown): VerifyResult {
  if (!isObject(document)) return { ok: false, problems: ['the document is not a JSON object'] };
  const doc = document;
  const problems: string[] = [];
  for (const key of Object.keys(doc)) {
    if (!FIELDS.includes(key))
      problems.push(`unknown field "${key}" (${DRAW_FORMAT} has no such field)`);
  }
  for (const key of FIELDS) if (!(key in doc)) problems.push(`field "${key}" is missing`);

  if ('format' in doc && doc.format !== DRAW_FORMAT) {
    problems.push(`format must be "${DRAW_FORMAT}", got ${shown(doc.format)}`);
  }
  if ('label' in doc && typeof doc.label !== 'string') {
    problems.push(`label must be a string, got ${shown(doc.label)}`);
  }
  let units: number | undefined;
  if ('units' in doc) {
    try {
      units = checkUnits(doc.units);
    } catch (error) {
      problems.push(messageOf(error));
    }
  }
  const seed = hexField(doc, 'seed', problems);
  const commitment = hexField(doc, 'commitment', problems);
  const listHash = hexField(doc, 'listHash', problems);
  const entries = entriesField(doc, problems);
  const drawOrder = hexListField(doc, 'drawOrder', problems);
  const allocation = allocationField(doc, problems);

  if (seed !== undefined && commitment !== undefined) {
    const recomputed = commitmentOf(seed);
    if (recomputed !== commitment) {
      problems.push(
        `commitment does not match the seed: sha256 of the seed's bytes is ${short(recomputed)}, the document says ${short(commitment)}`,
      );
    }
  }
  if (entries !== undefined) {
    const recomputed = listHashOfCanonical(canonicalEntries(entries));
    if (listHash !== undefined && recomputed !== listHash) {
      problems.push(
        `listHash does not match the entries (an entry or its lots differ from the list that was drawn): recomputed ${short(recomputed)}, the document says ${short(listHash)}`,
      );
    }
  }
  if (entries !== undefined && seed !== undefined) {
    const draw = prepareDraw(seed, entries);
    if (drawOrder !== undefined) compareDrawOrder(drawOrderOfPrepared(draw), drawOrder, problems);
    if (units !== undefined && allocation !== undefined) {
      const totalLots = entries.reduce((total, { lots }) => total + lots, 0);
      compareAllocation(allocatePrepared(draw, units), allocation, units, totalLots, problems);
    }
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
