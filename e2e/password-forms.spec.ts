import { expect, test, type Page } from '@playwright/test';
import { LOCALES, type ErrorKey, type Locale } from '@kabuto/contract';
import { expectNoRawKeys, expectToast, newAccount, snapshot, toast } from './support/app';
import {
  callsTo,
  expectAccepted as accepted,
  expectRefused as refused,
} from './support/form-refusals';
import { INVITATION_CODE } from './support/servers';
import { signInWithToken } from './support/session';
import { errorText, text } from './support/texts';

/**
 * Issue 11: the password forms of Mine's settings (the login password, the fund password set and
 * changed) say what is wrong beside the field it concerns, in the customer's language, marked for
 * assistive technology (aria-invalid, the message as the field's description, focus on the first),
 * as registration and login do: the contract's rules before any call, and the server's refusal of
 * a wrong current password. No toast.
 */

const PASSWORD = 'abcd1234';

/** A customer of their own (the demo customer's passwords stay as they are), signed in. */
async function newCustomer(page: Page, locale: Locale): Promise<void> {
  const account = newAccount();
  const registered = await page.request.post('/api/vue/user/register', {
    data: {
      account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      invitationCode: INVITATION_CODE,
    },
  });
  expect(((await registered.json()) as { status: number }).status).toBe(1);
  await signInWithToken(page, locale, { account, password: PASSWORD });
}

const field = (page: Page, locale: Locale, key: string) =>
  page.getByLabel(text(locale, key), { exact: true });

const expectRefused = (page: Page, locale: Locale, key: string, error: ErrorKey) =>
  refused(page, field(page, locale, key), errorText(locale, error));

const expectAccepted = (page: Page, locale: Locale, key: string) =>
  accepted(field(page, locale, key));

for (const locale of LOCALES) {
  test(`${locale}: the password forms say what is wrong beside the field`, async ({ page }) => {
    await newCustomer(page, locale);

    // The login password: the contract's rules first, no call made.
    await page.goto(`/?lang=${locale}#/user/loginPassword`);
    const changeLogin = page.getByRole('button', { name: text(locale, 'loginPassword.submit') });
    const before = await callsTo(page, '/api/vue/user/changeLoginPassword', async () => {
      await field(page, locale, 'loginPassword.new').fill('abcd123!');
      await field(page, locale, 'loginPassword.confirm').fill('abcd123!');
      await changeLogin.click();
      await expectRefused(page, locale, 'loginPassword.old', 'password_required');
      await expectRefused(page, locale, 'loginPassword.new', 'password_format');
    });
    expect(before, 'refused before any call').toBe(0);
    await expect(field(page, locale, 'loginPassword.old')).toBeFocused();
    await expectAccepted(page, locale, 'loginPassword.confirm');
    await expect(toast(page)).toHaveCount(0);
    await snapshot(page, `user/${locale}-login-password-field-errors`);

    // Typing clears a field's refusal; passwords that differ are refused under the second.
    await field(page, locale, 'loginPassword.old').fill('wrong999');
    await expectAccepted(page, locale, 'loginPassword.old');
    await field(page, locale, 'loginPassword.new').fill('efgh5678');
    await field(page, locale, 'loginPassword.confirm').fill('efgh5679');
    await changeLogin.click();
    await expectRefused(page, locale, 'loginPassword.confirm', 'passwords_differ');
    await expect(field(page, locale, 'loginPassword.confirm')).toBeFocused();

    // The server's refusal of the current password goes under it too.
    await field(page, locale, 'loginPassword.confirm').fill('efgh5678');
    await changeLogin.click();
    await expectRefused(page, locale, 'loginPassword.old', 'original_password_wrong');
    await expect(field(page, locale, 'loginPassword.old')).toBeFocused();
    await expect(toast(page)).toHaveCount(0);
    await expectNoRawKeys(page);
    await snapshot(page, `user/${locale}-login-password-server-refusal`);

    // The fund password, set the first time with the login password.
    await page.goto(`/?lang=${locale}#/user/setPassword`);
    const save = page.getByRole('button', { name: text(locale, 'fundPassword.submit') });
    await field(page, locale, 'fundPassword.new').fill('123456');
    await field(page, locale, 'fundPassword.confirm').fill('123456');
    await save.click();
    await expectRefused(page, locale, 'fundPassword.loginPassword', 'password_required');
    await field(page, locale, 'fundPassword.loginPassword').fill('wrong999');
    await field(page, locale, 'fundPassword.confirm').fill('123457');
    await save.click();
    await expectRefused(page, locale, 'fundPassword.confirm', 'passwords_differ');
    await field(page, locale, 'fundPassword.confirm').fill('123456');
    await save.click();
    await expectRefused(page, locale, 'fundPassword.loginPassword', 'original_password_wrong');
    await expect(toast(page)).toHaveCount(0);
    await snapshot(page, `user/${locale}-fund-password-set-refusal`);
    await field(page, locale, 'fundPassword.loginPassword').fill(PASSWORD);
    await save.click();
    await expectToast(page, text(locale, 'fundPassword.success'));

    // Changed, with the current fund password: a wrong one is refused beside it.
    await page.goto(`/?lang=${locale}#/user/setPassword`);
    await expect(
      page.getByRole('heading', { name: text(locale, 'fundPassword.titleChange') }),
    ).toBeVisible();
    await field(page, locale, 'fundPassword.old').fill('654321');
    await field(page, locale, 'fundPassword.new').fill('111111');
    await field(page, locale, 'fundPassword.confirm').fill('111111');
    await save.click();
    await expectRefused(page, locale, 'fundPassword.old', 'fund_password_wrong');
    await expect(field(page, locale, 'fundPassword.old')).toBeFocused();
    await expectNoRawKeys(page);
    await snapshot(page, `user/${locale}-fund-password-change-refusal`);
  });
}
