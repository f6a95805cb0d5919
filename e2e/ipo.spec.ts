import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import { canonicalDecimal, formatMoney, fromInteger, multiply, subtract } from '@kabuto/money';
import { ft } from './funding-support';
import {
  expectNoRawKeys,
  expectRoute,
  expectToast,
  logIn,
  snapshot,
  waitForDialog,
} from './support/app';
import { readLocaleFile, webNamespaceTexts } from './support/locale-file';
import { clockUrl, DEMO_CUSTOMER } from './support/servers';
import { statusText } from './support/status-texts';
import { text } from './support/texts';
import { tradingText } from './support/trading-texts';
import { ownServer } from './support/own-server';

// This spec's own server, whose clock it moves (e2e/support/own-server.ts).
ownServer('ipo');

/** This spec's own server whose clock it moves. */
const CLOCK_URL = clockUrl('ipo');

/**
 * New-share subscriptions on the server whose clock the test may move (CLOCK_URL): an operator
 * publishes an offering (and changes it, with a reason); the demo customer (verified, funded)
 * finds it from Home, reads its terms and the draw's commitment, applies with the amount held
 * shown before confirming, waits for the draw (the clock moved past it, the server's IPO job
 * draws on its interval), wins (the only applicant), finds the receipt in the published draw,
 * the hold, refund and payment in the fund records and the shares in the Trade tab's allotment.
 * Then the purchase deadline passes on the listing date: the stock lists, the allotment becomes
 * a position (business type "IPO allotment") and the customer sells it at once.
 * Once in Japanese, once in English; the screens once more in Chinese.
 */
const ADMIN = { username: 'admin', password: 'kabuto-admin' } as const;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const LOTS = 2;
const PRICE = {
  low: canonicalDecimal('480'),
  high: canonicalDecimal('520'),
  final: canonicalDecimal('500'),
} as const;

const { texts: IPO_TEXTS, text: ipoText } = webNamespaceTexts('ipo');

async function expectClean(page: Page): Promise<void> {
  await expectNoRawKeys(page);
  const visible = await page.locator('body').innerText();
  const leaked = [...IPO_TEXTS.ja.keys()].filter((key) => visible.includes(key));
  expect(leaked, `raw ipo keys on ${page.url()}`).toEqual([]);
  // No raw state or entry type on screen.
  expect(visible).not.toMatch(/awaiting_draw|pending_payment|not_won|ipo_hold|ipo_release/);
}

type Answer<T> = { status: number; msg: string; data: T };
/** The offering's names, as the operator enters them; the customer's notices repeat them. */
const OFFERING_NAMES = {
  ja: 'カブト試験工業',
  'zh-TW': '卡布托試驗工業',
  en: 'Kabuto Test Industries',
} as const;
type AdminOffering = { id: number; symbol: string; commitment: string; lotShares: number };

async function call<T>(
  request: APIRequestContext,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const answer = await request.post(`${CLOCK_URL}${route}`, { data: body, headers });
  return (await answer.json()) as Answer<T>;
}

