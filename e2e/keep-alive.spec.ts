import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectRoute } from './support/app';
import { MAIN_URL } from './support/servers';
import { signInWithToken } from './support/session';
import { text } from './support/texts';

/**
 * Kept screens (the route table's keep-alive flag): Market stays as the customer left it — the
 * sort order chosen, the pages loaded, the place in the list — after a stock's detail and Back,
 * and after Home and the tab bar; while hidden it asks for nothing.
 */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The number of rows once no page has arrived for 1.5 s. */
async function settledCount(page: Page, rows: Locator): Promise<number> {
  let count = -1;
  await expect(async () => {
    const before = await rows.count();
    await page.waitForTimeout(1_500);
    count = await rows.count();
    expect(count).toBe(before);
  }).toPass({ timeout: 30_000 });
  return count;
}

for (const locale of ['ja', 'en'] as const) {
  test(`Market keeps its place, sort and pages after a stock and back (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInWithToken(page, locale);
    await page.goto(`${MAIN_URL}/?lang=${locale}#/market/market?sort=volume`);
    const list = page.getByTestId('quote-list-volume');
    const rows = list.locator('a[data-testid^="quote-row-"]');
    await expect(rows).toHaveCount(20);
    // A second page, loaded by scrolling to the end of the first.
    await expect(async () => {
      await rows.last().scrollIntoViewIfNeeded();
      expect(await rows.count()).toBeGreaterThan(20);
    }).toPass({ timeout: 30_000 });
    const chosen = rows.nth(24);
    await chosen.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    // The list's end may still be within reach here, so a further page can follow the second one
    // (on a slow machine after the count above was read): take the count once it has settled.
    const loaded = await settledCount(page, rows);
    const place = await scrollY(page);
    expect(place).toBeGreaterThan(500);
    const symbol = (await chosen.getAttribute('data-testid'))!.slice('quote-row-'.length);

    // While the detail shows, Market asks for nothing (its live parts stopped).
    const marketAsks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vue/market/list')) marketAsks.push(request.url());
    });
    await chosen.click();
    await expect(page).toHaveURL(new RegExp(`#/market/marketDetail\\?symbol=${symbol}$`));
    await expect(page.getByTestId('detail-name')).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(marketAsks).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/#\/market\/market\?sort=volume$/);
    await expect(rows).toHaveCount(loaded);
    expect(Math.abs((await scrollY(page)) - place)).toBeLessThanOrEqual(2);
    await expect(page.getByTestId(`quote-row-${symbol}`)).toBeInViewport();

    // Home by the tab bar, then Market again by the tab bar: still as it was, sort included.
    const tabBar = page.getByRole('navigation', { name: text(locale, 'app.name') });
    await tabBar.getByRole('link').first().click();
    await expectRoute(page, '/home/index');
    await tabBar.getByRole('link').nth(2).click();
    await expect(page).toHaveURL(/#\/market\/market\?sort=volume$/);
    await expect(rows).toHaveCount(loaded);
    expect(Math.abs((await scrollY(page)) - place)).toBeLessThanOrEqual(2);
  });
}
