import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { commitmentOf, verifyDrawDocument, type DrawDocument } from '@kabuto/lottery';
import { journalEntries } from '../../db/schema';
import { ipoApplications, ipoOfferings } from '../../db/schema-ipo';
import { logInOperator } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { ticketKey } from '../trading/testing';
import {
  balances,
  expectLedgerClean,
  expectOk,
  expectRefusal,
  offeringBody,
  publishedOffering,
  subscribe,
  verifiedCustomer,
} from './testing';

const { t, admin: adminAtStart, support } = useTestApp({ operators: ['admin', 'support'] });
/**
 * The admin's headers; tests move the clock by days, past an operator session's life, so the
 * admin signs in again whenever the clock has moved on.
 */
const admin: Record<string, string> = {};
let adminSignedInAt = -1;
beforeEach(async () => {
  if (adminSignedInAt === t.clock.now().getTime()) return;
  Object.assign(admin, adminAtStart, await logInOperator(t, 'admin'));
  adminSignedInAt = t.clock.now().getTime();
});

let symbolSequence = 1000;
/** Each test's offering lists under a code of its own that no listed stock has (a code is taken until withdrawn). */
function nextSymbol(): string {
  do symbolSequence += 1;
  while (t.market.instrument(String(symbolSequence)));
  return String(symbolSequence);
}

const HOUR_S = 3600;
/** Moves the clock and runs the IPO's jobs as the scheduler would. */
async function after(hours: number) {
  t.clock.advanceSeconds(hours * HOUR_S);
  return t.app.ipo.runDue();
}

async function setFinalPrice(
  offering: { id: number },
  price: string,
  extra: Record<string, unknown> = {},
) {
  Object.assign(admin, await logInOperator(t, 'admin'));
  const current = expectOk(await t.callAdmin('/ipo/offerings', {}, admin)).find(
    (row: { id: number }) => row.id === offering.id,
  );
  return t.callAdmin(
    '/ipo/saveOffering',
    {
      offeringId: offering.id,
      offering: {
        symbol: current.symbol,
        names: current.names,
        sector: current.sector,
        priceLow: current.priceLow,
        priceHigh: current.priceHigh,
        finalPrice: price,
        lotsOffered: current.lotsOffered,
        maxLotsPerApplication: current.maxLotsPerApplication,
        subscriptionOpensAt: current.subscriptionOpensAt,
        subscriptionClosesAt: current.subscriptionClosesAt,
        drawAt: current.drawAt,
        purchaseDeadlineAt: current.purchaseDeadlineAt,
        listingDate: current.listingDate,
        ...extra,
      },
      reason: 'Final price set after book-building',
      reasonLocale: 'en',
    },
    admin,
  );
}

