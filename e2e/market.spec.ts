import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '@kabuto/contract';
import { expectNoRawKeys, expectRoute, logIn, snapshot } from './support/app';
import { DEMO_CUSTOMER, MAIN_URL } from './support/servers';
import { signInWithToken } from './support/session';

/**
 * The market: search a stock by its Japanese name, open it, every chart interval, the watchlist,
 * live prices; and every market screen in every language at 390x844 for a person to look at
 * (test-results/screens/<locale>/market-*.png).
 */
type Tree = { [key: string]: string | Tree };
const MARKET_DIR = path.join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales', 'market');

function readMarket(locale: Locale): Tree {
  return JSON.parse(readFileSync(path.join(MARKET_DIR, `${locale}.json`), 'utf8')) as Tree;
}

const MARKET_TEXTS = Object.fromEntries(
  LOCALES.map((locale) => [locale, readMarket(locale)]),
) as Record<Locale, Tree>;

/** A text of the 'market' namespace as the customer sees it. */
function marketText(locale: Locale, key: string, values: Record<string, string> = {}): string {
  let node: string | Tree | undefined = MARKET_TEXTS[locale];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No market text ${key} in ${locale}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? `{{${name}}}`);
}

function marketKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : marketKeys(value, `${prefix}${key}.`),
  );
}

/** No raw key of the market namespace on screen (the shared check covers the main namespace). */
async function expectNoRawMarketKeys(page: Page): Promise<void> {
  await expectNoRawKeys(page);
  const visible = await page.locator('body').innerText();
  const dotted = marketKeys(MARKET_TEXTS.ja).filter((key) => key.includes('.'));
  expect(dotted.filter((key) => visible.includes(key))).toEqual([]);
}

const INTERVALS = ['intraday', '1m', '5m', '10m', '30m', '1d', '1w', '1M'] as const;

async function showChart(page: Page, interval: (typeof INTERVALS)[number]): Promise<void> {
  await page.getByTestId(`interval-${interval}`).click();
  const box = page.getByTestId('chart-box');
  await expect(box).toHaveAttribute('data-interval', interval);
  await expect(box.getByTestId('chart')).toBeVisible();
  await expect(box.locator('canvas').first()).toBeVisible();
  expect(Number(await box.getByTestId('chart').getAttribute('data-bars'))).toBeGreaterThan(0);
}

