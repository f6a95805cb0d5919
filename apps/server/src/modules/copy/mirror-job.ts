import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TradingSettings } from '@kabuto/contract';
import {
  add,
  divide,
  fromInteger,
  isPositive,
  multiply,
  roundTo,
  type DecimalString,
} from '@kabuto/money';
import type { Database } from '../../db/client';
import { copyProducts, copyStrategies } from '../../db/schema-copy';
import { copyMirrors } from '../../db/schema-copy-leaders';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import {
  positionStatus,
  positionsOpenedSince,
  readTradingSettings,
  sessionClock,
  type OpenedPosition,
  type TradingService,
} from '../trading';
import { poolMoney, type PoolMoney } from './equity';
import { poolTrader } from './pool-account';

/*
 * Mirroring a leader's trades into the pools of the leader's products (docs/copy-trading.md,
 * "Leaders"; ADR 0029). Every run, while the regular session is open, for each open product of
 * an active leader strategy:
 *
 * - each leader position that opened after the product opened and has no `copy_mirrors` row is
 *   mirrored: the pool opens the same symbol, direction and leverage at market for the same share
 *   of its equity as the position's margin is of the leader's equity, in whole lots (rounded down;
 *   mirrorLots). Zero lots is recorded as a skip with its reason, never dropped silently;
 * - each mirrored leader position that is now closed closes the pool's position.
 *
 * The state is durable: the row is inserted before the order is placed (one process wins the
 * insert), the orders are keyed `copy:<product>:mirror:<leader position>:open|close`, so a run
 * repeated by another process or after a crash replays the order instead of doubling it. An order
 * the trading rules refuse (a close before T+1, the session over) records the refusal's key and
 * is tried again on the next run. After downtime the job catches up: a position the leader opened
 * and closed while nothing ran is recorded as skipped ('leader_closed'), one still open is
 * mirrored at the prices of the moment.
 */

type Deps = {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  trading: TradingService;
  logger: FastifyBaseLogger;
};
type MirrorRow = typeof copyMirrors.$inferSelect;
type Product = { id: number; poolCustomerId: number; openedAt: Date; waiting: boolean };

/** Why a leader position was not mirrored (shown with the mirror: skips are never silent). */
export type MirrorSkipReason =
  'pool_too_small' | 'pool_cash_short' | 'leader_equity_none' | 'leader_closed';

export interface MirrorSummary {
  opened: number;
  closed: number;
  skipped: number;
  refused: number;
}

/** floor(a ÷ b) for a ≥ 0, b > 0, as a number of lots (exact decimal division, rounded down). */
function floorLots(a: DecimalString, b: DecimalString): number {
  if (!isPositive(a)) return 0;
  return Number(roundTo(divide(a, b), 0, 'down'));
}

/**
 * The pool's lots for a leader position, or why none:
 * lots = floor(margin ÷ leader equity × pool equity ÷ (price × lot shares ÷ leverage)),
 * no more than the pool's cash buys with the opening fees (a lot costs its margin plus the buy and
 * service fees) nor than one order may carry.
 */
export function mirrorLots(input: {
  leaderMargin: DecimalString;
  leaderEquity: DecimalString;
  pool: PoolMoney;
  price: DecimalString;
  leverage: number;
  settings: Pick<
    TradingSettings,
    'lotShares' | 'maxLotsPerOrder' | 'buyFeeRate' | 'serviceFeeRate'
  >;
}): { lots: number } | { lots: 0; reason: MirrorSkipReason } {
  const { settings } = input;
  if (!isPositive(input.leaderEquity)) return { lots: 0, reason: 'leader_equity_none' };
  const lotNotional = multiply(input.price, fromInteger(settings.lotShares));
  const lotMargin = divide(lotNotional, fromInteger(input.leverage));
  const target = divide(multiply(input.leaderMargin, input.pool.equity), input.leaderEquity);
  const byShare = floorLots(target, lotMargin);
  if (byShare === 0) return { lots: 0, reason: 'pool_too_small' };
  const fees = multiply(lotNotional, add(settings.buyFeeRate, settings.serviceFeeRate));
  const byCash = floorLots(input.pool.available, add(lotMargin, fees));
  if (byCash === 0) return { lots: 0, reason: 'pool_cash_short' };
  return { lots: Math.min(byShare, byCash, settings.maxLotsPerOrder) };
}

const openKey = (productId: number, leaderPositionId: number) =>
  `copy:${productId}:mirror:${leaderPositionId}:open`;
