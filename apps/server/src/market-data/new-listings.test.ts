import { describe, expect, it } from 'vitest';
import { dec } from '@kabuto/money/testing';
import { ManualClock } from '../platform/clock';
import { bundledInstruments, type Instrument } from './instruments';
import { priceLimitsTenths } from './limits';
import { decimalToTenths, tenthsToDecimal } from './price-units';
import { UnknownSymbolError, type MarketUpdate } from './provider';
import { createSimulatedMarket } from './simulator';
import { isOnTickTenths } from './ticks';

/*
 * A new share offering joins the simulated market on its listing date (docs/market-data.md, "New
 * listings"): nothing before that day, the first day's limits from the offering price, the same
 * prices in every process whenever it lists the name.
 */

const FEW = bundledInstruments().filter((i) => ['7203', '9984'].includes(i.symbol));

const NEW_SHARE: Instrument = {
  symbol: '299A',
  names: { ja: '新規テスト', en: 'New Test', 'zh-TW': '新測試' },
  sector: 'Information & Communication',
  tickTable: 'other',
  referencePrice: dec('1500'),
  sharesOutstanding: 2_000_000,
};

function jst(local: string): Date {
  return new Date(`${local}+09:00`);
}

function market(at: string) {
  const clock = new ManualClock(jst(at));
  const provider = createSimulatedMarket({ clock, seed: 5, instruments: FEW });
  const moveTo = (local: string) => {
    clock.set(jst(local));
    provider.advanceTo(clock.now());
  };
  return { provider, moveTo };
}

describe('new listings on the simulated exchange', () => {
  it('is unknown until listed; on its first day it is quoted from the offering price', () => {
    // Monday 23 November 2026 is a holiday (Labour Thanksgiving Day): it lists on the 24th.
    const { provider, moveTo } = market('2026-11-24T08:30:00');
    expect(provider.instrument('299A')).toBeUndefined();
    expect(() => provider.quote('299A')).toThrow(UnknownSymbolError);

    provider.list({ instrument: NEW_SHARE, firstDay: '2026-11-23' });
    expect(provider.instrument('299A')).toEqual(NEW_SHARE);
    expect(provider.instruments().map((i) => i.symbol)).toContain('299A');
    const limits = priceLimitsTenths(decimalToTenths(dec('1500')), 'other');
    const before = provider.quote('299A');
    expect(before).toMatchObject({
      tradingDay: '2026-11-24',
      last: '1500',
      prevClose: '1500',
      open: null,
      limitUp: tenthsToDecimal(limits.limitUpTenths),
      limitDown: tenthsToDecimal(limits.limitDownTenths),
    });
    expect(provider.candles('299A', '1d', { limit: 100 }).candles).toEqual([]);
    expect(provider.candles('299A', '1m', { limit: 100 }).candles).toEqual([]);

    const updates: MarketUpdate[] = [];
    provider.subscribe((update) => updates.push(update));
    moveTo('2026-11-24T10:00:00');
    const quote = provider.quote('299A');
    expect(quote.open).not.toBeNull();
    for (const price of [quote.open!, quote.high!, quote.low!, quote.last]) {
      const tenths = decimalToTenths(price);
      expect(tenths).toBeGreaterThanOrEqual(limits.limitDownTenths);
      expect(tenths).toBeLessThanOrEqual(limits.limitUpTenths);
      expect(isOnTickTenths(tenths, 'other')).toBe(true);
    }
    expect(updates.some((u) => u.kind === 'quote' && u.symbol === '299A')).toBe(true);
    const book = provider.orderBook('299A');
    expect(book.bids.length + book.asks.length).toBeGreaterThan(0);
    // Its minutes start at the first day's open.
    const minutes = provider.candles('299A', '1m', { limit: 1000 }).candles;
    expect(minutes.length).toBeGreaterThan(0);
    expect(minutes[0]!.time).toBe(jst('2026-11-24T09:00:00').getTime());
  });

  it('gives the same prices in a process that lists it days later, and leaves the other names alone', () => {
    const early = market('2026-11-24T08:00:00');
    early.provider.list({ instrument: NEW_SHARE, firstDay: '2026-11-24' });
    early.moveTo('2026-11-26T11:00:00');

    const late = market('2026-11-26T11:00:00');
    const untouched = late.provider.quote('7203');
    late.provider.list({ instrument: NEW_SHARE, firstDay: '2026-11-24' });
    late.provider.list({ instrument: NEW_SHARE, firstDay: '2026-11-24' }); // again: no change

    expect(late.provider.quote('299A')).toEqual({
      ...early.provider.quote('299A'),
      seq: late.provider.quote('299A').seq,
    });
    const days = late.provider.candles('299A', '1d', { limit: 100 }).candles;
    expect(days.map((c) => new Date(c.time + 9 * 3_600_000).toISOString().slice(0, 10))).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(days).toEqual(early.provider.candles('299A', '1d', { limit: 100 }).candles);
    expect(late.provider.quote('7203')).toEqual(untouched);
    expect(late.provider.instruments().filter((i) => i.symbol === '299A')).toHaveLength(1);
  });

  it('opens around the offering price: over many names, within the first day limits and near it', () => {
    const { provider, moveTo } = market('2026-11-24T08:00:00');
    const opens: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      const symbol = `3${String(n).padStart(2, '0')}A`;
      provider.list({ instrument: { ...NEW_SHARE, symbol }, firstDay: '2026-11-24' });
    }
    moveTo('2026-11-24T09:05:00');
    for (let n = 0; n < 40; n += 1) {
      opens.push(Number(provider.quote(`3${String(n).padStart(2, '0')}A`).open));
    }
    const median = [...opens].sort((a, b) => a - b)[20]!;
    expect(median).toBeGreaterThan(1500 * 0.8);
    expect(median).toBeLessThan(1500 * 1.25);
    expect(new Set(opens).size).toBeGreaterThan(10);
  });
});
