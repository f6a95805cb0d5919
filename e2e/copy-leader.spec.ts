import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import { expectNoRawKeys, expectRoute, snapshot, toast } from './support/app';
import { expectRefused } from './support/form-refusals';
import { webNamespaceTexts } from './support/locale-file';
import { MAIN_URL } from './support/servers';
import { signInWithToken, type Session } from './support/session';
import { statusText } from './support/status-texts';
import { errorText } from './support/texts';

/**
 * Leading a strategy (docs/copy-trading.md, "Leaders"), on this worker's main server: the demo
 * customer (verified, whose first position the seed opened a few trading days ago) finds
 * "Lead a strategy" from the Copy trading tab and from the account tab, reads the rules before
 * applying (identity verified, 30 days of history, what a leader is, no promise of income), is
 * refused a blank name beside the field, then applies and is refused for a trading history too
 * short, in the catalogue's words, with nothing created. The screens of a pending, a rejected (the
 * reviewer's reason in another language, tagged) and an approved application are drawn from the
 * server's real answer with the application and strategy filled in (no customer can reach them
 * on a fresh database without a month of trading).
 */
const { text: copyText } = webNamespaceTexts('copy');
/** COPY_LEADER_MIN_HISTORY_DAYS. */
const MIN_HISTORY_DAYS = '30';
const LEAD_ROUTE = '/gdindex/lead';

type Answer<T> = { status: number; msg: string; data: T };
type LeaderStatus = {
  minHistoryDays: number;
  application: unknown;
  strategy: unknown;
  products: { id: number }[];
};

async function leaderStatus(page: Page, session: Session): Promise<LeaderStatus> {
  const answer = await page.request.post(`${MAIN_URL}/api/vue/copy/leaderStatus`, {
    data: {},
    headers: { token: session.token, account: session.account },
  });
  const body = (await answer.json()) as Answer<LeaderStatus>;
  expect(body.status, body.msg).toBe(1);
  return body.data;
}

/** A screenshot for people to look at, once the toasts are gone. */
async function shot(page: Page, name: string): Promise<void> {
  await expect(toast(page)).toHaveCount(0, { timeout: 15_000 });
  await snapshot(page, name);
}

