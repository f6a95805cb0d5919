import { eq, sql } from 'drizzle-orm';
import { COPY_MIN_FOLLOWERS_SHOWN } from '@kabuto/contract';
import {
  add,
  compare,
  divide,
  fromInteger,
  isNegative,
  isPositive,
  roundTo,
  subtract,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { decimalFromSql } from '../../db/decimal-column';
import { copyHoldings } from '../../db/schema-copy';
import { navPerUnit, redeem, type PoolFigures } from './units';

/*
 * What the people who followed a product actually got (docs/copy-trading.md): every follower's
 * money in, money out and value now after the fee a full redemption would charge, against what
 * the strategy's NAV did over the same time. Computed from the holdings and the flows, never
 * estimated; shown only when at least COPY_MIN_FOLLOWERS_SHOWN people followed, so that no one's
 * result can be told from it. Exact decimals throughout; the ratios are rounded (4 decimals,
 * half-up) only at the end.
 */

/** One follower of a product, as the figures need them. */
export interface FollowerRecord {
  units: DecimalString;
  highWaterNav: DecimalString;
  /** Money put in, and net money taken out (after fees). */
  invested: DecimalString;
  withdrawn: DecimalString;
  /** The NAV per unit of their first follow. */
  firstNav: DecimalString;
  /** The NAV per unit of their last redemption (null if they never redeemed). */
  lastRedeemNav: DecimalString | null;
}

export interface FollowersGot {
  followers: number;
  medianReturn: DecimalString;
  shareInLoss: DecimalString;
  strategyMedianReturn: DecimalString;
  medianGap: DecimalString;
}

const ONE = fromInteger(1);
const ratio = (value: DecimalString) => roundTo(value, 4, 'half-up');

/** The median, exact: the mean of the two middle values for an even count. */
export function median(values: readonly DecimalString[]): DecimalString {
  if (values.length === 0) throw new RangeError('the median of nothing');
  const sorted = [...values].sort(compare);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return divide(add(sorted[middle - 1]!, sorted[middle]!), fromInteger(2));
}

/**
 * A follower's return after fees: (net money out + what a full redemption now would pay them,
 * after its performance fee) ÷ money in − 1.
 */
export function followerReturn(
  follower: FollowerRecord,
  pool: PoolFigures,
  feeRate: DecimalString,
): DecimalString {
  const netNow = isPositive(follower.units)
    ? redeem(pool, follower, follower.units, feeRate).net
    : ZERO;
  return subtract(divide(add(follower.withdrawn, netNow), follower.invested), ONE);
}

/**
 * The strategy's own return over the follower's time: the NAV at the end of it ÷ the NAV of
 * their first follow − 1. The end is now while they hold units, else their last redemption (a
 * follower who left is measured against what the strategy did while they were in it, not after).
 */
export function strategyReturnOver(follower: FollowerRecord, pool: PoolFigures): DecimalString {
  const end =
    isPositive(follower.units) || follower.lastRedeemNav === null
      ? navPerUnit(pool)
      : follower.lastRedeemNav;
  return subtract(divide(end, follower.firstNav), ONE);
}

/** The figures, or null while fewer than COPY_MIN_FOLLOWERS_SHOWN people ever followed. */
export function followersGotFrom(
  followers: readonly FollowerRecord[],
  pool: PoolFigures,
  feeRate: DecimalString,
): FollowersGot | null {
  if (followers.length < COPY_MIN_FOLLOWERS_SHOWN) return null;
  const returns = followers.map((follower) => followerReturn(follower, pool, feeRate));
  const strategy = followers.map((follower) => strategyReturnOver(follower, pool));
  const gaps = returns.map((value, index) => subtract(value, strategy[index]!));
  const inLoss = returns.filter((value) => isNegative(value)).length;
  return {
    followers: followers.length,
    medianReturn: ratio(median(returns)),
    shareInLoss: ratio(divide(fromInteger(inLoss), fromInteger(followers.length))),
    strategyMedianReturn: ratio(median(strategy)),
    medianGap: ratio(median(gaps)),
  };
}

/**
 * Every follower of a product (a holding is made by the first follow and kept after the last
 * unit is redeemed), with the NAV of their first follow and of their last redemption: one query.
 */
export async function followerRecords(db: Queryable, productId: number): Promise<FollowerRecord[]> {
  const rows = await db
    .select({
      units: copyHoldings.units,
      highWaterNav: copyHoldings.highWaterNav,
      invested: copyHoldings.invested,
      withdrawn: copyHoldings.withdrawn,
      firstNav: sql<string | null>`(SELECT f.nav::text FROM copy_flows f
        WHERE f.product_id = ${copyHoldings.productId} AND f.customer_id = ${copyHoldings.customerId}
          AND f.kind = 'follow' ORDER BY f.at, f.id LIMIT 1)`,
      lastRedeemNav: sql<string | null>`(SELECT f.nav::text FROM copy_flows f
        WHERE f.product_id = ${copyHoldings.productId} AND f.customer_id = ${copyHoldings.customerId}
          AND f.kind = 'redeem' ORDER BY f.at DESC, f.id DESC LIMIT 1)`,
    })
    .from(copyHoldings)
    .where(eq(copyHoldings.productId, productId))
    .orderBy(copyHoldings.id);
  return rows.flatMap((row) =>
    // A holding is made in the same transaction as its first follow; one without is not a follower.
    row.firstNav === null
      ? []
      : [
          {
            units: row.units,
            highWaterNav: row.highWaterNav,
            invested: row.invested,
            withdrawn: row.withdrawn,
            firstNav: decimalFromSql(row.firstNav),
            lastRedeemNav: row.lastRedeemNav === null ? null : decimalFromSql(row.lastRedeemNav),
          },
        ],
  );
}

/** What a product's followers got, from the pool's figures now; null below the threshold. */
export async function followersGotOf(
  db: Queryable,
  product: { id: number; performanceFeeRate: DecimalString },
  pool: PoolFigures,
): Promise<FollowersGot | null> {
  const followers = await followerRecords(db, product.id);
  return followersGotFrom(followers, pool, product.performanceFeeRate);
}
