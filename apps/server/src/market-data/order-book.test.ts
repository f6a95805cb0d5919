import { describe, expect, it } from 'vitest';
import { priceLimitsTenths } from './limits';
import { buildBook } from './order-book';
import { Prng } from './prng';

const shape = (lastTenths: bigint, baseTenths = 28000n) => ({
  lastTenths,
  table: 'topix500' as const,
  limits: priceLimitsTenths(baseTenths, 'topix500'),
  typicalLevelUnits: 10,
  unitShares: 100,
});

describe('order book', () => {
  it('has five levels a side one tick apart around the last price', () => {
    const book = buildBook(new Prng(1), shape(28015n));
    expect(book.bids).toHaveLength(5);
    expect(book.asks).toHaveLength(5);
    const best = [book.bids[0]!.priceTenths, book.asks[0]!.priceTenths];
    expect(best.includes(28015n)).toBe(true);
    expect(best[1]! - best[0]!).toBe(5n); // ¥0.5 tick between ¥1,000 and ¥3,000
    expect(book.bids.map((l) => l.priceTenths)).toEqual(
      [...book.bids.map((l) => l.priceTenths)].sort((a, b) => Number(b - a)),
    );
    expect(
      [...book.bids, ...book.asks].every((l) => l.sizeShares > 0 && l.sizeShares % 100 === 0),
    ).toBe(true);
  });

  it('changes its step where the tick band changes', () => {
    // Just under ¥3,000 the tick is ¥0.5; above it ¥1.
    const book = buildBook(new Prng(2), shape(29990n, 28000n));
    const asks = book.asks.map((l) => l.priceTenths);
    expect(asks.some((p) => p > 30000n)).toBe(true);
    for (const price of asks) expect(price <= 30000n ? price % 5n : price % 10n).toBe(0n);
  });

  it('at limit up has only bids, queued at the limit; at limit down only asks', () => {
    const limits = priceLimitsTenths(28000n, 'topix500');
    const up = buildBook(new Prng(3), shape(limits.limitUpTenths));
    expect(up.asks).toEqual([]);
    expect(up.bids[0]!.priceTenths).toBe(limits.limitUpTenths);
    const down = buildBook(new Prng(3), shape(limits.limitDownTenths));
    expect(down.bids).toEqual([]);
    expect(down.asks[0]!.priceTenths).toBe(limits.limitDownTenths);
  });

  it('never quotes beyond the limits', () => {
    const limits = priceLimitsTenths(28000n, 'topix500');
    const book = buildBook(new Prng(4), shape(limits.limitUpTenths - 10n));
    expect(book.asks.every((l) => l.priceTenths <= limits.limitUpTenths)).toBe(true);
    expect(book.asks.length).toBeLessThan(5);
  });
});