/** Pulls the screen down from its top, as a finger does, and lets go. */
async function pullToRefresh(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (y: number) => [{ x: 195, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(150) });
  for (let y = 160; y <= 450; y += 20)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(y) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function openFromCopyTab(page: Page, locale: Locale): Promise<void> {
  await page.goto(`${MAIN_URL}/?lang=${locale}#/gdindex/gdindex`);
  const link = page.getByTestId('copy-lead-link');
  await expect(link).toHaveText(copyText(locale, 'list.lead'));
  await expect(page.getByTestId('copy-records-link')).toBeVisible();
  await shot(page, `${locale}/copy-lead-tab`);
  await link.click();
  await expectRoute(page, LEAD_ROUTE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyText(locale, 'title.lead'));
}

/** The rules come before the form: the two conditions (one met), what a leader is, no promise. */
async function expectRules(page: Page, locale: Locale): Promise<void> {
  const rules = page.getByTestId('copy-lead-rules');
  await expect(rules.getByTestId('copy-lead-rule-verified')).toContainText(
    copyText(locale, 'lead.rules.verified'),
  );
  await expect(rules.getByTestId('copy-lead-verification')).toHaveText(
    statusText(locale, 'verification.verified'),
  );
  await expect(rules.getByTestId('copy-lead-rule-history')).toHaveText(
    copyText(locale, 'lead.rules.history', { days: MIN_HISTORY_DAYS }),
  );
  for (const key of ['mirror', 'lag', 'ownMoney', 'review', 'suspend'])
    await expect(rules).toContainText(copyText(locale, `lead.rules.${key}`));
  await expect(rules.getByTestId('copy-lead-no-promise')).toHaveText(
    copyText(locale, 'lead.rules.noPromise'),
  );
  await expectNoRawKeys(page);
  await shot(page, `${locale}/copy-lead-rules`);
}

/**
 * A blank name is refused beside the field; a complete application goes with an idempotency key
 * and is refused for the history, in the form, in the customer's language; nothing is created.
 */
async function applyRefused(page: Page, locale: Locale, session: Session): Promise<void> {
  const form = page.getByTestId('copy-lead-form');
  const name = form.getByLabel(copyText(locale, 'lead.form.displayName'), { exact: true });
  const profile = form.getByLabel(copyText(locale, 'lead.form.profile'), { exact: true });
  const submit = form.getByRole('button', { name: copyText(locale, 'lead.form.submit') });
  // The language written in is the app's, until the customer picks another.
  await expect(
    form.getByTestId('copy-lead-locale').locator(`input[value="${locale}"]`),
  ).toBeChecked();

  await profile.fill('Swing trades in large caps, held a few days, one lot at a time.');
  await submit.click();
  await expectRefused(page, name, errorText(locale, 'invalid_params'));
  await expect(name).toBeFocused();

  await name.fill('Kabuto Swing');
  await expect(form.getByTestId('copy-lead-profile-count')).toHaveText(
    copyText(locale, 'lead.form.count', { used: '63', max: '1000' }),
  );
  await form.scrollIntoViewIfNeeded();
  await shot(page, `${locale}/copy-lead-form`);
  const sent = page.waitForRequest((request) => request.url().endsWith('/copy/leaderApply'));
  await submit.click();
  const request = await sent;
  expect(request.headers()['idempotency-key']).toMatch(/\S{8,}/);
  expect(request.postDataJSON()).toEqual({
    displayName: 'Kabuto Swing',
    profile: 'Swing trades in large caps, held a few days, one lot at a time.',
    locale,
  });
  const refusal = form.getByTestId('copy-lead-refusal');
  await expect(refusal).toHaveText(errorText(locale, 'copy_leader_history_too_short'));
  // What was typed stays; no application is shown, none was made.
  await expect(name).toHaveValue('Kabuto Swing');
  await expect(page.getByTestId('copy-lead-application')).toHaveCount(0);
  const status = await leaderStatus(page, session);
  expect(status).toMatchObject({ minHistoryDays: 30, application: null, strategy: null });
  expect(status.products).toEqual([]);
  await expectNoRawKeys(page);
  await refusal.scrollIntoViewIfNeeded();
  await shot(page, `${locale}/copy-lead-refused`);
}

for (const locale of ['ja', 'en'] as const) {
  test(`leading a strategy in ${locale}: the rules first, then an application refused for a short history, nothing made`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const session = await signInWithToken(page, locale);
    await openFromCopyTab(page, locale);
    await expectRules(page, locale);
    await applyRefused(page, locale, session);

    // Pulling the screen down asks for my application again.
    await page.evaluate(() => window.scrollTo(0, 0));
    const asked = page.waitForRequest((request) => request.url().endsWith('/copy/leaderStatus'));
    await pullToRefresh(page);
    await asked;

    // The account tab leads here too.
    await page.goto(`${MAIN_URL}/?lang=${locale}#/user/usercenter`);
    const entry = page.getByTestId('mine-lead');
    await expect(entry).toContainText(copyText(locale, 'title.lead'));
    await entry.scrollIntoViewIfNeeded();
    await shot(page, `${locale}/copy-lead-mine`);
    await entry.click();
    await expectRoute(page, LEAD_ROUTE);
    await expect(page.getByTestId('copy-lead-rules')).toBeVisible();
  });
}

test('leading a strategy in zh-TW: the rules, the form, the refusal', async ({ page }) => {
  test.setTimeout(90_000);
  const locale = 'zh-TW';
  const session = await signInWithToken(page, locale);
  await openFromCopyTab(page, locale);
  await expectRules(page, locale);
  await applyRefused(page, locale, session);
});

/**
 * The states no fresh database reaches: the server's answer to leaderStatus, with my application
 * and strategy filled in as the server would (approved and rejected ones as the console's review
 * makes them), and the open products the server has standing for the strategy's.
 */
