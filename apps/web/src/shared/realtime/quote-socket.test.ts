import { describe, expect, it } from 'vitest';
import { QuoteSocket, type SocketLike } from './quote-socket';

function stockQuote(seq: number, price: string, time = '2026-01-05T00:00:00.000Z') {
  return {
    symbol: '7203',
    names: { ja: 'トヨタ自動車', en: 'Toyota Motor', 'zh-TW': '豐田汽車' },
    sector: 'Transportation Equipment',
    price,
    open: '3666',
    prevClose: '3672',
    high: '3691',
    low: '3641',
    change: '-4',
    changePercent: '-0.11',
    volume: 1000,
    turnover: '3668000',
    limitUp: '4372',
    limitDown: '2972',
    time,
    seq,
    sessionState: 'continuous',
    source: 'simulated',
    simulated: true,
  };
}

/** One quote as the server sends it: in a `snapshot` or `quote` message, or a `quotes` item. */
function update(symbol: string, seq: number, price: string) {
  return { symbol, seq, time: `t${seq}`, quote: stockQuote(seq, price) };
}

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
  accept() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  push(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

function setUp() {
  const sockets: FakeSocket[] = [];
  const timers: { callback: () => void; delayMs: number; cleared: boolean }[] = [];
  let nowMs = Date.parse('2026-01-05T00:00:00.000Z');
  const client = new QuoteSocket({
    connect: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    now: () => nowMs,
    setTimer: (callback, delayMs) => {
      const timer = { callback, delayMs, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  });
  const runTimers = (delayMs: number) => {
    for (const timer of timers.filter((each) => each.delayMs === delayMs && !each.cleared)) {
      timer.cleared = true;
      timer.callback();
    }
  };
  return { client, sockets, timers, runTimers, advance: (ms: number) => (nowMs += ms) };
}

describe('the quote socket', () => {
  it('subscribes on open and shows the newest quote by sequence number', () => {
    const { client, sockets } = setUp();
    client.subscribe(['7203']);
    const socket = sockets[0]!;
    socket.accept();
    expect(socket.sent).toEqual([{ op: 'subscribe', symbols: ['7203'] }]);
    socket.push({ type: 'snapshot', ...update('7203', 8, '3668') });
    socket.push({ type: 'quote', ...update('7203', 10, '3670') });
    // A late message from before the latest one is ignored.
    socket.push({ type: 'quote', ...update('7203', 9, '3669') });
    expect(client.entry('7203')?.seq).toBe(10);
    expect((client.entry('7203')?.quote as { price: string }).price).toBe('3670');
  });

  it('ignores a message that breaks the quote contract', () => {
    const { client, sockets } = setUp();
    client.subscribe(['7203']);
    sockets[0]!.accept();
    sockets[0]!.push({ type: 'quote', symbol: '7203', seq: 3, time: 't', quote: { price: 1 } });
    expect(client.entry('7203')).toBeUndefined();
  });

  it("applies every quote of a tick's `quotes` frame by its own seq, as one change", () => {
    const { client, sockets } = setUp();
    client.subscribe(['7203', '6758', '9984']);
    const socket = sockets[0]!;
    socket.accept();
    socket.push({ type: 'snapshot', ...update('7203', 8, '3668') });
    const version = client.getVersion();
    socket.push({
      type: 'quotes',
      items: [
        // Older than the snapshot: ignored, as a lone message would be.
        update('7203', 7, '3667'),
        update('6758', 3, '2900'),
        // Not held by any screen, and not a quote: both dropped, the rest still counts.
        update('1301', 1, '100'),
        { symbol: '9984', seq: 4, time: 't4', quote: { price: 1 } },
        update('6758', 5, '2905'),
        update('6758', 4, '2904'),
      ],
    });
    expect(client.getVersion()).toBe(version + 1);
    expect(client.entry('7203')?.seq).toBe(8);
    expect(client.entry('6758')).toMatchObject({ seq: 5, time: 't5' });
    expect((client.entry('6758')?.quote as { price: string }).price).toBe('2905');
    expect(client.entry('9984')).toBeUndefined();
    expect(client.entry('1301')).toBeUndefined();
    // A malformed frame changes nothing.
    socket.push({ type: 'quotes', items: 'none' });
    expect(client.entry('6758')?.seq).toBe(5);
  });

  it('reconnects with backoff and resubscribes every symbol it still holds', () => {
    const { client, sockets, timers, runTimers } = setUp();
    client.subscribe(['7203', '6758']);
    sockets[0]!.accept();
    sockets[0]!.close();
    expect(client.link().open).toBe(false);
    expect(timers.at(-1)?.delayMs).toBe(500);
    runTimers(500);
    // The second attempt fails too: the next wait doubles.
    sockets[1]!.close();
    expect(timers.at(-1)?.delayMs).toBe(1000);
    runTimers(1000);
    sockets[2]!.accept();
    expect(sockets[2]!.sent).toEqual([{ op: 'subscribe', symbols: ['7203', '6758'] }]);
    expect(client.link().open).toBe(true);
  });

  it('reconnects at once when the app comes back, resubscribing; idle, it stays closed', () => {
    const { client, sockets, timers } = setUp();
    client.reconnect();
    expect(sockets).toHaveLength(0);
    client.subscribe(['7203']);
    sockets[0]!.accept();
    // The old socket's close is not a failure: no backoff timer, one new socket at once.
    const timersBefore = timers.filter((timer) => !timer.cleared).length;
    client.reconnect();
    expect(sockets[0]!.readyState).toBe(3);
    expect(sockets).toHaveLength(2);
    expect(timers.filter((timer) => !timer.cleared && timer.delayMs === 500)).toHaveLength(0);
    expect(timers.filter((timer) => !timer.cleared).length).toBeLessThanOrEqual(timersBefore);
    sockets[1]!.accept();
    expect(sockets[1]!.sent).toEqual([{ op: 'subscribe', symbols: ['7203'] }]);
    expect(client.link().open).toBe(true);
  });

  it('counts screens per symbol and unsubscribes when the last one lets go', () => {
    const { client, sockets } = setUp();
    const first = client.subscribe(['7203']);
    sockets[0]!.accept();
    const second = client.subscribe(['7203', '9984']);
    expect(sockets[0]!.sent.at(-1)).toEqual({ op: 'subscribe', symbols: ['9984'] });
    first();
    expect(sockets[0]!.sent.at(-1)).toEqual({ op: 'subscribe', symbols: ['9984'] });
    second();
    expect(sockets[0]!.sent.at(-1)).toEqual({ op: 'unsubscribe', symbols: ['7203', '9984'] });
  });

  it('pings to keep the link vouched for and drops a socket that has gone silent', () => {
    const { client, sockets, runTimers, advance } = setUp();
    client.subscribe(['7203']);
    sockets[0]!.accept();
    advance(2_000);
    runTimers(2_000);
    expect(sockets[0]!.sent.at(-1)).toEqual({ op: 'ping' });
    advance(11_000);
    runTimers(2_000);
    expect(sockets[0]!.readyState).toBe(3);
    expect(client.link().open).toBe(false);
  });
});
