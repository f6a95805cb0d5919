import type { TradingSettings } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import type { Transaction } from '../../db/client';
import { positions } from '../../db/schema-trading';
import type { IsoDate } from '../../platform/calendar';
import { ratesOf } from './place-order';

/**
 * Shares the customer paid for outside the order book, becoming a position: new shares of an IPO
 * on the listing date, or a block trade's allocation (docs/off-auction.md).
 */
export interface Allotment {
  customerId: number;
  /** Where the shares come from; the application is the position's key (`<origin>:<id>`). */
  origin?: 'ipo' | 'block';
  applicationId: number;
  symbol: string;
  lots: number;
  shares: number;
  /** The offering's final price, and what the shares cost at it (what the customer paid). */
  price: DecimalString;
  cost: DecimalString;
  paidAt: Date;
  at: Date;
  /** The listing's first trading day. */
  tradingDay: IsoDate;
}

/**
 * Turns paid new shares into a long position without leverage, bought at the offering price
 * (docs/ipo.md, "Listing"). No money moves: the payment already went to the customer's margin
 * account (ADR 0026), and it is exactly this position's margin; no fee is charged on new shares.
 * Selling it later follows the ordinary close, with the fees in force then. Inside the caller's
 * transaction, under the offering's row lock; the key makes a second attempt fail loudly rather
 * than open twice.
 */
export async function openAllotmentPosition(
  tx: Transaction,
  allotment: Allotment,
  settings: TradingSettings,
): Promise<number> {
  const [row] = await tx
    .insert(positions)
    .values({
      customerId: allotment.customerId,
      symbol: allotment.symbol,
      direction: 'long',
      orderType: 'market',
      session: 'regular',
      status: 'holding',
      origin: allotment.origin ?? 'ipo',
      lots: allotment.lots,
      shares: allotment.shares,
      leverage: 1,
      clientKey: `${allotment.origin ?? 'ipo'}:${allotment.applicationId}`,
      requestHash: `${allotment.origin ?? 'ipo'}-application:${allotment.applicationId}`,
      openRates: ratesOf(settings),
      orderedAt: allotment.paidAt,
      tradingDay: allotment.tradingDay,
      openedAt: allotment.at,
      openPrice: allotment.price,
      openNotional: allotment.cost,
      openTradingDay: allotment.tradingDay,
      margin: allotment.cost,
    })
    .returning({ id: positions.id });
  return row!.id;
}