test.describe('the states of an application, as the screen draws them', () => {
  type Products = { id: number; status: string }[];
  const reason = {
    text: 'Your history shows a single trade; please apply again after a few more.',
    locale: 'en',
  };
  const application = (status: 'pending' | 'approved' | 'rejected') => ({
    id: 7,
    status,
    displayName: 'カブト・スイング',
    profile: '大型株のスイングトレード。数日保有し、1単元ずつ。',
    locale: 'ja',
    submittedAt: '2026-11-18T01:00:00.000Z',
    reviewedAt: status === 'pending' ? null : '2026-11-19T02:30:00.000Z',
    reviewReason: status === 'rejected' ? reason : null,
    strategyId: status === 'approved' ? 42 : null,
  });
  const strategy = {
    id: 42,
    names: { ja: 'カブト・スイング', 'zh-TW': '卡布托波段', en: 'Kabuto Swing' },
    description: {
      ja: '大型株を数日保有するスイングトレード。',
      'zh-TW': '持有大型股數日的波段交易。',
      en: 'Swing trades in large caps, held for a few days.',
    },
    status: 'active',
    suspendReason: null,
  };

  const leaderIssuer = { kind: 'leader', names: strategy.names, description: strategy.description };

  async function showing(
    page: Page,
    locale: Locale,
    state: 'pending' | 'approved' | 'rejected',
  ): Promise<void> {
    await page.route('**/api/vue/copy/leaderStatus', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Answer<LeaderStatus>;
      const products = await page.request.post(`${MAIN_URL}/api/vue/copy/products`, { data: {} });
      const open = ((await products.json()) as Answer<Products>).data
        .filter((product) => product.status === 'open')
        .slice(0, 1)
        .map((product) => {
          const { myHolding: _holding, ...rest } = product as Products[number] & {
            myHolding: unknown;
          };
          return { ...rest, issuer: leaderIssuer };
        });
      body.data = {
        ...body.data,
        application: application(state),
        strategy: state === 'approved' ? strategy : null,
        products: state === 'approved' ? open : [],
      };
      await route.fulfill({ response, json: body });
    });
    // Loaded afresh: the answer the screen has cached is the last state's.
    await page.goto(`${MAIN_URL}/?lang=${locale}#${LEAD_ROUTE}`);
    await page.reload();
    await expect(page.getByTestId('copy-lead-status')).toHaveText(
      statusText(locale, `request.${state}`),
    );
  }

  for (const locale of ['ja', 'zh-TW', 'en'] as const) {
    test(`pending, rejected and approved in ${locale}`, async ({ page }) => {
      test.setTimeout(90_000);
      await signInWithToken(page, locale);

      await showing(page, locale, 'pending');
      await expect(page.getByTestId('copy-lead-application')).toContainText(
        copyText(locale, 'lead.application.note_pending'),
      );
      // No form while one waits: it would be refused.
      await expect(page.getByTestId('copy-lead-form')).toHaveCount(0);
      await expectNoRawKeys(page);
      await shot(page, `${locale}/copy-lead-pending`);
      await page.unrouteAll({ behavior: 'wait' });

      await showing(page, locale, 'rejected');
      const rejected = page.getByTestId('copy-lead-application');
      await expect(rejected.getByTestId('operator-reason')).toHaveText(reason.text);
      await expect(rejected.getByTestId('operator-reason')).toHaveAttribute('lang', 'en');
      // Read in another language than the reason's, the reason carries its language.
      await expect(rejected.getByTestId('operator-reason-language')).toHaveCount(
        locale === 'en' ? 0 : 1,
      );
      await expect(page.getByTestId('copy-lead-form')).toBeVisible();
      await expectNoRawKeys(page);
      await shot(page, `${locale}/copy-lead-rejected`);
      await page.unrouteAll({ behavior: 'wait' });

      await showing(page, locale, 'approved');
      await expect(page.getByTestId('copy-lead-strategy-name')).toHaveText(strategy.names[locale]);
      await expect(page.getByTestId('copy-lead-form')).toHaveCount(0);
      await expect(page.getByTestId('copy-lead-rules')).toHaveCount(0);
      const products = page.getByTestId('copy-lead-products');
      await expect(products).toBeVisible();
      await expectNoRawKeys(page);
      await shot(page, `${locale}/copy-lead-approved`);
      // The demo's house products stand in for the strategy's, with the leader as their issuer.
      const first = products.locator('a').first();
      await expect(first).toHaveAttribute('href', /#\/gdindex\/detail\?id=\d+$/);
      await expect(first.getByTestId('copy-issuer-name')).toHaveText(
        `${strategy.names[locale]} · ${copyText(locale, 'issuerKind.leader')}`,
      );
      await products.scrollIntoViewIfNeeded();
      await shot(page, `${locale}/copy-lead-products`);

      // A leader's product page names the issuer a leader, with the profile Kabuto published.
      await page.route('**/api/vue/copy/product', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Answer<Record<string, unknown>>;
        await route.fulfill({
          response,
          json: { ...body, data: { ...body.data, issuer: leaderIssuer } },
        });
      });
      await first.click();
      await expect(page).toHaveURL(/#\/gdindex\/detail\?id=\d+$/);
      const issuer = page.getByTestId('copy-issuer');
      await expect(issuer.getByTestId('copy-issuer-kind')).toHaveText(
        copyText(locale, 'issuerKind.leader'),
      );
      await expect(issuer).toContainText(copyText(locale, 'detail.profileTitle'));
      await expect(issuer).toContainText(copyText(locale, 'detail.leaderNote'));
      await expect(issuer.getByTestId('copy-rules')).toHaveText(strategy.description[locale]);
      await issuer.scrollIntoViewIfNeeded();
      await expectNoRawKeys(page);
      await shot(page, `${locale}/copy-lead-leader-product`);
    });
  }
});
