import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compare } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { ManualClock } from '../platform/clock';
import { jpxCalendar } from '../platform/calendar';
import {
  createReplayMarket,
  loadReplayDirectory,
  parseOhlcvCsv,
  shiftedClock,
  type ReplaySeries,
} from './replay';

const HEADER = 'time,open,high,low,close,volume';
const fixture = loadReplayDirectory(fileURLToPath(new URL('./fixtures/replay', import.meta.url)));

function replayAt(local: string, series: readonly ReplaySeries[] = fixture) {
  const clock = new ManualClock(new Date(`${local}+09:00`));
  const provider = createReplayMarket({
    clock,
    series,
    label: 'Replay of the synthetic fixture',
    simulated: true,
  });
  return { clock, provider };
}

describe('OHLCV files', () => {
  it('reads minute and daily bars', () => {
    const minutes = parseOhlcvCsv(
      `${HEADER}\n2026-03-05T09:00:00+09:00,2800,2810.5,2795,2801.5,1200\n`,
      '1m',
      jpxCalendar,
    );
    expect(minutes).toEqual([
      {
        timeMs: Date.parse('2026-03-05T00:00:00Z'),
        open: 28000n,
        high: 28105n,
        low: 27950n,
        close: 28015n,
        volume: 1200,
      },
    ]);
    const days = parseOhlcvCsv(`${HEADER}\r\n2026-03-04,1,2,1,2,5\r\n`, '1d', jpxCalendar);
    expect(days[0]?.timeMs).toBe(Date.parse('2026-03-04T00:00:00+09:00'));
  });

  it.each([
    ['a wrong header', 'time,o,h,l,c,v\n', /header/],
    ['a time without offset', `${HEADER}\n2026-03-05T09:00:00,1,1,1,1,1`, /line 2: bad time/],
    ['a time off the minute', `${HEADER}\n2026-03-05T09:00:30+09:00,1,1,1,1,1`, /bad time/],
    [
      'a minute in the lunch break',
      `${HEADER}\n2026-03-05T11:45:00+09:00,1,1,1,1,1`,
      /not a session minute/,
    ],
    ['a holiday', `${HEADER}\n2026-01-12T09:00:00+09:00,1,1,1,1,1`, /not a trading day/],
    [
      'a price finer than ¥0.1',
      `${HEADER}\n2026-03-05T09:00:00+09:00,1.25,2,1,1,1`,
      /decimal place/,
    ],
    [
      'a high below the close',
      `${HEADER}\n2026-03-05T09:00:00+09:00,1,1,1,2,1`,
      /low <= open, close <= high/,
    ],
    ['a fractional volume', `${HEADER}\n2026-03-05T09:00:00+09:00,1,1,1,1,1.5`, /whole shares/],
    [
      'times out of order',
      `${HEADER}\n2026-03-05T09:01:00+09:00,1,1,1,1,1\n2026-03-05T09:00:00+09:00,1,1,1,1,1`,
      /line 3: times must increase/,
    ],
  ])('refuses %s, naming the line', (_name, csv, message) => {
    expect(() => parseOhlcvCsv(csv, '1m', jpxCalendar, 'x.csv')).toThrow(message);
  });
});

describe('replay provider', () => {
  it('says what it replays and that turnover and book are estimates', () => {
    const { provider } = replayAt('2026-03-06T10:00:30');
    expect(provider.source).toEqual({
      kind: 'replay',
      simulated: true,
      label: 'Replay of the synthetic fixture',
    });
    expect(provider.quote('7203').turnoverBasis).toBe('bar-estimate');
    expect(provider.orderBook('7203').basis).toBe('synthesized');
    expect(provider.instruments().map((i) => i.symbol)).toEqual(['4478', '7203']);
  });

  it('shows a bar only once its minute is over', () => {
    const { provider, clock } = replayAt('2026-03-06T09:00:59');
    expect(provider.quote('7203')).toMatchObject({ open: null, volume: 0 });
    clock.advanceSeconds(1);
    provider.advanceTo(clock.now());
    const [first] = provider.candles('7203', '1m', { limit: 1 }).candles;
    expect(first?.time).toBe(Date.parse('2026-03-06T09:00:00+09:00'));
    expect(provider.quote('7203')).toMatchObject({
      open: first?.open,
      last: first?.close,
      volume: first?.volume,
    });
  });

  it('after the data ends shows the last day as closed', () => {
    const { provider } = replayAt('2026-03-09T10:00:00');
    const quote = provider.quote('7203');
    expect(quote.tradingDay).toBe('2026-03-06');
    expect(quote.sessionState).toBe('closed');
  });

  it('refuses a replay without a label, with an unknown symbol, or with the clock before the data', () => {
    const clock = new ManualClock(new Date('2026-03-06T10:00:00+09:00'));
    expect(() =>
      createReplayMarket({ clock, series: fixture, label: ' ', simulated: false }),
    ).toThrow(/label/);
    const unknown = [{ symbol: '0001', interval: '1m' as const, csv: `${HEADER}\n` }];
    expect(() =>
      createReplayMarket({ clock, series: unknown, label: 'x', simulated: false }),
    ).toThrow(/no instrument 0001/);
    const early = new ManualClock(new Date('2026-03-05T08:00:00+09:00'));
    expect(() =>
      createReplayMarket({ clock: early, series: fixture, label: 'x', simulated: false }),
    ).toThrow(/before/);
  });

  it('can replay old bars as if they were happening now with a shifted clock', () => {
    const now = new ManualClock(new Date('2026-11-20T10:00:30+09:00'));
    // 2026-03-06 was a Friday too: 259 days earlier, a whole number of weeks.
    const clock = shiftedClock(now, -259 * 86_400_000);
    const provider = createReplayMarket({ clock, series: fixture, label: 'x', simulated: true });
    expect(provider.quote('7203').tradingDay).toBe('2026-03-06');
    expect(provider.quote('7203').sessionState).toBe('morning');
  });
});

describe('broadened limits on a replay', () => {
  const symbol = '7203';
  /** ¥500, then two days wholly at stop high (¥600, ¥700), then the day replayed by the minute. */
  function stuckTwice(secondDay: string) {
    const daily = `${HEADER}\n2026-03-02,500,500,500,500,1000\n2026-03-03,600,600,600,600,800\n${secondDay}\n`;
    const minutes = `${HEADER}\n2026-03-05T09:00:00+09:00,1000,1000,1000,1000,500\n`;
    return [
      { symbol, interval: '1d' as const, csv: daily },
      { symbol, interval: '1m' as const, csv: minutes },
    ];
  }

  it('widen the upper limit only, to four times the width, after two days stuck at stop high', () => {
    const { provider } = replayAt(
      '2026-03-05T09:30:00',
      stuckTwice('2026-03-04,700,700,700,700,900'),
    );
    // ¥700 + 4 x ¥150 up, ¥700 - ¥150 down; the book stays inside them.
    expect(provider.quote(symbol)).toMatchObject({ limitUp: '1300', limitDown: '550' });
    const book = provider.orderBook(symbol);
    for (const level of [...book.bids, ...book.asks]) {
      expect(compare(level.price, dec('1300'))).toBeLessThanOrEqual(0);
      expect(compare(level.price, dec('550'))).toBeGreaterThanOrEqual(0);
    }
  });

  it('stay normal when the second day traded below the limit before closing there', () => {
    const { provider } = replayAt(
      '2026-03-05T09:30:00',
      stuckTwice('2026-03-04,650,700,640,700,900'),
    );
    expect(provider.quote(symbol)).toMatchObject({ limitUp: '850', limitDown: '550' });
  });
});
