import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerTopic, type NotificationItem, type PriceAlertView } from '@kabuto/contract';
import { add, canonicalDecimal, multiply, subtract, type DecimalString } from '@kabuto/money';
import { customerNotifications } from '../../db/schema-notifications';
import { tickSize } from '../../market-data/ticks';
import { InProcessEventBus, type TopicEvent } from '../../realtime/events';
import type { FeedLeadership } from '../../realtime/feed-leader';
import { useTestApp } from '../../test/use-test-app';
import { newCustomer, type Customer } from '../funding/testing';
import { expectOk, expectRefusal } from '../trading/testing';
import { createAlertEvaluator, type AlertEvaluator } from './evaluator';
import { alertsOf, createAlert, priceAt } from './testing';

/**
 * Price alerts fire once per crossing (docs/alerts.md, ADR 0040): scripted quotes go straight to
 * the evaluator the market's listener feeds (the test market stands still unless advanced), and
 * the real market moves for the end-to-end case.
 */
const { t } = useTestApp();

/** A scripted quote of `symbol` at `last`, the rest as the market's current quote. */
function quoteAt(symbol: string, last: DecimalString) {
  return { ...t.market.quote(symbol), last };
}

async function feed(evaluator: AlertEvaluator, symbol: string, prices: DecimalString[]) {
  for (const price of prices) evaluator.observe(quoteAt(symbol, price));
  await evaluator.whenIdle();
}

async function alertNotices(customer: Customer) {
  const page = expectOk<{ items: NotificationItem[] }>(
    await t.call('/notifications/list', {}, customer.headers),
  );
  return page.items.map((item) => item.notice).filter((notice) => notice.kind === 'price.alert');
}

/** Every event the app's bus carries while `work` runs. */
async function busEventsDuring(work: () => Promise<void>): Promise<TopicEvent[]> {
  const heard: TopicEvent[] = [];
  const unsubscribe = t.events.subscribe((message) => heard.push(message));
  try {
    await work();
  } finally {
    unsubscribe();
  }
  return heard;
}

const tickOf = (price: DecimalString) => tickSize(price, 'topix500');

describe('an alert above a price', () => {
  it('fires once while the price stays above, and again only after the customer re-arms it and it crosses anew', async () => {
    const alice = await newCustomer(t);
    const threshold = priceAt(t, '7203', '1.03');
    const tick = tickOf(threshold);
    const under = subtract(threshold, tick);
    const over = add(threshold, tick);
    const alert = expectOk<PriceAlertView>(
      await createAlert(t, alice, { kind: 'above', threshold }),
    );
    await t.app.priceAlerts.whenIdle();

    const heard = await busEventsDuring(() =>
      // Below, at (the crossing), above, just above, back under, above again: one crossing fires.
      feed(t.app.priceAlerts, '7203', [under, threshold, over, threshold, under, over, over]),
    );
    const fired = {
      kind: 'price.alert',
      alertId: alert.id,
      symbol: '7203',
      // Named as the market names it, so the inbox reads right in any language.
      names: { ja: 'トヨタ自動車', en: 'Toyota Motor', 'zh-TW': '豐田汽車' },
      condition: 'above',
      threshold,
      price: threshold,
    };
    expect(heard).toEqual([
      { topic: customerTopic(alice.id), event: { ...fired, notificationId: expect.any(Number) } },
    ]);
    expect(await alertNotices(alice)).toEqual([fired]);
    expect((await alertsOf(t, alice)).items[0]).toMatchObject({
      status: 'fired',
      firedPrice: threshold,
      firedAt: expect.any(String),
    });

    // The market's own price is under the threshold again: the customer may re-arm it.
    expect(
      expectOk<PriceAlertView>(await t.call('/alerts/enable', { id: alert.id }, alice.headers)),
    ).toMatchObject({ status: 'armed', firedPrice: threshold });
    await t.app.priceAlerts.whenIdle();
    await feed(t.app.priceAlerts, '7203', [under, under]);
    expect(await alertNotices(alice)).toHaveLength(1);
    await feed(t.app.priceAlerts, '7203', [over, threshold, over]);
    expect(await alertNotices(alice)).toEqual([{ ...fired, price: over }, fired]);
  });
});

