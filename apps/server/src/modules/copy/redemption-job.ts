import { isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  add,
  compare,
  isPositive,
  multiply,
  roundTo,
  subtract,
  sum,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import type { Database } from '../../db/client';
import { copyRedemptions } from '../../db/schema-copy';
import type { MarketDataProvider } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { TradingService } from '../trading';
import { figuresOf, poolMoney } from './equity';
import { lockProduct, type ProductRow } from './products';
import { payWaiting, waitingRedemptions } from './redemptions';
import { valueOf } from './units';
import { poolTrader } from './pool-account';

/*
 * Paying the redemptions that wait (docs/copy-trading.md, "Leaving"): every run, per product with
 * a waiting redemption, pay what the cash covers, in order; for the rest, close enough of the
 * pool's positions through the trading module, like a customer (a closed product: all of them),
 * then pay again. A close the trading rules refuse today (T+1, the session closed) is tried again
 * on the next run; its order is keyed by the first waiting request and the position, so a run
 * repeated after a crash replays it instead of closing twice.
 */

export type RedemptionJobDeps = {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  trading: TradingService;
  logger: FastifyBaseLogger;
};

type OpenPosition = { id: number; value: DecimalString };

/** What a sale costs beyond the position's value (fee and stamp duty), with room: 1%. */
const SALE_COST_ALLOWANCE = '0.01' as DecimalString;

/**
 * The positions to close to raise `need` yen: the smallest one that covers what is still needed
 * when there is one, otherwise the largest, and again, until covered (few sales, little
 * over-selling; the next rebalance restores the strategy's weights).
 */
export function positionsToClose(
  positions: readonly OpenPosition[],
  need: DecimalString,
): number[] {
  const left = [...positions].sort((a, b) => compare(a.value, b.value));
  const chosen: number[] = [];
  let remaining = need;
  while (isPositive(remaining) && left.length > 0) {
    const covering = left.findIndex((position) => compare(position.value, remaining) >= 0);
    const index = covering >= 0 ? covering : left.length - 1;
    const [position] = left.splice(index, 1);
    chosen.push(position!.id);
    remaining = subtract(remaining, position!.value);
  }
  return chosen;
}

type PaidNow = {
  product: ProductRow & { poolCustomerId: number };
  paid: number;
  shortBy: DecimalString;
};

async function payWhatCashCovers(
  deps: RedemptionJobDeps,
  productId: number,
): Promise<PaidNow | null> {
  return deps.db.transaction(async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product || product.poolCustomerId === null) return null;
    const pool = product as ProductRow & { poolCustomerId: number };
    const { paid, shortBy } = await payWaiting(deps, tx, pool);
    return { product: pool, paid, shortBy };
  });
}

/** Sells what the waiting redemptions of a product need; returns the positions closed. */
async function sellForRedemptions(
  deps: RedemptionJobDeps,
  product: ProductRow & { poolCustomerId: number },
): Promise<number[]> {
  const pool = poolTrader(product.poolCustomerId);
  const open = await deps.trading.positions(pool, { tab: 'open', limit: 100 });
  const holding = open.items.filter((position) => position.status === 'holding');
  if (holding.length === 0) return [];
  const waiting = await waitingRedemptions(deps.db, product.id);
  if (waiting.length === 0) return [];
  const money = await poolMoney(deps.db, deps.market, product.poolCustomerId);
  const owed = valueOf(
    figuresOf(money, product.units),
    sum(waiting.map((request) => request.units)),
  );
  const closing = product.status !== 'open';
  // A closing product sells everything; an open one what the requests lack, plus the sale's costs
  // (1% is more than the fee and the stamp duty together).
  const need = subtract(owed, money.available);
  const withCosts = add(need, roundTo(multiply(need, SALE_COST_ALLOWANCE), 0, 'up'));
  const ids = closing
    ? holding.map((position) => position.id)
    : positionsToClose(
        holding.map((position) => ({
          id: position.id,
          value: add(position.margin, position.unrealizedPnl ?? ZERO),
        })),
        withCosts,
      );
  const closed: number[] = [];
  for (const positionId of ids) {
    const key = `copy:${product.id}:redeem:${waiting[0]!.id}:close:${positionId}`;
    try {
      await deps.trading.close(pool, { positionId, orderType: 'market' }, key);
      closed.push(positionId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      deps.logger.info(
        { productId: product.id, positionId, refused: error.key },
        'copy: a close for redemptions was refused; tried again on the next run',
      );
    }
  }
  return closed;
}

/** Pays every waiting redemption the pools can pay now, selling first; returns how many were paid. */
export async function runDueRedemptions(deps: RedemptionJobDeps): Promise<number> {
  const products = await deps.db
    .selectDistinct({ productId: copyRedemptions.productId })
    .from(copyRedemptions)
    .where(isNull(copyRedemptions.flowId));
  let paid = 0;
  for (const { productId } of products) {
    const first = await payWhatCashCovers(deps, productId);
    if (!first) continue;
    paid += first.paid;
    if (!isPositive(first.shortBy)) continue;
    const closed = await sellForRedemptions(deps, first.product);
    if (closed.length === 0) continue;
    paid += (await payWhatCashCovers(deps, productId))?.paid ?? 0;
  }
  return paid;
}
