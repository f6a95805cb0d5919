import axe from 'axe-core';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import { waitForDialog } from './support/app';
import { MAIN_URL } from './support/servers';
import { signInWithToken } from './support/session';
import { text } from './support/texts';

/**
 * WCAG 2.2 AA (issue 11): axe-core on every screen of the customer app (signed out and signed in,
 * at 390x844) and of the operator console, in Japanese, Chinese and English, finds no critical or
 * serious violation, and every screen has one main landmark, one first-level heading and all its
 * content in landmarks (axe's best-practice rules below, whatever their impact).
 * Each test keeps one page (one session) and moves it from screen to screen within the app, so axe
 * is loaded once per language; no screenshots.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Best-practice rules every screen must pass too. */
const PAGE_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

const LOCALES: readonly Locale[] = ['ja', 'zh-TW', 'en'];

/** The start screen (the splash) moves on by itself: its own test holds it still. */
const PUBLIC_ROUTES = [
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
  // What operators did to the account; sign-ins and sessions.
  '/user/activity',
  '/user/sessions',
  // Price alerts across stocks (each stock's sheet is audited below).
  '/user/priceAlerts',
  // Two-factor sign-in (off for the demo customer: the set-up button).
  '/user/twoFactor',
  // The annual report of the current year (the demo customer's trades and money movements).
  '/user/annualReport',
  // Credit: the score, the limit and applying; the loan records.
  '/user/credit',
  '/user/jkjl',
  // Block trades: the offerings and my applications.
  '/common/dividend',
  '/common/dividend2',
  // Agreed-price bidding: the offerings and my bids.
  '/common/dividend3',
  '/common/dividend3?tab=records',
  // Grab shares: the stocks at their limit now (the demo's headline stock) and my orders.
  '/common/grab',
  '/common/grab?tab=records',
  // New shares: the demo seed's offerings are the server's first three (1 subscribing, 3 drawn).
  '/market/subscribe',
  '/market/subscribeRecord',
  '/market/subscribeDetail?id=1',
  '/market/subscribeDraw?id=3',
  // Copy trading: the tab, my records and leading a strategy (a product's detail is opened from
  // the tab below).
  '/gdindex/gdindex',
  '/gdindex/gdList',
  '/gdindex/gdList?tab=ended',
  '/gdindex/lead',
] as const;

const ADMIN = { username: 'admin', password: 'kabuto-admin' } as const;

/**
 * An open copy-trading product on this worker's server (the demo seed has none), so the tab lists
 * one and its detail can be audited: made through the console's API when there is none yet.
 */
async function ensureCopyProduct(request: APIRequestContext): Promise<void> {
  const post = async <T>(route: string, data: unknown, headers: Record<string, string> = {}) => {
    const answer = await request.post(`${MAIN_URL}${route}`, { data, headers });
    const body = (await answer.json()) as { status: number; msg: string; data: T };
    expect(body.status, `${route}: ${body.msg}`).toBe(1);
    return body.data;
  };
  const products = await post<{ status: string }[]>('/api/vue/copy/products', {});
  if (products.some((product) => product.status === 'open')) return;
  // The server's clock is its own (it starts on a set day): the deadline a year after it.
  const { time } = await post<{ time: string }>('/api/vue/market/status', {});
  const { token } = await post<{ token: string }>('/api/admin/auth/login', ADMIN);
  const operator = () => ({ 'operator-token': token, 'idempotency-key': randomUUID() });
  const names = (what: string) => ({ ja: what, 'zh-TW': what, en: what });
  const strategy = await post<{ id: number }>(
    '/api/admin/copy/saveStrategy',
    {
      names: names('Kabuto Trend'),
      rule: 'trend',
      basket: ['6861'],
      reason: 'e2e: a product for the accessibility audit',
    },
    operator(),
  );
  const product = await post<{ id: number }>(
    '/api/admin/copy/saveProduct',
    {
      strategyId: strategy.id,
      names: names('Trend Fund'),
      minInvestment: '100000',
      lockupDays: 7,
      subscriptionDeadlineAt: new Date(Date.parse(time) + 365 * 24 * 60 * 60 * 1000).toISOString(),
      performanceFeeRate: '0.2',
      capacity: '100000000',
      reason: 'e2e: a product for the accessibility audit',
    },
    operator(),
  );
  await post(
    '/api/admin/copy/openProduct',
    { productId: product.id, reason: 'e2e: open for the accessibility audit' },
    operator(),
  );
}

type Finding = { screen: string; id: string; impact: string; target: string; html: string };

/** Every violation's nodes by impact, over all screens of a test: printed, for the record. */
type Tally = Record<string, number>;

/** What shows that a screen is still loading: the app's spinners and skeletons, the console's. */
const LOADING = '.adm-spin-loading, .adm-skeleton, [aria-busy="true"], [data-testid="loading"]';

