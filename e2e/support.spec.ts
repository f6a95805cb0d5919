import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import { expectNoRawKeys, expectRoute, snapshot } from './support/app';
import { consoleText } from './support/console-texts';
import { webNamespaceTexts } from './support/locale-file';
import { DEMO_CUSTOMER, MAIN_URL } from './support/servers';
import { signInWithToken } from './support/session';
import { text } from './support/texts';

/**
 * The support chat (docs/support.md): the demo customer (390x844) writes from Home's customer
 * service in one browser context, an operator (the console's desktop window) with the support role (reviewer) reads it in the
 * console's support inbox in another without reloading, takes it and answers; the customer sees
 * the answer without reloading. In Japanese and English; a look at the screens in Chinese too.
 * Screenshots in <output>/screens/support/.
 */

const support = webNamespaceTexts('support');
const st = support.text;
const REVIEWER = { username: 'reviewer', password: 'kabuto-review' };

/** The console is a back office used at a desk (as in the console specs): a desktop window. */
async function operatorPage(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext({
    baseURL: MAIN_URL,
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: locale === 'ja' ? 'ja-JP' : locale === 'en' ? 'en-US' : 'zh-TW',
  });
  const page = await context.newPage();
  // Signed in through the API (the console's login form is e2e/console.spec.ts's): the token where
  // the console keeps it, in this tab's sessionStorage.
  const login = await page.request.post(`${MAIN_URL}/api/admin/auth/login`, { data: REVIEWER });
  const { data } = (await login.json()) as { data: { token: string } };
  await page.goto(`/console/?lang=${locale}#/login`);
  await page.evaluate((token) => window.sessionStorage.setItem('kabuto.console.token', token), data.token);
  await page.goto(`/console/?lang=${locale}#/support`);
  await expect(page.getByRole('heading', { name: consoleText(locale, 'supportDesk.title') })).toBeVisible();
  // Joined the desk's events: what the customer writes from now on arrives without a reload.
  await expect(page.getByText(consoleText(locale, 'supportDesk.live'), { exact: true })).toBeVisible();
  return page;
}

async function customerPage(browser: Browser, locale: Locale): Promise<Page> {
  const context = await browser.newContext({
    baseURL: MAIN_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: locale === 'ja' ? 'ja-JP' : locale === 'en' ? 'en-US' : 'zh-TW',
  });
  const page = await context.newPage();
  await signInWithToken(page, locale);
  await page.goto(`/?lang=${locale}#/home/index`);
  await page.getByText(text(locale, 'home.support'), { exact: true }).first().click();
  await expectRoute(page, '/user/support');
  await expect(page.getByRole('heading', { name: st(locale, 'title') })).toBeVisible();
  // The desk's hours from the site configuration (the main server's clock starts on a weekday
  // morning in Japan: open), and the contact line.
  await expect(page.getByTestId('support-hours')).toContainText(st(locale, 'openNow'));
  await expect(page.getByTestId('support-hours')).toContainText('support@kabuto.example');
  return page;
}

// Two browsers and a server that may be busy: more than the default minute.
test.describe.configure({ timeout: 180_000 });

for (const locale of ['ja', 'en'] as const) {
  test(`a customer and an operator talk in the support chat (${locale})`, async ({ browser }) => {
    const desk = await operatorPage(browser, locale);
    const customer = await customerPage(browser, locale);
    await expectNoRawKeys(customer);
    await snapshot(customer, `support/${locale}-customer-open`);

    const question = locale === 'ja' ? `入金が反映されません ${randomUUID().slice(0, 8)}` : `My deposit is missing ${randomUUID().slice(0, 8)}`;
    await customer.getByTestId('support-input').fill(question);
    await customer.getByTestId('support-send').click();
    await expect(customer.getByTestId('support-message-customer').filter({ hasText: question })).toBeVisible();
    await expect(customer.getByTestId('support-input')).toHaveValue('');

    // The operator sees it without reloading, with the customer's account.
    const row = desk.getByTestId('support-inbox-row').filter({ hasText: question });
    await expect(row).toBeVisible();
    await expect(row).toContainText(DEMO_CUSTOMER.account);
    await row.click();
    await expect(desk.getByTestId('support-conversation-account')).toContainText(DEMO_CUSTOMER.account);
    await expect(desk.getByTestId('support-desk-message-customer').filter({ hasText: question })).toBeVisible();
    await desk.getByTestId('support-assign').click();
    await expect(desk.getByTestId('support-conversation')).toContainText(
      consoleText(locale, 'supportDesk.assignedTo', { name: REVIEWER.username }),
    );
    const answer = locale === 'ja' ? `確認いたします（${question.slice(-8)}）` : `We are checking it (${question.slice(-8)})`;
    await desk.getByTestId('support-reply-input').fill(answer);
    await desk.getByTestId('support-reply-send').click();
    await expect(desk.getByTestId('support-desk-message-support').filter({ hasText: answer })).toBeVisible();
    await snapshot(desk, `support/${locale}-console-answered`);

    // The customer sees the answer without reloading, from "Support", not the operator's name.
    const reply = customer.getByTestId('support-message-support').filter({ hasText: answer });
    await expect(reply).toBeVisible();
    await expect(reply).toContainText(st(locale, 'support'));
    await expect(reply).not.toContainText(REVIEWER.username);
    await expectNoRawKeys(customer);
    await snapshot(customer, `support/${locale}-customer-answered`);
    await desk.context().close();
    await customer.context().close();
  });
}

test('the support screens read in Chinese too (zh-TW)', async ({ browser }) => {
  const customer = await customerPage(browser, 'zh-TW');
  await expectNoRawKeys(customer);
  await snapshot(customer, 'support/zh-TW-customer');
  const desk = await operatorPage(browser, 'zh-TW');
  await desk.getByTestId('support-inbox-row').filter({ hasText: DEMO_CUSTOMER.account }).first().click();
  await expect(desk.getByTestId('support-conversation-account')).toContainText(DEMO_CUSTOMER.account);
  await snapshot(desk, 'support/zh-TW-console');
  await desk.context().close();
  await customer.context().close();
});
