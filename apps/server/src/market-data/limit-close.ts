import type { DecimalString } from '@kabuto/money';
import type { PriceLimitsTenths } from './limits';
import type { SimulatedSymbol } from './sim-symbol';
import type { RawBook, RawLimitUpClose } from './tape';

/**
 * A day that ended at its upper price limit, as the market's own model says it ended (issue 16,
 * "Grab shares"; docs/off-auction.md, ADR 0033). At the close of such a day the exchange matches
 * the sell orders at the limit against the buy orders queued there, in proportion (比例配分), and
 * the rest of the bids lapse. What the simulated exchange offers for that:
 *
 * - **supply**: the shares its closing auction (the day's last minute, the closing spike of the
 *   volume profile) traded at the limit price: the closing minute's prints at the limit, as the tape
 *   shows them. Nothing is invented: it is volume the day's model already traded;
 * - **the market's queue**: the bids its book shows at the limit after the close (the queue left
 *   over; a locked book queues deep at the limit, order-book.ts).
 *
 * The model knows the day before it happens, so a caller must only ask about a day whose close
 * market time has reached (TapeMarket.limitUpClose does).
 */
export interface LimitUpClose {
  symbol: string;
  day: string;
  limitPrice: DecimalString;
  supplyShares: number;
  /** Bids left at the limit after the close: with the supply, the market's own queue at the close. */
  queuedBidShares: number;
  wholeDayAtLimit: boolean;
}

/** The simulator's answer for one generated day of one name, or null if it did not close at the limit. */
export function limitUpCloseOf(
  state: SimulatedSymbol,
  dayIndex: number,
  unitShares: number,
  bookAfterClose: (limits: PriceLimitsTenths) => RawBook,
): RawLimitUpClose | null {
  state.extendDailyTo(dayIndex + 1);
  const { chain } = state;
  const limits = chain.limitsOn(dayIndex);
  const limit = limits.limitUpTenths;
  if (chain.close[dayIndex] !== limit) return null;
  const path = state.minutePath(dayIndex);
  const lastMinute = path.close.length - 1;
  const prints = state.printsOf(dayIndex, lastMinute);
  let units = 0;
  prints.prices.forEach((price, k) => {
    if (price === limit) units += prints.units[k]!;
  });
  const [best] = bookAfterClose(limits).bids;
  return {
    limitTenths: limit,
    supplyShares: units * unitShares,
    queuedBidShares: best?.priceTenths === limit ? best.sizeShares : 0,
    wholeDayAtLimit:
      chain.open[dayIndex] === limit &&
      chain.low[dayIndex] === limit &&
      chain.high[dayIndex] === limit,
  };
}
