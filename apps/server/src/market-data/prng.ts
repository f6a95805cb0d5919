/**
 * Seeded randomness for the simulated exchange. Math.random is never used: the same seed must
 * give the same market on every machine and after every restart, and a test must be able to
 * replay any path it saw.
 *
 * Streams are addressed by content (seed, symbol, day, minute...) through a 32-bit hash, so a
 * minute can be regenerated on its own without replaying everything before it.
 */

/** FNV-1a over the parts, finished with a murmur3 avalanche so nearby inputs diverge. */
export function hashSeed(...parts: readonly (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = typeof part === 'number' ? `#${part}` : `$${part}`;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0x2c; // separator, so ("ab","c") and ("a","bc") differ
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for a market simulation (not for cryptography). */
export class Prng {
  private state: number;
  private spareNormal: number | null = null;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Standard normal (Box–Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    if (this.spareNormal !== null) {
      const spare = this.spareNormal;
      this.spareNormal = null;
      return spare;
    }
    const u = 1 - this.next(); // (0, 1]: log(0) would be -Infinity
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  }
}

/**
 * Splits `total` whole units over parts in proportion to `weights` so that the parts add up to
 * exactly `total`: each part is the difference of rounded cumulative shares. No sorting, no
 * leftovers, and a zero weight gets zero units.
 */
export function apportion(total: number, weights: ArrayLike<number>): number[] {
  if (!Number.isSafeInteger(total) || total < 0)
    throw new RangeError('total must be a whole number');
  let weightSum = 0;
  for (let i = 0; i < weights.length; i += 1) weightSum += weights[i]!;
  const parts = new Array<number>(weights.length).fill(0);
  if (weightSum <= 0) {
    if (weights.length > 0) parts[weights.length - 1] = total;
    return parts;
  }
  let cumulative = 0;
  let previous = 0;
  for (let i = 0; i < weights.length; i += 1) {
    cumulative += weights[i]!;
    const upTo = i === weights.length - 1 ? total : Math.round((cumulative / weightSum) * total);
    parts[i] = upTo - previous;
    previous = upTo;
  }
  return parts;
}
