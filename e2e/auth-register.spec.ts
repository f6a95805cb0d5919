import { expect, test, type Page } from '@playwright/test';
import type { ErrorKey, Locale } from '@kabuto/contract';
import {
  acceptAgreement,
  expectNoRawKeys,
  expectRoute,
  expectToast,
  newAccount,
  snapshot,
  toast,
} from './support/app';
import {
  callsTo,
  expectAccepted as accepted,
  expectRefused as refused,
} from './support/form-refusals';
import { INVITATION_CODE } from './support/servers';
import { errorText, text } from './support/texts';

/**
 * Issue 11: a customer who registers is signed in at once (no second login), and the register
 * form says what is wrong beside the field it concerns, in the customer's language, marked for
 * assistive technology (aria-invalid, the message as the field's description, focus on the first).
 */

const SEARCH: Record<Locale, string> = { ja: '', 'zh-TW': '?lang=tw', en: '?lang=en' };

type RegisterField = 'account' | 'password' | 'confirmPassword' | 'invitationCode';

const input = (page: Page, locale: Locale, field: RegisterField) =>
  page.getByLabel(text(locale, `register.${field}`), { exact: true });

async function fill(page: Page, locale: Locale, values: Partial<Record<RegisterField, string>>) {
  for (const [field, value] of Object.entries(values)) {
    await input(page, locale, field as RegisterField).fill(value);
  }
}

const expectRefused = (page: Page, locale: Locale, field: RegisterField, key: ErrorKey) =>
  refused(page, input(page, locale, field), errorText(locale, key));

const expectAccepted = (page: Page, locale: Locale, field: RegisterField) =>
  accepted(input(page, locale, field));

/** Counts the register calls the page makes while `act` runs. */
const registerCalls = (page: Page, act: () => Promise<void>) =>
  callsTo(page, '/api/vue/user/register', act);

const submit = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: text(locale, 'register.submit') }).click();

test('registering signs the customer in and opens Home; the session outlives a reload', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto('/#/login/register');
  await fill(page, 'ja', {
    account,
    password: 'abcd1234',
    confirmPassword: 'abcd1234',
    invitationCode: INVITATION_CODE,
  });
  await acceptAgreement(page);
  await submit(page, 'ja');
  await expectToast(page, text('ja', 'register.success'));
  await expectRoute(page, '/home/index');
  await expect(page.getByTestId('account-card')).toContainText(text('ja', 'home.totalAssets'));
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('kabuto.token'),
    account: localStorage.getItem('kabuto.account'),
  }));
  expect(stored.token).toMatch(/^[\w-]{43}$/);
  expect(stored.account).toBe(account);

  // The stored session is the customer's: the member centre shows their number after a reload.
  await page.reload();
  await page.getByText(text('ja', 'tabs.mine'), { exact: true }).click();
  await expect(page.getByText(`${account.slice(0, 3)}****${account.slice(-4)}`)).toBeVisible();
  await expectNoRawKeys(page);
});

for (const locale of ['ja', 'zh-TW', 'en'] as const) {
  test(`${locale}: refusals beside their fields, not as toasts`, async ({ page }) => {
    await page.goto(`/${SEARCH[locale]}#/login/register`);
    await expect(page.getByRole('button', { name: text(locale, 'register.submit') })).toBeVisible();

    // The contract's rules, checked in the app: both fields say why, the first takes the focus.
    const before = await registerCalls(page, async () => {
      await fill(page, locale, {
        account: '090123456',
        password: 'abcd123!',
        confirmPassword: 'abcd123!',
        invitationCode: INVITATION_CODE,
      });
      await submit(page, locale);
      await expectRefused(page, locale, 'account', 'account_format');
      await expectRefused(page, locale, 'password', 'password_format');
    });
    expect(before, 'refused before any call').toBe(0);
    await expect(input(page, locale, 'account')).toBeFocused();
    await expectAccepted(page, locale, 'invitationCode');
    await expect(toast(page)).toHaveCount(0);
    await snapshot(page, `auth/${locale}-register-field-errors`);

    // Typing in a refused field clears its refusal; the other stays until it is fixed.
    await fill(page, locale, { account: newAccount() });
    await expectAccepted(page, locale, 'account');
    await expectRefused(page, locale, 'password', 'password_format');

    await fill(page, locale, { password: 'abcd1234', confirmPassword: 'abcd1235' });
    await submit(page, locale);
    await expectRefused(page, locale, 'confirmPassword', 'passwords_differ');
    await expect(input(page, locale, 'confirmPassword')).toBeFocused();

    // The agreement is needed before the customer is signed in, and is refused under its box.
    await fill(page, locale, { confirmPassword: 'abcd1234', invitationCode: 'NOSUCH1' });
    await submit(page, locale);
    await expect(page.getByRole('alert')).toHaveText(errorText(locale, 'agreement_required'));
    await expect(page.getByTestId('agreement')).toHaveAccessibleDescription(
      errorText(locale, 'agreement_required'),
    );

    // A refusal only the server can make goes under its field too, with no toast.
    await acceptAgreement(page);
    const server = await registerCalls(page, async () => {
      await submit(page, locale);
      await expectRefused(page, locale, 'invitationCode', 'inviter_not_found');
    });
    expect(server, 'refused by the server').toBe(1);
    await expect(input(page, locale, 'invitationCode')).toBeFocused();
    await expect(toast(page)).toHaveCount(0);
    await expectRoute(page, '/login/register');
    await expectNoRawKeys(page);
    await snapshot(page, `auth/${locale}-register-server-refusal`);
  });
}

test('login: an empty password is refused beside it; a wrong password stays a form-level toast', async ({
  page,
}) => {
  await page.goto('/?lang=en#/login/login');
  const account = page.getByLabel(text('en', 'login.account'), { exact: true });
  const password = page.getByLabel(text('en', 'login.password'), { exact: true });
  await account.fill(newAccount());
  await password.fill('');
  await acceptAgreement(page);
  await page.getByRole('button', { name: text('en', 'login.submit'), exact: true }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(errorText('en', 'password_required'));
  await expect(password).toBeFocused();
  // Whether the account or the password was wrong is not told: the whole form's refusal.
  await password.fill('wrong999');
  await page.getByRole('button', { name: text('en', 'login.submit'), exact: true }).click();
  await expectToast(page, errorText('en', 'wrong_account_or_password'));
  await expect(account).not.toHaveAttribute('aria-invalid');
  await expect(password).not.toHaveAttribute('aria-invalid');
});
