import { openingCosts, type TradeRates } from '@kabuto/contract';
import { isPositive, subtract, ZERO } from '@kabuto/money';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { positions } from '../../db/schema-trading';
import { recordFills, type FillPlan } from './fills';
import { describe, openFillEntries, postStepEntries, releaseHeld } from './position-entries';
import { positionOrderNo, type PositionRow } from './repo';

/**
 * How an order ends (docs/trading.md, "Execution" and "Money"): it fills and becomes a holding
 * position, or it is cancelled (by the customer, or lapsed at the session's end) and its held money
 * goes back. Inside the caller's transaction, after the position row is locked or inserted, so the
 * fill, the position's new state and its journal entries commit together.
 */

/**
 * The open order fills: margin moves to the margin account and the buy and service fees to the
 * house, from the held money of a pending order or straight from the available balance; what a
 * pending order held beyond its cost goes back. Then the row becomes a holding position.
 */
export async function applyOpenFill(
  tx: Transaction,
  position: PositionRow,
  plan: FillPlan,
  context: { at: Date; tradingDay: string; dayTradeCloseAt: Date | null },
): Promise<PositionRow> {
  const { at } = context;
  const costs = openingCosts({
    notional: plan.notional,
    leverage: position.leverage,
    rates: position.openRates as TradeRates,
  });
  const from = isPositive(position.heldAmount) ? 'held' : 'available';
  const [margin, ...fees] = openFillEntries(
    position,
    costs,
    at,
    from,
    positionOrderNo(position.id),
  );
  await postStepEntries(tx, position, [margin!]);
  if (from === 'held') {
    // Never negative: a pending order holds its cost at the worst price it can fill at.
    const leftOver = subtract(position.heldAmount, costs.total);
    await releaseHeld(
      tx,
      position,
      'open:release',
      leftOver,
      `Held funds not needed by ${describe(position)}`,
      at,
    );
  }
  await recordFills(tx, position.id, 'open', plan, at);
  const [row] = await tx
    .update(positions)
    .set({
      status: 'holding',
      heldAmount: ZERO,
      openedAt: at,
      openPrice: plan.averagePrice,
      openNotional: plan.notional,
      openTradingDay: context.tradingDay,
      margin: costs.margin,
      buyFee: costs.buyFee,
      serviceFee: costs.serviceFee,
      dayTradeCloseAt: context.dayTradeCloseAt,
      expiresAt: null,
    })
    .where(eq(positions.id, position.id))
    .returning();
  // The house's fee account last: every order takes its row lock, so it is held only for the
  // rest of the transaction, not while the customer's own rows are written.
  await postStepEntries(tx, position, fees);
  return row!;
}

/** A pending order ends without a fill: its held money goes back. */
export async function applyCancel(
  tx: Transaction,
  position: PositionRow,
  reason: 'customer' | 'expired',
  at: Date,
): Promise<PositionRow> {
  await releaseHeld(
    tx,
    position,
    'cancel:release',
    position.heldAmount,
    reason === 'expired'
      ? `Order ${describe(position)} lapsed at the session's end`
      : `Order ${describe(position)} cancelled`,
    at,
  );
  const [row] = await tx
    .update(positions)
    .set({
      status: 'cancelled',
      heldAmount: ZERO,
      cancelledAt: at,
      cancelReason: reason,
      expiresAt: null,
    })
    .where(eq(positions.id, position.id))
    .returning();
  return row!;
}
