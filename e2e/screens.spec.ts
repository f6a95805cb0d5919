import { expect, test, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '@kabuto/contract';
import { expectNoRawKeys, snapshot, waitForDialog } from './support/app';
import { webNamespaceTexts } from './support/locale-file';
import { MAIN_URL } from './support/servers';
import { text } from './support/texts';
import { signInWithToken } from './support/session';

/**
 * Every screen in every language at 390x844: no raw keys, the page's language set, and a
 * screenshot in test-results/screens/ for a person to look at.
 */
const PUBLIC_SCREENS = [
  ['start', '/login/start', 'splash.tapToStart'],
  ['logon', '/login/logon', 'onboarding.step1.title'],
  ['logon2', '/login/logon2', 'onboarding.step2.title'],
  ['login', '/login/login', 'login.welcome'],
  ['register', '/login/register', 'register.subtitle'],
  ['agreement', '/login/agreement', 'legal.agreement.s7.heading'],
  ['privacy', '/login/privacy', 'legal.privacy.s7.heading'],
  ['language', '/user/changeLang', 'language.hint'],
  ['about', '/user/aboutUs', 'about.body'],
] as const;

/** Each with a text that appears only once the customer's data has loaded. */
const CUSTOMER_SCREENS = [
  ['home', '/home/index', 'home.currencyNote'],
  ['usercenter', '/user/usercenter', 'user.usdAmount'],
  ['setting', '/user/setting', 'settings.phone'],
  ['login-password', '/user/loginPassword', 'loginPassword.hint'],
  ['fund-password', '/user/setPassword', 'fundPassword.hintSet'],
] as const;

/** Credit's screens (their own namespace), each with a text of its own; then nothing loading. */
const credit = webNamespaceTexts('credit');
const CREDIT_SCREENS = [
  ['credit', '/user/credit', 'score.factorsTitle'],
  ['loan-records', '/user/jkjl', 'title.records'],
] as const;

/** Block trades' screens (their own namespace), the same way (e2e/block.spec.ts shows them full). */
const block = webNamespaceTexts('block');
const BLOCK_SCREENS = [
  ['block-offerings-demo', '/common/dividend', 'offering.lead'],
  ['block-records-demo', '/common/dividend2', 'title.records'],
] as const;

/** Agreed-price bidding's screens (e2e/bidding.spec.ts bids and shows the result). */
const bidding = webNamespaceTexts('bidding');
const BIDDING_SCREENS = [
  ['bidding-offerings-demo', '/common/dividend3', 'offering.lead'],
  ['bidding-records-demo', '/common/dividend3?tab=records', 'tabs.records'],
] as const;

/** Grab shares (e2e/grab.spec.ts joins and cancels): the demo's headline stock is at its limit. */
const grab = webNamespaceTexts('grab');
const GRAB_SCREENS = [
  ['grab-candidates-demo', '/common/grab', 'candidates.lead'],
  ['grab-records-demo', '/common/grab?tab=records', 'tabs.records'],
] as const;

/** Invite and share (e2e/referral.spec.ts registers through the link and shows both trackers). */
const referral = webNamespaceTexts('referral');
const REFERRAL_SCREENS = [['invite', '/user/pj', 'rules.title']] as const;

/** Price alerts (e2e/price-alerts.spec.ts sets two and sees one fire): Mine's list. */
const market = webNamespaceTexts('market');
const PRICE_ALERT_SCREENS = [['price-alerts', '/user/priceAlerts', 'alerts.lead']] as const;
/** Two-factor sign-in (e2e/two-factor.spec.ts turns it on and signs in with a code): off here. */
const activity = webNamespaceTexts('activity');
const ACTIVITY_SCREENS = [['two-factor', '/user/twoFactor', 'twoFactor.intro']] as const;
/** The annual report (e2e/annual-report.spec.ts downloads it): the demo customer's current year. */
const report = webNamespaceTexts('report');
const REPORT_SCREENS = [['annual-report', '/user/annualReport', 'sections.closedTrades']] as const;

async function capture(page: Page, locale: Locale, name: string): Promise<void> {
  await expectNoRawKeys(page);
  await snapshot(page, `${locale}/${name}`);
}

async function openScreen(page: Page, locale: Locale, route: string, key: string): Promise<void> {
  await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
  await expect(page.getByText(text(locale, key), { exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

for (const locale of LOCALES) {
  test.describe(`screens in ${locale}`, () => {
    test('public screens', async ({ page }) => {
      for (const [name, route, key] of PUBLIC_SCREENS) {
        await openScreen(page, locale, route, key);
        await capture(page, locale, name);
      }
      // The forgotten-password notice with the support contact.
      await openScreen(page, locale, '/login/login', 'login.welcome');
      await page.getByRole('button', { name: text(locale, 'login.forgot') }).click();
      await expect(page.getByTestId('support-contact')).toHaveText('support@kabuto.example');
      await waitForDialog(page);
      await capture(page, locale, 'login-forgot');
    });

    test('customer screens', async ({ page }) => {
      // About forty screens, each loaded and captured: a minute on a quiet machine, more on a busy one.
      test.setTimeout(180_000);
      await signInWithToken(page, locale);
      for (const [name, route, key] of CUSTOMER_SCREENS) {
        await openScreen(page, locale, route, key);
        await capture(page, locale, name);
      }
      for (const [name, route, key] of CREDIT_SCREENS) {
        await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
        await expect(
          page.getByText(credit.text(locale, key), { exact: true }).first(),
        ).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        await capture(page, locale, name);
      }
      for (const [name, route, key] of BLOCK_SCREENS) {
        await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
        await expect(
          page.getByText(block.text(locale, key), { exact: true }).first(),
        ).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        await capture(page, locale, name);
      }
      for (const [name, route, key] of BIDDING_SCREENS) {
        await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
        await expect(
          page.getByText(bidding.text(locale, key), { exact: true }).first(),
        ).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        await capture(page, locale, name);
      }
      for (const [name, route, key] of GRAB_SCREENS) {
        await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
        await expect(page.getByText(grab.text(locale, key), { exact: true }).first()).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        await capture(page, locale, name);
      }
      for (const [name, route, key] of REFERRAL_SCREENS) {
        await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
        await expect(
          page.getByText(referral.text(locale, key), { exact: true }).first(),
        ).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        await capture(page, locale, name);
      }
      for (const [name, route, key] of PRICE_ALERT_SCREENS) {
        await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
        await expect(
          page.getByText(market.text(locale, key), { exact: true }).first(),
        ).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        await capture(page, locale, name);
      }
      for (const [name, route, key] of REPORT_SCREENS) {
        await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
        await expect(
          page.getByText(report.text(locale, key), { exact: true }).first(),
        ).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        await capture(page, locale, name);
      }
      for (const [name, route, key] of ACTIVITY_SCREENS) {
        await page.goto(`${MAIN_URL}/?lang=${locale}#${route}`);
        await expect(
          page.getByText(activity.text(locale, key), { exact: true }).first(),
        ).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        await capture(page, locale, name);
      }
      // Stock detail's bell opens the price alert sheet.
      await page.goto(`${MAIN_URL}/?lang=${locale}#/market/marketDetail?symbol=7203`);
      await page.getByTestId('price-alert-open').click();
      await expect(page.getByTestId('price-alert-threshold')).not.toHaveValue('');
      await capture(page, locale, 'price-alert-sheet');
      await openScreen(page, locale, '/user/usercenter', 'user.securitySection');
      // Mine's online support opens the chat (e2e/support.spec.ts holds the conversation).
      await page.getByText(text(locale, 'user.support'), { exact: true }).click();
      await expect(page).toHaveURL(/#\/user\/support$/);
      await expect(page.getByTestId('support-hours')).toBeVisible();
      await expect(page.getByTestId('loading')).toHaveCount(0);
      await capture(page, locale, 'support-chat');
    });
  });
}