describe('offerings (console)', () => {
  it('are drafted, checked, and published with a commitment; drafts stay out of sight', async () => {
    const now = t.clock.now();
    const badSchedule = await t.callAdmin(
      '/ipo/saveOffering',
      {
        offering: offeringBody(now, {
          symbol: nextSymbol(),
          drawAt: offeringBody(now).subscriptionOpensAt,
        }),
      },
      admin,
    );
    expectRefusal(badSchedule, 'ipo_schedule_invalid');
    expectRefusal(
      await t.callAdmin(
        '/ipo/saveOffering',
        { offering: offeringBody(now, { symbol: nextSymbol(), priceLow: '1300' }) },
        admin,
      ),
      'ipo_price_invalid',
    );
    expectRefusal(
      await t.callAdmin(
        '/ipo/saveOffering',
        { offering: offeringBody(now, { symbol: '7203' }) },
        admin,
      ),
      'ipo_symbol_listed',
    );
    expectRefusal(
      await t.callAdmin(
        '/ipo/saveOffering',
        { offering: offeringBody(now, { symbol: nextSymbol(), names: { ja: 'x', en: 'x' } }) },
        admin,
      ),
      'every_language_required',
    );
    const denied = await t.callAdmin(
      '/ipo/saveOffering',
      { offering: offeringBody(now, { symbol: nextSymbol() }) },
      support,
    );
    expect(denied.status).toBe(0);
    expect(denied.httpStatus).toBe(403);

    const draft = expectOk(
      await t.callAdmin(
        '/ipo/saveOffering',
        { offering: offeringBody(now, { symbol: nextSymbol() }) },
        admin,
      ),
    );
    expect(draft).toMatchObject({ status: 'draft', commitment: null, lotShares: 1000 });
    const list = expectOk(await t.call('/ipo/list', {}));
    expect(list.map((row: { id: number }) => row.id)).not.toContain(draft.id);
    expectRefusal(await t.call('/ipo/detail', { offeringId: draft.id }), 'ipo_not_found');

    const published = expectOk(
      await t.callAdmin('/ipo/publish', { offeringId: draft.id, reason: 'Approved' }, admin),
    );
    expect(published.status).toBe('published');
    expect(published.commitment).toMatch(/^[0-9a-f]{64}$/);
    const seen = expectOk(await t.call('/ipo/detail', { offeringId: draft.id }));
    expect(seen).toMatchObject({
      phase: 'subscribing',
      commitment: published.commitment,
      myApplication: null,
    });
    expectRefusal(
      await t.callAdmin('/ipo/publish', { offeringId: draft.id, reason: 'Again' }, admin),
      'ipo_not_draft',
    );
  });

  it('change after publication only with a reason every applicant sees, never raising the top of the range', async () => {
    const offering = await publishedOffering(t, admin, { symbol: nextSymbol() });
    const body = offeringBody(t.clock.now(), { symbol: offering.symbol });
    const withoutReason = await t.callAdmin(
      '/ipo/saveOffering',
      { offeringId: offering.id, offering: { ...body, lotsOffered: 5 } },
      admin,
    );
    expectRefusal(withoutReason, 'reason_required');
    expectRefusal(
      await t.callAdmin(
        '/ipo/saveOffering',
        {
          offeringId: offering.id,
          offering: { ...body, priceHigh: '1300' },
          reason: 'Demand is strong',
        },
        admin,
      ),
      'ipo_price_range_raised',
    );
    const changed = expectOk(await setFinalPrice(offering, '1100'));
    expect(changed.finalPrice).toBe('1100');
    const detail = expectOk(await t.call('/ipo/detail', { offeringId: offering.id }));
    expect(detail.changes).toEqual([
      expect.objectContaining({
        fields: ['finalPrice'],
        reason: { text: 'Final price set after book-building', locale: 'en' },
      }),
    ]);
  });
});

describe('applying', () => {
  it('holds lots × lot size × the top of the range, once per customer, replaying a retried key', async () => {
    const offering = await publishedOffering(t, admin, { symbol: nextSymbol() });
    const customer = await verifiedCustomer(t);
    const key = ticketKey();
    const application = expectOk(
      await subscribe(t, customer, { offeringId: offering.id, lots: 2 }, key),
    );
    expect(application).toMatchObject({
      status: 'awaiting_draw',
      lots: 2,
      shares: 2000,
      autoPurchase: true,
      heldAmount: '2400000',
      heldNow: '2400000',
    });
    expect(application.receipt).toMatch(/^[0-9a-f]{64}$/);
    expect(await balances(t, customer.id)).toEqual({
      available: '7600000',
      held: '2400000',
      margin: '0',
    });
    const retried = expectOk(
      await subscribe(t, customer, { offeringId: offering.id, lots: 2 }, key),
    );
    expect(retried.id).toBe(application.id);
    expectRefusal(
      await subscribe(t, customer, { offeringId: offering.id, lots: 1 }, key),
      'key_mismatch',
    );
    expectRefusal(
      await subscribe(t, customer, { offeringId: offering.id, lots: 1 }),
      'ipo_already_subscribed',
    );
    expect(await balances(t, customer.id)).toMatchObject({ held: '2400000' });
    await expectLedgerClean(t);
  });

  it('refuses what the rules refuse, and changes nothing', async () => {
    const offering = await publishedOffering(t, admin, { symbol: nextSymbol() });
    const later = await publishedOffering(t, admin, { symbol: nextSymbol() }, 5);
    const unverified = await verifiedCustomer(t);
    await t.database.db.execute(
      `UPDATE customers SET verification_status = 'unverified' WHERE id = ${unverified.id}` as never,
    );
    expectRefusal(
      await subscribe(t, unverified, { offeringId: offering.id, lots: 1 }),
      'verification_required',
    );
    const customer = await verifiedCustomer(t);
    expectRefusal(
      await subscribe(t, customer, { offeringId: later.id, lots: 1 }),
      'subscription_not_started',
    );
    expectRefusal(
      await subscribe(t, customer, { offeringId: offering.id, lots: 3 }),
      'ipo_lots_invalid',
    );
    expectRefusal(
      await subscribe(t, customer, { offeringId: offering.id, lots: 0 }),
      'ipo_lots_invalid',
    );
    expectRefusal(await subscribe(t, customer, { offeringId: 999_999, lots: 1 }), 'ipo_not_found');
    const poor = await verifiedCustomer(t, '1000');
    expectRefusal(
      await subscribe(t, poor, { offeringId: offering.id, lots: 1 }),
      'insufficient_available_balance',
    );
    expectRefusal(
      await t.call('/ipo/subscribe', { offeringId: offering.id, lots: 1 }, customer.headers),
      'idempotency_key_required',
    );
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(ipoApplications)
      .where(eq(ipoApplications.offeringId, offering.id));
    expect(rows!.n).toBe(0);
    expect(await balances(t, poor.id)).toEqual({ available: '1000', held: '0', margin: '0' });
    t.clock.advanceSeconds(25 * HOUR_S);
    expectRefusal(
      await subscribe(t, customer, { offeringId: offering.id, lots: 1 }),
      'subscription_closed',
    );
    await expectLedgerClean(t);
  });

  it('50 parallel applications of one customer create one', async () => {
    const offering = await publishedOffering(t, admin, { symbol: nextSymbol() });
    const customer = await verifiedCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        subscribe(t, customer, { offeringId: offering.id, lots: 1 }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 1);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((item) => item.status !== 1)) {
      expect(answer.msg).toBe('ipo_already_subscribed');
    }
    expect(await balances(t, customer.id)).toMatchObject({ held: '1200000' });
    await expectLedgerClean(t);
  });

  it('another customer can neither read nor pay an application', async () => {
    const offering = await publishedOffering(t, admin, { symbol: nextSymbol() });
    const owner = await verifiedCustomer(t);
    const other = await verifiedCustomer(t);
    const application = expectOk(await subscribe(t, owner, { offeringId: offering.id, lots: 1 }));
    const records = expectOk(await t.call('/ipo/records', {}, other.headers));
    expect(records.items).toEqual([]);
    const detail = expectOk(
      await t.call('/ipo/detail', { offeringId: offering.id }, other.headers),
    );
    expect(detail.myApplication).toBeNull();
    expectRefusal(
      await t.call('/ipo/pay', { applicationId: application.id }, other.headers),
      'ipo_application_not_found',
    );
    const own = expectOk(await t.call('/ipo/records', {}, owner.headers));
    expect(own.items.map((item: { id: number }) => item.id)).toEqual([application.id]);
  });
});

