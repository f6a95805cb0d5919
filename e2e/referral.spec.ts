import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locale } from '@kabuto/contract';
import {
  acceptAgreement,
  expectNoRawKeys,
  expectRoute,
  expectToast,
  newAccount,
  snapshot,
} from './support/app';
import { webNamespaceTexts } from './support/locale-file';
import { INVITATION_CODE, MAIN_URL } from './support/servers';
import { signInWithToken } from './support/session';
import { text } from './support/texts';

/*
 * Issue 17, invite and share (docs/referral.md): the inviter's share page shows a QR code that
 * decodes to the invitation link, a friend registers through that link with the code filled in,
 * and both see the step tracker: the friend their own steps and deadline, the inviter the friend
 * (masked) with the same steps. Chromium at 390x844 (playwright.config.ts), in Japanese and English.
 */

const referral = webNamespaceTexts('referral');
const PASSWORD = 'abcd1234';

/** A fresh inviter (registered with the house code through the API), signed in on `page`. */
async function freshInviter(page: Page, locale: Locale) {
  const account = newAccount();
  const registered = await page.request.post(`${MAIN_URL}/api/vue/user/register`, {
    data: {
      account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      invitationCode: INVITATION_CODE,
    },
  });
  expect(((await registered.json()) as { status: number }).status).toBe(1);
  await signInWithToken(page, locale, { account, password: PASSWORD });
  return account;
}

/** What the QR code on screen says, read from a screenshot of it as a phone camera would. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const image = PNG.sync.read(await page.getByTestId('referral-qr').screenshot());
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

async function newPhone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ja-JP',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return context.newPage();
}

for (const locale of ['ja', 'en'] as const) {
  test(`${locale}: share page with a QR of the link, a friend registers through it, both see the steps`, async ({
    browser,
  }) => {
    // Two phones, a registration and both trackers: longer than one screen's default.
    test.setTimeout(150_000);
    // The inviter opens Invite friends from Account (Mine).
    const inviterPage = await newPhone(browser);
    await freshInviter(inviterPage, locale);
    await inviterPage.goto(`${MAIN_URL}/?lang=${locale}#/user/usercenter`);
    await inviterPage.getByTestId('mine-invite').click();
    await expectRoute(inviterPage, '/user/pj');
    await expect(inviterPage.getByText(referral.text(locale, 'rules.title'))).toBeVisible();
    await expect(inviterPage.getByText(referral.text(locale, 'friends.empty'))).toBeVisible();
    const code = (await inviterPage.getByTestId('referral-code').innerText()).trim();
    const link = (await inviterPage.getByTestId('referral-link').innerText()).trim();
    expect(link).toBe(`${MAIN_URL}/#/login/register?code=${code}`);
    // The QR code is 256 CSS pixels, error correction H, and says exactly the link.
    await expect(inviterPage.getByTestId('referral-qr')).toHaveAttribute('width', '256');
    expect(await decodeQr(inviterPage)).toBe(link);
    // No share sheet in desktop Chromium: the button copies the link and says so.
    await inviterPage.getByTestId('referral-share').click();
    await expectToast(inviterPage, referral.text(locale, 'copied'));
    expect(await inviterPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectNoRawKeys(inviterPage);
    await snapshot(inviterPage, `${locale}/referral-share`);

    // The friend opens the link on their own phone: the code is filled in.
    const friendPage = await newPhone(browser);
    await friendPage.goto(link.replace('/#/', `/?lang=${locale}#/`));
    const codeField = friendPage.getByLabel(text(locale, 'register.invitationCode'), {
      exact: true,
    });
    await expect(codeField).toHaveValue(code);
    const friendAccount = newAccount();
    await friendPage
      .getByLabel(text(locale, 'register.account'), { exact: true })
      .fill(friendAccount);
    await friendPage.getByLabel(text(locale, 'register.password'), { exact: true }).fill(PASSWORD);
    await friendPage
      .getByLabel(text(locale, 'register.confirmPassword'), { exact: true })
      .fill(PASSWORD);
    await acceptAgreement(friendPage);
    await friendPage.getByRole('button', { name: text(locale, 'register.submit') }).click();
    await expectRoute(friendPage, '/home/index');

    // The friend's own tracker, from the Home shortcut: registered, the two steps left, the deadline.
    await friendPage
      .getByRole('button', { name: text(locale, 'home.invite'), exact: true })
      .click();
    await expectRoute(friendPage, '/user/pj');
    const mySteps = friendPage.getByTestId('referral-my-steps');
    await expect(mySteps).toHaveAttribute('data-status', 'waiting');
    await expect(friendPage.getByTestId('referral-my-steps-registered')).toHaveAttribute(
      'data-done',
      'true',
    );
    await expect(friendPage.getByTestId('referral-my-steps-identity')).toHaveAttribute(
      'data-done',
      'false',
    );
    await expect(friendPage.getByTestId('referral-my-steps-deposit')).toHaveAttribute(
      'data-done',
      'false',
    );
    await expect(friendPage.getByTestId('referral-my-steps-deadline')).toBeVisible();
    await expect(mySteps).toContainText(referral.text(locale, 'rewardState.waitingSteps'));
    await expect(friendPage.getByTestId('referral-as-friend')).toContainText(
      referral.text(locale, 'asFriend.title'),
    );
    // Nothing of the inviter: no number, full or masked.
    await expectNoRawKeys(friendPage);
    await snapshot(friendPage, `${locale}/referral-friend`);

    // The inviter sees the friend, masked, with the same steps and deadline.
    await inviterPage.reload();
    const masked = `${friendAccount.slice(0, 2)}******${friendAccount.slice(-2)}`;
    await expect(inviterPage.getByTestId('referral-friend-0-account')).toHaveText(masked);
    await expect(inviterPage.getByTestId('referral-friend-0')).toHaveAttribute(
      'data-status',
      'waiting',
    );
    await expect(inviterPage.getByTestId('referral-friend-0-identity')).toHaveAttribute(
      'data-done',
      'false',
    );
    const friendDeadline = await friendPage.getByTestId('referral-my-steps-deadline').innerText();
    await expect(inviterPage.getByTestId('referral-friend-0-deadline')).toHaveText(friendDeadline);
    await expect(inviterPage.locator('body')).not.toContainText(friendAccount);
    await expectNoRawKeys(inviterPage);
    await snapshot(inviterPage, `${locale}/referral-inviter`);
    await inviterPage.context().close();
    await friendPage.context().close();
  });
}
