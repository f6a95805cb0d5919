import { describe, expect, it } from 'vitest';
import { PRICE_ALERTS_PER_CUSTOMER, type PriceAlertView } from '@kabuto/contract';
import { add, canonicalDecimal } from '@kabuto/money';
import { tickSize } from '../../market-data/ticks';
import { useTestApp } from '../../test/use-test-app';
import { newCustomer } from '../funding/testing';
import { expectOk, expectRefusal } from '../trading/testing';
import { alertsOf, createAlert, priceAt } from './testing';

/** Price alerts' endpoints (docs/alerts.md): validation, the per-customer limit, owner scoping. */
const { t } = useTestApp();

describe('creating a price alert', () => {
  it('keeps a valid alert armed, listed newest first with the stock’s names', async () => {
    const alice = await newCustomer(t);
    const above = priceAt(t, '7203', '1.05');
    const below = priceAt(t, '6758', '0.95');
    const first = expectOk<PriceAlertView>(
      await createAlert(t, alice, { kind: 'above', threshold: above }),
    );
    expect(first).toMatchObject({
      symbol: '7203',
      names: { ja: 'トヨタ自動車', en: 'Toyota Motor' },
      kind: 'above',
      threshold: above,
      status: 'armed',
      firedAt: null,
      firedPrice: null,
    });
    const second = expectOk<PriceAlertView>(
      await createAlert(t, alice, { symbol: '6758', kind: 'below', threshold: below }),
    );
    const third = expectOk<PriceAlertView>(
      await createAlert(t, alice, { kind: 'day_move', threshold: '4.5' }),
    );
    const all = await alertsOf(t, alice);
    expect(all.limit).toBe(PRICE_ALERTS_PER_CUSTOMER);
    expect(all.items.map((item) => item.id)).toEqual([third.id, second.id, first.id]);
    const ofToyota = await alertsOf(t, alice, '7203');
    expect(ofToyota.items.map((item) => item.id)).toEqual([third.id, first.id]);
    // What the sheet needs for a new alert: the tick at the current price, the day-move limit.
    const quote = t.market.quote('7203');
    expect(ofToyota.stock).toEqual({
      price: quote.last,
      tickSize: tickSize(quote.last, 'topix500'),
      maxDayMovePercent: expect.stringMatching(/^\d+(\.\d{1,2})?$/),
    });
    expect(all.stock).toBeNull();
  });

  it('refuses an unknown stock, a bad threshold and a condition already met, keeping nothing', async () => {
    const bob = await newCustomer(t);
    const quote = t.market.quote('7203');
    const tick = tickSize(quote.last, 'topix500');
    const offTick = add(priceAt(t, '7203', '1.05'), canonicalDecimal('0.05'));
    const cases: [Record<string, string>, string][] = [
      [{ symbol: '0000', kind: 'above', threshold: '100' }, 'product_unavailable'],
      [{ symbol: 'TOYOTA', kind: 'above', threshold: '100' }, 'product_unavailable'],
      [{ kind: 'sideways', threshold: '100' }, 'invalid_params'],
      [{ kind: 'above', threshold: '0' }, 'price_alert_threshold_invalid'],
      [{ kind: 'above', threshold: '-5' }, 'price_alert_threshold_invalid'],
      [{ kind: 'above', threshold: '1e4' }, 'price_alert_threshold_invalid'],
      [{ kind: 'above', threshold: offTick }, 'price_alert_threshold_invalid'],
      [{ kind: 'day_move', threshold: '0.001' }, 'price_alert_threshold_invalid'],
      [{ kind: 'day_move', threshold: '60' }, 'price_alert_threshold_invalid'],
      // At the current price, or beyond it on the alert's side: already met.
      [{ kind: 'above', threshold: quote.last }, 'price_alert_already_met'],
      [{ kind: 'below', threshold: quote.last }, 'price_alert_already_met'],
      [{ kind: 'below', threshold: add(quote.last, tick) }, 'price_alert_already_met'],
    ];
    for (const [body, key] of cases) {
      const answer = await createAlert(t, bob, body as { kind: string; threshold: string });
      expect({ body, msg: answer.msg }).toEqual({ body, msg: key });
    }
    expect((await alertsOf(t, bob)).items).toEqual([]);
  });

  it(`keeps at most ${PRICE_ALERTS_PER_CUSTOMER} alerts per customer; deleting one makes room`, async () => {
    const carol = await newCustomer(t);
    const created: PriceAlertView[] = [];
    for (let i = 0; i < PRICE_ALERTS_PER_CUSTOMER; i += 1) {
      const threshold = priceAt(t, '7203', `1.${String(10 + i)}`);
      created.push(
        expectOk<PriceAlertView>(await createAlert(t, carol, { kind: 'above', threshold })),
      );
    }
    const onceMore = priceAt(t, '7203', '1.5');
    expectRefusal(
      await createAlert(t, carol, { kind: 'above', threshold: onceMore }),
      'price_alert_limit',
    );
    expect((await alertsOf(t, carol)).items).toHaveLength(PRICE_ALERTS_PER_CUSTOMER);
    expectOk(await t.call('/alerts/delete', { id: created[0]!.id }, carol.headers));
    expectOk(await createAlert(t, carol, { kind: 'above', threshold: onceMore }));
    // Another customer's limit is their own.
    const dave = await newCustomer(t);
    expectOk(await createAlert(t, dave, { kind: 'above', threshold: onceMore }));
  });
});

describe('another customer', () => {
  it('cannot list, delete or enable someone’s alert', async () => {
    const alice = await newCustomer(t);
    const mallory = await newCustomer(t);
    const alert = expectOk<PriceAlertView>(
      await createAlert(t, alice, { kind: 'above', threshold: priceAt(t, '7203', '1.05') }),
    );
    expect((await alertsOf(t, mallory)).items).toEqual([]);
    expect((await alertsOf(t, mallory, '7203')).items).toEqual([]);
    expectRefusal(
      await t.call('/alerts/delete', { id: alert.id }, mallory.headers),
      'price_alert_not_found',
    );
    expectRefusal(
      await t.call('/alerts/enable', { id: alert.id }, mallory.headers),
      'price_alert_not_found',
    );
    expect((await alertsOf(t, alice)).items).toEqual([alert]);
    // Without a session nothing is answered at all.
    expect((await t.call('/alerts/list', {})).httpStatus).toBe(401);
  });
});

describe('deleting and enabling', () => {
  it('deletes once; enabling an armed alert answers it unchanged', async () => {
    const erin = await newCustomer(t);
    const alert = expectOk<PriceAlertView>(
      await createAlert(t, erin, { kind: 'below', threshold: priceAt(t, '7203', '0.9') }),
    );
    expect(expectOk(await t.call('/alerts/enable', { id: alert.id }, erin.headers))).toEqual(alert);
    expect(expectOk(await t.call('/alerts/delete', { id: alert.id }, erin.headers))).toBeNull();
    expectRefusal(
      await t.call('/alerts/delete', { id: alert.id }, erin.headers),
      'price_alert_not_found',
    );
    expectRefusal(
      await t.call('/alerts/delete', { id: 'x' }, erin.headers),
      'price_alert_not_found',
    );
    expect((await alertsOf(t, erin)).items).toEqual([]);
  });
});