describe('the draw', () => {
  it('allocates by the committed seed, pays and refunds, and publishes a document the verifier accepts', async () => {
    const offering = await publishedOffering(t, admin, { symbol: nextSymbol(), lotsOffered: 3 });
    const applicants = await Promise.all(Array.from({ length: 6 }, () => verifiedCustomer(t)));
    const applications = [];
    for (const [index, customer] of applicants.entries()) {
      applications.push(
        expectOk(
          await subscribe(t, customer, {
            offeringId: offering.id,
            lots: 1 + (index % 2),
            autoPurchase: index !== 0,
          }),
        ),
      );
    }
    await after(24); // subscription closed, draw not yet due
    expect(expectOk(await t.call('/ipo/detail', { offeringId: offering.id })).drawn).toBe(false);
    expectOk(await setFinalPrice(offering, '1100'));
    const beforeDraw = expectOk(await t.call('/ipo/draw', { offeringId: offering.id }));
    expect(beforeDraw.document).toBeNull();

    expect((await after(3)).drawn).toBeGreaterThanOrEqual(1);
    const published = expectOk(await t.call('/ipo/draw', { offeringId: offering.id }));
    // Once only: another run finds nothing to draw and moves no money.
    const entriesBefore = await t.database.db.select({ n: count() }).from(journalEntries);
    expect(await t.app.ipo.runDue()).toEqual({ drawn: 0, settled: 0, listed: 0 });
    expect(await t.database.db.select({ n: count() }).from(journalEntries)).toEqual(entriesBefore);
    expect(expectOk(await t.call('/ipo/draw', { offeringId: offering.id }))).toEqual(published);

    const document = published.document as DrawDocument;
    expect(verifyDrawDocument(document)).toEqual({ ok: true });
    expect(document.commitment).toBe(offering.commitment);
    expect(commitmentOf(document.seed)).toBe(offering.commitment);
    expect(document.entries).toHaveLength(6);
    expect(document.allocation.reduce((total, item) => total + item.units, 0)).toBe(3);
    expect(verifyDrawDocument({ ...document, seed: 'f'.repeat(64) }).ok).toBe(false);
    expect(verifyDrawDocument({ ...document, entries: document.entries.slice(1) }).ok).toBe(false);

    for (const [index, customer] of applicants.entries()) {
      const [mine] = expectOk(await t.call('/ipo/records', {}, customer.headers)).items;
      const won = document.allocation.find((item) => item.entry === mine.receipt)?.units ?? 0;
      expect(mine.lotsWon).toBe(won);
      const wallet = await balances(t, customer.id);
      if (won === 0) {
        expect(mine.status).toBe('not_won');
        expect(wallet).toEqual({ available: '10000000', held: '0', margin: '0' });
      } else if (index === 0) {
        expect(mine).toMatchObject({ status: 'pending_payment', cost: String(1100 * 1000 * won) });
        expect(wallet.held).toBe(String(1100 * 1000 * won));
      } else {
        expect(mine).toMatchObject({ status: 'paid', paidAmount: String(1100 * 1000 * won) });
        expect(wallet).toEqual({
          available: String(10_000_000 - 1_100_000 * won),
          held: '0',
          margin: String(1_100_000 * won),
        });
      }
    }
    await expectLedgerClean(t);
  });

  it('runs after a restart that missed its time', async () => {
    const offering = await publishedOffering(t, admin, {
      symbol: nextSymbol(),
      finalPrice: '1000',
    });
    const customer = await verifiedCustomer(t);
    expectOk(await subscribe(t, customer, { offeringId: offering.id, lots: 1 }));
    // Three days pass with no job run at all, then one run catches up with the draw and the deadline.
    t.clock.advanceSeconds(72 * HOUR_S);
    const ran = await t.app.ipo.runDue();
    expect(ran.drawn).toBeGreaterThanOrEqual(1);
    expect(ran.settled).toBeGreaterThanOrEqual(1);
    const [mine] = expectOk(await t.call('/ipo/records', {}, customer.headers)).items;
    expect(mine).toMatchObject({ status: 'paid', lotsWon: 1, paidAmount: '1000000' });
    await expectLedgerClean(t);
  });

  it('a win not paid by the deadline lapses and its lot goes to the next entry in the draw order', async () => {
    const offering = await publishedOffering(t, admin, {
      symbol: nextSymbol(),
      lotsOffered: 1,
      maxLotsPerApplication: 1,
      finalPrice: '1200',
    });
    const manual = await verifiedCustomer(t);
    const others = await Promise.all(Array.from({ length: 4 }, () => verifiedCustomer(t)));
    expectOk(await subscribe(t, manual, { offeringId: offering.id, lots: 1, autoPurchase: false }));
    for (const customer of others) {
      expectOk(await subscribe(t, customer, { offeringId: offering.id, lots: 1 }));
    }
    await after(27);
    const document = expectOk(await t.call('/ipo/draw', { offeringId: offering.id }))
      .document as DrawDocument;
    const [manualRecord] = expectOk(await t.call('/ipo/records', {}, manual.headers)).items;
    const manualWon = manualRecord.status === 'pending_payment';
    await after(24);
    const published = expectOk(await t.call('/ipo/draw', { offeringId: offering.id }));
    const [after_] = expectOk(await t.call('/ipo/records', {}, manual.headers)).items;
    if (manualWon) {
      expect(after_.status).toBe('lapsed');
      expect(await balances(t, manual.id)).toEqual({
        available: '10000000',
        held: '0',
        margin: '0',
      });
      // The first entry after the winner in the draw order takes the lot.
      const next = document.drawOrder.find((entry) => entry !== manualRecord.receipt)!;
      expect(published.lapses).toEqual([{ entry: manualRecord.receipt, lots: 1 }]);
      expect(published.reallocated).toEqual([{ entry: next, lots: 1 }]);
    } else {
      // The seed did not pick the manual entry: nothing lapsed.
      expect(published.lapses).toEqual([]);
      expectRefusal(
        await t.call('/ipo/pay', { applicationId: manualRecord.id }, manual.headers),
        'ipo_payment_not_due',
      );
    }
    await expectLedgerClean(t);
  });

  it('a winner without automatic purchase pays before the deadline', async () => {
    const offering = await publishedOffering(t, admin, {
      symbol: nextSymbol(),
      lotsOffered: 5,
      finalPrice: '1150',
    });
    const customer = await verifiedCustomer(t);
    const application = expectOk(
      await subscribe(t, customer, { offeringId: offering.id, lots: 2, autoPurchase: false }),
    );
    await after(27);
    const won = expectOk(await t.call('/ipo/records', {}, customer.headers)).items[0];
    expect(won).toMatchObject({
      status: 'pending_payment',
      lotsWon: 2,
      cost: '2300000',
      releasedAmount: '100000',
    });
    const paid = expectOk(
      await t.call('/ipo/pay', { applicationId: application.id }, customer.headers),
    );
    expect(paid).toMatchObject({ status: 'paid', paidAmount: '2300000', heldNow: '0' });
    expect(await balances(t, customer.id)).toEqual({
      available: '7700000',
      held: '0',
      margin: '2300000',
    });
    // Home and Mine show the payment as new shares awaiting listing, not as positions' margin.
    const { assets } = expectOk(await t.call('/user/info', {}, customer.headers));
    expect(assets).toMatchObject({
      totalAssets: '10000000',
      availableFunds: '7700000',
      marginInUse: '0',
      ipoAllotments: '2300000',
    });
    expectRefusal(
      await t.call('/ipo/pay', { applicationId: application.id }, customer.headers),
      'ipo_payment_not_due',
    );
    await expectLedgerClean(t);
  });

  it('a withdrawn offering gives every hold back', async () => {
    const offering = await publishedOffering(t, admin, { symbol: nextSymbol() });
    const customer = await verifiedCustomer(t);
    expectOk(await subscribe(t, customer, { offeringId: offering.id, lots: 2 }));
    const cancelled = expectOk(
      await t.callAdmin(
        '/ipo/cancel',
        { offeringId: offering.id, reason: 'Listing postponed' },
        admin,
      ),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(await balances(t, customer.id)).toEqual({
      available: '10000000',
      held: '0',
      margin: '0',
    });
    const [mine] = expectOk(await t.call('/ipo/records', {}, customer.headers)).items;
    expect(mine.status).toBe('withdrawn');
    await expectLedgerClean(t);
  });

  it('refuses a payment after the deadline even before the job has run, and the draw is public', async () => {
    const offering = await publishedOffering(t, admin, {
      symbol: nextSymbol(),
      lotsOffered: 5,
      finalPrice: '1000',
    });
    const customer = await verifiedCustomer(t);
    const application = expectOk(
      await subscribe(t, customer, { offeringId: offering.id, lots: 1, autoPurchase: false }),
    );
    await after(27);
    t.clock.advanceSeconds(24 * HOUR_S); // the deadline passes; no job has run yet
    expectRefusal(
      await t.call('/ipo/pay', { applicationId: application.id }, customer.headers),
      'ipo_purchase_deadline_passed',
    );
    const anonymous = expectOk(await t.call('/ipo/draw', { offeringId: offering.id }));
    expect(anonymous.document.entries).toEqual([{ entry: application.receipt, lots: 1 }]);
    await t.app.ipo.runDue();
    const [mine] = expectOk(await t.call('/ipo/records', {}, customer.headers)).items;
    expect(mine.status).toBe('lapsed');
    await expectLedgerClean(t);
  });
});

describe('restrictions and the audit log', () => {
  it('a frozen account cannot apply, and every operator change is audited without the seed', async () => {
    const offering = await publishedOffering(t, admin, { symbol: nextSymbol() });
    const customer = await verifiedCustomer(t);
    expectOk(
      await t.callAdmin(
        '/customers/restrict',
        { customerId: customer.id, kind: 'frozen', reason: 'Under review' },
        admin,
      ),
    );
    expectRefusal(
      await subscribe(t, customer, { offeringId: offering.id, lots: 1 }),
      'account_frozen',
    );
    expectOk(await setFinalPrice(offering, '1100'));
    const [stored] = await t.database.db
      .select({ seed: ipoOfferings.seed })
      .from(ipoOfferings)
      .where(eq(ipoOfferings.id, offering.id));
    const audit = expectOk(await t.callAdmin('/audit/list', { targetType: 'ipo_offering' }, admin));
    const items = (audit.items ?? audit) as { action: string; targetId: string; after: unknown }[];
    const mine = items.filter((item) => item.targetId === String(offering.id));
    expect(mine.map((item) => item.action).sort()).toEqual([
      'ipo.change_offering',
      'ipo.create_offering',
      'ipo.publish_offering',
    ]);
    // The seed is secret until the draw: the audit log never holds it.
    expect(stored!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(mine)).not.toContain(stored!.seed!);
    expect(JSON.stringify(mine)).not.toContain('"seed"');
  });
});
