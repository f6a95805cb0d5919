import { describe, expect, it } from 'vitest';
import type { PositionView } from '@kabuto/contract';
import { add, canonicalDecimal, subtract, sum } from '@kabuto/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../ledger/rows';
import { alwaysOpenDemoCalendar, jstDateOf } from '../../platform/calendar';
import { DEMO_COPY_HISTORY_TRADING_DAYS } from '../copy';
import { DEMO_CUSTOMER, seedDemo } from '../../seed';
import { useTestApp } from '../../test/use-test-app';
import { DEMO_FUNDING, expectLedgerProven, wallet } from '../funding/testing';
import { expectOk, ticketKey } from './testing';

// A fresh database, seeded here the way the server seeds it (main.ts: with its market).
const { t } = useTestApp({ seedDemo: false });
/** The test app's market: the seed and the calendar of buildTestApp's simulator. */
const MARKET = { seed: 7, calendar: alwaysOpenDemoCalendar };

async function logInDemo(): Promise<Record<string, string>> {
  const login = expectOk<{ token: string }>(await t.call('/user/login', DEMO_CUSTOMER));
  return { account: DEMO_CUSTOMER.account, token: login.token };
}

// A newcomer found nothing the demo customer could close: every rule wanted days of waiting.
describe('the demo customer’s seeded position', () => {
  it('was opened more than two business days ago and can be closed now', async () => {
    await seedDemo(t.database.db, t.clock, { market: MARKET });
    await seedDemo(t.database.db, t.clock, { market: MARKET }); // every start: placed once
    const headers = await logInDemo();
    const open = expectOk<{ items: PositionView[] }>(
      await t.call('/trade/positions', { tab: 'open' }, headers),
    );
    expect(open.items).toHaveLength(1);
    const [seeded] = open.items;
    expect(seeded).toMatchObject({ status: 'holding', symbol: '7203', direction: 'long' });
    const now = t.clock.now();
    const openedDay = jstDateOf(new Date(seeded!.openedAt!));
    expect(
      alwaysOpenDemoCalendar.tradingDaysBetween(openedDay, jstDateOf(now)).length - 1,
    ).toBeGreaterThan(2);
    expect(Date.parse(seeded!.closableFrom!)).toBeLessThanOrEqual(now.getTime());

    // The funding came first: the deposit is the oldest fund record, before the opening entries.
    const records = expectOk<{ items: { type: string }[] }>(
      await t.call('/funding/records', { tab: 'all', limit: 50 }, headers),
    );
    expect(records.items.at(-1)?.type).toBe('deposit');
    expect(records.items.map((record) => record.type)).toContain('trade_margin');

    t.market.advanceTo(now);
    const closed = expectOk<PositionView>(
      await t.call(
        '/trade/close',
        { positionId: seeded!.id },
        { ...headers, 'idempotency-key': ticketKey() },
      ),
    );
    expect(closed.status).toBe('closed');
    const after = await wallet(t, headers);
    // The demo's IPO applications hold or paid some of the funding (modules/ipo/demo-seed.ts).
    const ipo = expectOk<{ items: { heldNow: string; paidAmount: string | null }[] }>(
      await t.call('/ipo/records', {}, headers),
    );
    expect(ipo.items).toHaveLength(2);
    const inIpo = sum(
      ipo.items.map((item) =>
        add(canonicalDecimal(item.heldNow), canonicalDecimal(item.paidAmount ?? '0')),
      ),
    );
    // And the demo customer follows a copy-trading product (modules/copy/demo-seed.ts).
    const copy = expectOk<{ holding: { invested: string; withdrawn: string } }[]>(
      await t.call('/copy/records', {}, headers),
    );
    expect(copy).toHaveLength(2);
    const inCopy = sum(
      copy.map(({ holding }) =>
        subtract(canonicalDecimal(holding.invested), canonicalDecimal(holding.withdrawn)),
      ),
    );
    // What came back is the margin and the profit or loss, less the closing charges: it balances
    // to the funding plus the position's net result.
    expect(subtract(add(add(after.available, inIpo), inCopy), closed.netPnl!)).toBe(
      DEMO_FUNDING.amount,
    );
    // Their history was made by the real job over the last weeks: a rebalance each morning and
    // a NAV close each evening, on the server's market (modules/copy/demo-seed.ts).
    const days = await queryRows<{ product_id: number; closes: number; rebalances: number }>(
      t.database.db,
      sql`SELECT p.id AS product_id,
                 (SELECT count(*)::int FROM copy_nav_history h WHERE h.product_id = p.id) AS closes,
                 (SELECT count(*)::int FROM copy_rebalances r WHERE r.product_id = p.id) AS rebalances
            FROM copy_products p ORDER BY p.id`,
    );
    expect(days).toHaveLength(2);
    for (const row of days) {
      expect(row.closes).toBe(DEMO_COPY_HISTORY_TRADING_DAYS);
      expect(row.rebalances).toBe(DEMO_COPY_HISTORY_TRADING_DAYS);
    }
    await expectLedgerProven(t);
  });
});
