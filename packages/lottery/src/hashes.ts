import { createHash, randomBytes } from 'node:crypto';

/**
 * One application in a draw: a pseudonymous entry hash and the units (lots) it asked for.
 * The entry hash is what the public document shows; only the server can link it to a customer.
 */
export type LotteryEntry = { entry: string; lots: number };

// Lowercase only: the document is compared as text (and hex strings order like the numbers they
// encode only when they share one case), so there is exactly one spelling of each value.
const HEX_32_BYTES = /^[0-9a-f]{64}$/;

/** True for a 32-byte value written as 64 lowercase hex characters. */
export function isHex32(value: unknown): value is string {
  return typeof value === 'string' && HEX_32_BYTES.test(value);
}

/** The 32 bytes of `value`, or an Error naming `what` when it is not 64 lowercase hex characters. */
export function bytesOf(value: string, what: string): Buffer {
  if (!isHex32(value)) {
    throw new Error(`${what} must be 64 lowercase hex characters (32 bytes), got ${shown(value)}`);
  }
  return Buffer.from(value, 'hex');
}

/** A short, safe rendering of a bad value for an error message (never a whole document). */
export function shown(value: unknown): string {
  if (typeof value === 'string') {
    return value.length > 80 ? `"${value.slice(0, 77)}..." (${value.length} chars)` : `"${value}"`;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  return Array.isArray(value) ? 'an array' : typeof value;
}

/** sha256 of `data` (a string is hashed as UTF-8), lowercase hex. */
export function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A fresh seed for one draw: 32 bytes from the system CSPRNG. Never reuse one across draws. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/**
 * What is published when an offering opens: sha256 of the seed's 32 bytes (not of its hex text,
 * so a reimplementation cannot disagree about case or encoding).
 */
export function commitmentOf(seed: string): string {
  return sha256Hex(bytesOf(seed, 'seed'));
}

/**
 * A customer's pseudonymous entry: sha256 of `kabuto-entry/1\n<context>\n<salt>`. The salt is
 * secret and random, so nobody can tell from the public list who applied; the customer is shown
 * the hash as a draw receipt and can find it in the published document.
 */
export function entryHashOf(context: string, salt: string): string {
  if (typeof context !== 'string' || context.length === 0 || context.includes('\n')) {
    // A newline in the context would let two different (context, salt) pairs hash the same text.
    throw new Error(
      `entry context must be a non-empty string without newlines, got ${shown(context)}`,
    );
  }
  if (typeof salt !== 'string' || salt.length === 0) {
    // Without a salt the hash of a guessable context would link the entry to the customer.
    throw new Error('entry salt must be a non-empty string');
  }
  return sha256Hex(`kabuto-entry/1\n${context}\n${salt}`);
}

/**
 * The most lots one entry may ask for. An entry takes part in round r only if it asked for at least
 * r lots, and the round number is written into the ticket as 4 bytes, so lots must fit them.
 */
export const MAX_LOTS = 0xffff_ffff;

/** Checks one requested lot count: an integer from 1 to MAX_LOTS. */
export function checkLots(lots: unknown, entry: string): number {
  if (typeof lots !== 'number' || !Number.isInteger(lots) || lots < 1 || lots > MAX_LOTS) {
    throw new Error(
      `lots of entry ${entry} must be an integer from 1 to ${MAX_LOTS}, got ${shown(lots)}`,
    );
  }
  return lots;
}

/** Checks the units offered: a safe integer >= 0. */
export function checkUnits(units: unknown): number {
  if (typeof units !== 'number' || !Number.isSafeInteger(units) || units < 0) {
    throw new Error(`units must be an integer >= 0, got ${shown(units)}`);
  }
  return units;
}

/**
 * Validates an entry list and returns a fresh copy sorted by entry ascending (the canonical order
 * every definition below starts from, so the caller's order never matters). Throws on a bad entry
 * hash, bad lots, a duplicate entry, or a total of lots beyond exact integer arithmetic.
 */
export function canonicalEntries(entries: readonly LotteryEntry[]): LotteryEntry[] {
  if (!Array.isArray(entries)) {
    throw new Error(`entries must be an array, got ${shown(entries)}`);
  }
  const copy = entries.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) {
      throw new Error(`entries[${index}] must be an object { entry, lots }, got ${shown(item)}`);
    }
    const { entry, lots } = item as Record<string, unknown>;
    if (!isHex32(entry)) {
      throw new Error(
        `entries[${index}].entry must be 64 lowercase hex characters, got ${shown(entry)}`,
      );
    }
    return { entry, lots: checkLots(lots, entry) };
  });
  copy.sort((a, b) => compareHex(a.entry, b.entry));
  let total = 0;
  for (let i = 0; i < copy.length; i++) {
    const current = copy[i]!;
    if (i > 0 && copy[i - 1]!.entry === current.entry) {
      throw new Error(`duplicate entry ${current.entry}`);
    }
    total += current.lots;
  }
  if (!Number.isSafeInteger(total)) {
    throw new Error('the total of requested lots is too large to count exactly');
  }
  return copy;
}

/** Orders equal-length lowercase hex strings, which orders the numbers they encode. */
export function compareHex(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The hash of the entry list: sha256 of one line `<entry>:<lots>\n` per entry, sorted by entry
 * ascending. It goes into every ticket, so adding, removing or changing any entry reshuffles the
 * whole draw, and a published list that differs from the one drawn is caught.
 */
export function listHashOf(entries: readonly LotteryEntry[]): string {
  return listHashOfCanonical(canonicalEntries(entries));
}

/** listHashOf for a list canonicalEntries already returned (no second validation or sort). */
export function listHashOfCanonical(sorted: readonly LotteryEntry[]): string {
  return sha256Hex(sorted.map(({ entry, lots }) => `${entry}:${lots}\n`).join(''));
}
