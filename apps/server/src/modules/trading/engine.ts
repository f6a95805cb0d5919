import { compare, type DecimalString } from '@kabuto/money';
import type { CloseReason, Notice, TradingSettings } from '@kabuto/contract';
import type { Database, Transaction } from '../../db/client';
import type { MarketDataProvider, Quote } from '../../market-data/provider';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/app-error';
import { databaseErrorSummary, isDatabaseUnavailable } from '../../platform/database-errors';
import type { EventBus } from '../../realtime/events';
import type { FeedLeadership } from '../../realtime/feed-leader';
import { transactionWithNotices, type NoticeCollector } from '../notifications';
import { applyCloseFill, needsForcedClose } from './close-fill';
import { planBookFill, planPriceFill, quoteRefOf, tradeSide, type QuoteRef } from './fills';
import { applyCancel, applyOpenFill } from './open-fill';
import { returnShares } from './lending';
import { ratesOf } from './place-order';
import { reopenAfterCloseOrder } from './position-actions';
import {
  dueForJobs,
  lockCustomerForTrading,
  lockPosition,
  triggeredBy,
  type PositionRow,
} from './repo';
import { readTradingSettings } from './settings';

/** The stock's names for a notice about it (the market lists every stock a position can hold). */
function namesOf(market: MarketDataProvider, symbol: string) {
  const names = market.instrument(symbol)?.names;
  return names ? { names } : {};
}

function closedNotice(market: MarketDataProvider, row: PositionRow, reason: CloseReason): Notice {
  return {
    kind: 'position.closed',
    positionId: row.id,
    symbol: row.symbol,
    ...namesOf(market, row.symbol),
    reason,
  };
}

export type TradingEngineLogger = { error: (object: object, message: string) => void };

export type TradingEngine = {
  /** Runs the session-end work due at `now`: lapsed orders, lapsed close orders, day trades to close. */
  runDueJobs(now?: Date): Promise<number>;
  /** Resolves once every quote received so far has been matched. */
  whenIdle(): Promise<void>;
  stop(): void;
};

const REGULAR_STATES = new Set(['morning', 'afternoon', 'continuous']);

/** While the database is unreachable, one log line per this long (matching fails on every quote). */
const OUTAGE_LOG_INTERVAL_MS = 10_000;

/** The quotes of one symbol and trading day not matched yet: their lowest, highest and latest. */
type QuoteWindow = { low: Quote; high: Quote; latest: Quote };

function widen(window: QuoteWindow, quote: Quote) {
  if (compare(quote.last, window.low.last) < 0) window.low = quote;
  if (compare(quote.last, window.high.last) > 0) window.high = quote;
  window.latest = quote;
}

/**
 * The matcher and the session-end jobs (docs/trading.md, "The engine"). Every quote the market
 * publishes is checked, in order per symbol, against the symbol's pending orders, pending close
 * orders and the margin levels of its positions, by one query per market tick for every symbol
 * that moved, which returns only what the quotes trigger; there is no polling gap (quotes that
 * arrive during a match are matched next, by their lowest and highest price, so the database sees
 * at most one match at a time). Each triggered position is then handled in its own
 * transaction under its row lock, re-checked there, so a customer's close or cancel racing the
 * matcher is decided once. Only the feed leader matches and runs jobs (one runner at a time);
 * every step is a guarded state change, so a second runner would change nothing twice anyway.
 * What the engine does on its own (a fill, a close) is a notice to the customer (ADR 0039): kept
 * in the inbox in the same transaction, announced on their socket topic after the commit.
 */
