import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, multiply, roundTo, subtract, type DecimalString } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { isoDateOfDayNumber, dayNumberOf } from '../../platform/calendar';
import {
  annualisedVolatility,
  dayProfits,
  maxDrawdown,
  metricsFrom,
  returnOverDays,
  riskLevel,
  RISK_LEVEL_TABLE,
  type HolderFlow,
  type NavClose,
} from './metrics';

/*
 * The figures from a pool's NAV history (docs/copy-trading.md, "NAV history"), on hand-made
 * histories whose answers are worked out exactly.
 */

const START = dayNumberOf('2026-01-05');
/** Closes on consecutive calendar days from 2026-01-05 (the arithmetic does not need trading days). */
const history = (navs: readonly string[], exposure = '1'): NavClose[] =>
  navs.map((nav, index) => ({
    day: isoDateOfDayNumber(START + index),
    nav: dec(nav),
    exposure: dec(exposure),
  }));

/** 20 closes whose returns alternate +a, −a (exact decimals). */
function alternating(a: string, closes = 20): string[] {
  const navs: DecimalString[] = [dec('10000')];
  for (let i = 1; i < closes; i += 1) {
    const factor = i % 2 === 1 ? add(dec('1'), dec(a)) : subtract(dec('1'), dec(a));
    navs.push(multiply(navs[i - 1]!, factor));
  }
  return navs;
}

describe('returns over 30 and 90 days', () => {
  it('measure the NAV now against the latest close at least N days before the latest close', () => {
    const closes: NavClose[] = [
      { day: '2026-01-01', nav: dec('10000'), exposure: dec('0') },
      { day: '2026-01-02', nav: dec('10500'), exposure: dec('0') },
      { day: '2026-02-01', nav: dec('11000'), exposure: dec('0') },
    ];
    // 2026-02-01 − 30 days = 2026-01-02: that close is the base (the latest one old enough).
    expect(returnOverDays(closes, dec('11550'), 30)).toBe('0.1');
    // 31 days back reaches only 2026-01-01.
    expect(returnOverDays(closes, dec('11550'), 31)).toBe('0.155');
    // 90 days: the history does not reach back that far.
    expect(returnOverDays(closes, dec('11550'), 90)).toBeNull();
    // A pool without units now: up to the latest close.
    expect(returnOverDays(closes, null, 30)).toBe('0.0476');
    expect(returnOverDays([], dec('10000'), 30)).toBeNull();
  });
});

describe('the maximum drawdown', () => {
  it('is the deepest fall from a running peak over the closes and now, as a positive ratio', () => {
    const closes = history(['10000', '12000', '9000', '11000', '13000', '11700']);
    // 12000 → 9000 is 25%; 13000 → 11700 only 10%.
    expect(maxDrawdown(closes, dec('12000'))).toBe('0.25');
    // Now below every earlier peak: 13000 → 8450 is 35%.
    expect(maxDrawdown(closes, dec('8450'))).toBe('0.35');
    expect(maxDrawdown(history(['10000', '10100']), dec('10200'))).toBe('0');
    expect(maxDrawdown([], dec('10000'))).toBeNull();
    // Four decimals, half-up: 10000 → 6666.5 is a fall of 0.33335.
    expect(maxDrawdown(history(['10000']), dec('6666.5'))).toBe('0.3334');
  });
});

