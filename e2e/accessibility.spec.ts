import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MAIN_URL } from './support/servers';
import { signInWithToken } from './support/session';

/**
 * WCAG 2.2 AA (issue 11): axe-core on every screen of the customer app (signed out and signed in,
 * at 390x844 in Japanese) and of the operator console finds no critical or serious violation.
 * Each test keeps one page and moves it from screen to screen; no screenshots.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PUBLIC_ROUTES = [
  '/login/start',
  '/login/logon',
  '/login/logon2',
  '/login/login',
  '/login/register',
  '/login/agreement',
  '/login/privacy',
  '/user/changeLang',
  '/user/aboutUs',
  '/no/such/screen',
] as const;

/** Customer routes that need nothing but a session (the others get their ids below). */
const CUSTOMER_ROUTES = [
  '/home/index',
  '/market/market',
  '/market/market?tab=watchlist',
  '/position/position',
  '/position/position?tab=closed',
  '/user/usercenter',
  '/home/moreNews',
  '/home/search',
  '/market/stockHot/stockList',
  '/market/marketDetail?symbol=7203',
  '/market/marketBuy?symbol=7203',
  '/market/marketBuy?symbol=7203&direction=short',
  '/common/dayTrading',
  '/common/sessionTrading',
  '/common/sessionTrading?session=after_market',
  '/user/setting',
  '/user/loginPassword',
  '/user/setPassword',
  '/user/bandCard',
  '/user/BankCard',
  '/user/WithCard',
  '/user/recharge',
  '/user/withdraw',
  '/user/exchange',
  '/user/FundingDetails',
] as const;

const ADMIN = { username: 'admin', password: 'kabuto-admin' } as const;

type Finding = { screen: string; id: string; impact: string; target: string; html: string };

/** Waits until the screen has loaded: no spinner, no skeleton, the network quiet. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#boot-splash')).toHaveCount(0);
  await expect(
    page.locator('.adm-spin-loading, .adm-skeleton, [aria-busy="true"]').filter({ visible: true }),
  ).toHaveCount(0, { timeout: 30_000 });
}

/** The critical and serious violations axe finds on the page as it is now. */
async function audit(page: Page, screen: string): Promise<Finding[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        screen,
        id: violation.id,
        impact: violation.impact ?? '',
        target: node.target.join(' '),
        html: node.html.slice(0, 300),
      })),
    );
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `${f.screen}: ${f.id} (${f.impact}) at ${f.target}\n    ${f.html}`)
    .join('\n');
}

function expectNone(findings: Finding[]): void {
  expect(findings, `WCAG violations:\n${report(findings)}`).toEqual([]);
}

/** The first link on the page to a route beginning with `prefix`, as a route. */
async function firstLinkTo(page: Page, prefix: string): Promise<string | null> {
  const href = await page
    .locator(`a[href^="#${prefix}"]`)
    .first()
    .getAttribute('href', { timeout: 5_000 })
    .catch(() => null);
  return href === null ? null : href.slice(1);
}

test.describe.configure({ mode: 'parallel' });

test('the customer app’s public screens have no serious or critical WCAG violation', async ({
  page,
}) => {
  const findings: Finding[] = [];
  for (const route of PUBLIC_ROUTES) {
    await page.goto(`${MAIN_URL}/?lang=ja#${route}`);
    findings.push(...(await audit(page, route)));
  }
  expectNone(findings);
});

test('the customer app’s signed-in screens have no serious or critical WCAG violation', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInWithToken(page);
  const findings: Finding[] = [];
  for (const route of CUSTOMER_ROUTES) {
    await page.goto(`${MAIN_URL}/?lang=ja#${route}`);
    findings.push(...(await audit(page, route)));
  }
  // Screens that show one record: an index (Home links the current one), an article, a position
  // (if the demo customer holds one).
  for (const [list, screen, required] of [
    ['/home/index', '/market/indexDetail', true],
    ['/home/moreNews', '/home/DetailsPage', true],
    ['/position/position', '/position/positionDetail', false],
  ] as const) {
    await page.goto(`${MAIN_URL}/?lang=ja#${list}`);
    await settle(page);
    const route = await firstLinkTo(page, screen);
    if (required) expect(route, `a link to ${screen} on ${list}`).not.toBeNull();
    if (route === null) continue;
    await page.goto(`${MAIN_URL}/?lang=ja#${route}`);
    findings.push(...(await audit(page, screen)));
  }
  // The deposit's transfer screen (channel 1: the first the demo site configures).
  await page.goto(`${MAIN_URL}/?lang=ja#/user/rechargeChannel?channel=1&amount=10000`);
  findings.push(...(await audit(page, '/user/rechargeChannel')));
  expectNone(findings);
});

test.describe('console', () => {
  // The console is a desktop back office.
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('the console’s screens have no serious or critical WCAG violation', async ({ page }) => {
    test.setTimeout(180_000);
    const findings: Finding[] = [];
    await page.goto(`${MAIN_URL}/console/?lang=ja#/login`);
    findings.push(...(await audit(page, 'console login')));
    await page
      .locator('input[autocomplete="username"], input[name="username"]')
      .first()
      .fill(ADMIN.username);
    await page.locator('input[type="password"]').first().fill(ADMIN.password);
    await page.locator('button[type="submit"]').first().click();
    await expect(page.locator('nav a').first()).toBeVisible();
    // Every page the navigation offers an administrator (all of them), and the first detail page
    // a list links to.
    const pages = await page
      .locator('nav a[href^="#/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(2)));
    expect(pages.length).toBeGreaterThanOrEqual(13);
    for (const path of pages) {
      await page.goto(`${MAIN_URL}/console/?lang=ja#/${path}`);
      findings.push(...(await audit(page, `console ${path}`)));
      const detail = await firstLinkTo(page, `/${path}/`);
      if (detail !== null) {
        await page.goto(`${MAIN_URL}/console/?lang=ja#${detail}`);
        findings.push(...(await audit(page, `console ${path} detail`)));
      }
    }
    expectNone(findings);
  });
});
