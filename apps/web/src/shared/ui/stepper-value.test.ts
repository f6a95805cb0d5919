import { describe, expect, it } from 'vitest';
import { clampStep, typedWhole } from './stepper-value';

const LOTS = { min: 1, max: 50, step: 1 };

describe('clampStep: the nearest value a stepper allows', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [7, 7],
    [50, 50],
    [51, 50],
    [1000, 50],
    [2.4, 2],
    [2.5, 3],
    [Number.NaN, 1],
  ])('lots: %s becomes %s', (value, allowed) => {
    expect(clampStep(value, LOTS)).toBe(allowed);
  });

  it('keeps to the steps counted from the minimum, and to the last step under the maximum', () => {
    const bounds = { min: 1, max: 10, step: 3 };
    expect([0, 1, 2, 3, 5, 6, 9, 10, 12].map((value) => clampStep(value, bounds))).toEqual([
      1, 1, 1, 4, 4, 7, 10, 10, 10,
    ]);
    expect(clampStep(11, { min: 0, max: 10, step: 4 })).toBe(8);
  });
});

describe('typedWhole: what is typed takes effect only when it is allowed as it stands', () => {
  it.each([
    ['3', 3],
    ['50', 50],
    ['', null],
    ['0', null],
    ['51', null],
    ['5x', null],
  ])('"%s" → %s', (typed, value) => {
    expect(typedWhole(typed, LOTS)).toBe(value);
  });
});