/** The server's time now (the clock moved one second on to read it). */
async function serverNow(request: APIRequestContext): Promise<number> {
  const answer = await request.post(`${CLOCK_URL}/api/test/clock/advance`, {
    data: { seconds: 1 },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as Answer<{ now: string }>;
  return new Date(data.now).getTime();
}

/**
 * Publishes an offering subscribing now, closing in an hour and drawn a minute after, with its
 * final price set; then changes its lots offered with a reason (in English) applicants see.
 */
async function publishOffering(
  request: APIRequestContext,
): Promise<{ offering: AdminOffering; drawAt: number; deadline: number }> {
  const login = await call<{ token: string }>(request, '/api/admin/auth/login', ADMIN);
  const operator = { 'operator-token': login.data.token };
  const now = await serverNow(request);
  const closes = now + HOUR_MS;
  const drawAt = closes + MINUTE_MS;
  // The deadline a few minutes after the draw, the listing on the deadline's Japan date: the
  // journey moves the clock past the deadline and the stock lists at the job's next run.
  const deadline = drawAt + 5 * MINUTE_MS;
  const offeringFields = (symbol: string, lotsOffered: number) => ({
    symbol,
    names: OFFERING_NAMES,
    sector: { ja: '機械', 'zh-TW': '機械', en: 'Machinery' },
    priceLow: PRICE.low,
    priceHigh: PRICE.high,
    finalPrice: PRICE.final,
    lotsOffered,
    maxLotsPerApplication: 10,
    subscriptionOpensAt: new Date(now - HOUR_MS).toISOString(),
    subscriptionClosesAt: new Date(closes).toISOString(),
    drawAt: new Date(drawAt).toISOString(),
    purchaseDeadlineAt: new Date(deadline).toISOString(),
    listingDate: new Date(deadline + 9 * HOUR_MS).toISOString().slice(0, 10),
  });
  // A code nobody lists or offers yet.
  let draft: Answer<AdminOffering> | null = null;
  for (let attempt = 0; attempt < 20 && draft?.status !== 1; attempt += 1) {
    const symbol = String(2900 + Math.floor(Math.random() * 99));
    draft = await call<AdminOffering>(
      request,
      '/api/admin/ipo/saveOffering',
      { offering: offeringFields(symbol, 1000) },
      { ...operator, 'idempotency-key': randomUUID() },
    );
  }
  expect(draft?.status, draft?.msg).toBe(1);
  const published = await call<AdminOffering>(
    request,
    '/api/admin/ipo/publish',
    { offeringId: draft!.data.id, reason: 'Ready for subscription', reasonLocale: 'en' },
    { ...operator, 'idempotency-key': randomUUID() },
  );
  expect(published.status, published.msg).toBe(1);
  const changed = await call<AdminOffering>(
    request,
    '/api/admin/ipo/saveOffering',
    {
      offeringId: published.data.id,
      offering: offeringFields(published.data.symbol, 1200),
      reason: 'The underwriters added 200 lots',
      reasonLocale: 'en',
    },
    { ...operator, 'idempotency-key': randomUUID() },
  );
  expect(changed.status, changed.msg).toBe(1);
  return { offering: published.data, drawAt, deadline };
}

async function openFromHome(page: Page, locale: Locale, offering: AdminOffering): Promise<void> {
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/login/login`);
  await logIn(page, locale, DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  await expectRoute(page, '/home/index');
  await page.getByRole('button', { name: ipoHomeLabel(locale), exact: true }).click();
  await expectRoute(page, '/market/subscribe');
  const row = page.locator(`[data-symbol="${offering.symbol}"]`);
  await expect(row).toContainText(ipoText(locale, 'list.notApplied'));
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-list`);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/market/subscribeDetail\\?id=${offering.id}$`));
}

/** Home's shortcut, named in the market namespace (Home's first texts). */
function ipoHomeLabel(locale: Locale): string {
  const market = readLocaleFile(
    path.join(
      import.meta.dirname,
      '..',
      'apps',
      'web',
      'src',
      'locales',
      'market',
      `${locale}.json`,
    ),
  );
  return market.get('home.ipo') ?? 'home.ipo';
}

/** The detail: terms, the commitment in full, the change and its reason, then the application. */
async function apply(page: Page, locale: Locale, offering: AdminOffering): Promise<void> {
  await expect(page.getByTestId('ipo-commitment-hash')).toHaveText(offering.commitment);
  await expect(page.getByTestId('ipo-changes')).toContainText('The underwriters added 200 lots');
  await expect(page.getByTestId('ipo-changes')).toContainText(
    ipoText(locale, 'changes.fields.lotsOffered'),
  );
  await expect(page.getByTestId('ipo-applications')).toBeVisible();
  await page.getByRole('button', { name: ipoText(locale, 'apply.increase') }).click();
  await expect(page.getByTestId('ipo-auto-purchase')).toBeChecked();
  const hold = multiply(PRICE.high, fromInteger(LOTS * offering.lotShares));
  await expect(page.getByTestId('ipo-hold')).toHaveText(
    text(locale, 'money.jpy', { amount: formatMoney(hold) }),
  );
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-detail`);
  await page.getByTestId('ipo-apply').scrollIntoViewIfNeeded();
  await snapshot(page, `${locale}/ipo-apply`);
  await page.getByTestId('ipo-review').click();
  await waitForDialog(page);
  await expect(page.getByTestId('ipo-confirm-hold')).toContainText(formatMoney(hold));
  await snapshot(page, `${locale}/ipo-confirm`);
  await page.getByRole('button', { name: ipoText(locale, 'apply.confirm'), exact: true }).click();
  const mine = page.getByTestId('ipo-mine');
  await expect(mine.getByTestId('ipo-status')).toHaveAttribute('data-status', 'awaiting_draw');
  await expect(mine.getByTestId('ipo-status')).toHaveText(statusText(locale, 'ipo.awaiting_draw'));
  await expect(mine.getByTestId('ipo-mine-held')).toContainText(formatMoney(hold));
  await expect(page.getByTestId('ipo-receipt')).toHaveText(/^[0-9a-f]{64}$/);
}

