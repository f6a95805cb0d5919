import { compare, type DecimalString } from '@kabuto/money';
import type { TradingSettings } from '@kabuto/contract';
import type { Database, Transaction } from '../../db/client';
import type { MarketDataProvider, Quote } from '../../market-data/provider';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/app-error';
import type { FeedLeadership } from '../../realtime/feed-leader';
import {
  applyCancel,
  applyCloseFill,
  applyOpenFill,
  needsForcedClose,
  planBookFill,
  planPriceFill,
  quoteRefOf,
  tradeSide,
  type QuoteRef,
} from './execution';
import { returnShares } from './lending';
import { ratesOf } from './place-order';
import { reopenAfterCloseOrder } from './position-actions';
import { dueForJobs, lockCustomerForTrading, lockPosition, triggeredBy, type PositionRow } from './repo';
import { readTradingSettings } from './settings';

export type TradingEngineLogger = { error: (object: object, message: string) => void };

export type TradingEngine = {
  /** Runs the session-end work due at `now`: lapsed orders, lapsed close orders, day trades to close. */
  runDueJobs(now?: Date): Promise<number>;
  /** Resolves once every quote received so far has been matched. */
  whenIdle(): Promise<void>;
  stop(): void;
};

const REGULAR_STATES = new Set(['morning', 'afternoon', 'continuous']);

/**
 * The matcher and the session-end jobs (docs/trading.md, "The engine"). Every quote the market
 * publishes is checked, in order per symbol, against the symbol's pending orders, pending close
 * orders and the margin levels of its positions, by one query that returns only what the quote
 * triggers; there is no polling gap. Each triggered position is then handled in its own
 * transaction under its row lock, re-checked there, so a customer's close or cancel racing the
 * matcher is decided once. Only the feed leader matches and runs jobs (one runner at a time);
 * every step is a guarded state change, so a second runner would change nothing twice anyway.
 */
