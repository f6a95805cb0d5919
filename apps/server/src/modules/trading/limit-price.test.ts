import { describe, expect, it } from 'vitest';
import { dec } from '@kabuto/money/testing';
import { createReplayMarket } from '../../market-data/replay';
import { ManualClock } from '../../platform/clock';
import { assertLimitPrice } from './place-order';

/**
 * Order checks take the day's limits from the market's quote, so a side the exchange broadened
 * (limit-broadening.ts) is honoured rather than the plain table recomputed.
 */
describe('a limit price against broadened limits', () => {
  const head = 'time,open,high,low,close,volume';
  // ¥500, then two days wholly at stop high: the next day's upper width is 4 x ¥150.
  const market = createReplayMarket({
    clock: new ManualClock(new Date('2026-03-05T09:30:00+09:00')),
    label: 'Replay of a stock stuck at stop high',
    simulated: true,
    indices: [],
    series: [
      {
        symbol: '7203',
        interval: '1d',
        csv: `${head}\n2026-03-02,500,500,500,500,1\n2026-03-03,600,600,600,600,1\n2026-03-04,700,700,700,700,1\n`,
      },
      {
        symbol: '7203',
        interval: '1m',
        csv: `${head}\n2026-03-05T09:00:00+09:00,1000,1000,1000,1000,500\n`,
      },
    ],
  });

  it('accepts prices up to the broadened limit up, above the plain one (¥850)', () => {
    expect(() => assertLimitPrice(market, '7203', dec('851'))).not.toThrow();
    expect(() => assertLimitPrice(market, '7203', dec('1300'))).not.toThrow();
  });

  it('refuses beyond it, and below the limit down, which stays normal', () => {
    expect(() => assertLimitPrice(market, '7203', dec('1300.5'))).toThrow('exceeds_price_limit');
    expect(() => assertLimitPrice(market, '7203', dec('549.9'))).toThrow('exceeds_price_limit');
    expect(() => assertLimitPrice(market, '7203', dec('550'))).not.toThrow();
  });
});
