import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { ticketResponse, type PositionView } from '@kabuto/contract';
import { canonicalDecimal, compare, divide, fromInteger, multiply, roundTo } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { queryRows } from '../../ledger/rows';
import { useTestApp } from '../../test/use-test-app';
import { needsForcedClose } from './close-fill';
import { DEFAULT_TRADING_SETTINGS } from './settings';
import { expectOk, place, ticketKey, tradingCustomer, withTradingSettings } from './testing';
import type { PositionRow } from './repo';

/**
 * The matcher finds margin calls through a price the database keeps on every position that holds
 * shares (migration 0015). It is only where to look, so it must never leave out a position that
 * the margin level check itself would close.
 */
const { t } = useTestApp();

async function marginCallPrice(positionId: number): Promise<string | null> {
  const [row] = await queryRows<{ price: string | null }>(
    t.database.db,
    sql`SELECT margin_call_price::text AS price FROM positions WHERE id = ${positionId}`,
  );
  return row!.price;
}

async function sqlPrice(
  position: Pick<PositionRow, 'direction' | 'openNotional' | 'margin' | 'addedMargin' | 'shares'>,
  levelPercent: string,
): Promise<string> {
  const [row] = await queryRows<{ price: string }>(
    t.database.db,
    sql`SELECT trading_margin_call_price(${position.direction}, 'holding',
          ${position.openNotional}::numeric, ${position.margin}::numeric,
          ${position.addedMargin}::numeric, ${position.shares}::int, ${levelPercent}::numeric)::text AS price`,
  );
  return row!.price;
}

describe('the margin call price', () => {
  it("takes the code's default maintenance level until an operator saves one", async () => {
    const [row] = await queryRows<{ level: string }>(
      t.database.db,
      sql`SELECT trading_maintenance_level_percent()::text AS level`,
    );
    expect(dec(canonicalDecimal(row!.level))).toBe(
      DEFAULT_TRADING_SETTINGS.maintenanceLevelPercent,
    );
  });

  it('is kept on a new position and follows added margin and a new maintenance level; a resting order has none', async () => {
    const customer = await tradingCustomer(t);
    const bought = expectOk<PositionView>(await place(t, customer, { leverage: 5 }));
    const first = await marginCallPrice(bought.id);
    expect(first).not.toBeNull();

    await withTradingSettings(
      t,
      { maintenanceLevelPercent: dec('80'), warningLevelPercent: dec('90') },
      async () => {
        const raised = await marginCallPrice(bought.id);
        // A higher maintenance level calls the margin sooner: a long's price moves up.
        expect(compare(canonicalDecimal(raised!), canonicalDecimal(first!))).toBe(1);
      },
    );
    expect(await marginCallPrice(bought.id)).toBe(first);

    expectOk(
      await t.call(
        '/trade/addMargin',
        { positionId: bought.id, amount: '100000' },
        { ...customer.headers, 'idempotency-key': ticketKey() },
      ),
    );
    const afterAdding = await marginCallPrice(bought.id);
    expect(compare(canonicalDecimal(afterAdding!), canonicalDecimal(first!))).toBe(-1);

    const ticket = ticketResponse.parse(
      expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers)),
    );
    const resting = expectOk<PositionView>(
      await place(t, customer, { orderType: 'limit', limitPrice: ticket.book.bids[0]!.price }),
    );
    expect(resting.status).toBe('pending');
    expect(await marginCallPrice(resting.id)).toBeNull();
  });

  it('never leaves out a position the margin level check would close (any size, leverage, level and price)', async () => {
    const position = fc.record({
      direction: fc.constantFrom<'long' | 'short'>('long', 'short'),
      priceTenths: fc.integer({ min: 10, max: 5_000_000 }),
      lots: fc.integer({ min: 1, max: 100 }),
      leverage: fc.constantFrom(1, 2, 3, 5, 10),
      addedMarginYen: fc.integer({ min: 0, max: 2_000_000 }),
      levelHundredths: fc.integer({ min: 0, max: 9_999 }),
      moveBasisPoints: fc.integer({ min: -9_000, max: 9_000 }),
    });
    let dueSeen = 0;
    await fc.assert(
      fc.asyncProperty(position, async (p) => {
        const shares = p.lots * 1000;
        const openPrice = divide(fromInteger(p.priceTenths), dec('10'));
        const openNotional = multiply(openPrice, fromInteger(shares));
        const subject = {
          direction: p.direction,
          openNotional,
          margin: roundTo(divide(openNotional, fromInteger(p.leverage)), 0, 'half-up'),
          addedMargin: fromInteger(p.addedMarginYen),
          shares,
        };
        const level = divide(fromInteger(p.levelHundredths), dec('100'));
        const stored = canonicalDecimal(await sqlPrice(subject, level));
        const moved = multiply(
          openPrice,
          divide(fromInteger(10_000 + p.moveBasisPoints), dec('10000')),
        );
        const mark = roundTo(moved, 1, 'half-up');
        const due = needsForcedClose(subject as PositionRow, mark, level);
        const looked =
          p.direction === 'long' ? compare(mark, stored) <= 0 : compare(mark, stored) >= 0;
        // Due implies looked at (the stored price is a pre-filter, widened outward).
        if (due) {
          dueSeen += 1;
          expect(looked, JSON.stringify({ p, stored, mark })).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
    expect(dueSeen).toBeGreaterThan(30); // the property met positions that are due
  });
});
