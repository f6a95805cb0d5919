/**
 * The HTTP side of bench/orders: market orders through POST /api/vue/trade/place over a fixed set
 * of keep-alive connections (bench/shared/raw-http.ts: a lean client, so that the load costs the
 * shared cores little, as pgbench's does), either in a closed loop (each
 * connection sends its next order as soon as the last one answered: throughput) or in an open
 * loop (orders sent on a fixed schedule whatever the server does: latency, measured from the
 * instant each order was due, so a stalled server cannot hide its queue by slowing the sender).
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { PostAnswer } from '../shared/http-load';
import { RawHttpPool } from '../shared/raw-http';
import type { BenchCustomer as Customer } from '../shared/kabuto';

export type { BenchCustomer as Customer } from '../shared/kabuto';

export type OrderOptions = {
  origin: string;
  connections: number;
  symbols: readonly string[];
  /** Sent as `accept-encoding`, as a browser or the app would ('' sends none). */
  acceptEncoding: string;
  /** Prefix of every idempotency key of this run (unique per run). */
  keyPrefix: string;
};

/** What one window measured: completed orders, refusals by key, latencies (ms). */
export type Window = {
  /** Orders answered status 1 within the window. */
  accepted: number;
  /** Refused or failed within the window, by catalogue key (or `http_<code>`, `network:<code>`). */
  refused: Record<string, number>;
  seconds: number;
  latencies: number[];
  /** CPU this (client) process spent in the window, ms. */
  clientCpuMs: number;
};

/** Sent, and answered, over the whole run: the sanity check against the positions table. */
export type Totals = { sent: number; accepted: number; refused: Record<string, number> };

const LEVERAGE = 5;

function decode(body: Buffer, encoding: string | undefined): string {
  switch (encoding) {
    case 'br':
      return brotliDecompressSync(body).toString('utf8');
    case 'gzip':
      return gunzipSync(body).toString('utf8');
    case 'deflate':
      return inflateSync(body).toString('utf8');
    default:
      return body.toString('utf8');
  }
}

/** An order's answer as its catalogue key ('' for an order that holds its shares). */
function outcomeOf(answer: PostAnswer): string {
  if ('network' in answer) return answer.network;
  try {
    const body = JSON.parse(decode(answer.body, answer.headers['content-encoding'])) as {
      status?: number;
      msg?: string;
      data?: { status?: string } | null;
    };
    // A market order in an open session fills at once: anything else is a finding.
    if (body.status === 1)
      return body.data?.status === 'holding' ? '' : `not_holding:${body.data?.status ?? '?'}`;
    return body.msg || `http_${answer.status}`;
  } catch {
    return `http_${answer.status}_unreadable`;
  }
}

export class OrderClient {
  readonly totals: Totals = { sent: 0, accepted: 0, refused: {} };
  private readonly pool: RawHttpPool;
  private serial = 0;

  constructor(
    private readonly options: OrderOptions,
    private readonly customers: readonly Customer[],
  ) {
    this.pool = new RawHttpPool(options.origin, options.connections);
  }

  close(): void {
    this.pool.close();
  }

  /**
   * One market order for a random customer, answered with the catalogue key of its outcome
   * ('' for an accepted order) once the whole answer has arrived.
   */
  async order(): Promise<string> {
    const customer = this.customers[Math.floor(Math.random() * this.customers.length)]!;
    const symbol = this.options.symbols[this.serial % this.options.symbols.length]!;
    const key = `${this.options.keyPrefix}-${++this.serial}`;
    const payload = JSON.stringify({
      symbol,
      direction: 'long',
      orderType: 'market',
      lots: 1,
      leverage: LEVERAGE,
    });
    const headers: Record<string, string> = {
      token: customer.token,
      account: customer.account,
      'idempotency-key': key,
    };
    if (this.options.acceptEncoding) headers['accept-encoding'] = this.options.acceptEncoding;
    this.totals.sent += 1;
    const outcome = outcomeOf(await this.pool.post('/api/vue/trade/place', payload, headers));
    if (outcome === '') this.totals.accepted += 1;
    else this.totals.refused[outcome] = (this.totals.refused[outcome] ?? 0) + 1;
    return outcome;
  }

  /**
   * Closed loop: `connections` callers, each sending its next order when the last one answered,
   * for `seconds`. Counts what was answered before the window closed; what is still in flight then
   * is awaited (so the next window starts clean) but not counted.
   */
  async closedLoop(seconds: number): Promise<Window> {
    const window: Window = { accepted: 0, refused: {}, seconds, latencies: [], clientCpuMs: 0 };
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const ends = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: this.options.connections }, async () => {
        while (performance.now() < ends) {
          const sentAt = performance.now();
          const outcome = await this.order();
          const answeredAt = performance.now();
          if (answeredAt > ends) break;
          window.latencies.push(answeredAt - sentAt);
          if (outcome === '') window.accepted += 1;
          else window.refused[outcome] = (window.refused[outcome] ?? 0) + 1;
        }
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    window.clientCpuMs = (cpu.user + cpu.system) / 1000;
    return window;
  }

  /**
   * Open loop: `rate` orders a second for `seconds`, each sent at its scheduled instant (or as soon
   * after as this process gets to it) over the same `connections` sockets; an order that finds
   * every socket busy waits for one, and that wait counts. Latency runs from the scheduled instant
   * to the end of the answer. Waits for every answer (at most 30 s past the window).
   */
  async openLoop(
    rate: number,
    seconds: number,
  ): Promise<
    Window & {
      scheduled: number;
      maxSendLagMs: number;
      firstSecondLatencies: number[];
      laterLatencies: number[];
    }
  > {
    const count = Math.max(1, Math.round(rate * seconds));
    const interval = 1000 / rate;
    const window = {
      accepted: 0,
      refused: {} as Record<string, number>,
      seconds,
      latencies: [] as number[],
      clientCpuMs: 0,
      scheduled: count,
      maxSendLagMs: 0,
      /** `latencies` parted by due time: the first second (how the window started), the rest. */
      firstSecondLatencies: [] as number[],
      laterLatencies: [] as number[],
    };
    const cpuBefore = process.cpuUsage();
    const started = performance.now() + 5;
    const inFlight: Promise<void>[] = [];
    let next = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (next < count && started + next * interval <= now) {
          const dueAt = started + next * interval;
          window.maxSendLagMs = Math.max(window.maxSendLagMs, now - dueAt);
          next += 1;
          inFlight.push(
            this.order().then((outcome) => {
              const latency = performance.now() - dueAt;
              window.latencies.push(latency);
              (dueAt - started < 1000 ? window.firstSecondLatencies : window.laterLatencies).push(
                latency,
              );
              if (outcome === '') window.accepted += 1;
              else window.refused[outcome] = (window.refused[outcome] ?? 0) + 1;
            }),
          );
        }
        if (next >= count) return resolve();
        const wait = Math.max(0, started + next * interval - performance.now());
        setTimeout(tick, Math.min(wait, 50));
      };
      setTimeout(tick, 5);
    });
    await Promise.race([
      Promise.all(inFlight),
      new Promise((resolve) => setTimeout(resolve, 30_000).unref()),
    ]);
    const cpu = process.cpuUsage(cpuBefore);
    window.clientCpuMs = (cpu.user + cpu.system) / 1000;
    return window;
  }
}
