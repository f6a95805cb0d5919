import { expect, type Browser, type Page } from '@playwright/test';
import { REVIEWER, consoleText } from './funding-support';

/**
 * The demo reviewer at the operator console, in a second browser context beside the customer's
 * (a back office is used at a desk: 1440x900, Japanese), for specs where an operator's click in the
 * console is part of what the customer sees.
 */
export async function reviewerConsole(browser: Browser): Promise<Page> {
  const operatorContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
    locale: 'ja-JP',
  });
  const consolePage = await operatorContext.newPage();
  await consolePage.goto('/console/#/login');
  await consolePage.getByLabel(consoleText('login.username')).fill(REVIEWER.username);
  await consolePage.getByLabel(consoleText('login.password')).fill(REVIEWER.password);
  await consolePage.getByRole('button', { name: consoleText('login.submit') }).click();
  await expect(
    consolePage.getByRole('button', { name: consoleText('operator.logout') }),
  ).toBeVisible();
  return consolePage;
}

/** The operator approves this customer's open deposit or withdrawal in the console's queue. */
export async function approveMoney(
  consolePage: Page,
  queue: 'deposits' | 'withdrawals',
  account: string,
): Promise<void> {
  await consolePage.getByRole('link', { name: consoleText(`nav.${queue}`) }).click();
  await consolePage.getByRole('button', { name: consoleText('common.refresh') }).click();
  await consolePage
    .getByRole('row')
    .filter({ hasText: account })
    .getByRole('link', { name: /.+/ })
    .filter({ hasText: consoleText('funding.review') })
    .click();
  await consolePage
    .getByRole('button', { name: consoleText('funding.approve'), exact: true })
    .click();
  const dialog = consolePage.getByRole('dialog');
  await dialog.getByLabel(consoleText('funding.approveReason')).fill('e2e: 入出金を確認');
  await dialog.getByRole('button', { name: consoleText('common.next') }).click();
  await dialog.getByRole('button', { name: consoleText('funding.confirmApprove') }).click();
  await expect(dialog).toBeHidden();
  await expect(consolePage.getByText(consoleText('funding.decidedApproved'))).toBeVisible();
}
