import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { add, ZERO, type DecimalString } from '@kabuto/money';
import type { Database } from '../../db/client';
import { copyProducts, copyRebalances, copyStrategies } from '../../db/schema-copy';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import { jstInstantMs } from '../../platform/calendar';
import type { Clock } from '../../platform/clock';
import { readTradingSettings, sessionClock, type TradingService } from '../trading';
import { poolMoney } from './equity';
import { planRebalance, type RebalanceHolding } from './house/rebalance';
import { HOUSE_RULES, type CloseHistory } from './house/rules';
import { poolTrader } from './pool-account';

/*
 * The house strategies' daily run (docs/copy-trading.md, "House strategies"): once per trading day
 * and product, in the first job run while the regular session is open, the rule reads the
 * baskets' completed daily closes, the rebalance turns its weights into whole-lot orders, and the
 * pool places them through the trading module like a customer (ADR 0029), every order keyed by
 * the product, the day and the symbol or position, so a run repeated after a crash replays what
 * was placed instead of placing it twice. The day's row in `copy_rebalances` is the job's state:
 * the first process to insert it runs the day; a row left unfinished for five minutes (a crash) is
 * taken over and finished.
 */

const STALE_MS = 5 * 60_000;
/** Completed daily closes the rules may need (Rebound's 100-day average, with room). */
const HISTORY_DAYS = 160;

export interface RebalanceSummary {
  opened: { symbol: string; lots: number }[];
  closed: number[];
  /** Orders the trading rules refused today (a close before T+1, a session closed): tried again tomorrow. */
  refused: { order: string; key: string }[];
}

type Deps = {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  trading: TradingService;
  logger: FastifyBaseLogger;
};

/** Each basket symbol's completed daily closes before `day`, oldest first. */
function closesBefore(market: MarketDataProvider, basket: readonly string[], day: string) {
  const dayStartMs = jstInstantMs(day, 0);
  const history: CloseHistory[] = [];
  for (const symbol of basket) {
    if (!market.instrument(symbol)) continue;
    const { candles } = market.candles(symbol, '1d', { limit: HISTORY_DAYS + 1 });
    history.push({
      symbol,
      closes: candles.filter((candle) => candle.time < dayStartMs).map((candle) => candle.close),
    });
  }
  return history;
}

/** Claims the day for the product: true when this run should do it. */
async function claim(db: Database, productId: number, day: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(copyRebalances)
    .values({ productId, tradingDay: day, startedAt: now })
    .onConflictDoNothing()
    .returning({ productId: copyRebalances.productId });
  if (inserted.length > 0) return true;
  // A run that crashed part-way: take it over (its orders replay by their keys).
  const taken = await db
    .update(copyRebalances)
    .set({ startedAt: now })
    .where(
      and(
        eq(copyRebalances.productId, productId),
        eq(copyRebalances.tradingDay, day),
        isNull(copyRebalances.finishedAt),
        lt(copyRebalances.startedAt, new Date(now.getTime() - STALE_MS)),
      ),
    )
    .returning({ productId: copyRebalances.productId });
  return taken.length > 0;
}

export async function rebalanceProduct(
  deps: Deps,
  product: { id: number; poolCustomerId: number },
  strategy: { ruleCode: 'trend' | 'rebound'; basket: string[] },
  day: string,
): Promise<RebalanceSummary> {
  const { db, market, trading } = deps;
  const pool = poolTrader(product.poolCustomerId);
  const summary: RebalanceSummary = { opened: [], closed: [], refused: [] };
  const targets = HOUSE_RULES[strategy.ruleCode].targetWeights(
    closesBefore(market, strategy.basket, day),
  );
  const open = await trading.positions(pool, { tab: 'open', limit: 100 });
  if (open.items.some((position) => position.status !== 'holding')) return summary;
  const holdings: RebalanceHolding[] = open.items.map((position) => ({
    positionId: position.id,
    symbol: position.symbol,
    shares: position.shares,
    value: add(position.margin, position.unrealizedPnl ?? ZERO),
  }));
  const money = await poolMoney(db, market, product.poolCustomerId);
  const settings = await readTradingSettings(db);
  const prices: Record<string, DecimalString> = {};
  for (const symbol of strategy.basket) {
    if (market.instrument(symbol)) prices[symbol] = market.quote(symbol).last;
  }
  const plan = planRebalance({
    equity: money.equity,
    cash: money.available,
    lotShares: settings.lotShares,
    holdings,
    prices,
    targets: targets.filter((target) => prices[target.symbol] !== undefined),
  });
  for (const { positionId } of plan.closes) {
    const key = `copy:${product.id}:${day}:close:${positionId}`;
    try {
      await trading.close(pool, { positionId, orderType: 'market' }, key);
      summary.closed.push(positionId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      summary.refused.push({ order: `close ${positionId}`, key: error.key });
    }
  }
  for (const { symbol, lots } of plan.opens) {
    const key = `copy:${product.id}:${day}:open:${symbol}`;
    try {
      await trading.place(
        pool,
        {
          symbol,
          direction: 'long',
          orderType: 'market',
          lots,
          leverage: 1,
          session: 'regular',
          dayTrade: false,
        },
        key,
      );
      summary.opened.push({ symbol, lots });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      summary.refused.push({ order: `open ${symbol} ${lots}`, key: error.key });
    }
  }
  return summary;
}

/** Runs every open house product's rebalance due now; returns how many ran. */
export async function runDueRebalances(deps: Deps, now: Date = deps.clock.now()): Promise<number> {
  // The trading module's own clock of sessions: the pool trades in the regular session only.
  const sessions = sessionClock(deps.market.calendar, await readTradingSettings(deps.db), now);
  const day = sessions.regularOpen ? sessions.tradingDay : null;
  if (day === null) return 0;
  const due = await deps.db
    .select({ product: copyProducts, strategy: copyStrategies })
    .from(copyProducts)
    .innerJoin(copyStrategies, eq(copyStrategies.id, copyProducts.strategyId))
    .where(
      and(
        eq(copyProducts.status, 'open'),
        eq(copyStrategies.kind, 'house'),
        eq(copyStrategies.status, 'active'),
        sql`NOT EXISTS (SELECT 1 FROM copy_rebalances r WHERE r.product_id = ${copyProducts.id}
                         AND r.trading_day = ${day} AND r.finished_at IS NOT NULL)`,
        // Cash owed to waiting redemptions is not the strategy's to invest: the day's rebalance
        // waits until they are paid (redemption-job.ts).
        sql`NOT EXISTS (SELECT 1 FROM copy_redemptions w WHERE w.product_id = ${copyProducts.id}
                         AND w.flow_id IS NULL)`,
      ),
    );
  let ran = 0;
  for (const { product, strategy } of due) {
    if (product.poolCustomerId === null || !strategy.ruleCode || !strategy.basket) continue;
    if (!(await claim(deps.db, product.id, day, now))) continue;
    const summary = await rebalanceProduct(
      deps,
      { id: product.id, poolCustomerId: product.poolCustomerId },
      { ruleCode: strategy.ruleCode, basket: strategy.basket },
      day,
    );
    await deps.db
      .update(copyRebalances)
      .set({ finishedAt: deps.clock.now(), summary })
      .where(and(eq(copyRebalances.productId, product.id), eq(copyRebalances.tradingDay, day)));
    deps.logger.info({ productId: product.id, day, ...summary }, 'copy: pool rebalanced');
    ran += 1;
  }
  return ran;
}
