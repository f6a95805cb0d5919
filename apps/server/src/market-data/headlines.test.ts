import { describe, expect, it } from 'vitest';
import { alwaysOpenDemoCalendar, type IsoDate } from '../platform/calendar';
import { ManualClock } from '../platform/clock';
import { bundledInstruments } from './instruments';
import { createSimulatedMarket } from './simulator';

/*
 * The demo's headline of the day (docs/market-data.md): every trading day news lifts one growth
 * name to its upper limit for the whole day, so grab shares can be tried at any hour. It must
 * not touch any other name, nor drift the lifted names' levels over the years.
 */

const jst = (local: string) => new Date(`${local}+09:00`);
/** The growth names (the "other" tick table): the headline's candidates. */
const GROWTH = bundledInstruments()
  .filter((i) => i.tickTable === 'other')
  .map((i) => i.symbol);
const NAMES = bundledInstruments().filter((i) => ['7203', '9432', ...GROWTH].includes(i.symbol));
const calendar = alwaysOpenDemoCalendar;

function demoMarket(at: string, headlines: boolean) {
  return createSimulatedMarket({
    clock: new ManualClock(jst(at)),
    seed: 1,
    calendar,
    instruments: NAMES,
    headlines,
  });
}

describe("the demo market's headline of the day", () => {
  it('holds one growth name at its upper limit all day, every day, and says so at the close', () => {
    const market = demoMarket('2026-11-27T15:00:00', true);
    let day: IsoDate = '2026-10-29';
    for (let i = 0; i < 28; i += 1, day = calendar.nextTradingDay(day)) {
      const stuck = GROWTH.map((symbol) => market.limitUpClose(symbol, day)).filter(
        (close) => close !== null,
      );
      expect(stuck.length, day).toBeGreaterThanOrEqual(1);
      expect(
        stuck.some((close) => close.wholeDayAtLimit && close.supplyShares > 0),
        day,
      ).toBe(true);
    }
    // Now, mid-session: a growth name's last price is its upper limit.
    const atLimit = market.quotes(GROWTH).filter((quote) => quote.last === quote.limitUp);
    expect(atLimit.length).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('leaves every other name as it was, and the lifted names where they were', () => {
    const lifted = demoMarket('2026-11-27T15:00:00', true);
    const plain = demoMarket('2026-11-27T15:00:00', false);
    for (const symbol of ['7203', '9432']) {
      expect(lifted.candles(symbol, '1d', { limit: 1000 })).toEqual(
        plain.candles(symbol, '1d', { limit: 1000 }),
      );
    }
    // The news is given back the next day: a lifted name's closes are the plain market's on most
    // days, and its level over the years does not drift.
    for (const symbol of GROWTH) {
      const withNews = lifted.candles(symbol, '1d', { limit: 1000 }).candles;
      const without = plain.candles(symbol, '1d', { limit: 1000 }).candles;
      expect(withNews.length).toBe(without.length);
      const same = withNews.filter((candle, i) => candle.close === without[i]!.close).length;
      // About one day in twelve is lifted and the next one or two come back from it.
      expect(same / withNews.length, symbol).toBeGreaterThan(0.8);
      const logRatio = withNews.reduce(
        (sum, candle, i) => sum + Math.log(Number(candle.close) / Number(without[i]!.close)),
        0,
      );
      // On average only the lifted days themselves are higher (a day in twelve, at its limit).
      expect(Math.abs(logRatio / withNews.length), symbol).toBeLessThan(0.04);
    }
  }, 120_000);
});
