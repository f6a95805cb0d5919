import {
  closeSettlement,
  closingCharges,
  grossPnl,
  isBelowMaintenance,
  pnlAtPrice,
  type CloseReason,
  type TradeEntryType,
  type TradeRates,
} from '@kabuto/contract';
import { add, isPositive, negate, roundTo, subtract, sum, type DecimalString } from '@kabuto/money';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { positions } from '../../db/schema-trading';
import { customerAccount, houseAccountFor, moveCustomerFunds, postEntry } from '../../ledger';
import { recordFills, type FillPlan } from './fills';
import { charge, describe, entryMeta } from './position-entries';
import type { PositionRow } from './repo';

/**
 * Closing a position (docs/trading.md, "Closing" and "Money"): when the margin level forces it,
 * and the sale's settlement. Inside the caller's transaction, after the position row is locked.
 */

const PNL_ENTRY_TYPES: Record<CloseReason, { loss: TradeEntryType; profit: TradeEntryType }> = {
  customer: { loss: 'trade_loss', profit: 'trade_profit' },
  maintenance: { loss: 'forced_close_loss', profit: 'forced_close_profit' },
  day_trade_end: { loss: 'day_trade_close_loss', profit: 'day_trade_close_profit' },
};

const CLOSE_WHY: Record<CloseReason, string> = {
  customer: 'sold by the customer',
  maintenance: 'closed automatically: the margin level fell to the maintenance level',
  day_trade_end: 'day trade closed automatically at the session end',
};

/**
 * The position is sold: the sale's stamp duty, its fee and any loss are paid from the position's
 * own margin (original plus added), in that order; a profit is paid by the house; what is left
 * of the margin goes back to the available balance. Whatever the margin cannot cover after a price
 * gap is the house's (docs/trading.md): the customer never ends below zero.
 */
export async function applyCloseFill(
  tx: Transaction,
  position: PositionRow,
  plan: FillPlan,
  context: { at: Date; reason: CloseReason; rates: TradeRates },
): Promise<PositionRow> {
  const { at, reason } = context;
  const marginTotal = add(position.margin, position.addedMargin);
  const rawPnl = grossPnl(position.direction, position.openNotional!, plan.notional);
  // Whole yen already (¥0.1 ticks × multiples of 100 shares); rounded explicitly all the same:
  // a profit paid never rounds up, a loss charged never rounds down.
  const pnl = isPositive(rawPnl) ? roundTo(rawPnl, 0, 'down') : roundTo(rawPnl, 0, 'up');
  const charges = closingCharges({ notional: plan.notional, rates: context.rates });
  const settled = closeSettlement({
    marginTotal,
    pnl,
    sellFee: charges.sellFee,
    stampDuty: charges.stampDuty,
  });
  const why = `${describe(position)} ${CLOSE_WHY[reason]}`;
  const pnlTypes = PNL_ENTRY_TYPES[reason];
  if (isPositive(settled.stampDutyCharged)) {
    await charge(
      tx,
      position,
      entryMeta(
        position,
        'close:stamp_duty',
        'trade_stamp_duty',
        `Stamp duty on the sale of ${why}`,
        at,
      ),
      'margin',
      'stamp_duty_payable',
      settled.stampDutyCharged,
    );
  }
  if (isPositive(settled.sellFeeCharged)) {
    await charge(
      tx,
      position,
      entryMeta(position, 'close:sell_fee', 'trade_sell_fee', `Sell fee for ${why}`, at),
      'margin',
      'fee_revenue',
      settled.sellFeeCharged,
    );
  }
  if (isPositive(settled.lossCharged)) {
    await charge(
      tx,
      position,
      entryMeta(position, 'close:loss', pnlTypes.loss, `Loss on ${why}`, at),
      'margin',
      'trading_counterparty',
      settled.lossCharged,
    );
  }
  if (isPositive(settled.profitPaid)) {
    await postEntry(tx, {
      ...entryMeta(position, 'close:profit', pnlTypes.profit, `Profit on ${why}`, at),
      postings: [
        {
          account: houseAccountFor('trading_counterparty', 'JPY', position.customerId),
          amount: negate(settled.profitPaid),
        },
        {
          account: customerAccount(position.customerId, 'JPY', 'available'),
          amount: settled.profitPaid,
        },
      ],
    });
  }
  if (isPositive(settled.marginReturned)) {
    await moveCustomerFunds(tx, {
      ...entryMeta(
        position,
        'close:margin_release',
        'trade_margin_release',
        `Margin returned from ${why}`,
        at,
      ),
      customerId: position.customerId,
      currency: 'JPY',
      amount: settled.marginReturned,
      from: 'margin',
      to: 'available',
    });
  }
  if (isPositive(settled.stampDutyAbsorbed)) {
    // The tax is owed whoever could pay it: the house pays what the margin could not.
    await postEntry(tx, {
      ...entryMeta(
        position,
        'close:stamp_duty_absorbed',
        'stamp_duty_absorbed',
        `Stamp duty on ${why} paid by the house`,
        at,
      ),
      postings: [
        {
          account: houseAccountFor('trading_counterparty', 'JPY', position.customerId),
          amount: negate(settled.stampDutyAbsorbed),
        },
        {
          account: houseAccountFor('stamp_duty_payable', 'JPY', position.customerId),
          amount: settled.stampDutyAbsorbed,
        },
      ],
    });
  }
  await recordFills(tx, position.id, 'close', plan, at);
  const costs = sum([
    position.buyFee,
    position.serviceFee,
    settled.sellFeeCharged,
    settled.stampDutyCharged,
  ]);
  const [row] = await tx
    .update(positions)
    .set({
      status: 'closed',
      closedAt: at,
      closePrice: plan.averagePrice,
      closeNotional: plan.notional,
      sellFee: settled.sellFeeCharged,
      stampDuty: settled.stampDutyCharged,
      realizedPnl: pnl,
      // What the customer is better or worse off by, every cost included (a loss the house bore
      // is not the customer's).
      netPnl: subtract(add(pnl, settled.lossAbsorbed), costs),
      lossAbsorbed: settled.lossAbsorbed,
      closeReason: reason,
      closeExpiresAt: null,
    })
    .where(eq(positions.id, position.id))
    .returning();
  return row!;
}

/** The margin level check the matcher runs on every quote, for one position at one price. */
export function needsForcedClose(
  position: PositionRow,
  markPrice: DecimalString,
  maintenanceLevelPercent: DecimalString,
) {
  if (position.openNotional === null) return false;
  const pnl = pnlAtPrice(position.direction, position.openNotional, markPrice, position.shares);
  return isBelowMaintenance(
    add(position.margin, position.addedMargin),
    pnl,
    maintenanceLevelPercent,
  );
}