describe('an alert below a price, and a day move', () => {
  it('fires at or below the price; a move fires either way from the previous close, not before', async () => {
    const bob = await newCustomer(t);
    const threshold = priceAt(t, '6758', '0.97');
    const below = expectOk<PriceAlertView>(
      await createAlert(t, bob, { symbol: '6758', kind: 'below', threshold }),
    );
    const move = expectOk<PriceAlertView>(
      await createAlert(t, bob, { symbol: '9984', kind: 'day_move', threshold: '5' }),
    );
    await t.app.priceAlerts.whenIdle();
    const prevClose = t.market.quote('9984').prevClose!;
    const down = (percent: string) =>
      multiply(prevClose, subtract(canonicalDecimal('1'), canonicalDecimal(percent)));

    await feed(t.app.priceAlerts, '6758', [add(threshold, tickOf(threshold))]);
    // 4.99% down is not 5%.
    await feed(t.app.priceAlerts, '9984', [down('0.0499')]);
    expect(await alertNotices(bob)).toEqual([]);

    const fell = subtract(threshold, tickOf(threshold));
    await feed(t.app.priceAlerts, '6758', [fell, threshold]);
    await feed(t.app.priceAlerts, '9984', [down('0.05'), down('0.06')]);
    expect(await alertNotices(bob)).toEqual([
      expect.objectContaining({ alertId: move.id, condition: 'day_move', price: down('0.05') }),
      expect.objectContaining({ alertId: below.id, condition: 'below', price: fell }),
    ]);
  });
});

describe('the evaluator', () => {
  it('loads what the database holds (a restart, a new leader), acts only as leader, and a second one cannot fire an alert twice', async () => {
    const carol = await newCustomer(t);
    const threshold = priceAt(t, '7203', '1.04');
    const alert = expectOk<PriceAlertView>(
      await createAlert(t, carol, { kind: 'above', threshold }),
    );
    let leader = false;
    const leadership: FeedLeadership = { isLeader: () => leader, close: () => Promise.resolve() };
    const restarted = createAlertEvaluator({
      db: t.database.db,
      clock: t.clock,
      market: t.market,
      leadership,
      logger: { error: () => undefined },
      events: new InProcessEventBus(),
    });
    try {
      await feed(restarted, '7203', [threshold]);
      expect(await alertNotices(carol)).toEqual([]);
      leader = true;
      // The first quote as leader loads the armed alerts; the next one that meets it fires.
      await feed(restarted, '7203', [subtract(threshold, tickOf(threshold))]);
      await feed(restarted, '7203', [threshold]);
      expect(await alertNotices(carol)).toHaveLength(1);
      // The app's own evaluator saw the alert too: the same crossing changes nothing more.
      await feed(t.app.priceAlerts, '7203', [threshold]);
      expect(await alertNotices(carol)).toEqual([
        expect.objectContaining({ alertId: alert.id, price: threshold }),
      ]);
      const rows = await t.database.db
        .select()
        .from(customerNotifications)
        .where(eq(customerNotifications.customerId, carol.id));
      expect(rows).toHaveLength(1);
    } finally {
      restarted.stop();
    }
  });
});

describe('on the moving market', () => {
  it('fires on the quote that crosses, and the alert cannot be re-armed while the price is there', async () => {
    const dave = await newCustomer(t);
    const last = t.market.quote('7203').last;
    const up = add(last, tickOf(last));
    const down = subtract(last, tickOf(last));
    const above = expectOk<PriceAlertView>(
      await createAlert(t, dave, { kind: 'above', threshold: up }),
    );
    const below = expectOk<PriceAlertView>(
      await createAlert(t, dave, { kind: 'below', threshold: down }),
    );
    await t.app.priceAlerts.whenIdle();
    let notices: Awaited<ReturnType<typeof alertNotices>> = [];
    for (let step = 0; step < 240 && notices.length === 0; step += 1) {
      t.clock.advanceSeconds(5);
      t.market.advanceTo(t.clock.now());
      await t.app.priceAlerts.whenIdle();
      notices = await alertNotices(dave);
    }
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    const firedId = notice!.kind === 'price.alert' ? notice!.alertId : 0;
    expect([above.id, below.id]).toContain(firedId);
    expect(notice).toMatchObject({ symbol: '7203', price: t.market.quote('7203').last });
    expectRefusal(
      await t.call('/alerts/enable', { id: firedId }, dave.headers),
      'price_alert_already_met',
    );
  });
});
