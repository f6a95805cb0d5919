import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, type CreditSettings, type Locale } from '@kabuto/contract';
import { snapshot } from './support/app';
import { CONSOLE_DIR, useConsoleDesktop } from './support/console-desktop';
import { CONSOLE_KEYS, consoleText, errorText } from './support/console-texts';
import { readLocaleFile } from './support/locale-file';
import { DEMO_CUSTOMER } from './support/servers';
import { statusText } from './support/status-texts';

/**
 * The console's credit screens against the real server, at a desktop size: the demo customer
 * applies for a loan above the second-approval threshold through the customer API; a finance
 * operator gives the first approval in the console, and is refused a second one; the
 * administrator gives the second, and the loan is paid out; both approvals stand in the loan's
 * audit log; the customer repays in full and the detail shows it repaid. The administrator reads
 * the credit settings, is told of a rate above the legal cap, saves a changed threshold with a
 * reason and finds it in the audit log. The loan is repaid and the threshold put back (also when
 * a step fails), so the demo customer and the settings are left as found: other specs share the
 * server. Screenshots go to test-results/screens/console-credit/.
 */
const ADMIN = { username: 'admin', password: 'kabuto-admin' } as const;
const REVIEWER = { username: 'reviewer', password: 'kabuto-review' } as const;
const AMOUNT = '600000';

const CREDIT = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    readLocaleFile(path.join(CONSOLE_DIR, 'src', 'locales', 'credit', `${locale}.json`)),
  ]),
) as Record<Locale, Map<string, string>>;