/**
 * How long the network must be quiet before the page is asked whether it is idle. The idle check
 * does the waiting a fixed quiet time used to (300 ms here, three quarters of the whole audit's
 * time): a chunk that arrived is run, and the requests it makes are sent, before the page is idle,
 * however long a busy machine takes to run it.
 */
const QUIET_MS = 100;

/** Resolves once the page's main thread has been idle twice: what ran queued nothing more. */
async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const twice = () => requestIdleCallback(() => resolve(), { timeout: 2_000 });
        requestIdleCallback(twice, { timeout: 2_000 });
      }),
  );
}

/**
 * A request in flight this long is not the screen loading: Chromium sometimes never reports the
 * end of the favicon's request (the logo), made by the browser rather than the page.
 */
const STUCK_MS = 10_000;

/**
 * Waits for a screen to load, whether the page was loaded or the app moved to it (which fires no
 * load event): no request in flight for QUIET_MS (the screen's code and data) and none started
 * while the page went idle, nothing loading.
 */
function settler(page: Page): () => Promise<void> {
  const inFlight = new Map<Request, number>();
  let changed = Date.now();
  const change = (request: Request, started: boolean) => {
    if (started) inFlight.set(request, Date.now());
    else inFlight.delete(request);
    changed = Date.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
  const pending = () => {
    const now = Date.now();
    return [...inFlight]
      .filter(([, startedMs]) => now - startedMs < STUCK_MS)
      .map(([request]) => request.url());
  };
  // (A failure names what was still in flight.)
  const quiet = () =>
    expect
      .poll(() => ({ inFlight: pending(), quiet: Date.now() - changed >= QUIET_MS }), {
        message: 'the network is quiet',
        timeout: 45_000,
        intervals: [50],
      })
      .toEqual({ inFlight: [], quiet: true });
  const quietAndIdle = async () => {
    for (;;) {
      await quiet();
      const quietSince = changed;
      await pageIdle(page);
      if (changed === quietSince && pending().length === 0) return;
    }
  };
  return async () => {
    changed = Date.now();
    await quietAndIdle();
    await expect(page.locator('#boot-splash')).toHaveCount(0);
    const loading = page.locator(LOADING).filter({ visible: true });
    if ((await loading.count()) > 0) {
      await expect(loading).toHaveCount(0, { timeout: 30_000 });
      // What the loaded part asks for in turn (a chart's candles).
      await quietAndIdle();
    }
    // A toast (a slow answer's, on a busy machine) fades in and out over the screen: axe would
    // judge its colours half-transparent. It goes by itself.
    await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 10_000 });
  };
}

const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: Object.fromEntries(PAGE_RULES.map((rule) => [rule, { enabled: true }])),
  // Only violations are read: axe then skips the selectors and HTML of every passing node (its
  // documented performance option), which the page would otherwise build and send back.
  resultTypes: ['violations'],
};

/**
 * axe on the page as it is now. It is loaded once per page load (moving between screens keeps it):
 * loading it for every screen took as long as the audit.
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    AXE_OPTIONS,
  );
}

/**
 * The critical and serious violations axe finds on the page as it is now, and those of the page
 * rules; every violation is counted in `tally`.
 */
async function audit(page: Page, screen: string, tally: Tally): Promise<Finding[]> {
  const results = await runAxe(page);
  for (const violation of results.violations) {
    const impact = violation.impact ?? 'none';
    tally[impact] = (tally[impact] ?? 0) + violation.nodes.length;
  }
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'critical' ||
        violation.impact === 'serious' ||
        PAGE_RULES.includes(violation.id),
    )
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

function expectNone(what: string, findings: Finding[], tally: Tally): void {
  const counts = ['critical', 'serious', 'moderate', 'minor']
    .map((impact) => `${impact} ${tally[impact] ?? 0}`)
    .join(', ');
  console.log(`axe, ${what}: ${counts}`);
  expect(findings, `WCAG violations:\n${report(findings)}`).toEqual([]);
}

/**
 * The first link on the (loaded) page to a route beginning with `prefix`, as a route. Only a link
 * that must be there is waited for: waiting five seconds on every console page that links to no
 * detail cost well over a minute per language.
 */
async function firstLinkTo(page: Page, prefix: string, required: boolean): Promise<string | null> {
  const link = page.locator(`a[href^="#${prefix}"]`).first();
  if (required) await expect(link, `a link to ${prefix}`).toBeAttached();
  else if ((await link.count()) === 0) return null;
  const href = await link.getAttribute('href');
  return href === null ? null : href.slice(1);
}