export function createTradingEngine(deps: {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  leadership: FeedLeadership;
  logger: TradingEngineLogger;
  /** How often the jobs run; 0 leaves them to the caller (tests). */
  jobIntervalMs: number;
}): TradingEngine {
  const { db, clock, market, leadership, logger } = deps;
  const queues = new Map<string, Promise<void>>();
  let stopped = false;

  async function handleTriggered(tx: Transaction, id: number, quote: Quote, settings: TradingSettings) {
    const row = await lockPosition(tx, id);
    if (!row) return;
    await lockCustomerForTrading(tx, row.customerId);
    const ref = quoteRefOf(quote);
    const price = quote.last;
    const opened = quote.open !== null && REGULAR_STATES.has(quote.sessionState);
    if (row.status === 'pending') {
      const limitReached =
        row.session === 'regular' &&
        row.limitPrice !== null &&
        (row.direction === 'long' ? compare(row.limitPrice, price) >= 0 : compare(row.limitPrice, price) <= 0);
      const openReached = row.session === 'pre_market' && opened && row.tradingDay === quote.tradingDay;
      if (!limitReached && !openReached) return;
      const plan = limitReached
        ? planPriceFill(row.limitPrice!, row.shares, 'limit', ref)
        : planPriceFill(quote.open!, row.shares, 'opening_price', ref);
      await applyOpenFill(tx, row, plan, {
        at: clock.now(),
        tradingDay: quote.tradingDay,
        dayTradeCloseAt: row.dayTrade ? row.expiresAt : null,
      });
      return;
    }
    if (row.status === 'closing') {
      const limitReached =
        row.closeSession === 'regular' &&
        row.closeLimitPrice !== null &&
        (row.direction === 'long' ? compare(row.closeLimitPrice, price) <= 0 : compare(row.closeLimitPrice, price) >= 0);
      const openReached = row.closeSession === 'pre_market' && opened && row.closeTradingDay === quote.tradingDay;
      if (limitReached || openReached) {
        const plan = limitReached
          ? planPriceFill(row.closeLimitPrice!, row.shares, 'limit', ref)
          : planPriceFill(quote.open!, row.shares, 'opening_price', ref);
        await returnShares(tx, row.symbol, row.lendingShares);
        await applyCloseFill(tx, row, plan, { at: clock.now(), reason: 'customer', rates: ratesOf(settings) });
        return;
      }
    }
    if (row.status === 'holding' || row.status === 'closing' || row.status === 'locked') {
      if (!needsForcedClose(row, price, settings.maintenanceLevelPercent)) return;
      await forceClose(tx, row, settings);
    }
  }

  /**
   * The margin level fell to the maintenance level: the position is sold at market, a pending
   * close order included, a lock notwithstanding (the lock stops the customer, not the risk rule).
   * With the book's side empty (a stock locked at its limit) nothing can be sold; the next quote
   * tries again.
   */
  async function forceClose(tx: Transaction, row: PositionRow, settings: TradingSettings) {
    let plan;
    try {
      plan = planBookFill(market, row.symbol, tradeSide(row.direction, 'close'), row.shares)!;
    } catch (error) {
      if (error instanceof AppError && error.key === 'insufficient_liquidity') return;
      throw error;
    }
    await returnShares(tx, row.symbol, row.lendingShares);
    await applyCloseFill(tx, row, plan, { at: clock.now(), reason: 'maintenance', rates: ratesOf(settings) });
  }

  async function processQuote(quote: Quote) {
    if (!REGULAR_STATES.has(quote.sessionState)) return;
    const settings = await readTradingSettings(db);
    const ids = await triggeredBy(db, {
      symbol: quote.symbol,
      price: quote.last,
      tradingDay: quote.tradingDay,
      opened: quote.open !== null,
      maintenanceLevelPercent: settings.maintenanceLevelPercent,
    });
    for (const id of ids) {
      await db.transaction((tx) => handleTriggered(tx, id, quote, settings));
    }
  }

  function enqueue(quote: Quote) {
    const previous = queues.get(quote.symbol) ?? Promise.resolve();
    const next = previous
      .then(() => processQuote(quote))
      .catch((error: unknown) => logger.error({ err: error, symbol: quote.symbol }, 'trading: matching a quote failed'));
    queues.set(quote.symbol, next);
    void next.then(() => {
      if (queues.get(quote.symbol) === next) queues.delete(quote.symbol);
    });
  }

  const unsubscribe = market.subscribe((update) => {
    if (stopped || update.kind !== 'quote' || !leadership.isLeader()) return;
    enqueue(update.quote);
  });

  /** The day's closing price of a symbol: today's last, or, once the next day has begun, its base. */
  function closingPrice(symbol: string, tradingDay: string): { price: DecimalString; ref: QuoteRef } {
    const quote = market.quote(symbol);
    const ref = quoteRefOf(quote);
    if (quote.tradingDay !== tradingDay && quote.prevClose !== null) return { price: quote.prevClose, ref };
    return { price: quote.last, ref };
  }

  async function runJob(id: number, job: 'expire' | 'expire_close' | 'day_trade_close', now: Date, settings: TradingSettings) {
    await db.transaction(async (tx) => {
      const row = await lockPosition(tx, id);
      if (!row) return;
      await lockCustomerForTrading(tx, row.customerId);
      if (job === 'expire' && row.status === 'pending' && row.expiresAt && row.expiresAt <= now) {
        await returnShares(tx, row.symbol, row.lendingShares);
        await applyCancel(tx, row, 'expired', now);
        return;
      }
      if (job === 'day_trade_close' && row.dayTrade && row.dayTradeCloseAt && row.dayTradeCloseAt <= now) {
        if (row.status !== 'holding' && row.status !== 'closing' && row.status !== 'locked') return;
        const { price, ref } = closingPrice(row.symbol, row.openTradingDay!);
        await returnShares(tx, row.symbol, row.lendingShares);
        await applyCloseFill(tx, row, planPriceFill(price, row.shares, 'closing_price', ref), {
          at: now,
          reason: 'day_trade_end',
          rates: ratesOf(settings),
        });
        return;
      }
      if (job === 'expire_close' && row.status === 'closing' && row.closeExpiresAt && row.closeExpiresAt <= now) {
        await reopenAfterCloseOrder(tx, row);
      }
    });
  }

  async function runDueJobs(now: Date = clock.now()): Promise<number> {
    const due = await dueForJobs(db, now);
    if (due.length === 0) return 0;
    const settings = await readTradingSettings(db);
    // Day trades first: a day trade's pending close lapses at the same instant it is closed.
    const ordered = [...due].sort((a, b) => Number(b.job === 'day_trade_close') - Number(a.job === 'day_trade_close'));
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
            .catch((error: unknown) => logger.error({ err: error }, 'trading: session-end jobs failed'))
            .finally(() => {
              running = false;
            });
        }, deps.jobIntervalMs)
      : null;
  timer?.unref();

  return {
    runDueJobs,
    async whenIdle() {
      while (queues.size > 0) await Promise.all([...queues.values()]);
    },
    stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearInterval(timer);
    },
  };
}