describe('volatility and the risk level', () => {
  it('annualises the sample standard deviation of the daily returns by √252', () => {
    // Returns +10%, −10%: mean 0, sample variance 0.02, so √0.02 × √252 = √5.04.
    const volatility = annualisedVolatility(history(['100', '110', '99']))!;
    expect(roundTo(volatility, 12, 'half-up')).toBe('2.244994432064');
    expect(annualisedVolatility(history(['100', '110']))).toBeNull();
  });

  it('reads the level from the published bands, with one more for a deep drawdown and for leverage, at most 10', () => {
    // ±0.6% a day is 9.77% a year: below 12%, level 4.
    expect(riskLevel(history(alternating('0.006')))).toBe(4);
    // ±1% a day is 16.29% a year: level 6; leveraged twice over, 7.
    expect(riskLevel(history(alternating('0.01')))).toBe(6);
    expect(riskLevel(history(alternating('0.01'), '2'))).toBe(7);
    // ±3% a day is 48.9% a year: 10, and leverage cannot take it past 10.
    expect(riskLevel(history(alternating('0.03'), '2'))).toBe(10);
    // A steady 2% fall a day: no volatility at all (level 1), but a 31.9% drawdown adds one.
    const falling: DecimalString[] = [dec('10000')];
    for (let i = 1; i < 20; i += 1) falling.push(multiply(falling[i - 1]!, dec('0.98')));
    expect(annualisedVolatility(history(falling))).toBe('0');
    expect(riskLevel(history(falling))).toBe(2);
    // Not before 20 closes.
    expect(riskLevel(history(alternating('0.006', 19)))).toBeNull();
    expect(RISK_LEVEL_TABLE.minCloses).toBe(20);
  });

  it('gives every figure of a product at once', () => {
    const closes = history(alternating('0.006', 100));
    const figures = metricsFrom(closes, closes[closes.length - 1]!.nav);
    expect(figures.historyDays).toBe(100);
    expect(figures.riskLevel).toBe(4);
    expect(figures.return30d).not.toBeNull();
    expect(figures.return90d).not.toBeNull();
    expect(metricsFrom([], null)).toEqual({
      return30d: null,
      return90d: null,
      maxDrawdown: null,
      riskLevel: null,
      historyDays: 0,
    });
  });

  it('for any history: the drawdown lies in [0, 1], and equal inputs give equal figures', () => {
    const nav = fc.integer({ min: 100, max: 100_000 }).map((n) => dec(String(n)));
    fc.assert(
      fc.property(fc.array(nav, { minLength: 1, maxLength: 60 }), nav, (navs, now) => {
        const closes = history(navs);
        const drawdown = maxDrawdown(closes, now)!;
        expect(compare(drawdown, dec('0'))).toBeGreaterThanOrEqual(0);
        expect(compare(drawdown, dec('1'))).toBeLessThanOrEqual(0);
        expect(metricsFrom(history(navs), now)).toEqual(metricsFrom(closes, now));
        const level = riskLevel(closes);
        if (level !== null) expect(level >= 1 && level <= 10).toBe(true);
      }),
      { numRuns: 200, seed: 20261120 },
    );
  });
});

describe('a holding’s profit today and yesterday', () => {
  const at = (iso: string) => new Date(iso);
  // Wednesday's close: NAV 10,000; Thursday's: 11,000; now 12,000 (equity ÷ units each time).
  const wednesday = {
    equity: dec('2000000'),
    units: dec('200'),
    endsAt: at('2026-11-18T06:30:00Z'),
  };
  const thursday = {
    equity: dec('2310000'),
    units: dec('210'),
    endsAt: at('2026-11-19T06:30:00Z'),
  };
  const flows: HolderFlow[] = [
    { kind: 'follow', units: dec('100'), amount: dec('1000000'), at: at('2026-11-17T01:00:00Z') },
    { kind: 'follow', units: dec('10'), amount: dec('105000'), at: at('2026-11-19T01:00:00Z') },
    { kind: 'redeem', units: dec('10'), amount: dec('115000'), at: at('2026-11-20T00:30:00Z') },
  ];

  it('counts the flows in between as money in and out, in exact yen', () => {
    // Today: 110 units from 11,000; 10 redeemed at 11,500 (+5,000), 100 up to 12,000 (+100,000).
    // Yesterday: 100 units 10,000 → 11,000 (+100,000), 10 bought at 10,500 → 11,000 (+5,000).
    expect(
      dayProfits({ flows, valueNow: dec('1200000'), lastClose: thursday, closeBefore: wednesday }),
    ).toEqual({ todayProfit: '105000', yesterdayProfit: '105000' });
  });

  it('is null without the closes it needs', () => {
    expect(
      dayProfits({ flows, valueNow: dec('1200000'), lastClose: thursday, closeBefore: null }),
    ).toEqual({ todayProfit: '105000', yesterdayProfit: null });
    expect(
      dayProfits({ flows, valueNow: dec('1200000'), lastClose: null, closeBefore: wednesday }),
    ).toEqual({ todayProfit: null, yesterdayProfit: null });
  });

  it('for a follower who came today is the value now less what they paid', () => {
    const today: HolderFlow[] = [
      { kind: 'follow', units: dec('10'), amount: dec('115000'), at: at('2026-11-20T00:30:00Z') },
    ];
    expect(
      dayProfits({
        flows: today,
        valueNow: dec('120000'),
        lastClose: thursday,
        closeBefore: wednesday,
      }),
    ).toEqual({ todayProfit: '5000', yesterdayProfit: '0' });
  });
});
