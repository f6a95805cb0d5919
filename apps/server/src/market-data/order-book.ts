import type { PriceLimitsTenths } from './limits';
import type { PriceTenths } from './price-units';
import type { Prng } from './prng';
import type { RawBook, RawBookLevel } from './tape';
import { nextTickDownTenths, nextTickUpTenths, type TickTable } from './ticks';

export const BOOK_DEPTH = 5;

export interface BookShape {
  lastTenths: PriceTenths;
  table: TickTable;
  limits: PriceLimitsTenths;
  /** Typical size of one level, in trading units (lots). */
  typicalLevelUnits: number;
  /** Shares per trading unit. */
  unitShares: number;
}

/**
 * Five levels of bids and asks one tick apart around the last price, on the tick grid (crossing a
 * tick band boundary changes the step), never beyond the day's limits. At limit up nobody sells
 * below the limit, so the ask side is empty and bids queue at the limit; at limit down the
 * reverse. Sizes grow with depth, as resting orders do, with seeded noise.
 */
export function buildBook(rng: Prng, shape: BookShape): RawBook {
  const { lastTenths, table, limits } = shape;
  const size = (depth: number): number => {
    const units = Math.max(
      1,
      Math.round(shape.typicalLevelUnits * (0.6 + 0.5 * depth) * Math.exp(0.6 * rng.normal())),
    );
    return units * shape.unitShares;
  };
  let bestBid: PriceTenths | null;
  let bestAsk: PriceTenths | null;
  if (lastTenths >= limits.limitUpTenths) {
    bestBid = limits.limitUpTenths;
    bestAsk = null;
  } else if (lastTenths <= limits.limitDownTenths) {
    bestBid = null;
    bestAsk = limits.limitDownTenths;
  } else if (rng.next() < 0.5) {
    // The last trade hit the bid: it is still the best bid, the ask is one tick up.
    bestBid = lastTenths;
    bestAsk = nextTickUpTenths(lastTenths, table);
  } else {
    bestAsk = lastTenths;
    bestBid = nextTickDownTenths(lastTenths, table);
  }
  const bids: RawBookLevel[] = [];
  for (
    let price = bestBid;
    price !== null && price >= limits.limitDownTenths && bids.length < BOOK_DEPTH;
  ) {
    // A stock locked at limit up has a deep queue at the limit itself.
    const depthBoost = bestAsk === null && bids.length === 0 ? 8 : 1;
    bids.push({ priceTenths: price, sizeShares: size(bids.length) * depthBoost });
    price = nextTickDownTenths(price, table);
  }
  const asks: RawBookLevel[] = [];
  for (
    let price = bestAsk;
    price !== null && price <= limits.limitUpTenths && asks.length < BOOK_DEPTH;
  ) {
    const depthBoost = bestBid === null && asks.length === 0 ? 8 : 1;
    asks.push({ priceTenths: price, sizeShares: size(asks.length) * depthBoost });
    price = nextTickUpTenths(price, table);
  }
  return { bids, asks };
}