test('a customer finds Toyota by its Japanese name, charts it, watches it and sees it move', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/#/login/login');
  await logIn(page, 'ja', DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  await expectRoute(page, '/home/index');
  await expect(page.getByTestId('home-market-label')).toContainText(
    marketText('ja', 'label.simulatedMarket'),
  );

  // Search by the Japanese name and open the stock.
  await page.getByTestId('home-search').click();
  await expectRoute(page, '/home/search');
  await page.getByRole('searchbox').fill('トヨタ');
  const row = page.getByTestId('quote-row-7203');
  await expect(row).toContainText('トヨタ自動車');
  await row.click();
  await expect(page).toHaveURL(/#\/market\/marketDetail\?symbol=7203$/);
  await expect(page.getByTestId('detail-name')).toHaveText('トヨタ自動車');
  await expect(page.getByTestId('quote-header').getByTestId('simulated-tag')).toHaveText(
    marketText('ja', 'label.simulated'),
  );
  await expect(page.getByTestId('order-book')).toBeVisible();

  // Every chart interval draws a chart.
  for (const interval of INTERVALS) await showChart(page, interval);

  // Watch it, and find it on the Market watchlist tab.
  const toggle = page.getByTestId('watch-toggle');
  await expect(toggle).toHaveText(marketText('ja', 'detail.addWatch'));
  await toggle.click();
  await expect(page.locator('.adm-toast-main')).toHaveText(marketText('ja', 'detail.added'));
  await expect(toggle).toHaveText(marketText('ja', 'detail.removeWatch'));
  await page.goto('/#/market/market');
  await page.getByRole('tab', { name: marketText('ja', 'market.watchlist') }).click();
  await expect(page.getByTestId('watchlist').getByTestId('quote-row-7203')).toBeVisible();

  // Live: the quote time and sequence number move on their own (a print every ~5 s).
  await page.getByTestId('watchlist').getByTestId('quote-row-7203').click();
  const quoteTime = page.getByTestId('quote-time');
  const firstSeq = Number(await quoteTime.getAttribute('data-seq'));
  const firstTime = await quoteTime.innerText();
  await expect
    .poll(async () => Number(await quoteTime.getAttribute('data-seq')), { timeout: 30_000 })
    .toBeGreaterThan(firstSeq);
  await expect(quoteTime).not.toHaveText(firstTime);
  await expect(page.getByTestId('stale-tag')).toHaveCount(0);

  // Remove it again: the watchlist is empty afterwards.
  await page.getByTestId('watch-toggle').click();
  await expect(page.getByTestId('watch-toggle')).toHaveText(marketText('ja', 'detail.addWatch'));
  await page.goto('/#/market/market?tab=watchlist');
  await expect(page.getByTestId('watchlist-empty')).toBeVisible();
});

test('each index on Home opens its own chart, computed from its constituents', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#/login/login');
  await logIn(page, 'ja', DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  await expectRoute(page, '/home/index');
  const cards = page.locator('[data-testid^="index-^"]');
  await expect(cards.first()).toBeVisible();
  const codes = await cards.evaluateAll((elements) =>
    elements.map((element) => (element.getAttribute('data-testid') ?? '').slice('index-'.length)),
  );
  expect(codes.length).toBeGreaterThanOrEqual(3);
  for (const code of codes) {
    await page.goto('/#/home/index');
    await page.getByTestId(`index-${code}`).click();
    await expect(page).toHaveURL(
      new RegExp(`#/market/indexDetail\\?code=${encodeURIComponent(code).replace('^', '\\^')}$`),
    );
    await expect(page.getByTestId('index-header').getByTestId('simulated-tag')).toBeVisible();
    await showChart(page, 'intraday');
    await showChart(page, '1d');
  }
  await expectNoRawMarketKeys(page);
  await snapshot(page, 'ja/market-index-detail');
});

test('Home’s hot stocks are the top of the market’s hot list, asked once; the list scrolls to its end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithToken(page, 'en');
  const listBodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/vue/market/list')) listBodies.push(request.postDataJSON());
  });
  const symbolsOf = (rows: ReturnType<Page['locator']>, prefix: string) =>
    rows.evaluateAll(
      (elements, cut) =>
        elements.map((element) => (element.getAttribute('data-testid') ?? '').slice(cut)),
      prefix.length,
    );

  await page.goto(`${MAIN_URL}/?lang=en#/home/index`);
  const homeRows = page.getByTestId('hot-stocks').locator('a[data-testid^="hot-"]');
  await expect(homeRows).toHaveCount(5);
  const homeSymbols = await symbolsOf(homeRows, 'hot-');
  await page
    .getByTestId('hot-stocks')
    .getByRole('link', { name: marketText('en', 'home.more') })
    .click();
  await expectRoute(page, '/market/stockHot/stockList');
  const list = page.getByTestId('quote-list-hot');
  const rows = list.locator('a[data-testid^="quote-row-"]');
  await expect(rows).toHaveCount(20);
  // One question, one answer: the list shows the very page Home asked for, without asking again.
  expect((await symbolsOf(rows, 'quote-row-')).slice(0, 5)).toEqual(homeSymbols);
  expect(listBodies).toEqual([{ sort: 'hot', page: 1, pageSize: 20 }]);

  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded();
    await expect(list.getByText(marketText('en', 'list.noMore'), { exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000 });
  const symbols = await symbolsOf(rows, 'quote-row-');
  expect(symbols.length).toBeGreaterThan(100);
  expect(new Set(symbols).size).toBe(symbols.length);
  // Each further page was asked for once, in order.
  const pages = listBodies.map((body) => (body as { page: number }).page);
  expect(pages).toEqual(Array.from({ length: pages.length }, (_, index) => index + 1));
});

