import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { allocate, entryHashOf } from './index';

const ENTRIES = 20;
const UNITS = 5;
const DRAWS = 20_000;

/**
 * The 0.999 quantile of the chi-square distribution with 19 degrees of freedom (20 entries, one
 * constraint: the wins of a draw always add up to 5). A fair lottery exceeds it once in a thousand
 * seed sets; the seeds below are fixed (seed i = sha256 of `fairness:${i}`), so the test is
 * deterministic: it passes or fails the same way on every run, and a failure means the draw changed.
 */
const CRITICAL_P001_DF19 = 43.82;

it('gives every entry the same chance of a unit in round 1, whatever it asked for', () => {
  // Requests from 1 to 5 lots: round 1 must ignore them (one unit per entry per round).
  const entries = Array.from({ length: ENTRIES }, (_, i) => ({
    entry: entryHashOf('fairness', `entry-${i}`),
    lots: 1 + (i % 5),
  }));
  const index = new Map(entries.map(({ entry }, i) => [entry, i]));
  const wins = entries.map(() => 0);
  for (let draw = 0; draw < DRAWS; draw++) {
    const seed = createHash('sha256').update(`fairness:${draw}`).digest('hex');
    for (const { entry } of allocate(seed, entries, UNITS)) wins[index.get(entry)!]! += 1;
  }

  // Each entry wins a draw with p = 5/20, so about 5,000 times in 20,000 draws.
  const p = UNITS / ENTRIES;
  const expected = DRAWS * p;
  const squares = wins.reduce((sum, won) => sum + (won - expected) ** 2, 0);
  const pearson = squares / expected;
  // Pearson's statistic assumes the 100,000 wins are independent, but a draw's 5 winners are 5
  // different entries, so each count varies less (binomial: N·p·(1-p)), and the counts are
  // slightly negatively correlated. Dividing by the exact variance, N·p·(1-p)·n/(n-1), makes the
  // statistic chi-square with 19 degrees of freedom; Pearson's is 0.79 times it and would let
  // a biased draw through more easily. The test holds the stricter one to the critical value.
  const exact = squares / (DRAWS * p * (1 - p) * (ENTRIES / (ENTRIES - 1)));
  expect(pearson).toBeLessThan(exact);
  expect(exact, `wins per entry: ${wins.join(', ')}`).toBeLessThan(CRITICAL_P001_DF19);
  // About 2 s alone; the margin is for a busy two-core machine running the other files alongside.
}, 90_000);