const closeKey = (productId: number, leaderPositionId: number) =>
  `copy:${productId}:mirror:${leaderPositionId}:close`;

async function update(deps: Deps, row: MirrorRow, set: Partial<typeof copyMirrors.$inferInsert>) {
  await deps.db
    .update(copyMirrors)
    .set(set)
    .where(
      and(
        eq(copyMirrors.productId, row.productId),
        eq(copyMirrors.leaderPositionId, row.leaderPositionId),
      ),
    );
}

/** Places (or replays) the pool's open for a mirror in state 'opening' with its lots. */
async function placeOpen(deps: Deps, product: Product, row: MirrorRow): Promise<boolean> {
  try {
    const placed = await deps.trading.place(
      poolTrader(product.poolCustomerId),
      {
        symbol: row.symbol,
        direction: row.direction,
        orderType: 'market',
        lots: row.lots,
        leverage: row.leverage,
        session: 'regular',
        dayTrade: false,
      },
      openKey(product.id, row.leaderPositionId),
    );
    await update(deps, row, {
      state: 'open',
      poolPositionId: placed.id,
      openedAt: deps.clock.now(),
      refusalKey: null,
    });
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Refused: no position carries the key (a replay would have answered it), so the next run
    // may place it afresh with lots computed again.
    await update(deps, row, { refusalKey: error.key });
    return false;
  }
}

/** Closes the pool's position of a mirror whose leader position closed. */
async function placeClose(deps: Deps, product: Product, row: MirrorRow): Promise<boolean | null> {
  const status = await positionStatus(deps.db, product.poolCustomerId, row.poolPositionId!);
  // Already over: closed by a margin call or to pay a redemption, or an open order that lapsed.
  if (status === null || status === 'closed' || status === 'cancelled') {
    await update(deps, row, { state: 'closed', closedAt: deps.clock.now(), refusalKey: null });
    return true;
  }
  if (status !== 'holding') return null; // an order or a close in flight, or locked: next run
  try {
    const closed = await deps.trading.close(
      poolTrader(product.poolCustomerId),
      { positionId: row.poolPositionId!, orderType: 'market' },
      closeKey(product.id, row.leaderPositionId),
    );
    if (closed.status === 'closed') {
      await update(deps, row, { state: 'closed', closedAt: deps.clock.now(), refusalKey: null });
      return true;
    }
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await update(deps, row, { refusalKey: error.key });
    return false;
  }
}

