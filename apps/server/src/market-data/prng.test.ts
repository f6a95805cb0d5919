import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apportion, hashSeed, Prng } from './prng';

describe('seeded randomness', () => {
  it('repeats for a seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const rng = new Prng(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(hashSeed(1, '7203', 20000)).toBe(hashSeed(1, '7203', 20000));
    expect(hashSeed(1, '7203', 20000)).not.toBe(hashSeed(1, '7203', 20001));
    expect(hashSeed('ab', 'c')).not.toBe(hashSeed('a', 'bc'));
  });

  it('draws uniforms in [0, 1) and standard normals', () => {
    const rng = new Prng(7);
    let sum = 0;
    let squares = 0;
    let outside = 0;
    const n = 20_000;
    for (let i = 0; i < n; i += 1) {
      const u = rng.next();
      if (u < 0 || u >= 1) outside += 1;
      const z = rng.normal();
      sum += z;
      squares += z * z;
    }
    expect(outside).toBe(0);
    expect(Math.abs(sum / n)).toBeLessThan(0.05);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.05);
  });
});

describe('apportion', () => {
  it('splits a whole total in proportion, adding up exactly', () => {
    expect(apportion(10, [1, 1, 2])).toEqual([3, 2, 5]);
    expect(apportion(0, [1, 2])).toEqual([0, 0]);
    expect(apportion(5, [0, 0])).toEqual([0, 5]);
    expect(() => apportion(1.5, [1])).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 400 }),
        (total, weights) => {
          const parts = apportion(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
        },
      ),
    );
  });
});
