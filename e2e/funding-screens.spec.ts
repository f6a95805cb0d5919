import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '@kabuto/contract';
import { expectNoRawKeys, newAccount } from './support/app';
import { DEMO_CUSTOMER, INVITATION_CODE } from './support/servers';
import { expectNoRawFundingKeys, ft } from './funding-support';
import { signInWithToken } from './support/session';

/**
 * Every funding screen in every language at 390x844, full length, in
 * test-results/screens/funding/<locale>/ for a person to look at: the demo customer (verified and
 * funded) and a newcomer (not verified yet).
 */
const DEMO_SCREENS = [
  ['mine', '/user/usercenter', 'mine.fundsSection'],
  ['kyc-verified', '/user/bandCard', 'kyc.verifiedTitle'],
  ['bank-cards', '/user/BankCard', 'cards.add'],
  ['add-card', '/user/WithCard', 'cards.formHint'],
  ['recharge', '/user/recharge', 'rules.beforeDeposit'],
  ['withdraw', '/user/withdraw', 'withdraw.withdrawable'],
  ['exchange', '/user/exchange', 'exchange.getQuote'],
  ['records', '/user/FundingDetails', 'records.tabs.withdraw'],
] as const;

const NEWCOMER_SCREENS = [
  ['kyc-form', '/user/bandCard', 'kyc.intro'],
  ['add-card-unverified', '/user/WithCard', 'verifyFirst.title'],
  ['withdraw-unverified', '/user/withdraw', 'verifyFirst.title'],
] as const;

/** The demo deposit channel's bank and branch as the seed names them in each language. */
const DEMO_BANK: Record<Locale, { bank: string; branch: string }> = {
  ja: { bank: 'Kabutoデモ銀行', branch: '本店営業部' },
  'zh-TW': { bank: 'Kabuto示範銀行', branch: '總行營業部' },
  en: { bank: 'Kabuto Demo Bank', branch: 'Head Office' },
};

async function capture(page: Page, locale: Locale, name: string): Promise<void> {
  await expectNoRawKeys(page);
  await expectNoRawFundingKeys(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(test.info().project.outputDir, 'screens', 'funding', locale, `${name}.png`),
    fullPage: true,
  });
}

async function open(page: Page, locale: Locale, route: string, key: string): Promise<void> {
  await page.goto(`/?lang=${locale}#${route}`);
  await expect(page.getByText(ft(locale, key), { exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

for (const locale of LOCALES) {
  test(`funding screens in ${locale}`, async ({ page, request }) => {
    await signInWithToken(page, locale, DEMO_CUSTOMER);
    for (const [name, route, key] of DEMO_SCREENS) {
      await open(page, locale, route, key);
      await capture(page, locale, name);
    }

    // The records on a fresh load, as the customer first sees them.
    await page.reload();
    await expect(page.getByTestId('records-all')).toBeVisible();
    await page.screenshot({
      path: path.join(
        test.info().project.outputDir,
        'screens',
        'funding',
        locale,
        'records-view.png',
      ),
    });

    // The transfer details of the first channel, and a live quote.
    await open(page, locale, '/user/recharge', 'rules.beforeDeposit');
    await page.getByLabel(ft(locale, 'deposit.amount')).fill('50000');
    await page.getByRole('button', { name: ft(locale, 'deposit.next') }).click();
    await expect(page.getByTestId('deposit-amount')).toBeVisible();
    // The demo channel's bank and branch in the screen's language, not another's (issue 11).
    await expect(page.getByTestId('channel-bank-name')).toHaveText(DEMO_BANK[locale].bank);
    await expect(page.getByTestId('channel-branch')).toHaveText(
      ft(locale, 'channel.branchValue', { branch: DEMO_BANK[locale].branch, code: '001' }),
    );
    await capture(page, locale, 'recharge-channel');

    await open(page, locale, '/user/exchange', 'exchange.getQuote');
    await page.getByLabel(ft(locale, 'exchange.amount', { currency: 'JPY' })).fill('10000');
    await page.getByRole('button', { name: ft(locale, 'exchange.getQuote') }).click();
    await expect(page.getByTestId('fx-quote')).toBeVisible();
    await capture(page, locale, 'exchange-quote');

    // A newcomer: nothing verified yet.
    const account = newAccount();
    const registered = await request.post('/api/vue/user/register', {
      data: {
        account,
        password: 'abcd1234',
        confirmPassword: 'abcd1234',
        invitationCode: INVITATION_CODE,
      },
    });
    expect(((await registered.json()) as { status: number }).status).toBe(1);
    await signInWithToken(page, locale, { account, password: 'abcd1234' });
    for (const [name, route, key] of NEWCOMER_SCREENS) {
      await open(page, locale, route, key);
      await capture(page, locale, name);
    }
  });
}