/** One test's audits: the findings to refuse, and every violation counted. */
function auditor(page: Page) {
  const findings: Finding[] = [];
  const tally: Tally = {};
  const settle = settler(page);
  return {
    /** Waits for the screen to load. */
    settle,
    /** Audits the screen, as `screen`, once it has loaded. */
    check: async (screen: string) => {
      await settle();
      findings.push(...(await audit(page, screen, tally)));
    },
    expectNone: (what: string) => expectNone(what, findings, tally),
  };
}

test.describe.configure({ mode: 'parallel' });

test('the start screen has no serious or critical WCAG violation in any language', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const findings: Finding[] = [];
  const tally: Tally = {};
  const settle = settler(page);
  for (const locale of LOCALES) {
    // The splash moves on by itself after a moment: axe, loaded beforehand on the next screen,
    // looks at once, and looks again if the splash had moved on before it was done.
    await page.goto(`${MAIN_URL}/?lang=${locale}#/login/logon`);
    await settle();
    await runAxe(page);
    await expect(async () => {
      await page.goto(`${MAIN_URL}/?lang=${locale}#/login/start`);
      await expect(
        page.getByRole('button', { name: text(locale, 'splash.tapToStart') }),
      ).toBeVisible();
      const tallied: Tally = {};
      const seen = await audit(page, `/login/start ${locale}`, tallied);
      expect(new URL(page.url()).hash, 'still the start screen').toBe('#/login/start');
      findings.push(...seen);
      for (const [impact, count] of Object.entries(tallied))
        tally[impact] = (tally[impact] ?? 0) + count;
    }).toPass({ timeout: 30_000 });
  }
  expectNone('customer app start screen', findings, tally);
});

for (const locale of LOCALES) {
  test(`the customer app’s public screens have no serious or critical WCAG violation in ${locale}`, async ({
    page,
  }) => {
    const axe = auditor(page);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
      await axe.check(route);
    }
    // The forgotten password: login's support dialog.
    await page.goto(`${MAIN_URL}/?lang=${locale}#/login/login`);
    await axe.settle();
    await page.getByRole('button', { name: text(locale, 'login.forgot') }).click();
    await waitForDialog(page);
    await axe.check('/login/login forgotten password');
    axe.expectNone(`customer app signed out, ${locale}`);
  });

  test(`the customer app’s signed-in screens have no serious or critical WCAG violation in ${locale}`, async ({
    page,
  }) => {
    // A minute or two; more on a machine busy with other work.
    test.setTimeout(300_000);
    await signInWithToken(page, locale);
    await ensureCopyProduct(page.request);
    const axe = auditor(page);
    for (const route of CUSTOMER_ROUTES) {
      await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
      await axe.check(route);
    }
    // Screens that show one record: an index (Home links the current one), an article, a position
    // (if the demo customer holds one).
    for (const [list, screen, required] of [
      ['/home/index', '/market/indexDetail', true],
      ['/home/moreNews', '/home/DetailsPage', true],
      ['/position/position', '/position/positionDetail', false],
      ['/gdindex/gdindex', '/gdindex/detail', true],
    ] as const) {
      await page.goto(`${MAIN_URL}/?lang=${locale}#${list}`);
      await axe.settle();
      const route = await firstLinkTo(page, screen, required);
      if (route === null) continue;
      await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
      await axe.check(screen);
    }
    // Stock detail's price alert sheet.
    await page.goto(`${MAIN_URL}/?lang=${locale}#/market/marketDetail?symbol=7203`);
    await axe.settle();
    await page.getByTestId('price-alert-open').click();
    await expect(page.getByTestId('price-alert-threshold')).not.toHaveValue('');
    await axe.check('/market/marketDetail price alert sheet');
    // The deposit's transfer screen (channel 1: the first the demo site configures).
    await page.goto(`${MAIN_URL}/?lang=${locale}#/user/rechargeChannel?channel=1&amount=10000`);
    await axe.check('/user/rechargeChannel');
    axe.expectNone(`customer app signed in, ${locale}`);
  });
}

test.describe('console', () => {
  // The console is a desktop back office.
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  for (const locale of LOCALES) {
    test(`the console’s screens have no serious or critical WCAG violation in ${locale}`, async ({
      page,
    }) => {
      // A minute or two; more on a machine busy with other work.
      test.setTimeout(300_000);
      const axe = auditor(page);
      await page.goto(`${MAIN_URL}/console/?lang=${locale}#/login`);
      await axe.check('console login');
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
        await page.goto(`${MAIN_URL}/console/?lang=${locale}#/${path}`);
        await axe.check(`console ${path}`);
        const detail = await firstLinkTo(page, `/${path}/`, false);
        if (detail !== null) {
          await page.goto(`${MAIN_URL}/console/?lang=${locale}#${detail}`);
          await axe.check(`console ${path} detail`);
        }
      }
      axe.expectNone(`console, ${locale}`);
    });
  }
});
