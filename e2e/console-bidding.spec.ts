import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '@kabuto/contract';
import { customerHeaders, newBorrower, operatorHeaders, post } from './credit-support';
import { snapshot } from './support/app';
import { CONSOLE_DIR, useConsoleDesktop } from './support/console-desktop';
import { CONSOLE_KEYS, consoleText, errorText } from './support/console-texts';
import { readLocaleFile } from './support/locale-file';
import type { Session } from './support/session';
import { statusText } from './support/status-texts';

/**
 * The console's agreed-price bidding and grab shares screens against the real server, at a
 * desktop size. A finance operator announces a bidding offering in the console (a floor above the
 * day's price limit is refused beside the field, in words, with the limits shown); a verified,
 * funded newcomer bids through the customer API; the operator finds the bid in the offering's
 * detail (account, price, lots, amount on hold, pending, entry hash), withdraws the offering with
 * a reason, sees the bid rejected as withdrawn and both actions in the audit log; the same pages in
 * Chinese and English. A second offering, announced through the API and closing a few seconds
 * later with more lots bid than offered (two of the bids tied at the clearing price), is allocated by the server's job: its
 * detail shows the clearing price, the demand curve, the lots per entry and the remainder draw.
 * The grab shares section shows the day's queues or, with none, says so. Screenshots go to
 * test-results/screens/console-bidding/.
 */
const REVIEWER = { username: 'reviewer', password: 'kabuto-review' } as const;
/** A stock under ¥1,000 (a whole-yen floor is on its tick grid): a lot costs under ¥1,000,000. */
const SYMBOL = '7201';

const LOCALES_DIR = path.join(CONSOLE_DIR, 'src', 'locales');
const namespace = (name: string) =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      readLocaleFile(path.join(LOCALES_DIR, name, `${locale}.json`)),
    ]),
  ) as Record<Locale, Map<string, string>>;
const BIDDING = namespace('bidding');
const GRAB = namespace('grab');

function fill(template: string | undefined, key: string, values: Record<string, string>): string {
  if (template === undefined) throw new Error(`No console text ${key}`);
  return template.replace(
    /\{\{(\w+)\}\}/g,
    (_match, name: string) => values[name] ?? `{{${name}}}`,
  );
}

const bidding = (key: string, values: Record<string, string> = {}, locale: Locale = 'ja') =>
  fill(BIDDING[locale].get(key), key, values);
const grab = (key: string, values: Record<string, string> = {}, locale: Locale = 'ja') =>
  fill(GRAB[locale].get(key), key, values);
const main = (key: string, values: Record<string, string> = {}, locale: Locale = 'ja') =>
  consoleText(locale, key, values);

/** Every dotted key of the console's texts, which must never reach the screen. */
const RAW_KEYS = [
  ...new Set(
    [...CONSOLE_KEYS, ...BIDDING.ja.keys(), ...GRAB.ja.keys()].filter((key) => key.includes('.')),
  ),
];

useConsoleDesktop();

async function signIn(page: Page, locale: Locale = 'ja') {
  await page.goto(`/console/?lang=${locale}#/login`);
  await page.getByLabel(main('login.username', {}, locale)).fill(REVIEWER.username);
  await page.getByLabel(main('login.password', {}, locale)).fill(REVIEWER.password);
  await page.getByRole('button', { name: main('login.submit', {}, locale) }).click();
  await expect(
    page.getByRole('button', { name: main('operator.logout', {}, locale) }),
  ).toBeVisible();
}

/** No raw translation key and no unfilled interpolation on the page, then a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('loading')).toHaveCount(0);
  const visible = await page.locator('body').innerText();
  expect(
    RAW_KEYS.filter((key) => visible.includes(key)),
    `raw keys on ${page.url()}`,
  ).toEqual([]);
  expect(visible).not.toMatch(
    /\{\{\w+\}\}|not_allocated|offering_cancelled|off_limit_at_close|bidding_\w+/,
  );
  await snapshot(page, `console-bidding/${name}`);
}

/** The stock's previous close and the day's price limits, as the public quote tells them. */
async function quoteOf(request: APIRequestContext) {
  const detail = await post<{
    quote: { price: string; prevClose: string | null; limitUp: string; limitDown: string };
  }>(request, '/api/vue/market/detail', { symbol: SYMBOL });
  return {
    close: Number(detail.quote.prevClose ?? detail.quote.price),
    limitUp: Number(detail.quote.limitUp),
  };
}

