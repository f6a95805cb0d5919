import { expect, test } from '@playwright/test';
import { expectRoute, expectToast, logIn, snapshot } from './support/app';
import { DEMO_CUSTOMER, SHORT_SESSION_URL } from './support/servers';
import { errorText, text } from './support/texts';
import { ownServer } from './support/own-server';

// This spec's own server, whose sessions last 4 seconds (e2e/support/own-server.ts).
ownServer('shortSession');

// On that server a session lasts 4 seconds (SESSION_TTL_SECONDS=4).
test('an expired session is told, forgotten and sent back to login after 1.5 s', async ({
  page,
}) => {
  await page.goto(`${SHORT_SESSION_URL}/#/login/login`);
  await logIn(page, 'ja', DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  const loggedInAtMs = Date.now();
  await expectRoute(page, '/home/index');
  await expect(page.getByTestId('account-card')).toBeVisible();

  // The first call after the 4 seconds is refused. Usually that is the tap on Mine below; on a
  // loaded machine one of Home's own refreshes can come first. The app must handle either the same.
  const refused = page.waitForResponse(
    (response) => response.url().includes('/api/vue/') && response.status() === 401,
    { timeout: 30_000 },
  );
  // Just past the 4 seconds (counted from after the login answer, so surely past the server's).
  await page.waitForTimeout(Math.max(0, loggedInAtMs + 4_300 - Date.now()));
  await page
    .getByText(text('ja', 'tabs.mine'), { exact: true })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await refused;
  const noticeShownAt = Date.now();
  await expectToast(page, errorText('ja', 'unauthorized'));
  // The notice is shown on the screen the customer was on, then the login screen opens.
  expect(new URL(page.url()).hash).not.toContain('/login/login');
  await snapshot(page, 'ja/session-expired');
  await expectRoute(page, '/login/login');
  expect(Date.now() - noticeShownAt).toBeGreaterThanOrEqual(1_000);
  await expect(
    page.getByRole('button', { name: text('ja', 'login.submit'), exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kabuto.token'))).toBeNull();
});
