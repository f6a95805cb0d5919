import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import { post } from './credit-support';
import {
  expectNoRawKeys,
  expectRoute,
  logIn,
  newAccount,
  snapshot,
  toast,
} from './support/app';
import { webNamespaceTexts } from './support/locale-file';
import { INVITATION_CODE, MAIN_URL } from './support/servers';
import type { Session } from './support/session';
import { signInWithToken } from './support/session';
import { text } from './support/texts';
import { totpAt } from './support/totp';

/**
 * Two-factor sign-in (docs/two-factor.md) at 390x844 in Japanese, English and Chinese: a newcomer turns it
 * on from Mine (the spec reads the setup key from the screen and computes the code as the phone
 * would), keeps the recovery codes, signs out, and on a new device (no cookies, no storage) is
 * asked for a code after the password, enters it and is signed in. Screenshots in
 * <output>/screens/two-factor/.
 */
const activity = webNamespaceTexts('activity');
const PASSWORD = 'abcd1234';
/** The login's challenge lives five minutes (modules/two-factor/service.ts). */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * The servers run a clock of their own (started at CLOCK_START, running on in real time), so the
 * phone's clock is the server's: `serverMs - Date.now()`, learnt from an answer that carries it.
 */
type ServerClock = { offsetMs: number };
const serverNow = (clock: ServerClock) => Date.now() + clock.offsetMs;

// Japanese and English as the issue asks, and Traditional Chinese for its screenshots.
for (const locale of ['ja', 'en', 'zh-TW'] as const satisfies Locale[]) {
  test(`two-factor sign-in on a new device in ${locale}`, async ({ page, request }) => {
    // Each once the toasts have gone, so they hide nothing.
    const shot = async (name: string) => {
      await expect(toast(page)).toHaveCount(0);
      await snapshot(page, `two-factor/${name}-${locale}`);
    };
    const account = newAccount();
    await post<Session>(request, '/api/vue/user/register', {
      account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      invitationCode: INVITATION_CODE,
    });
    // The market's status tells the server's time.
    const { time } = await post<{ time: string }>(request, '/api/vue/market/status', {});
    const clock: ServerClock = { offsetMs: Date.parse(time) - Date.now() };
    await signInWithToken(page, locale, { account, password: PASSWORD });

    // Mine → Two-factor sign-in: off, then set up.
    await page.goto(`${MAIN_URL}/?lang=${locale}#/user/usercenter`);
    const entry = page.getByTestId('mine-two-factor');
    await expect(entry).toContainText(activity.text(locale, 'twoFactor.off'));
    await entry.click();
    await expectRoute(page, '/user/twoFactor');
    await expect(page.getByTestId('two-factor-off')).toBeVisible();
    await shot('off');
    await page.getByTestId('two-factor-start').click();
    const secretText = await page.getByTestId('two-factor-secret').innerText();
    const secret = secretText.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoRawKeys(page);
    await shot('setup');
    await page
      .getByLabel(activity.text(locale, 'twoFactor.appCode'), { exact: true })
      .fill(totpAt(secret, serverNow(clock)));
    await page.getByRole('button', { name: activity.text(locale, 'twoFactor.confirm') }).click();

    // The recovery codes, shown this once.
    const codes = page.getByTestId('recovery-codes').locator('code');
    await expect(codes).toHaveCount(10);
    await shot('recovery-codes');
    await page.getByRole('button', { name: activity.text(locale, 'twoFactor.codesDone') }).click();
    await expect(page.getByTestId('two-factor-on')).toContainText(
      activity.text(locale, 'twoFactor.on'),
    );
    await expectNoRawKeys(page);
    await shot('on');

    // Sign out, and become a new device: no cookies (the trusted-device one), no storage.
    await logOut(page, locale);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${MAIN_URL}/?lang=${locale}#/login/login`);
    const challenged = page.waitForResponse((response) =>
      response.url().endsWith('/api/vue/user/login'),
    );
    await logIn(page, locale, account, PASSWORD);
    const answer = (await (await challenged).json()) as {
      data: { secondFactor?: string; expiresAt: string; token?: string };
    };
    expect(answer.data.secondFactor).toBe('second_factor_required');
    expect(answer.data.token).toBeUndefined();
    // The challenge's expiry tells the server's time to the millisecond.
    clock.offsetMs = Date.parse(answer.data.expiresAt) - CHALLENGE_TTL_MS - Date.now();
    await expect(page.getByText(text(locale, 'secondFactor.lead'), { exact: true })).toBeVisible();
    await expectNoRawKeys(page);
    await shot('asked');
    // The next step's code: never the step the setup just used (a code works once).
    await page
      .getByLabel(text(locale, 'secondFactor.code'), { exact: true })
      .fill(totpAt(secret, serverNow(clock), 1));
    await page.getByRole('button', { name: text(locale, 'secondFactor.submit') }).click();
    await expectRoute(page, '/home/index');
    const token = await page.evaluate(() => localStorage.getItem('kabuto.token'));
    expect(token).toBeTruthy();

    // This device is now trusted, having passed the code; listed with the sessions.
    await page.goto(`${MAIN_URL}/?lang=${locale}#/user/sessions`);
    const devices = page.getByTestId('trusted-device');
    await expect(devices.first()).toBeVisible();
    await expect(
      devices.filter({ hasNotText: activity.text(locale, 'devices.notPassed') }),
    ).toHaveCount(1);
    await page.getByTestId('trusted-device-list').scrollIntoViewIfNeeded();
    await expectNoRawKeys(page);
    await shot('devices');
  });
}

/** Mine → Settings → Log out, confirmed. */
async function logOut(page: Page, locale: Locale) {
  await page.goto(`${MAIN_URL}/?lang=${locale}#/user/setting`);
  await page.getByRole('button', { name: text(locale, 'settings.logout'), exact: true }).click();
  await page
    .locator('.adm-dialog')
    .getByRole('button', { name: text(locale, 'user.logout'), exact: true })
    .click();
  await expectRoute(page, '/login/login');
}