async function recordSkip(
  deps: Deps,
  product: Product,
  position: OpenedPosition,
  reason: MirrorSkipReason,
) {
  await deps.db
    .insert(copyMirrors)
    .values({
      productId: product.id,
      leaderPositionId: position.id,
      symbol: position.symbol,
      direction: position.direction,
      leverage: position.leverage,
      state: 'skipped',
      lots: 0,
      skipReason: reason,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
}

/** One product's mirroring run. */
export async function mirrorProduct(
  deps: Deps,
  product: Product,
  leaderCustomerId: number,
  settings: TradingSettings,
): Promise<MirrorSummary> {
  const { db, market } = deps;
  const summary: MirrorSummary = { opened: 0, closed: 0, skipped: 0, refused: 0 };
  const leaderPositions = await positionsOpenedSince(db, leaderCustomerId, product.openedAt);
  const mirrors = new Map(
    (await db.select().from(copyMirrors).where(eq(copyMirrors.productId, product.id))).map(
      (row) => [row.leaderPositionId, row],
    ),
  );
  let leader: PoolMoney | null = null;
  for (const position of leaderPositions) {
    const mirror = mirrors.get(position.id);
    const leaderClosed = position.status === 'closed';
    if (mirror?.state === 'closed' || mirror?.state === 'skipped') continue;
    if (mirror?.state === 'open') {
      if (!leaderClosed) continue;
      const done = await placeClose(deps, product, mirror);
      if (done === true) summary.closed += 1;
      if (done === false) summary.refused += 1;
      continue;
    }
    if (mirror?.state === 'opening') {
      if (mirror.refusalKey === null) {
        // Placed (or being placed) by an earlier run that did not record the outcome: replay it.
        if (await placeOpen(deps, product, mirror)) summary.opened += 1;
        else summary.refused += 1;
        continue;
      }
      if (leaderClosed) {
        await update(deps, mirror, { state: 'skipped', skipReason: 'leader_closed' });
        summary.skipped += 1;
        continue;
      }
    } else if (leaderClosed) {
      await recordSkip(deps, product, position, 'leader_closed');
      summary.skipped += 1;
      continue;
    }
    // A close order waiting or a locked position is not a trade to copy yet.
    if (position.status !== 'holding') continue;
    // Cash owed to waiting redemptions is not the strategy's to invest (as for the rebalance).
    if (product.waiting) continue;
    leader ??= await poolMoney(db, market, leaderCustomerId);
    const pool = await poolMoney(db, market, product.poolCustomerId);
    const sized = mirrorLots({
      leaderMargin: position.margin,
      leaderEquity: leader.equity,
      pool,
      price: market.quote(position.symbol).last,
      leverage: position.leverage,
      settings,
    });
    if (sized.lots === 0) {
      const reason = 'reason' in sized ? sized.reason : 'pool_too_small';
      if (mirror) await update(deps, mirror, { state: 'skipped', skipReason: reason });
      else await recordSkip(deps, product, position, reason);
      summary.skipped += 1;
      continue;
    }
    const row = await claim(deps, product, position, mirror ?? null, sized.lots);
    if (!row) continue; // another process claimed it: it places the order
    if (await placeOpen(deps, product, row)) summary.opened += 1;
    else summary.refused += 1;
  }
  return summary;
}

/**
 * Claims the open of a leader position for this run: a new row in state 'opening', or a refused
 * one taken back (its lots computed again). Only one process wins either; null when it lost.
 */
async function claim(
  deps: Deps,
  product: Product,
  position: OpenedPosition,
  refused: MirrorRow | null,
  lots: number,
): Promise<MirrorRow | null> {
  if (refused) {
    const [row] = await deps.db
      .update(copyMirrors)
      .set({ lots, refusalKey: null })
      .where(
        and(
          eq(copyMirrors.productId, product.id),
          eq(copyMirrors.leaderPositionId, position.id),
          eq(copyMirrors.state, 'opening'),
          eq(copyMirrors.refusalKey, refused.refusalKey!),
        ),
      )
      .returning();
    return row ?? null;
  }
  const [row] = await deps.db
    .insert(copyMirrors)
    .values({
      productId: product.id,
      leaderPositionId: position.id,
      symbol: position.symbol,
      direction: position.direction,
      leverage: position.leverage,
      state: 'opening',
      lots,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Mirrors every open product of an active leader strategy; returns what the run did. */
export async function runDueMirrors(
  deps: Deps,
  now: Date = deps.clock.now(),
): Promise<MirrorSummary> {
  const total: MirrorSummary = { opened: 0, closed: 0, skipped: 0, refused: 0 };
  const settings = await readTradingSettings(deps.db);
  // The pool trades in the regular session only (as the house rebalance does): a trade the
  // leader made outside it is mirrored when the next regular session opens.
  if (!sessionClock(deps.market.calendar, settings, now).regularOpen) return total;
  const due = await deps.db
    .select({
      id: copyProducts.id,
      poolCustomerId: copyProducts.poolCustomerId,
      openedAt: copyProducts.openedAt,
      leaderCustomerId: copyStrategies.leaderCustomerId,
      waiting: sql<boolean>`EXISTS (SELECT 1 FROM copy_redemptions w
                 WHERE w.product_id = ${copyProducts.id} AND w.flow_id IS NULL)`,
    })
    .from(copyProducts)
    .innerJoin(copyStrategies, eq(copyStrategies.id, copyProducts.strategyId))
    .where(
      and(
        eq(copyProducts.status, 'open'),
        eq(copyStrategies.kind, 'leader'),
        eq(copyStrategies.status, 'active'),
      ),
    )
    .orderBy(copyProducts.id);
  for (const row of due) {
    if (row.poolCustomerId === null || row.openedAt === null || row.leaderCustomerId === null) {
      continue;
    }
    const product = {
      id: row.id,
      poolCustomerId: row.poolCustomerId,
      openedAt: row.openedAt,
      waiting: Boolean(row.waiting),
    };
    const summary = await mirrorProduct(deps, product, row.leaderCustomerId, settings);
    if (summary.opened + summary.closed + summary.skipped + summary.refused > 0) {
      deps.logger.info({ productId: row.id, ...summary }, 'copy: leader trades mirrored');
    }
    for (const key of Object.keys(total) as (keyof MirrorSummary)[]) total[key] += summary[key];
  }
  return total;
}