/** Now on the server's clock (the market status's time): windows are set from it. */
async function serverNow(request: APIRequestContext): Promise<number> {
  const status = await post<{ time: string }>(request, '/api/vue/market/status', {});
  return Date.parse(status.time);
}

/** A moment as a Japan-time datetime input holds it ("2026-11-27T21:05"). */
function tokyoInput(at: number): string {
  return new Date(at + 9 * 3_600_000).toISOString().slice(0, 16);
}

/** A bid through the customer API. */
function bid(
  request: APIRequestContext,
  customer: Session,
  offeringId: number,
  price: string,
  lots: number,
) {
  return post<{ id: number; entryHash: string; amount: string }>(
    request,
    '/api/vue/bidding/bid',
    { offeringId, price, lots },
    { ...customerHeaders(customer), 'idempotency-key': randomUUID() },
  );
}

/** "776,000": a whole-yen amount as the console groups it. */
const grouped = (amount: string) => Number(amount).toLocaleString('en-US');

test('finance announces a bidding offering, sees the bid, withdraws it with a reason, audited', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const customer = await newBorrower(request, '1000000');
  const { close, limitUp } = await quoteOf(request);
  const floor = String(Math.floor(close * 0.95));
  let offeringId: number | null = null;
  try {
    await signIn(page);
    await page.getByRole('link', { name: main('nav.bidding'), exact: true }).click();
    await expect(page.getByRole('heading', { name: bidding('title') })).toBeVisible();
    await check(page, 'offerings');

    // The form: the code brings the previous close and the price limits; a floor above is refused.
    await page.getByRole('button', { name: bidding('new') }).click();
    const dialog = page.getByRole('dialog', { name: bidding('announce.title') });
    const yenLabel = (field: string) => `${bidding(`fields.${field}`)} (${bidding('units.yen')})`;
    const lotsLabel = (field: string) => `${bidding(`fields.${field}`)} (${bidding('units.lots')})`;
    const timeLabel = (field: string) => `${bidding(`fields.${field}`)} (${bidding('form.jst')})`;
    await dialog.getByLabel(bidding('fields.symbol')).fill(SYMBOL);
    await expect(dialog.getByTestId('price-limits')).toBeVisible();
    await dialog.getByLabel(yenLabel('floorPrice')).fill(String(Math.ceil(limitUp) + 10));
    await dialog.getByLabel(lotsLabel('lotsOffered')).fill('10');
    await dialog.getByLabel(lotsLabel('minLots')).fill('1');
    await dialog.getByLabel(lotsLabel('maxLots')).fill('3');
    const now = await serverNow(request);
    await dialog.getByLabel(timeLabel('opensAt')).fill(tokyoInput(now - 60 * 60_000));
    await dialog.getByLabel(timeLabel('closesAt')).fill(tokyoInput(now + 2 * 24 * 3_600_000));
    await dialog.getByLabel(bidding('announce.reason')).fill('e2e: 大株主からの価格入札の依頼');
    await dialog.getByRole('button', { name: main('common.next') }).click();
    await expect(dialog.getByText(errorText('ja', 'bidding_floor_invalid'))).toBeVisible();
    await check(page, 'announce-refused');

    await dialog.getByLabel(yenLabel('floorPrice')).fill(floor);
    await expect(dialog.getByTestId('price-limits')).toContainText('%');
    await expect(dialog.getByText(errorText('ja', 'bidding_floor_invalid'))).toHaveCount(0);
    await check(page, 'announce-form');
    await dialog.getByRole('button', { name: main('common.next') }).click();
    const summary = dialog.getByTestId('confirm-summary');
    await expect(summary).toContainText(`¥${grouped(floor)}`);
    await expect(summary).toContainText('e2e: 大株主からの価格入札の依頼');
    await check(page, 'announce-confirm');
    await dialog.getByRole('button', { name: bidding('announce.confirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(bidding('announce.done', { symbol: SYMBOL }))).toBeVisible();

    // Newest first: the offering heads the list, accepting bids, with no demand yet.
    const row = page.getByTestId('bidding-offerings').getByRole('row').nth(1);
    await expect(row).toContainText(SYMBOL);
    await expect(row).toContainText(bidding('phases.open'));
    await expect(row).toContainText(`¥${grouped(floor)}`);
    await row.getByRole('link', { name: bidding('openNamed', { symbol: SYMBOL }) }).click();
    await expect(page).toHaveURL(/#\/bidding\/\d+$/);
    offeringId = Number(/#\/bidding\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByTestId('commitment')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('bidding-bids')).toContainText(bidding('detail.bidsEmpty'));

    // The customer bids 2 lots at the floor + ¥3 through the customer API: the detail shows it.
    const price = String(Number(floor) + 3);
    const placed = await bid(request, customer, offeringId, price, 2);
    await page.getByRole('button', { name: main('common.refresh') }).click();
    const bids = page.getByTestId('bidding-bids').locator('tbody tr');
    await expect(bids).toHaveCount(1);
    await expect(bids).toContainText(customer.account);
    await expect(bids).toContainText(`¥${grouped(price)}`);
    await expect(bids).toContainText(grouped(placed.amount));
    await expect(bids).toContainText(statusText('ja', 'request.pending'));
    await expect(bids).toContainText(placed.entryHash);
    // The console sees the demand live (customers do not until the close).
    await expect(page.getByTestId('offering-demand')).toContainText('2');
    await check(page, 'detail-bid');

    // Withdrawn with the reason the bidders read: every hold given back.
    await page.getByRole('button', { name: bidding('cancel.withdraw'), exact: true }).click();
    const cancel = page.getByRole('dialog', {
      name: bidding('cancel.title', { symbol: SYMBOL }),
    });
    await expect(cancel).toContainText(grouped(placed.amount));
    const reason = 'e2e: 需給の確認のため価格入札を取り下げます';
    await cancel.getByLabel(bidding('cancel.reason')).fill(reason);
    await cancel.getByRole('button', { name: main('common.next') }).click();
    await expect(cancel.getByText(bidding('cancel.warning'))).toBeVisible();
    await check(page, 'cancel-confirm');
    await cancel.getByRole('button', { name: bidding('cancel.confirm'), exact: true }).click();
    await expect(cancel).toBeHidden();
    await expect(page.getByText(bidding('cancel.done', { symbol: SYMBOL }))).toBeVisible();
    await expect(page.getByTestId('page-subtitle')).toContainText(bidding('phases.cancelled'));
    await expect(page.getByText(reason)).toBeVisible();
    await expect(bids).toContainText(statusText('ja', 'request.rejected'));
    await expect(bids).toContainText(bidding('rejectReasons.offering_cancelled'));
    await expect(page.getByRole('button', { name: bidding('cancel.withdraw') })).toHaveCount(0);
    await check(page, 'detail-cancelled');

    // Both actions in the offering's audit log, with their words and reasons.
    await page.getByRole('link', { name: bidding('detail.auditLink') }).click();
    const entries = page.getByTestId('audit-log').locator('tbody tr');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText(main('audit.actions.bidding_cancel'));
    await expect(entries.nth(0)).toContainText(main('audit.targetTypes.bidding_offering'));
    await expect(entries.nth(0)).toContainText(reason);
    await expect(entries.nth(1)).toContainText(main('audit.actions.bidding_announce'));
    await check(page, 'audit');

    // The grab shares section: the day's queues, or honestly none.
    await page.getByRole('link', { name: main('nav.grab'), exact: true }).click();
    await expect(page.getByRole('heading', { name: grab('title') })).toBeVisible();
    await expectQueuesOrEmpty(page, 'ja');
    await check(page, 'grab');

    // The same pages in Chinese and English.
    for (const locale of ['zh-TW', 'en'] as const) {
      const text = (key: string, values: Record<string, string> = {}) =>
        bidding(key, values, locale);
      await page.goto(`/console/?lang=${locale}#/bidding/${offeringId}`);
      await expect(
        page.getByRole('heading', { name: text('detail.title', { symbol: SYMBOL }) }),
      ).toBeVisible();
      await expect(page.getByTestId('page-subtitle')).toContainText(text('phases.cancelled'));
      await expect(bids).toContainText(text('rejectReasons.offering_cancelled'));
      await expect(bids).toContainText(statusText(locale, 'request.rejected'));
      await check(page, `detail-cancelled-${locale}`);
      await page
        .getByRole('link', { name: text('title') })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: text('title') })).toBeVisible();
      await check(page, `offerings-${locale}`);
      await page.getByRole('link', { name: main('nav.grab', {}, locale), exact: true }).click();
      await expect(page.getByRole('heading', { name: grab('title', {}, locale) })).toBeVisible();
      await expectQueuesOrEmpty(page, locale);
      await check(page, `grab-${locale}`);
    }
  } finally {
    // Left open by a failed step: withdrawn, so the customer's hold is given back.
    if (offeringId !== null) {
      const operator = await operatorHeaders(request);
      await request.post('/api/admin/bidding/cancel', {
        data: { offeringId, reason: 'e2e clean-up', reasonLocale: 'en' },
        headers: operator(),
      });
    }
  }
});

/**
 * The grab queues: with none (no customer joined a stock at its upper limit on this server), the
 * list says so; with some, each row names its stock and status, and the first opens its orders.
 */
async function expectQueuesOrEmpty(page: Page, locale: Locale): Promise<void> {
  const table = page.getByTestId('grab-queues');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('loading')).toHaveCount(0);
  const rows = table.locator('tbody tr');
  const empty = table.getByText(grab('empty', {}, locale));
  if (await empty.isVisible()) {
    await expect(rows).toHaveCount(1);
    return;
  }
  await expect(rows.first()).toContainText(/\d{4}-\d{2}-\d{2}/);
}

