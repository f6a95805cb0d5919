import { expect, test } from '@playwright/test';
import { expectRoute, expectToast, logIn, snapshot } from './support/app';
import { DEMO_CUSTOMER, SHORT_SESSION_URL } from './support/servers';
import { errorText, text } from './support/texts';

// On this server a session lasts 4 seconds (SESSION_TTL_SECONDS=4 in playwright.config.ts).
test('an expired session is told, forgotten and sent back to login after 1.5 s', async ({
  page,
}) => {
  await page.goto(`${SHORT_SESSION_URL}/#/login/login`);
  await logIn(page, 'ja', DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  await expectRoute(page, '/home/index');
  await expect(page.getByTestId('account-card')).toBeVisible();

  await page.waitForTimeout(5_000);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/vue/user/info'));
  await page.getByText(text('ja', 'tabs.mine'), { exact: true }).click();
  expect((await refused).status()).toBe(401);

  await expectToast(page, errorText('ja', 'unauthorized'));
  const noticeShownAt = Date.now();
  // The notice is shown on the screen the customer was on, then the login screen opens.
  await expectRoute(page, '/user/usercenter');
  await snapshot(page, 'ja/session-expired');
  await expectRoute(page, '/login/login');
  expect(Date.now() - noticeShownAt).toBeGreaterThanOrEqual(1_000);
  await expect(
    page.getByRole('button', { name: text('ja', 'login.submit'), exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kabuto.token'))).toBeNull();
});