function fill(template: string | undefined, key: string, values: Record<string, string>): string {
  if (template === undefined) throw new Error(`No credit text ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}
const credit = (key: string, values: Record<string, string> = {}, locale: Locale = 'ja') =>
  fill(CREDIT[locale].get(key), key, values);
const main = (key: string, values: Record<string, string> = {}) => consoleText('ja', key, values);

/** Every dotted key of the console, the credit namespace's included: none may reach the screen. */
const KEYS = [...CONSOLE_KEYS, ...[...CREDIT.ja.keys()].filter((key) => key.includes('.'))];

useConsoleDesktop();

type Envelope<T> = { status: number; msg: string; data: T };
type Loan = {
  id: number;
  orderNo: string;
  status: string;
  state: string | null;
  owedToday: string;
};

async function call<T>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const answer = await request.post(url, { data, headers });
  return (await answer.json()) as Envelope<T>;
}

async function customerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await call<{ token: string; account: string }>(
    request,
    '/api/vue/user/login',
    DEMO_CUSTOMER,
  );
  expect(login.msg).toBe('');
  return { account: login.data.account, token: login.data.token };
}

async function operatorHeaders(
  request: APIRequestContext,
  operator: { username: string; password: string },
): Promise<Record<string, string>> {
  const login = await call<{ token: string }>(request, '/api/admin/auth/login', operator);
  expect(login.msg).toBe('');
  return { 'operator-token': login.data.token };
}

async function signIn(page: Page, operator: { username: string; password: string }) {
  await page.goto('/console/?lang=ja#/login');
  await page.getByLabel(main('login.username')).fill(operator.username);
  await page.getByLabel(main('login.password')).fill(operator.password);
  await page.getByRole('button', { name: main('login.submit') }).click();
  await expect(page.getByRole('button', { name: main('operator.logout') })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: main('operator.logout') }).click();
  await expect(page.getByLabel(main('login.username'))).toBeVisible();
}

/** No raw translation key and no unfilled interpolation on the page, then a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('loading')).toHaveCount(0);
  const visible = await page.locator('body').innerText();
  expect(
    KEYS.filter((key) => visible.includes(key)),
    `raw keys on ${page.url()}`,
  ).toEqual([]);
  expect(visible).not.toMatch(/\{\{\w+\}\}/);
  await snapshot(page, `console-credit/${name}`);
}

/** The loan this spec opened, repaid in full (or its application rejected) if it is still open. */
async function settleLoan(request: APIRequestContext, loanId: number): Promise<void> {
  const customer = await customerHeaders(request);
  const records = await call<Loan[]>(request, '/api/vue/loan/records', {}, customer);
  const loan = records.data.find((each) => each.id === loanId);
  if (!loan) return;
  if (loan.status === 'pending') {
    const admin = await operatorHeaders(request, ADMIN);
    await call(
      request,
      '/api/admin/loan/review',
      { loanId, decision: 'reject', reason: 'e2e clean-up', reasonLocale: 'en' },
      admin,
    );
  } else if (loan.status === 'approved' && loan.state !== 'repaid') {
    await call(
      request,
      '/api/vue/loan/repay',
      { loanId, amount: loan.owedToday },
      { ...customer, 'idempotency-key': randomUUID() },
    );
  }
}

/** The threshold as it was before the spec, saved back (audited) if it changed. */
async function restoreSettings(request: APIRequestContext, original: CreditSettings) {
  const admin = await operatorHeaders(request, ADMIN);
  const now = await call<CreditSettings>(request, '/api/admin/loan/settings', {}, admin);
  if (JSON.stringify(now.data) === JSON.stringify(original)) return;
  const saved = await call(
    request,
    '/api/admin/loan/saveSettings',
    { settings: original, reason: 'e2e: 元の設定に戻す' },
    { ...admin, 'idempotency-key': randomUUID() },
  );
  expect(saved.msg).toBe('');
}

test('a loan above the threshold needs two operators, and shows approved, then repaid', async ({
  page,
  request,
}) => {
  // One story of two operators and a customer, a dozen screens: more than the default minute on
  // a busy machine.
  test.setTimeout(120_000);
  const admin = await operatorHeaders(request, ADMIN);
  const original = (await call<CreditSettings>(request, '/api/admin/loan/settings', {}, admin))
    .data;
  // The demo loan is above the threshold, so it needs two operators.
  expect(Number(original.secondApprovalAbove)).toBeLessThan(Number(AMOUNT));

  // The demo customer (verified, ¥10M deposited) applies through the customer API.
  const customer = await customerHeaders(request);
  const applied = await call<Loan>(
    request,
    '/api/vue/loan/apply',
    { amount: AMOUNT, productId: 'term30' },
    { ...customer, 'idempotency-key': randomUUID() },
  );
  expect(applied.msg).toBe('');
  const { id: loanId, orderNo } = applied.data;

  try {
    // A finance operator finds it in the queue, marked as needing two approvers.
    await signIn(page, REVIEWER);
    await page.getByRole('link', { name: main('nav.loans'), exact: true }).click();
    await expect(page.getByRole('heading', { name: credit('queue.title') })).toBeVisible();
    const row = page.getByTestId('loan-queue').getByRole('row').filter({ hasText: orderNo });
    await expect(row).toContainText(DEMO_CUSTOMER.account);
    await expect(row).toContainText('600,000');
    await expect(row).toContainText(credit('units.days_other', { count: '30' }));
    await expect(row).toContainText('2.9%');
    await expect(row).toContainText(statusText('ja', 'request.pending'));
    await expect(row).toContainText(credit('review.needsTwo'));
    await check(page, 'queue');

    // The detail: the applicant's score factor by factor, the limit, the terms.
    await row.getByRole('link', { name: credit('queue.openNamed', { orderNo }) }).click();
    await expect(
      page.getByRole('heading', { name: credit('detail.title', { orderNo }) }),
    ).toBeVisible();
    await expect(page.getByText(credit('review.needsTwoLong'))).toBeVisible();
    const factors = page.getByTestId('loan-factors');
    await expect(factors).toContainText(credit('factors.names.identity_verified'));
    await expect(factors).toContainText(credit('factors.facts.verified'));
    await expect(factors).toContainText('+30');
    await expect(page.getByTestId('loan-applicant')).toContainText('1,000,000');
    await expect(page.getByTestId('loan-terms')).toContainText('14%');
    await check(page, 'detail-pending');
    // Below: the schedule as it would be if approved today, no interest or repayment yet.
    await page.getByTestId('loan-repayments').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('loan-schedule')).toContainText(credit('schedule.previewNote'));
    await check(page, 'detail-pending-history');
    await page
      .getByRole('heading', { name: credit('detail.title', { orderNo }) })
      .scrollIntoViewIfNeeded();

    // The first approval, with a note: no money moves yet.
    await page.getByRole('button', { name: credit('review.approve'), exact: true }).click();
    const first = page.getByRole('dialog', { name: credit('review.approveTitle', { orderNo }) });
    await first.getByLabel(credit('review.noteLabel')).fill('e2e: 資産と入金履歴を確認');
    await first.getByRole('button', { name: main('common.next') }).click();
    await expect(first.getByTestId('confirm-summary')).toContainText(
      credit('review.firstApproval'),
    );
    await expect(first.getByText(credit('review.firstOfTwoWarning'))).toBeVisible();
    await check(page, 'approve-first-confirm');
    await first.getByRole('button', { name: credit('review.confirmApprove'), exact: true }).click();
    await expect(first).toBeHidden();
    await expect(page.getByText(credit('review.doneFirst', { orderNo }))).toBeVisible();
    await expect(page.getByTestId('page-subtitle')).toContainText(
      statusText('ja', 'request.awaiting_second_approval'),
    );
    await expect(page.getByText(credit('review.youApprovedFirst'))).toBeVisible();
    await check(page, 'awaiting-second');

    // The same operator may not give the second approval: the server's refusal, in Japanese.
    await page.getByRole('button', { name: credit('review.approveSecond'), exact: true }).click();
    const again = page.getByRole('dialog', {
      name: credit('review.approveSecondTitle', { orderNo }),
    });
    await again.getByRole('button', { name: main('common.next') }).click();
    await again.getByRole('button', { name: credit('review.confirmApprove'), exact: true }).click();
    await expect(again.getByText(errorText('ja', 'second_approver_required'))).toBeVisible();
    await check(page, 'same-operator-refused');
    await again.getByRole('button', { name: main('common.back') }).click();
    await again.getByRole('button', { name: main('common.cancel') }).click();
    await expect(again).toBeHidden();

    // In the queue, the row says who gave the first approval.
    await page.getByRole('link', { name: credit('detail.back') }).click();
    await expect(row).toContainText(statusText('ja', 'request.awaiting_second_approval'));
    await expect(row).toContainText(credit('review.firstBy', { operator: REVIEWER.username }));
    await check(page, 'queue-awaiting');
    await signOut(page);

    // The administrator gives the second approval, without a note: the loan is paid out.
    await signIn(page, ADMIN);
    await page.goto(`/console/#/loans/${loanId}`);
    await expect(page.getByText(credit('review.awaitingSecondLong'))).toBeVisible();
    await page.getByRole('button', { name: credit('review.approveSecond'), exact: true }).click();
    const second = page.getByRole('dialog', {
      name: credit('review.approveSecondTitle', { orderNo }),
    });
    await second.getByRole('button', { name: main('common.next') }).click();
    await expect(second.getByTestId('confirm-summary')).toContainText(
      credit('review.approveSecond'),
    );
    await expect(second.getByTestId('confirm-summary')).toContainText(main('common.none'));
    await check(page, 'approve-second-confirm');
    await second
      .getByRole('button', { name: credit('review.confirmApprove'), exact: true })
      .click();
    await expect(second).toBeHidden();
    await expect(page.getByText(credit('review.doneApprove', { orderNo }))).toBeVisible();

    // The detail shows it approved by both, owing, with its schedule.
    const subtitle = page.getByTestId('page-subtitle');
    await expect(subtitle).toContainText(statusText('ja', 'request.approved'));
    await expect(subtitle).toContainText(credit('repayment.outstanding'));
    await expect(page.getByText(credit('review.decidedApproved'))).toBeVisible();
    await expect(
      page.getByText(credit('review.firstApprovalBy', { operator: REVIEWER.username })),
    ).toBeVisible();
    await expect(page.getByTestId('loan-owed')).toContainText('600,000');
    await expect(page.getByTestId('loan-schedule').getByRole('row')).toHaveCount(2);
    await expect(page.getByTestId('loan-accruals')).toContainText(credit('accruals.empty'));
    await expect(page.getByRole('button', { name: credit('review.approve') })).toHaveCount(0);
    await check(page, 'approved');
    await page.getByTestId('loan-accruals').scrollIntoViewIfNeeded();
    await check(page, 'approved-history');

    // Both approvals in the loan's audit log: the note as written, the second in the server's words.
    await page.getByRole('link', { name: credit('detail.auditLink') }).click();
    const loanAudit = page.getByTestId('audit-log').locator('tbody tr');
    await expect(loanAudit).toHaveCount(2);
    await expect(loanAudit.nth(0)).toContainText(main('audit.actions.loan_approve'));
    await expect(loanAudit.nth(0)).toContainText(main('audit.reasons.loan_approved_second'));
    await expect(loanAudit.nth(0)).toContainText(ADMIN.username);
    await expect(loanAudit.nth(1)).toContainText(main('audit.actions.loan_approve_first'));
    await expect(loanAudit.nth(1)).toContainText('e2e: 資産と入金履歴を確認');
    await expect(loanAudit.nth(1)).toContainText(REVIEWER.username);
    await check(page, 'audit-loan');

    // The customer repays in full: the detail shows the repayment, interest first.
    const records = await call<Loan[]>(request, '/api/vue/loan/records', {}, customer);
    const owed = records.data.find((loan) => loan.id === loanId);
    expect(owed?.state).toBe('outstanding');
    const repaid = await call<Loan>(
      request,
      '/api/vue/loan/repay',
      { loanId, amount: owed?.owedToday },
      { ...customer, 'idempotency-key': randomUUID() },
    );
    expect(repaid.msg).toBe('');
    expect(repaid.data.state).toBe('repaid');
    await page.goto(`/console/?lang=en#/loans/${loanId}`);
    await expect(
      page.getByRole('heading', { name: credit('detail.title', { orderNo }, 'en') }),
    ).toBeVisible();
    await expect(page.getByTestId('page-subtitle')).toContainText(
      credit('repayment.repaid', {}, 'en'),
    );
    await expect(page.getByTestId('loan-repayments').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('loan-repayments')).toContainText('600,000');
    await check(page, 'repaid-en');
    // Below: the schedule (nothing left), the daily interest (none yet) and the repayment.
    await page.getByTestId('loan-repayments').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('loan-schedule')).toContainText(
      credit('schedule.empty', {}, 'en'),
    );
    await check(page, 'repaid-en-history');
  } finally {
    await settleLoan(request, loanId);
  }
});