test('a bidding offering allocated at its close shows the clearing price, the curve and the document', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // One at a time: registrations from one address are throttled together.
  const first = await newBorrower(request, '1000000');
  const second = await newBorrower(request, '1000000');
  const third = await newBorrower(request, '1000000');
  const { close } = await quoteOf(request);
  const floor = String(Math.floor(close * 0.95));
  const higher = String(Number(floor) + 2);
  const operator = await operatorHeaders(request);
  const now = await serverNow(request);
  // 2 lots offered; 1 lot bid above the floor, 1 and 2 at it: the floor clears, the higher bid
  // gets its lot, the two at the floor share the lot left (⌊1×1/3⌋ = ⌊1×2/3⌋ = 0), so it is drawn
  // between them. Closing in a few seconds: the allocation job runs every second on this server.
  const offering = await post<{ id: number }>(
    request,
    '/api/admin/bidding/saveOffering',
    {
      symbol: SYMBOL,
      floorPrice: floor,
      lotsOffered: 2,
      minLots: 1,
      maxLots: 2,
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 15_000).toISOString(),
      reason: 'e2e: closes in seconds',
    },
    operator(),
  );
  await bid(request, first, offering.id, higher, 1);
  await bid(request, second, offering.id, floor, 1);
  await bid(request, third, offering.id, floor, 2);
  await expect
    .poll(
      async () => {
        const all = await post<{ id: number; status: string }[]>(
          request,
          '/api/admin/bidding/offerings',
          {},
          operator(),
        );
        return all.find((each) => each.id === offering.id)?.status;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe('allocated');

  for (const locale of ['en', 'ja', 'zh-TW'] as const) {
    const text = (key: string, values: Record<string, string> = {}) => bidding(key, values, locale);
    if (locale === 'en') await signIn(page, 'en');
    await page.goto(`/console/?lang=${locale}#/bidding/${offering.id}`);
    await expect(page.getByTestId('page-subtitle')).toContainText(text('phases.allocated'));
    await expect(page.getByTestId('clearing-price')).toHaveText(`¥${grouped(floor)}`);
    const bids = page.getByTestId('bidding-bids').locator('tbody tr');
    await expect(bids).toHaveCount(3);
    await expect(bids.filter({ hasText: first.account })).toContainText(
      statusText(locale, 'request.approved'),
    );
    // The drawn lot went to one of the two at the floor; the other is rejected as not allocated.
    await expect(bids.filter({ hasText: statusText(locale, 'request.approved') })).toHaveCount(2);
    await expect(bids.filter({ hasText: text('rejectReasons.not_allocated') })).toHaveCount(1);
    const results = page.getByTestId('bidding-results');
    await expect(
      results.getByRole('link', { name: text('results.download'), exact: true }),
    ).toBeVisible();
    const curve = page.getByTestId('demand-curve').locator('tbody tr');
    await expect(curve).toHaveCount(2);
    await expect(curve.nth(1)).toContainText(`¥${grouped(floor)}`);
    await expect(curve.nth(1)).toContainText(text('results.clearingMark'));
    await expect(
      results.getByRole('link', { name: text('results.remainderDownload'), exact: true }),
    ).toBeVisible();
    await check(page, `detail-allocated-${locale}`);
    await results.scrollIntoViewIfNeeded();
    await page.getByTestId('demand-curve').scrollIntoViewIfNeeded();
    await check(page, `results-${locale}`);
  }
});
