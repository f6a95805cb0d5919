import { expect, test, type Page } from '@playwright/test';
import {
  acceptAgreement,
  expectNoRawKeys,
  expectRoute,
  expectToast,
  newAccount,
  snapshot,
} from './support/app';
import { INVITATION_CODE } from './support/servers';
import { statusText } from './support/status-texts';
import { text } from './support/texts';
import { approveMoney, reviewerConsole } from './console-reviewer';
import {
  consoleText,
  documentImage,
  expectNoRawFundingKeys,
  ft,
  myNumber,
} from './funding-support';

/**
 * Issue 4's journey, in Japanese: a new customer registers, verifies, adds a card, deposits with a
 * proof; in a second browser context an operator approves the verification and the deposit; the
 * balance appears; the customer exchanges JPY to USD and withdraws to the card; the operator
 * approves; the fund records show every step.
 *
 * The server must stand inside the deposit window (weekdays 09:30-19:30 Japan time): the main
 * e2e server runs with CLOCK_START=2026-11-20T10:00:00+09:00 (a Friday morning).
 */
test.setTimeout(180_000);

const PASSWORD = 'abcd1234';
const FUND_PASSWORD = '246810';
const DEPOSIT = '100000';
const EXCHANGE = '10000';
const WITHDRAW = '20000';

async function openMine(page: Page): Promise<void> {
  await page.goto('/#/user/usercenter');
  await expect(page.getByTestId('assets')).toBeVisible();
}

async function mineEntry(page: Page, key: string): Promise<void> {
  await openMine(page);
  await page.getByText(ft('ja', key), { exact: true }).first().click();
}

/** The operator approves this customer's verification in the console, with a reason. */
async function approveVerification(consolePage: Page, account: string): Promise<void> {
  await consolePage.getByRole('link', { name: consoleText('nav.verification') }).click();
  await consolePage
    .getByRole('link', { name: consoleText('kyc.reviewNamed', { account }) })
    .click();
  await consolePage.getByRole('button', { name: consoleText('kyc.approve'), exact: true }).click();
  const dialog = consolePage.getByRole('dialog');
  await dialog.getByLabel(consoleText('kyc.approveReason')).fill('e2e: 書類と氏名を確認');
  await dialog.getByRole('button', { name: consoleText('common.next') }).click();
  await dialog.getByRole('button', { name: consoleText('kyc.confirmApprove') }).click();
  await expect(dialog).toBeHidden();
  await expect(consolePage.getByText(consoleText('kyc.doneApprove', { account }))).toBeVisible();
}

async function check(page: Page, name: string): Promise<void> {
  await expectNoRawKeys(page);
  await expectNoRawFundingKeys(page);
  await snapshot(page, `funding-journey/${name}`);
}

