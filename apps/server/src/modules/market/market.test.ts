import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { candlesResponse, quoteListResponse } from '@kabuto/contract';
import { compare } from '@kabuto/money';
import { signUpAndLogIn } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';

const { t } = useTestApp();

function moveMarket(seconds: number): void {
  for (let step = 0; step < seconds; step += 5) {
    t.clock.advanceSeconds(5);
    t.market.advanceTo(t.clock.now());
  }
}

describe('POST /api/vue/user/Optionallist (spec section 7, call 2)', () => {
  it('answers the watchlist symbols in the spec shape, with a symbol after adding and without after removing', async () => {
    const { headers } = await signUpAndLogIn(t);
    const empty = await t.call('/user/Optionallist', { exchange: 'TSE', type: 'jpy' }, headers);
    expect(empty.response.json()).toEqual({ status: 1, msg: '', data: [] });
    expect((await t.call('/watchlist/add', { symbol: '7203' }, headers)).status).toBe(1);
    expect((await t.call('/watchlist/add', { symbol: '7203' }, headers)).status).toBe(1);
    const after = await t.call('/user/Optionallist', { exchange: 'TSE', type: 'jpy' }, headers);
    expect(after.response.json()).toEqual({ status: 1, msg: '', data: [{ symbol: '7203' }] });
    expect((await t.call('/watchlist/remove', { symbol: '7203' }, headers)).status).toBe(1);
    expect((await t.call('/user/Optionallist', { type: 'jpy' }, headers)).data).toEqual([]);
  });

  it('keeps each customer’s watchlist their own', async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUpAndLogIn(t);
    await t.call('/watchlist/add', { symbol: '6758' }, a.headers);
    expect((await t.call('/watchlist/list', {}, b.headers)).data).toEqual([]);
    const mine = await t.call('/watchlist/list', {}, a.headers);
    expect(mine.data.map((q: { symbol: string }) => q.symbol)).toEqual(['6758']);
    expect((await t.call('/market/detail', { symbol: '6758' }, a.headers)).data.inWatchlist).toBe(true);
    expect((await t.call('/market/detail', { symbol: '6758' }, b.headers)).data.inWatchlist).toBe(false);
  });

  it('answers a retried change with its first answer, and refuses the same key with another symbol', async () => {
    const { headers } = await signUpAndLogIn(t);
    const keyed = { ...headers, 'idempotency-key': 'watch-7267-once' };
    const first = await t.call('/watchlist/add', { symbol: '7267' }, keyed);
    expect(first.status).toBe(1);
    await t.call('/watchlist/remove', { symbol: '7267' }, headers);
    const retry = await t.call('/watchlist/add', { symbol: '7267' }, keyed);
    expect(retry.response.headers['idempotent-replay']).toBe('true');
    expect(retry.response.json()).toEqual(first.response.json());
    // The replay changed nothing: the removal after the first call stands.
    expect((await t.call('/watchlist/list', {}, headers)).data).toEqual([]);
    expect((await t.call('/watchlist/add', { symbol: '6758' }, keyed)).msg).toBe('key_mismatch');
  });

  it('refuses unknown symbols, a wrong type and anonymous callers', async () => {
    const { headers } = await signUpAndLogIn(t);
    expect((await t.call('/watchlist/add', { symbol: '0000' }, headers)).msg).toBe('product_unavailable');
    expect((await t.call('/watchlist/add', { symbol: 'TOYOTA' }, headers)).msg).toBe('product_unavailable');
    expect((await t.call('/user/Optionallist', { type: 'usd' }, headers)).msg).toBe('invalid_params');
    expect((await t.call('/user/Optionallist', { type: 'jpy' })).httpStatus).toBe(401);
    expect((await t.call('/watchlist/add', { symbol: '7203' })).httpStatus).toBe(401);
  });
});

