import { describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock';
import { jpxCalendar, type IsoDate } from '../platform/calendar';
import { bundledInstruments } from './instruments';
import type { LimitUpClose } from './limit-close';
import { createSimulatedMarket } from './simulator';

/*
 * Grab shares (docs/off-auction.md, ADR 0033) needs the supply the simulated exchange offered at
 * the upper limit on a day that closed there. These tests prove the simulator produces such days
 * from its own model, with a positive supply, and that asking about them moves no price.
 */

const jst = (local: string) => new Date(`${local}+09:00`);
const AT = '2025-06-02T18:00:00';
const FEW = bundledInstruments().filter((i) => ['7203', '9984', '4478', '8306'].includes(i.symbol));

function scan(seed: number): { found: LimitUpClose[]; days: number } {
  const provider = createSimulatedMarket({ clock: new ManualClock(jst(AT)), seed });
  const found: LimitUpClose[] = [];
  let days = 0;
  const last: IsoDate = '2025-06-02';
  for (
    let day: IsoDate = jpxCalendar.nextTradingDay('2023-01-04');
    day <= last;
    day = jpxCalendar.nextTradingDay(day)
  ) {
    days += 1;
    for (const instrument of provider.instruments()) {
      const close = provider.limitUpClose(instrument.symbol, day);
      if (close) found.push(close);
    }
  }
  return { found, days };
}

describe('the simulated market at its upper price limit', () => {
  it('has days that close at the upper limit with shares sold there at the close, from its own model', () => {
    const { found, days } = scan(1);
    expect(days).toBeGreaterThan(500);
    // Seed 1 (the server's default): 66 such days in the history, 25 of them wholly at the limit.
    expect(found.length).toBeGreaterThan(10);
    expect(found.every((close) => close.supplyShares > 0)).toBe(true);
    expect(found.every((close) => close.queuedBidShares > 0)).toBe(true);
    expect(found.some((close) => close.wholeDayAtLimit)).toBe(true);

    // Each is what the market shows: the day's candle closed at the limit, and the supply is
    // part of the volume it traded.
    const provider = createSimulatedMarket({ clock: new ManualClock(jst(AT)), seed: 1 });
    let checked = 0;
    for (const close of found.slice(-8)) {
      const candle = provider
        .candles(close.symbol, '1d', { limit: 1000 })
        .candles.find((c) => c.time === jst(`${close.day}T00:00:00`).getTime());
      if (!candle) continue;
      checked += 1;
      expect(candle.close).toBe(close.limitPrice);
      expect(close.supplyShares).toBeLessThanOrEqual(candle.volume);
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);

  it('answers null for a day that did not close at the upper limit', () => {
    const provider = createSimulatedMarket({ clock: new ManualClock(jst(AT)), seed: 1 });
    const { found } = scan(1);
    const stuck = found[0]!;
    const other = provider
      .instruments()
      .find((i) => !found.some((c) => c.symbol === i.symbol && c.day === stuck.day));
    expect(provider.limitUpClose(other!.symbol, stuck.day)).toBeNull();
    expect(provider.limitUpClose(stuck.symbol, stuck.day)).toEqual(stuck);
  }, 120_000);

  it('never tells a day before its close, and asking moves no price', () => {
    const clock = new ManualClock(jst('2025-06-02T14:00:00'));
    const asked = createSimulatedMarket({ clock, seed: 1, instruments: FEW });
    expect(() => asked.limitUpClose('7203', '2025-06-02')).toThrow(RangeError);
    const fresh = createSimulatedMarket({ clock, seed: 1, instruments: FEW });
    for (
      let day: IsoDate = '2024-06-03';
      day < '2025-06-02';
      day = jpxCalendar.nextTradingDay(day)
    ) {
      for (const { symbol } of FEW) asked.limitUpClose(symbol, day);
    }
    for (const { symbol } of FEW) {
      expect(asked.candles(symbol, '1d', { limit: 600 })).toEqual(
        fresh.candles(symbol, '1d', { limit: 600 }),
      );
      expect(asked.quote(symbol)).toEqual(fresh.quote(symbol));
      expect(asked.orderBook(symbol)).toEqual(fresh.orderBook(symbol));
    }
  }, 120_000);
});