test('search in English finds the same stock and the Market tab lists sort orders', async ({
  page,
}) => {
  await signInWithToken(page, 'en');
  await page.goto(`${MAIN_URL}/?lang=en#/home/search`);
  await page.getByRole('searchbox').fill('Toyota');
  await expect(page.getByTestId('quote-row-7203')).toContainText('Toyota Motor');
  await page.goto(`${MAIN_URL}/?lang=en#/home/index`);
  await page
    .getByRole('navigation')
    .getByText(marketText('en', 'tabs.market'), { exact: true })
    .click();
  await expectRoute(page, '/market/market');
  for (const sort of ['hot', 'gainers', 'losers', 'volume'] as const) {
    await page
      .locator('.adm-capsule-tabs-tab')
      .getByText(marketText('en', `sort.${sort}`), { exact: true })
      .click();
    await expect(page.getByTestId(`quote-list-${sort}`).locator('a').first()).toBeVisible();
  }
});

for (const locale of LOCALES) {
  test(`market screens in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInWithToken(page, locale);
    const open = async (route: string) => {
      await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    };

    await open('/home/index');
    await expect(page.getByTestId('hot-stocks').locator('a').nth(1)).toBeVisible();
    await expect(page.getByTestId('home-news').getByTestId('news-item').first()).toBeVisible();
    await expect(page.getByTestId('breadth')).toBeVisible();
    await expectNoRawMarketKeys(page);
    await snapshot(page, `${locale}/market-home`);
    await page.getByTestId('hot-stocks').scrollIntoViewIfNeeded();
    await snapshot(page, `${locale}/market-home-2`);
    await page.getByTestId('home-news').scrollIntoViewIfNeeded();
    await snapshot(page, `${locale}/market-home-3`);

    await open('/market/market');
    await expect(page.getByTestId('quote-list-hot').locator('a').first()).toBeVisible();
    await expectNoRawMarketKeys(page);
    await snapshot(page, `${locale}/market-market`);
    await open('/market/stockHot/stockList');
    await expect(page.getByTestId('quote-list-hot').locator('a').first()).toBeVisible();
    await snapshot(page, `${locale}/market-hot-list`);

    await open('/market/marketDetail?symbol=7203');
    await expect(page.getByTestId('order-book')).toBeVisible();
    for (const interval of INTERVALS) {
      await showChart(page, interval);
      await page.waitForTimeout(300);
      await snapshot(page, `${locale}/market-detail-${interval}`);
    }
    await expectNoRawMarketKeys(page);
    await page.getByTestId('order-book').scrollIntoViewIfNeeded();
    await snapshot(page, `${locale}/market-detail-book`);

    await open('/home/search');
    await expect(page.getByTestId('search-history')).toBeVisible();
    await snapshot(page, `${locale}/market-search-history`);
    await page
      .getByRole('searchbox')
      .fill(locale === 'en' ? 'Sony' : locale === 'ja' ? 'ソニー' : '索尼');
    await expect(page.getByTestId('search-results').locator('a').first()).toBeVisible();
    await expectNoRawMarketKeys(page);
    await snapshot(page, `${locale}/market-search`);

    await open('/market/market?tab=watchlist');
    await expect(
      page.getByTestId('watchlist-empty').or(page.getByTestId('watchlist')),
    ).toBeVisible();
    await snapshot(page, `${locale}/market-watchlist`);

    await open('/home/moreNews?category=closing_review');
    await expect(page.getByTestId('news-item').first()).toBeVisible();
    await expectNoRawMarketKeys(page);
    await snapshot(page, `${locale}/market-news`);
    await page.getByTestId('news-item').first().click();
    await expect(page).toHaveURL(/#\/home\/DetailsPage\?id=\d+$/);
    await expect(page.getByTestId('article')).toBeVisible();
    await expectNoRawMarketKeys(page);
    await snapshot(page, `${locale}/market-article`);
  });
}