export function createTradingEngine(deps: {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  leadership: FeedLeadership;
  logger: TradingEngineLogger;
  /** How often the jobs run; 0 leaves them to the caller (tests). */
  jobIntervalMs: number;
  /** Where customers' notices go out after the commit (without it they are only kept). */
  events?: EventBus;
}): TradingEngine {
  const { db, clock, market, leadership, logger } = deps;
  /** Quotes not matched yet, per symbol: one window per trading day, oldest first. */
  const windows = new Map<string, QuoteWindow[]>();
  /** The match running now: ends when every window is drained. */
  let draining: Promise<void> | null = null;
  let stopped = false;
  /** When an unreachable database was last logged, and the failures not logged since. */
  let outageLoggedAt = 0;
  let outageUnlogged = 0;

  /**
   * A failed match or job is logged and the engine moves on, so a database outage cannot stop it
   * for good: the next quote (or the next run of the jobs) tries again, and every step is a guarded
   * state change. The quotes of a failed match are not matched again: a limit that only those
   * prices reached is not filled (the same as a price the quote stream never showed). While the
   * database is unreachable every quote fails; those are logged once in a while, by their message
   * and code only (drizzle's error message would carry the query's parameters). Wall-clock time,
   * not the Clock: this paces the log, not the business.
   */
  function logFailure(error: unknown, context: object, message: string) {
    if (!isDatabaseUnavailable(error)) {
      logger.error({ err: error, ...context }, message);
      return;
    }
    const now = Date.now();
    if (now - outageLoggedAt < OUTAGE_LOG_INTERVAL_MS) {
      outageUnlogged += 1;
      return;
    }
    logger.error(
      { database: databaseErrorSummary(error), failuresSinceLastLog: outageUnlogged, ...context },
      `${message}: database unavailable`,
    );
    outageLoggedAt = now;
    outageUnlogged = 0;
  }

  async function handleTriggered(
    tx: Transaction,
    notices: NoticeCollector,
    id: number,
    window: QuoteWindow,
    settings: TradingSettings,
  ) {
    const row = await lockPosition(tx, id);
    if (!row) return;
    await lockCustomerForTrading(tx, row.customerId);
    const { low, high, latest } = window;
    const opened = latest.open !== null;
    const sameDay = (day: string | null) => day === latest.tradingDay;
    if (row.status === 'pending') {
      // A buy fills once the price has been at or below its limit, a sell at or above.
      const crossing = row.direction === 'long' ? low : high;
      const limitReached =
        row.session === 'regular' &&
        row.limitPrice !== null &&
        sameDay(row.tradingDay) &&
        (row.direction === 'long'
          ? compare(row.limitPrice, crossing.last) >= 0
          : compare(row.limitPrice, crossing.last) <= 0);
      const openReached = row.session === 'pre_market' && opened && sameDay(row.tradingDay);
      if (!limitReached && !openReached) return;
      const plan = limitReached
        ? planPriceFill(row.limitPrice!, row.shares, 'limit', quoteRefOf(crossing))
        : planPriceFill(latest.open!, row.shares, 'opening_price', quoteRefOf(latest));
      const at = clock.now();
      await applyOpenFill(tx, row, plan, {
        at,
        tradingDay: latest.tradingDay,
        dayTradeCloseAt: row.dayTrade ? row.expiresAt : null,
      });
      await notices.record(
        tx,
        row.customerId,
        {
          kind: 'order.filled',
          positionId: row.id,
          symbol: row.symbol,
          ...namesOf(market, row.symbol),
        },
        at,
      );
      return;
    }
    if (row.status === 'closing') {
      // Closing a long sells (at or above the limit); closing a short buys (at or below).
      const crossing = row.direction === 'long' ? high : low;
      const limitReached =
        row.closeSession === 'regular' &&
        row.closeLimitPrice !== null &&
        sameDay(row.closeTradingDay) &&
        (row.direction === 'long'
          ? compare(row.closeLimitPrice, crossing.last) <= 0
          : compare(row.closeLimitPrice, crossing.last) >= 0);
      const openReached =
        row.closeSession === 'pre_market' && opened && sameDay(row.closeTradingDay);
      if (limitReached || openReached) {
        const plan = limitReached
          ? planPriceFill(row.closeLimitPrice!, row.shares, 'limit', quoteRefOf(crossing))
          : planPriceFill(latest.open!, row.shares, 'opening_price', quoteRefOf(latest));
        const at = clock.now();
        await returnShares(tx, row.symbol, row.lendingShares);
        await applyCloseFill(tx, row, plan, { at, reason: 'customer', rates: ratesOf(settings) });
        await notices.record(tx, row.customerId, closedNotice(market, row, 'customer'), at);
        return;
      }
    }
    if (row.status === 'holding' || row.status === 'closing' || row.status === 'locked') {
      // The worst price the window saw for this position.
      const worst = row.direction === 'long' ? low : high;
      if (!needsForcedClose(row, worst.last, settings.maintenanceLevelPercent)) return;
      await forceClose(tx, notices, row, settings);
    }
  }

  /**
   * The margin level fell to the maintenance level: the position is sold at market, a pending
   * close order included, a lock notwithstanding (the lock stops the customer, not the risk rule).
   * With the book's side empty (a stock locked at its limit) nothing can be sold; the next quote
   * tries again.
   */
  async function forceClose(
    tx: Transaction,
    notices: NoticeCollector,
    row: PositionRow,
    settings: TradingSettings,
  ) {
    let plan;
    try {
      plan = planBookFill(market, row.symbol, tradeSide(row.direction, 'close'), row.shares)!;
    } catch (error) {
      if (error instanceof AppError && error.key === 'insufficient_liquidity') return;
      throw error;
    }
    const at = clock.now();
    await returnShares(tx, row.symbol, row.lendingShares);
    await applyCloseFill(tx, row, plan, { at, reason: 'maintenance', rates: ratesOf(settings) });
    await notices.record(tx, row.customerId, closedNotice(market, row, 'maintenance'), at);
  }

  /**
   * One match for a market tick: the oldest window of every symbol with quotes waiting, in one
   * query (a tick moves every symbol at once; a query per symbol was hundreds a second, each a
   * round trip that orders waited behind). Each symbol's triggered positions are then handled in
   * id order, the symbols side by side; a failure is logged and that symbol's window dropped.
   */
  async function processWindows(batch: QuoteWindow[]) {
    const settings = await readTradingSettings(db);
    const due = await triggeredBy(
      db,
      batch.map(({ low, high, latest }) => ({
        symbol: latest.symbol,
        low: low.last,
        high: high.last,
        tradingDay: latest.tradingDay,
        opened: latest.open !== null,
      })),
      settings.maintenanceLevelPercent,
    );
    await Promise.all(
      batch.map(async (window) => {
        const symbol = window.latest.symbol;
        try {
          for (const id of due.get(symbol) ?? []) {
            await transactionWithNotices(db, deps.events, (tx, notices) =>
              handleTriggered(tx, notices, id, window, settings),
            );
          }
        } catch (error) {
          logFailure(error, { symbol }, 'trading: matching quotes failed');
        }
      }),
    );
  }

  async function drain() {
    while (windows.size > 0 && !stopped) {
      const batch: QuoteWindow[] = [];
      for (const [symbol, queue] of windows) {
        batch.push(queue.shift()!);
        if (queue.length === 0) windows.delete(symbol);
      }
      await processWindows(batch).catch((error: unknown) =>
        logFailure(error, { symbols: batch.length }, 'trading: matching quotes failed'),
      );
    }
  }

  /**
   * Every quote joins its symbol's window; while a tick is being matched, the quotes that arrive
   * widen the next one (its lowest and highest price, and the latest). No quote is skipped: a limit
   * the price touched between two matches is still reached, at the lowest or highest price seen.
   */
  function enqueue(quote: Quote) {
    if (!REGULAR_STATES.has(quote.sessionState)) return;
    const queue = windows.get(quote.symbol) ?? [];
    const last = queue.at(-1);
    if (last && last.latest.tradingDay === quote.tradingDay) widen(last, quote);
    else queue.push({ low: quote, high: quote, latest: quote });
    windows.set(quote.symbol, queue);
    if (!draining) startDraining();
  }

  function startDraining() {
    draining = drain().finally(() => {
      draining = null;
      // A quote that arrived between the last match and this line has a window of its own.
      if (windows.size > 0 && !stopped) startDraining();
    });
  }

  const unsubscribe = market.subscribe((update) => {
    if (stopped || update.kind !== 'quote' || !leadership.isLeader()) return;
    enqueue(update.quote);
  });

  /** The day's closing price of a symbol: today's last, or, once the next day has begun, its base. */
  function closingPrice(
    symbol: string,
    tradingDay: string,
  ): { price: DecimalString; ref: QuoteRef } {
    const quote = market.quote(symbol);
    const ref = quoteRefOf(quote);
    if (quote.tradingDay !== tradingDay && quote.prevClose !== null)
      return { price: quote.prevClose, ref };
    return { price: quote.last, ref };
  }

  async function runJob(
    id: number,
    job: 'expire' | 'expire_close' | 'day_trade_close',
    now: Date,
    settings: TradingSettings,
  ) {
    await transactionWithNotices(db, deps.events, async (tx, notices) => {
      const row = await lockPosition(tx, id);
      if (!row) return;
      await lockCustomerForTrading(tx, row.customerId);
      if (job === 'expire' && row.status === 'pending' && row.expiresAt && row.expiresAt <= now) {
        await returnShares(tx, row.symbol, row.lendingShares);
        await applyCancel(tx, row, 'expired', now);
        return;
      }
      if (
        job === 'day_trade_close' &&
        row.dayTrade &&
        row.dayTradeCloseAt &&
        row.dayTradeCloseAt <= now
      ) {
        if (row.status !== 'holding' && row.status !== 'closing' && row.status !== 'locked') return;
        const { price, ref } = closingPrice(row.symbol, row.openTradingDay!);
        await returnShares(tx, row.symbol, row.lendingShares);
        await applyCloseFill(tx, row, planPriceFill(price, row.shares, 'closing_price', ref), {
          at: now,
          reason: 'day_trade_end',
          rates: ratesOf(settings),
        });
        await notices.record(tx, row.customerId, closedNotice(market, row, 'day_trade_end'), now);
        return;
      }
      if (
        job === 'expire_close' &&
        row.status === 'closing' &&
        row.closeExpiresAt &&
        row.closeExpiresAt <= now
      ) {
        await reopenAfterCloseOrder(tx, row);
      }
    });
  }

  async function runDueJobs(now: Date = clock.now()): Promise<number> {
    const due = await dueForJobs(db, now);
    if (due.length === 0) return 0;
    const settings = await readTradingSettings(db);
    // Day trades first: a day trade's pending close lapses at the same instant it is closed.
    const ordered = [...due].sort(
      (a, b) => Number(b.job === 'day_trade_close') - Number(a.job === 'day_trade_close'),
    );
    for (const { id, job } of ordered) await runJob(id, job, now, settings);
    return due.length;
  }

  let running = false;
  const timer =
    deps.jobIntervalMs > 0
      ? setInterval(() => {
          if (running || stopped || !leadership.isLeader()) return;
          running = true;
          runDueJobs()
            .catch((error: unknown) => logFailure(error, {}, 'trading: session-end jobs failed'))
            .finally(() => {
              running = false;
            });
        }, deps.jobIntervalMs)
      : null;
  timer?.unref();

  return {
    runDueJobs,
    async whenIdle() {
      while (draining) await draining;
    },
    stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearInterval(timer);
    },
  };
}