describe('quote lists', () => {
  it('sorts hot by turnover, gainers and losers by change, volume by shares, and pages', async () => {
    moveMarket(120);
    const hot = await t.call('/market/list', { sort: 'hot', pageSize: 100 });
    expect(hot.data.total).toBeGreaterThanOrEqual(80);
    const turnovers = quoteListResponse.parse(hot.data).items.map((q) => q.turnover);
    for (let i = 1; i < turnovers.length; i += 1) expect(compare(turnovers[i - 1]!, turnovers[i]!)).toBeGreaterThanOrEqual(0);
    const gainers = await t.call('/market/list', { sort: 'gainers', pageSize: 10 });
    const losers = await t.call('/market/list', { sort: 'losers', pageSize: 10 });
    expect(compare(gainers.data.items[0].changePercent ?? '0', losers.data.items[0].changePercent ?? '0')).toBeGreaterThanOrEqual(0);
    const volume = await t.call('/market/list', { sort: 'volume', pageSize: 5 });
    const volumes = volume.data.items.map((q: { volume: number }) => q.volume);
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
    const page2 = await t.call('/market/list', { sort: 'hot', page: 2, pageSize: 10 });
    expect(page2.data.items[0].symbol).toBe(hot.data.items[10].symbol);
    for (const item of hot.data.items) expect(item).toMatchObject({ simulated: true, source: 'simulated' });
  });

  it.each([
    [{ sort: 'best' }],
    [{ page: 0 }],
    [{ pageSize: 1000 }],
  ])('refuses %j', async (body) => {
    expect((await t.call('/market/list', body)).msg).toBe('invalid_params');
  });
});

describe('search', () => {
  it.each([
    ['a Japanese name', 'トヨタ'],
    ['hiragana for a katakana name', 'とよた'],
    ['an English name', 'toyota'],
    ['a Chinese name', '豐田'],
    ['the code', '7203'],
  ])('finds Toyota by %s', async (_how, keyword) => {
    const answer = await t.call('/market/search', { keyword });
    expect(answer.data.items[0].symbol).toBe('7203');
  });

  it('remembers a signed-in customer’s searches, newest first, and forgets them on request', async () => {
    const { headers } = await signUpAndLogIn(t);
    await t.call('/market/search', { keyword: 'ソニー' }, headers);
    t.clock.advanceSeconds(1);
    await t.call('/market/search', { keyword: 'toyota' }, headers);
    t.clock.advanceSeconds(1);
    await t.call('/market/search', { keyword: 'ソニー' }, headers);
    const history = await t.call('/market/searchHistory', {}, headers);
    expect(history.data.map((h: { keyword: string }) => h.keyword)).toEqual(['ソニー', 'toyota']);
    expect((await t.call('/market/clearSearchHistory', {}, headers)).status).toBe(1);
    expect((await t.call('/market/searchHistory', {}, headers)).data).toEqual([]);
  });

  it('refuses an empty or overlong keyword', async () => {
    expect((await t.call('/market/search', { keyword: '  ' })).msg).toBe('invalid_params');
    expect((await t.call('/market/search', { keyword: 'x'.repeat(41) })).msg).toBe('invalid_params');
  });
});