async function waitForDraw(page: Page, drawAt: number): Promise<void> {
  const now = await serverNow(page.request);
  const advanced = await page.request.post(`${CLOCK_URL}/api/test/clock/advance`, {
    data: { seconds: Math.ceil((drawAt - now) / 1000) + 60 },
  });
  expect(advanced.ok()).toBe(true);
  // The server's IPO job draws on its interval: look again until the result is there.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('ipo-mine').getByTestId('ipo-status').getAttribute('data-status');
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe('paid');
}

async function journey(page: Page, locale: Locale): Promise<void> {
  const { offering, drawAt, deadline } = await publishOffering(page.request);
  await openFromHome(page, locale, offering);
  await apply(page, locale, offering);
  const detailUrl = page.url();
  await snapshot(page, `${locale}/ipo-applied`);

  // My applications and the Trade tab's auction list it as awaiting the draw.
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/market/subscribeRecord`);
  const record = page
    .locator('[data-testid^="ipo-application-"]')
    .filter({ hasText: offering.symbol });
  await expect(record).toHaveAttribute('data-status', 'awaiting_draw');
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-records`);
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/position/position?tab=auction`);
  await expect(
    page
      .getByTestId('positions-auction')
      .locator('[data-status="awaiting_draw"]')
      .filter({ hasText: offering.symbol }),
  ).toBeVisible();

  // The draw: the only applicant wins every lot asked for and pays automatically.
  await page.goto(detailUrl);
  await waitForDraw(page, drawAt);
  const mine = page.getByTestId('ipo-mine');
  const shares = LOTS * offering.lotShares;
  const cost = multiply(PRICE.final, fromInteger(shares));
  const hold = multiply(PRICE.high, fromInteger(shares));
  await expect(mine.getByTestId('ipo-status')).toHaveText(statusText(locale, 'ipo.paid'));
  await expect(mine.getByTestId('ipo-mine-result')).toHaveText(ipoText(locale, 'mine.won'));
  await expect(mine.getByTestId('ipo-mine-cost')).toContainText(formatMoney(cost));
  await expect(mine.getByTestId('ipo-mine-paid')).toContainText(formatMoney(cost));
  await expect(mine.getByTestId('ipo-mine-released')).toContainText(
    formatMoney(subtract(hold, cost)),
  );
  const receipt = await page.getByTestId('ipo-receipt').innerText();
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-won`);

  // The draw's notice names the offering in the customer's language, in the inbox.
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/user/notifications`);
  const drawn = text(locale, 'notices.ipo.allottedOf', {
    symbol: `${OFFERING_NAMES[locale]} ${offering.symbol}`,
  });
  await expect(page.getByTestId('inbox-item').filter({ hasText: drawn })).toBeVisible();
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-inbox`);
  await page.goto(detailUrl);

  // The published draw: the seed, my entry marked in the allocation, the document to download.
  await page.getByTestId('ipo-draw-link').click();
  await expect(page).toHaveURL(new RegExp(`#/market/subscribeDraw\\?id=${offering.id}$`));
  await expect(page.getByTestId('ipo-draw-commitment')).toHaveText(offering.commitment);
  await expect(page.getByTestId('ipo-draw-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('ipo-draw-mine')).toHaveText(receipt);
  await expect(page.getByTestId('ipo-draw-my-row')).toContainText(String(LOTS));
  const download = page.waitForEvent('download');
  await page.getByTestId('ipo-draw-download').click();
  expect((await download).suggestedFilename()).toBe(`draw-${offering.symbol}-${offering.id}.json`);
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-draw`);

  // The fund records name the hold, the refund above the cost and the payment.
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/user/FundingDetails`);
  const records = page.getByTestId('records-all');
  for (const type of ['ipo_hold', 'ipo_release', 'ipo_payment']) {
    await expect(records.locator(`[data-type="${type}"]`).first()).toContainText(
      ft(locale, `records.types.${type}`),
    );
  }
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-fund-records`);

  // The Trade tab's allotment shows the shares won.
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/position/position?tab=allotment`);
  const allotted = page
    .getByTestId('positions-allotment')
    .locator('[data-status="paid"]')
    .filter({ hasText: offering.symbol });
  await expect(allotted.getByTestId('ipo-row-shares')).toHaveText(shares.toLocaleString('en-US'));
  await expect(page.getByTestId('positions-allotment')).toContainText(
    tradingText(locale, 'ipo.sellable'),
  );
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-allotment`);

  await sellAfterListing(page, locale, offering, deadline);
}

/**
 * The purchase deadline passes on the listing date: the job lists the stock and the allotment
 * becomes a position; the allotment row leads to it, and it sells at once (no holding time).
 */
async function sellAfterListing(
  page: Page,
  locale: Locale,
  offering: AdminOffering,
  deadline: number,
): Promise<void> {
  const now = await serverNow(page.request);
  if (deadline > now) {
    const advanced = await page.request.post(`${CLOCK_URL}/api/test/clock/advance`, {
      data: { seconds: Math.ceil((deadline - now) / 1000) + 60 },
    });
    expect(advanced.ok()).toBe(true);
  }
  const allotted = page
    .getByTestId('positions-allotment')
    .locator('[data-listed="true"]')
    .filter({ hasText: offering.symbol });
  await expect
    .poll(
      async () => {
        await page.reload();
        // The list loads after the page: wait a little for the listed row before looking again.
        return allotted.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  await expect(allotted).toContainText(tradingText(locale, 'ipo.listed'));
  await allotted.click();
  await expect(page).toHaveURL(/#\/position\/positionDetail\?id=\d+$/);
  await expect(page.getByTestId('detail-head').getByTestId('status-tag')).toHaveAttribute(
    'data-status',
    'holding',
  );
  await expect(page.locator('body')).toContainText(tradingText(locale, 'businessType.ipo'));
  await page.getByTestId('action-close').click();
  const sheet = page.getByTestId('close-sheet');
  await expect(sheet.getByTestId('close-not-yet')).toHaveCount(0);
  await expect(sheet.getByTestId('close-confirm')).toBeEnabled();
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-listed-sell`);
  await sheet.getByTestId('close-confirm').click();
  await expectToast(page, tradingText(locale, 'close.done'));
  await expect(page.getByTestId('detail-head').getByTestId('status-tag')).toHaveAttribute(
    'data-status',
    'closed',
  );
  await snapshot(page, `${locale}/ipo-listed-sold`);
}

for (const locale of ['ja', 'en'] as const) {
  test(`IPO journey in ${locale}: apply with the amount held shown, the draw with its receipt, the money moved, the shares allotted, listed and sold`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await journey(page, locale);
  });
}

test('IPO screens in zh-TW: the list, an offering, my applications, the draw', async ({ page }) => {
  const locale = 'zh-TW';
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/login/login`);
  await logIn(page, locale, DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  await expectRoute(page, '/home/index');
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/market/subscribe?tab=ended`);
  const row = page.locator('[data-testid^="ipo-offering-"]').first();
  await expect(row).toBeVisible();
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-list`);
  await row.click();
  await expect(page.getByTestId('ipo-commitment-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-detail`);
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/market/subscribeRecord`);
  await expect(page.locator('[data-testid^="ipo-application-"]').first()).toBeVisible();
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-records`);
  await page.locator('[data-testid^="ipo-application-"][data-status="paid"]').first().click();
  await page.getByTestId('ipo-draw-link').click();
  await expect(page.getByTestId('ipo-draw-my-row')).toBeVisible();
  await expectClean(page);
  await snapshot(page, `${locale}/ipo-draw`);
});
