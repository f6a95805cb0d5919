import { describe, expect, it } from 'vitest';
import { dec } from '@kabuto/money/testing';
import { suggestedThreshold, thresholdOf } from './alert-threshold';

const toyota = { price: dec('2800.5'), tickSize: dec('0.5'), maxDayMovePercent: dec('17.85') };

describe('a new price alert’s threshold', () => {
  it('starts ten ticks from the current price on the side the alert watches', () => {
    expect(suggestedThreshold('above', toyota)).toBe('2805.5');
    expect(suggestedThreshold('below', toyota)).toBe('2795.5');
    // Never zero or below for a price of a few ticks.
    expect(suggestedThreshold('below', { ...toyota, price: dec('3'), tickSize: dec('1') })).toBe(
      '1',
    );
  });

  it('starts at a 3% day move, or at the daily limit when that is less', () => {
    expect(suggestedThreshold('day_move', toyota)).toBe('3');
    expect(suggestedThreshold('day_move', { ...toyota, maxDayMovePercent: dec('2.5') })).toBe(
      '2.5',
    );
    expect(suggestedThreshold('day_move', { ...toyota, maxDayMovePercent: null })).toBe('3');
  });

  it('takes what the customer typed, grouped or not, and refuses what is no positive number', () => {
    expect(thresholdOf(' 2,805.5 ')).toBe('2805.5');
    expect(thresholdOf('3')).toBe('3');
    for (const bad of ['', '0', '-1', 'abc', '1e3', '.5']) expect(thresholdOf(bad)).toBeNull();
  });
});