describe('stock detail, candles, indices, breadth', () => {
  it('answers the quote fields, a five-level book inside the limits, and the demo session label', async () => {
    const detail = await t.call('/market/detail', { symbol: '7203' });
    const { quote, book, market } = detail.data;
    expect(quote).toMatchObject({ symbol: '7203', names: { ja: 'トヨタ自動車', en: 'Toyota Motor' }, simulated: true });
    for (const field of ['price', 'limitUp', 'limitDown', 'turnover']) expect(typeof quote[field]).toBe('string');
    expect(book.bids.length).toBeLessThanOrEqual(5);
    expect(book.asks.length).toBeLessThanOrEqual(5);
    expect(book.bids.length + book.asks.length).toBeGreaterThan(0);
    for (const level of [...book.bids, ...book.asks]) {
      expect(compare(level.price, quote.limitDown)).toBeGreaterThanOrEqual(0);
      expect(compare(level.price, quote.limitUp)).toBeLessThanOrEqual(0);
      expect(level.size).toBeGreaterThan(0);
    }
    expect(market).toMatchObject({ demoSession: true, simulated: true, sessionState: 'continuous' });
    expect((await t.call('/market/detail', { symbol: '0000' })).msg).toBe('product_unavailable');
  });

  it.each(['1m', '5m', '10m', '30m', '1d', '1w', '1M'])('answers %s candles oldest first, paged backwards', async (interval) => {
    const first = await t.call('/market/candles', { symbol: '6758', interval, limit: 5 });
    expect(first.status).toBe(1);
    const { candles } = candlesResponse.parse(first.data);
    expect(candles.length).toBeGreaterThan(0);
    for (const c of candles) {
      expect(compare(c.high, c.low)).toBeGreaterThanOrEqual(0);
      expect(compare(c.high, c.open)).toBeGreaterThanOrEqual(0);
      expect(compare(c.close, c.low)).toBeGreaterThanOrEqual(0);
    }
    const times = candles.map((c) => c.time);
    expect([...times].sort()).toEqual(times);
    if (first.data.nextBefore) {
      const older = await t.call('/market/candles', { symbol: '6758', interval, limit: 5, before: first.data.nextBefore });
      const olderTimes = older.data.candles.map((c: { time: string }) => c.time);
      expect(olderTimes.every((time: string) => time < times[0]!)).toBe(true);
    }
  });

  it('has at least two years of daily history', async () => {
    const daily = await t.call('/market/candles', { symbol: '7203', interval: '1d', limit: 1000 });
    const first = new Date(daily.data.candles[0].time).getTime();
    expect(t.clock.now().getTime() - first).toBeGreaterThan(2 * 365 * 86_400_000);
  });

  it('refuses a bad interval, a bad cursor and an unknown symbol', async () => {
    expect((await t.call('/market/candles', { symbol: '7203', interval: '2h' })).msg).toBe('invalid_params');
    expect((await t.call('/market/candles', { symbol: '7203', interval: '1d', before: 'yesterday' })).msg).toBe('invalid_params');
    expect((await t.call('/market/candles', { symbol: '0000', interval: '1d' })).msg).toBe('product_unavailable');
  });

  it('computes at least three indices, price- and cap-weighted, each with candles', async () => {
    const indices = await t.call('/market/indices', {});
    expect(indices.data.length).toBeGreaterThanOrEqual(3);
    const methods = new Set(indices.data.map((i: { methodology: string }) => i.methodology));
    expect(methods).toEqual(new Set(['price-weighted', 'cap-weighted']));
    for (const index of indices.data) {
      const candles = await t.call('/market/indexCandles', { code: index.code, interval: '1d', limit: 3 });
      expect(candles.data.candles.length).toBeGreaterThan(0);
    }
  });

  it('counts rising, falling and flat stocks over the whole market', async () => {
    const breadth = await t.call('/market/breadth', {});
    const list = await t.call('/market/list', { pageSize: 100, page: 1 });
    expect(breadth.data.rise + breadth.data.fall + breadth.data.flat).toBe(list.data.total);
  });
});

describe('live quotes over /api/ws', () => {
  it('sends a snapshot and then the market’s next moves', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`);
    type Item = { type: string; seq: number; quote: { price: string } };
    const received: (Item & { items?: Item[] })[] = [];
    socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString())));
    // A frame is one quote, or several ('quotes') when more than one was due in one event-loop turn.
    const quotesIn = (m: Item & { items?: Item[] }) => (m.type === 'quotes' ? (m.items ?? []) : m.type === 'quote' ? [m] : []);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ op: 'subscribe', symbols: ['7203'] }));
    // Wall-time budgets are generous because CI runs many files at once on two cores; the test
    // fails only when nothing arrives at all, and then says what did arrive.
    const waitFor = async (condition: () => boolean, step?: () => void) => {
      const deadlineMs = performance.now() + 20_000;
      while (!condition() && performance.now() < deadlineMs) {
        step?.();
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(condition(), JSON.stringify(received)).toBe(true);
    };
    await waitFor(() => received.length >= 1);
    expect(received[0]?.type).toBe('snapshot');
    const snapshotSeq = received[0]!.seq;
    await waitFor(
      () => received.some((m) => quotesIn(m).some((q) => q.seq > snapshotSeq)),
      () => moveMarket(15),
    );
    socket.close();
  });
});
