import { expect, test, type Page } from '@playwright/test';
import type { ErrorKey, Locale } from '@kabuto/contract';
import { acceptAgreement, expectRoute, newAccount, snapshot } from './support/app';
import { DEMO_CUSTOMER, INVITATION_CODE } from './support/servers';
import { errorText, text } from './support/texts';

type Attempt = {
  name: string;
  form: { account: string; password: string; confirmPassword: string; invitationCode: string };
  refusal: ErrorKey;
  /** Refused by the server (the same contract rule also runs in the app for the others). */
  byServer: boolean;
};

function attempt(
  name: string,
  change: Partial<Attempt['form']>,
  refusal: ErrorKey,
  byServer = false,
): Attempt {
  const form = {
    account: newAccount(),
    password: 'abcd1234',
    confirmPassword: 'abcd1234',
    invitationCode: INVITATION_CODE,
  };
  return { name, form: { ...form, ...change }, refusal, byServer };
}

const ATTEMPTS: readonly Attempt[] = [
  attempt('a 9-digit account', { account: '090123456' }, 'account_format'),
  attempt(
    'a password with a symbol',
    { password: 'abcd123!', confirmPassword: 'abcd123!' },
    'password_format',
  ),
  attempt('mismatched passwords', { confirmPassword: 'abcd1235' }, 'passwords_differ'),
  attempt('an unknown invitation code', { invitationCode: 'NOSUCH1' }, 'inviter_not_found', true),
  attempt('an existing account', { account: DEMO_CUSTOMER.account }, 'account_exists', true),
];

async function submit(
  page: Page,
  locale: Locale,
  { form, refusal, byServer }: Attempt,
): Promise<void> {
  await page.getByLabel(text(locale, 'register.account'), { exact: true }).fill(form.account);
  await page.getByLabel(text(locale, 'register.password'), { exact: true }).fill(form.password);
  await page
    .getByLabel(text(locale, 'register.confirmPassword'), { exact: true })
    .fill(form.confirmPassword);
  await page
    .getByLabel(text(locale, 'register.invitationCode'), { exact: true })
    .fill(form.invitationCode);
  const calls: string[] = [];
  const listener = (request: { url(): string }) => {
    if (request.url().endsWith('/api/vue/user/register')) calls.push(request.url());
  };
  await acceptAgreement(page);
  page.on('request', listener);
  await page.getByRole('button', { name: text(locale, 'register.submit') }).click();
  // Beside the field it concerns (issue 11; e2e/auth-register.spec.ts checks the fields).
  await expect(page.getByText(errorText(locale, refusal), { exact: true })).toBeVisible();
  page.off('request', listener);
  expect(calls.length, byServer ? 'refused by the server' : 'refused before any call').toBe(
    byServer ? 1 : 0,
  );
  await expectRoute(page, '/login/register');
}

test.describe('registration refusals in the customer language', () => {
  for (const each of ATTEMPTS) {
    test(`Japanese: ${each.name}`, async ({ page }) => {
      await page.goto('/#/login/register');
      await submit(page, 'ja', each);
    });
  }

  test('English: the same refusals in English', async ({ page }) => {
    await page.goto('/?lang=en#/login/register');
    await expect(page.getByRole('button', { name: text('en', 'register.submit') })).toBeVisible();
    for (const each of ATTEMPTS) await submit(page, 'en', each);
    await snapshot(page, 'en/register-refused');
  });

  test('Traditional Chinese via ?lang=tw: a server refusal', async ({ page }) => {
    await page.goto('/?lang=tw#/login/register');
    await submit(page, 'zh-TW', ATTEMPTS[4] as Attempt);
  });
});