test('a new customer verifies, deposits, exchanges and withdraws; an operator approves each step', async ({
  page,
  browser,
}) => {
  // The deposit window must be open on the server, or nothing below can happen.
  const account = newAccount();
  await page.goto('/#/login/register');
  await page.getByLabel(text('ja', 'register.account'), { exact: true }).fill(account);
  await page.getByLabel(text('ja', 'register.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(text('ja', 'register.confirmPassword'), { exact: true }).fill(PASSWORD);
  await page
    .getByLabel(text('ja', 'register.invitationCode'), { exact: true })
    .fill(INVITATION_CODE);
  await acceptAgreement(page);
  // Registering signs the customer in (issue 11).
  await page.getByRole('button', { name: text('ja', 'register.submit') }).click();
  await expectRoute(page, '/home/index');

  const depositInfo = await page.evaluate(async () => {
    const answer = await fetch('/api/vue/funding/depositInfo', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        token: localStorage.getItem('kabuto.token') ?? '',
        account: localStorage.getItem('kabuto.account') ?? '',
      },
      body: '{}',
    });
    return ((await answer.json()) as { data: { window: { openNow: boolean } } }).data;
  });
  expect(
    depositInfo.window.openNow,
    'The deposit window is closed on this server: start it with CLOCK_START=2026-11-20T10:00:00+09:00',
  ).toBe(true);

  // Before verification, a card cannot be added: the app says why and where to go.
  await mineEntry(page, 'mine.bankCards');
  await expectRoute(page, '/user/BankCard');
  await expect(page.getByTestId('verify-first')).toContainText(ft('ja', 'verifyFirst.body'));
  await page.getByRole('link', { name: ft('ja', 'verifyFirst.link') }).click();

  // Verification: My Number card, name, katakana, number, both sides.
  await expectRoute(page, '/user/bandCard');
  await expect(page.getByText(ft('ja', 'kyc.documents.my_number_card'))).toBeVisible();
  await page.getByLabel(ft('ja', 'kyc.name'), { exact: true }).fill('山田 太郎');
  await page.getByLabel(ft('ja', 'kyc.katakanaName'), { exact: true }).fill('ヤマダ タロウ');
  await page
    .getByLabel(ft('ja', 'kyc.idNumberLabels.my_number_card'), { exact: true })
    .fill(myNumber());
  await page
    .getByTestId('upload-front')
    .locator('input[type=file]')
    .setInputFiles(await documentImage('front', 'jpeg'));
  await page
    .getByTestId('upload-back')
    .locator('input[type=file]')
    .setInputFiles(await documentImage('back', 'png'));
  await expect(page.getByTestId('upload-front')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('upload-back')).toHaveAttribute('data-state', 'done');
  await check(page, 'kyc-form');
  await page.getByRole('button', { name: ft('ja', 'kyc.submit') }).click();
  await expectToast(page, ft('ja', 'kyc.submitted'));
  await expect(page.getByTestId('kyc-state')).toContainText(ft('ja', 'kyc.pendingTitle'));

  // The operator, in a second browser context, signs in to the console and approves.
  const consolePage = await reviewerConsole(browser);
  await approveVerification(consolePage, account);

  await page.reload();
  await expect(page.getByTestId('kyc-state')).toContainText(ft('ja', 'kyc.verifiedTitle'));
  await check(page, 'kyc-verified');

  // A Japanese bank account in the verified name.
  await mineEntry(page, 'mine.bankCards');
  await page.getByRole('button', { name: ft('ja', 'cards.add') }).click();
  await expectRoute(page, '/user/WithCard');
  const accountNumber = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
  await page.getByLabel(ft('ja', 'cards.holderName'), { exact: true }).fill('ヤマダ タロウ');
  await page.getByLabel(ft('ja', 'cards.bankName'), { exact: true }).fill('三菱UFJ銀行');
  await page.getByLabel(ft('ja', 'cards.branchName'), { exact: true }).fill('渋谷支店');
  await page.getByLabel(ft('ja', 'cards.branchCode'), { exact: true }).fill('135');
  await page.getByLabel(ft('ja', 'cards.cardNumber'), { exact: true }).fill(accountNumber);
  await check(page, 'add-card');
  await page.getByRole('button', { name: ft('ja', 'cards.submit') }).click();
  await expectToast(page, ft('ja', 'cards.added'));
  await expectRoute(page, '/user/BankCard');
  const card = page.getByTestId('bank-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(accountNumber.slice(-4));
  await expect(card).not.toContainText(accountNumber);
  await check(page, 'bank-cards');

  // The fund password, for the withdrawal later.
  await page.goto('/#/user/setPassword');
  await page.getByLabel(text('ja', 'fundPassword.loginPassword'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(text('ja', 'fundPassword.new'), { exact: true }).fill(FUND_PASSWORD);
  await page.getByLabel(text('ja', 'fundPassword.confirm'), { exact: true }).fill(FUND_PASSWORD);
  await page.getByRole('button', { name: text('ja', 'fundPassword.submit') }).click();
  await expectToast(page, text('ja', 'fundPassword.success'));

  // Deposit: the withdrawal rules are on the screen before the first deposit.
  await openMine(page);
  await page.getByRole('button', { name: ft('ja', 'mine.deposit'), exact: true }).click();
  await expectRoute(page, '/user/recharge');
  const rules = page.getByTestId('withdrawal-rules');
  await expect(rules).toContainText(ft('ja', 'rules.beforeDeposit'));
  await expect(rules).toContainText('¥5,000,000.00');
  await expect(rules).toContainText(ft('ja', 'rules.borrowed'));
  // The embedded demo takes requests at any hour, and says so (MARKET_CALENDAR=jpx keeps the real hours).
  await expect(page.getByTestId('window-state')).toHaveText(ft('ja', 'window.openDemo'));
  await page.getByText('¥100,000', { exact: true }).click();
  await expect(page.getByLabel(ft('ja', 'deposit.amount'))).toHaveValue(DEPOSIT);
  await check(page, 'recharge');
  await page.getByRole('button', { name: ft('ja', 'deposit.next') }).click();
  await expect(page).toHaveURL(/#\/user\/rechargeChannel\?/);
  await expect(page.getByTestId('deposit-amount')).toHaveText('¥100,000.00');
  const report = page.getByRole('button', { name: ft('ja', 'channel.submit') });
  await expect(report).toBeDisabled();
  await page
    .getByTestId('upload-proof')
    .locator('input[type=file]')
    .setInputFiles(await documentImage('slip', 'jpeg'));
  await expect(page.getByTestId('upload-proof')).toHaveAttribute('data-state', 'done');
  await check(page, 'recharge-channel');
  await report.click();
  await expect(page.getByText(ft('ja', 'channel.doneTitle'))).toBeVisible();
  await page.getByRole('button', { name: ft('ja', 'common.ok') }).click();
  await expect(page).toHaveURL(/#\/user\/FundingDetails\?tab=deposit$/);
  const pendingDeposit = page.getByTestId('fund-record').first();
  await expect(pendingDeposit).toContainText(statusText('ja', 'request.pending'));
  await expect(pendingDeposit).toContainText('+¥100,000.00');

  await approveMoney(consolePage, 'deposits', account);

  // The balance appears on Mine.
  await openMine(page);
  await expect(page.getByTestId('assets')).toContainText('¥100,000.00');
  await expect(page.getByTestId('verification-status')).toHaveText(
    statusText('ja', 'verification.verified'),
  );

  // Exchange JPY to USD at a quoted rate.
  await page.getByRole('button', { name: ft('ja', 'mine.exchange'), exact: true }).click();
  await expectRoute(page, '/user/exchange');
  await expect(page.getByTestId('exchange-available')).toHaveText('¥100,000.00');
  await page.getByLabel(ft('ja', 'exchange.amount', { currency: 'JPY' })).fill(EXCHANGE);
  await page.getByRole('button', { name: ft('ja', 'exchange.getQuote') }).click();
  const quote = page.getByTestId('fx-quote');
  await expect(quote).toBeVisible();
  await expect(page.getByTestId('fx-rate')).toContainText('1 JPY ＝');
  await expect(page.getByTestId('fx-countdown')).toContainText(/\d+/);
  const usd = (await page.getByTestId('fx-to-amount').innerText()).trim();
  expect(usd).toMatch(/^US\$\d+\.\d{2}$/);
  await check(page, 'exchange-quote');
  await page.getByRole('button', { name: ft('ja', 'exchange.confirm') }).click();
  await expect(page.locator('.adm-toast-main')).toContainText('¥10,000.00');
  await expect(page.getByTestId('exchange-available')).toHaveText('¥90,000.00');

  // Withdraw to the card: the fee and what arrives are shown before confirming.
  await openMine(page);
  await page.getByRole('button', { name: ft('ja', 'mine.withdraw'), exact: true }).click();
  await expectRoute(page, '/user/withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText('¥90,000.00');
  await page.getByLabel(ft('ja', 'withdraw.amount'), { exact: true }).fill(WITHDRAW);
  await expect(page.getByTestId('withdraw-payout')).toHaveText('¥20,000.00');
  await page.getByLabel(ft('ja', 'withdraw.fundPassword'), { exact: true }).fill(FUND_PASSWORD);
  await check(page, 'withdraw');
  await page.getByRole('button', { name: ft('ja', 'withdraw.next') }).click();
  const confirmation = page.getByTestId('withdraw-confirm');
  await expect(confirmation).toContainText(ft('ja', 'withdraw.fee'));
  await expect(confirmation).toContainText('¥20,000.00');
  await expect(confirmation).toContainText(accountNumber.slice(-4));
  await snapshot(page, 'funding-journey/withdraw-confirm');
  await page.getByRole('button', { name: ft('ja', 'withdraw.confirm') }).click();
  await expectToast(page, ft('ja', 'withdraw.done'));

  await openMine(page);
  await expect(page.getByTestId('assets')).toContainText('¥20,000.00');

  await approveMoney(consolePage, 'withdrawals', account);
  await consolePage.context().close();

  // The fund records show every step.
  await openMine(page);
  await expect(page.getByTestId('assets')).toContainText('¥70,000.00');
  await page.getByText(ft('ja', 'mine.fundRecords'), { exact: true }).click();
  await expectRoute(page, '/user/FundingDetails');
  const all = page.getByTestId('records-all');
  for (const type of ['deposit', 'exchange', 'withdrawal_hold', 'withdrawal_payout']) {
    await expect(all.locator(`[data-type="${type}"]`)).toHaveCount(1);
    await expect(all).toContainText(ft('ja', `records.types.${type}`));
  }
  await expect(all.locator('[data-type="exchange"]')).toContainText('-¥10,000.00');
  await expect(all.locator('[data-type="exchange"]')).toContainText(`+${usd}`);
  await check(page, 'records-all');
  await page.getByRole('tab', { name: ft('ja', 'records.tabs.deposit') }).click();
  await expect(page.getByTestId('records-deposit').getByTestId('fund-record')).toContainText(
    statusText('ja', 'request.approved'),
  );
  await page.getByRole('tab', { name: ft('ja', 'records.tabs.withdraw') }).click();
  const withdrawal = page.getByTestId('records-withdraw').getByTestId('fund-record');
  await expect(withdrawal).toContainText(statusText('ja', 'request.approved'));
  await expect(withdrawal).toContainText('-¥20,000.00');
  await check(page, 'records-withdraw');
});