test('the administrator reads the credit settings and saves a changed threshold, audited', async ({
  page,
  request,
}) => {
  const admin = await operatorHeaders(request, ADMIN);
  const original = (await call<CreditSettings>(request, '/api/admin/loan/settings', {}, admin))
    .data;
  try {
    await signIn(page, ADMIN);
    // The settings: the limit table by score, the products beside the legal caps, the threshold.
    await page.getByRole('link', { name: main('nav.creditSettings'), exact: true }).click();
    await expect(page.getByRole('heading', { name: credit('settings.title') })).toBeVisible();
    const bands = page.getByTestId('credit-bands');
    await expect(bands.getByRole('row')).toHaveCount(original.bands.length + 1);
    await expect(bands).toContainText('60–79');
    await expect(bands).toContainText('40%');
    await expect(bands).toContainText('1,000,000');
    const products = page.getByTestId('credit-products');
    await expect(products).toContainText('term30');
    await expect(products).toContainText('2.9%');
    await expect(products).toContainText(
      credit('settings.legalCaps', { annual: '15', late: '20' }),
    );
    await expect(page.getByTestId('credit-threshold')).toContainText('500,000');
    await check(page, 'settings');

    // A rate above the legal cap is named beside the field before anything is sent.
    await page.getByRole('button', { name: main('common.edit') }).click();
    const edit = page.getByRole('dialog', { name: credit('edit.title') });
    const annualOf1 = edit.getByLabel(
      credit('edit.productCell', {
        row: '1',
        field: credit('settings.products.columns.annualRate'),
      }),
    );
    await expect(annualOf1).toHaveValue('2.9');
    await annualOf1.fill('15.5');
    await edit.getByLabel(credit('settings.threshold.label')).fill('800,000');
    await edit.getByLabel(credit('edit.reason')).fill('e2e: 二重承認の基準額を見直し');
    await edit.getByRole('button', { name: main('common.next') }).click();
    await expect(edit.getByText(credit('edit.errors.rateCap', { annual: '15' }))).toBeVisible();
    await check(page, 'settings-refused');
    await annualOf1.fill('2.9');
    await edit.getByRole('button', { name: main('common.next') }).click();
    const summary = edit.getByTestId('confirm-summary');
    await expect(summary).toContainText(credit('settings.threshold.label'));
    await expect(summary).toContainText('500,000 JPY');
    await expect(summary).toContainText('800,000 JPY');
    await expect(summary).not.toContainText(credit('edit.productRow', { id: 'term30' }));
    await check(page, 'settings-confirm');
    await edit.getByRole('button', { name: credit('edit.confirm'), exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(credit('edit.done'))).toBeVisible();
    await expect(page.getByTestId('credit-threshold')).toContainText('800,000');

    // The server holds exactly that change, and the audit log has it with the reason.
    const saved = (await call<CreditSettings>(request, '/api/admin/loan/settings', {}, admin)).data;
    expect(saved).toEqual({ ...original, secondApprovalAbove: '800000' });
    await page.getByRole('link', { name: credit('settings.auditLink') }).click();
    const entry = page.getByTestId('audit-log').locator('tbody tr').first();
    await expect(entry).toContainText(main('audit.actions.credit_settings_save'));
    await expect(entry).toContainText(main('audit.targetTypes.credit_settings'));
    await expect(entry).toContainText('e2e: 二重承認の基準額を見直し');
    await expect(entry).toContainText('"800000"');
    await check(page, 'audit-settings');
  } finally {
    await restoreSettings(request, original);
  }
});
