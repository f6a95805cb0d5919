import { describe, expect, it } from 'vitest';
import type { Bar } from './candles';
import {
  broadeningAfterBars,
  INITIAL_BROADENING_STATE,
  nextBroadeningState,
  outcomeOfBar,
  type LimitDayOutcome,
} from './limit-broadening';
import { priceLimitsTenths } from './limits';

/** Days as the rule sees them. */
const STUCK_UP: LimitDayOutcome = {
  closedAt: 'up',
  tradedBeforeClose: false,
  tradedElsewhere: false,
  queueLeftAtLimit: true,
};
const STUCK_DOWN: LimitDayOutcome = { ...STUCK_UP, closedAt: 'down' };
/** Closed at the upper limit after trading below it during the day. */
const CLOSED_UP_AFTER_TRADING: LimitDayOutcome = {
  closedAt: 'up',
  tradedBeforeClose: true,
  tradedElsewhere: true,
  queueLeftAtLimit: true,
};
/** Traded all day, but only at the upper limit. */
const TRADED_ONLY_AT_UP: LimitDayOutcome = { ...STUCK_UP, tradedBeforeClose: true };
const ORDINARY: LimitDayOutcome = {
  closedAt: null,
  tradedBeforeClose: true,
  tradedElsewhere: true,
  queueLeftAtLimit: false,
};

/**
 * Runs the rule over days written one letter each: U stuck at the upper limit, D at the lower,
 * T traded all day but only at the upper limit, C closed at the upper limit after trading below
 * it, O an ordinary day. Answers the broadening after each day: U, D or - (none).
 */
function broadenedAfter(days: string): string {
  const outcomes: Record<string, LimitDayOutcome> = {
    U: STUCK_UP,
    D: STUCK_DOWN,
    T: TRADED_ONLY_AT_UP,
    C: CLOSED_UP_AFTER_TRADING,
    O: ORDINARY,
  };
  let state = INITIAL_BROADENING_STATE;
  return [...days]
    .map((letter) => {
      state = nextBroadeningState(state, outcomes[letter]!);
      const { up, down } = state.next;
      return up && down ? '!' : up ? 'U' : down ? 'D' : '-';
    })
    .join('');
}

describe('limit broadening', () => {
  it('widens the upper side only, from the day after two days stuck at the upper limit', () => {
    expect(broadenedAfter('UU')).toBe('-U');
  });

  it('widens the lower side only after two days stuck at the lower limit', () => {
    expect(broadenedAfter('DD')).toBe('-D');
  });

  it('needs the two days in a row and on the same side', () => {
    expect(broadenedAfter('UOU')).toBe('---');
    expect(broadenedAfter('UDU')).toBe('---');
  });

  it('does not count a day that traded before the close, even if it closed at the limit', () => {
    expect(broadenedAfter('UC')).toBe('--');
    expect(broadenedAfter('UT')).toBe('--');
  });

  it('does not count a closing auction at the limit that left no bids queued', () => {
    const cleared = { ...STUCK_UP, queueLeftAtLimit: false };
    const state = nextBroadeningState(
      nextBroadeningState(INITIAL_BROADENING_STATE, STUCK_UP),
      cleared,
    );
    expect(state.next).toEqual({ up: false, down: false });
  });

  it('stays broadened while the stock trades only at that limit, or not at all', () => {
    expect(broadenedAfter('UUTU')).toBe('-UUU');
  });

  it('reverts from the day after a trade at another price, and takes two stuck days again', () => {
    expect(broadenedAfter('UUCO')).toBe('-U--');
    // Stuck at the other limit is a trade away from this one too.
    expect(broadenedAfter('UUD')).toBe('-U-');
    expect(broadenedAfter('UUOUU')).toBe('-U--U');
    expect(broadenedAfter('DDUU')).toBe('-D-U');
  });
});

describe('a day read from its bar', () => {
  const limits = priceLimitsTenths(5000n, 'other'); // ¥500: ¥400 to ¥600
  const bar = (open: bigint, high: bigint, low: bigint, close: bigint) => ({
    open,
    high,
    low,
    close,
  });

  it('is stuck when the whole bar sits at a limit', () => {
    expect(outcomeOfBar(bar(6000n, 6000n, 6000n, 6000n), limits)).toEqual(STUCK_UP);
    expect(outcomeOfBar(bar(4000n, 4000n, 4000n, 4000n), limits)).toEqual(STUCK_DOWN);
  });

  it('traded elsewhere when any of its prices is off the limit it closed at', () => {
    expect(outcomeOfBar(bar(5700n, 6000n, 5700n, 6000n), limits)).toMatchObject({
      closedAt: 'up',
      tradedElsewhere: true,
    });
    expect(outcomeOfBar(bar(5000n, 5000n, 5000n, 5000n), limits)).toMatchObject({
      closedAt: null,
      tradedElsewhere: true,
    });
  });
});

describe('broadening over a run of daily bars', () => {
  const UP = { up: true, down: false };
  const NONE = { up: false, down: false };
  const day = (close: bigint, low = close): Bar => ({
    timeMs: 0,
    open: close,
    high: close,
    low,
    close,
    volume: 100,
  });

  it('follows the stuck days and the broadened limit they lead to, then reverts', () => {
    const bars = [day(5000n)]; // ¥500, the base of the first day
    bars.push(day(6000n)); // stuck at ¥600 (¥500 + 100)
    bars.push(day(7000n)); // stuck at ¥700 (¥600 + 100)
    expect(broadeningAfterBars(bars, 'other')).toEqual(UP);
    // Broadened: ¥700 + 4 x ¥150 = ¥1,300 up, ¥550 down; stuck there again keeps it.
    expect(priceLimitsTenths(7000n, 'other', UP)).toEqual({
      limitUpTenths: 13000n,
      limitDownTenths: 5500n,
    });
    bars.push(day(13000n));
    expect(broadeningAfterBars(bars, 'other')).toEqual(UP);
    // A day that traded below the (broadened) limit ends it.
    bars.push(day(25000n, 15000n)); // ¥1,300 + 4 x ¥300, but it traded at ¥1,500 first
    expect(broadeningAfterBars(bars, 'other')).toEqual(NONE);
  });

  it('has nothing to go on before a second bar', () => {
    expect(broadeningAfterBars([], 'other')).toEqual(NONE);
    expect(broadeningAfterBars([day(6000n)], 'other')).toEqual(NONE);
  });
});
