import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ERROR_MESSAGES, type ErrorKey } from '@kabuto/contract';
import { DEMO_CUSTOMER } from './support/servers';
import { readLocaleFile } from './support/locale-file';
import { CONSOLE_DIR, useConsoleDesktop } from './support/console-desktop';

/**
 * The operator console (apps/console/dist, served by the API server at /console/) in Japanese,
 * at a desktop size: a compliance operator restricts the demo customer with a reason, the
 * customer is refused, the operator lifts it with a reason, and both stand in the audit log. The
 * administrator changes the referral rules (a refused amount first), and they are put back after.
 */
const REVIEWER = { username: 'reviewer', password: 'kabuto-review' } as const;
const ADMIN = { username: 'admin', password: 'kabuto-admin' } as const;

const JA = readLocaleFile(path.join(CONSOLE_DIR, 'src', 'locales', 'ja.json'));

/** The console's Japanese text for a key, interpolation filled in. */
function text(key: string, values: Record<string, string> = {}): string {
  const template = JA.get(key);
  if (template === undefined) throw new Error(`No console text ${key} in ja`);
  return template.replace(
    /\{\{(\w+)\}\}/g,
    (_match, name: string) => values[name] ?? `{{${name}}}`,
  );
}

function errorText(key: ErrorKey): string {
  return ERROR_MESSAGES[key].ja;
}

useConsoleDesktop();

async function signIn(page: Page, operator: { username: string; password: string }): Promise<void> {
  await page.goto('/console/#/login');
  await expect(page.getByRole('heading', { name: text('login.title') })).toBeVisible();
  await page.getByLabel(text('login.username')).fill(operator.username);
  await page.getByLabel(text('login.password')).fill(operator.password);
  await page.getByRole('button', { name: text('login.submit') }).click();
  await expect(page.getByRole('button', { name: text('operator.logout') })).toBeVisible();
}

async function customerLoginRefusal(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/vue/user/login', { data: DEMO_CUSTOMER });
  const body = (await answer.json()) as { status: number; msg: string };
  return body.status === 1 ? 'accepted' : body.msg;
}

/** If a test stops half-way, the demo customer must not stay banned for the specs after it. */
async function liftLeftoverBan(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/admin/auth/login', { data: REVIEWER });
  const { data } = (await login.json()) as { data: { token: string } | null };
  if (!data) return;
  const headers = { 'operator-token': data.token };
  const search = await request.post('/api/admin/customers/search', {
    headers,
    data: { query: DEMO_CUSTOMER.account, limit: 1 },
  });
  const customers = ((await search.json()) as { data: { id: number; restrictions: string[] }[] })
    .data;
  for (const customer of customers) {
    if (!customer.restrictions.includes('login_banned')) continue;
    await request.post('/api/admin/customers/lift', {
      headers,
      data: { customerId: customer.id, kind: 'login_banned', reason: 'e2e clean-up' },
    });
  }
  await request.post('/api/admin/auth/logout', { headers, data: {} });
}

test.afterEach(async ({ request }) => {
  await liftLeftoverBan(request);
});

test('an operator bans the demo customer from logging in and lifts it, both with reasons in the audit log', async ({
  page,
  request,
}) => {
  const banReason = 'e2e: 不正アクセスの疑い（チケット #4411）';
  const liftReason = 'e2e: 電話で本人確認済み';
  const kindLabel = text('restrictions.login_banned');

  await signIn(page, REVIEWER);
  await expect(page.getByRole('heading', { name: text('customers.title') })).toBeVisible();
  await page.getByRole('searchbox').fill(DEMO_CUSTOMER.account);
  await page.getByRole('button', { name: text('common.search') }).click();
  await page.getByRole('link', { name: DEMO_CUSTOMER.account, exact: true }).click();
  await expect(
    page.getByRole('heading', { name: text('customer.title', { account: DEMO_CUSTOMER.account }) }),
  ).toBeVisible();

  // Set: a reason is required, then a confirmation of exactly what will happen.
  await page.getByRole('button', { name: text('customer.setRestriction') }).click();
  const setDialog = page.getByRole('dialog', { name: text('restrict.setTitle') });
  await setDialog.getByRole('button', { name: text('common.next') }).click();
  await expect(setDialog.getByText(errorText('reason_required'))).toBeVisible();
  await setDialog.getByLabel(text('restrict.kind')).selectOption('login_banned');
  await setDialog.getByLabel(text('restrict.reason')).fill(banReason);
  await setDialog.getByRole('button', { name: text('common.next') }).click();
  await expect(setDialog.getByText(text('restrict.confirmSetLead'))).toBeVisible();
  await expect(setDialog.getByText(text('restrict.endsSessions'))).toBeVisible();
  await setDialog.getByRole('button', { name: text('restrict.confirmSet') }).click();
  await expect(setDialog).toBeHidden();
  await expect(
    page.getByText(text('restrict.doneSet', { account: DEMO_CUSTOMER.account, kind: kindLabel })),
  ).toBeVisible();
  await expect(page.getByTestId('active-restrictions')).toContainText(banReason);

  // The restriction is real: the customer's login is refused, naming it.
  expect(await customerLoginRefusal(request)).toBe('account_login_banned');

  // Lift, with its own reason.
  await page
    .getByTestId('active-restrictions')
    .locator('li', { hasText: kindLabel })
    .getByRole('button', { name: text('customer.lift') })
    .click();
  const liftDialog = page.getByRole('dialog', { name: text('restrict.liftTitle') });
  await liftDialog.getByLabel(text('restrict.liftReason')).fill(liftReason);
  await liftDialog.getByRole('button', { name: text('common.next') }).click();
  await liftDialog.getByRole('button', { name: text('restrict.confirmLift') }).click();
  await expect(liftDialog).toBeHidden();
  await expect(page.getByText(text('customer.noActiveRestrictions'))).toBeVisible();
  const history = page.locator('table').filter({ hasText: banReason });
  await expect(history.getByRole('row', { name: new RegExp(liftReason) })).toContainText(
    text('customer.stateLifted'),
  );
  expect(await customerLoginRefusal(request)).toBe('accepted');

  // Both actions in the audit log, newest first, with who, why, and before/after.
  await page.getByRole('link', { name: text('customer.auditLink') }).click();
  await expect(page.getByRole('heading', { name: text('audit.title') })).toBeVisible();
  const rows = page.getByTestId('audit-log').locator('tbody tr');
  const liftRow = rows.filter({ hasText: liftReason });
  const setRow = rows
    .filter({ hasText: banReason })
    .filter({ hasText: text('audit.actions.customer_restrict') });
  await expect(liftRow).toContainText(text('audit.actions.customer_lift_restriction'));
  await expect(liftRow).toContainText(REVIEWER.username);
  await expect(liftRow).toContainText('"login_banned"');
  await expect(setRow).toContainText(REVIEWER.username);
  await expect(setRow).toContainText('"login_banned"');
  const liftIndex = await liftRow.evaluate((row) => (row as HTMLTableRowElement).rowIndex);
  const setIndex = await setRow.evaluate((row) => (row as HTMLTableRowElement).rowIndex);
  expect(liftIndex).toBeLessThan(setIndex);
  // The log is read-only: nothing on the page offers to change or remove an entry.
  await expect(page.getByRole('button', { name: /削除|編集/ })).toHaveCount(0);
});

test('site configuration is read-only without the administrator role', async ({ page }) => {
  await signIn(page, REVIEWER);
  await page.getByRole('link', { name: text('nav.config') }).click();
  await expect(page.getByRole('heading', { name: text('config.title') })).toBeVisible();
  await expect(page.getByText(errorText('forbidden'))).toBeVisible();
  await expect(page.getByText(text('config.adminOnly'))).toBeVisible();
  const editButtons = page.getByRole('button', { name: text('common.edit') });
  await expect(editButtons.first()).toBeDisabled();
});

test('a session ended on the server returns the operator to login with a notice', async ({
  page,
  request,
}) => {
  await signIn(page, REVIEWER);
  // Session storage, not local storage: the token does not outlive the tab on a shared PC.
  const token = await page.evaluate(() => window.sessionStorage.getItem('kabuto.console.token'));
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => window.localStorage.getItem('kabuto.console.token'))).toBeNull();
  await request.post('/api/admin/auth/logout', {
    headers: { 'operator-token': token ?? '' },
    data: {},
  });
  // The console may notice the ended session by itself (a background refetch answered 401) before
  // this click; either way the operator must end on the login screen with the notice.
  const loginHeading = page.getByRole('heading', { name: text('login.title') });
  if (!(await loginHeading.isVisible())) {
    await page
      .getByRole('link', { name: text('nav.audit') })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect(loginHeading).toBeVisible();
  await expect(page.getByText(errorText('unauthorized'))).toBeVisible();
});

test('the administrator changes the referral rules with a reason; a bad amount is refused in its words', async ({
  page,
  request,
}) => {
  type Rules = {
    rewardAmount: string;
    holdDays: number;
    yearlyCap: number;
    stepDeadlineDays: number;
  };
  const login = await request.post('/api/admin/auth/login', { data: ADMIN });
  const admin = {
    'operator-token': ((await login.json()) as { data: { token: string } }).data.token,
  };
  const readRules = async () => {
    const answer = await request.post('/api/admin/referral/settings', { headers: admin, data: {} });
    return ((await answer.json()) as { data: { rules: Rules } }).data.rules;
  };
  const original = await readRules();
  try {
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: text('nav.referralSettings') }).click();
    await expect(page.getByRole('heading', { name: text('referral.title') })).toBeVisible();
    await expect(page.getByText(text('referral.appliesToNew'))).toBeVisible();
    const rules = page.getByTestId('referral-rules');
    await expect(rules).toContainText(`${original.rewardAmount} JPY`);

    await page.getByRole('button', { name: text('common.edit') }).click();
    const edit = page.getByRole('dialog', { name: text('referral.edit.title') });
    const reward = edit.getByLabel(`${text('referral.fields.rewardAmount')} (JPY)`);
    await reward.fill('0');
    await edit.getByLabel(text('restrict.reason')).fill('e2e: 紹介特典の見直し');
    await edit.getByRole('button', { name: text('common.next') }).click();
    await expect(edit.getByText(errorText('referral_reward_invalid'))).toBeVisible();
    await reward.fill('1,500');
    await edit.getByRole('button', { name: text('common.next') }).click();
    const summary = edit.getByTestId('confirm-summary');
    await expect(summary).toContainText(`${original.rewardAmount} JPY`);
    await expect(summary).toContainText('1,500 JPY');
    await edit.getByRole('button', { name: text('referral.edit.confirm'), exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText(text('referral.edit.done'))).toBeVisible();
    await expect(rules).toContainText('1,500 JPY');
    const last = page.getByTestId('referral-last-change');
    await expect(last).toContainText('e2e: 紹介特典の見直し');
    await expect(last).toContainText(ADMIN.username);
    expect(await readRules()).toEqual({ ...original, rewardAmount: '1500' });
  } finally {
    // Other specs on this server (the customer's invitation page) expect the rules as found.
    if (JSON.stringify(await readRules()) !== JSON.stringify(original)) {
      await request.post('/api/admin/referral/saveSettings', {
        headers: { ...admin, 'idempotency-key': randomUUID() },
        data: { rules: original, reason: 'e2e: 元のルールに戻す' },
      });
    }
  }
});

test('the ledger page shows the published proof of liabilities, as customers see it', async ({
  page,
  request,
}) => {
  await signIn(page, REVIEWER);
  await page.goto('/console/#/ledger');
  const panel = page.getByTestId('liability-publications');
  await expect(panel.getByRole('heading', { name: text('ledger.proof.title') })).toBeVisible();
  // The server publishes at start-up: the newest day is the public endpoint's, figures and all.
  const answer = await request.post('/api/vue/liabilities/published', { data: {} });
  const { data } = (await answer.json()) as {
    data: { publications: { day: string; rootHash: string; totals: { currency: string }[] }[] };
  };
  const newest = data.publications[0]!;
  const row = panel.getByRole('row').filter({ hasText: newest.day });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(newest.rootHash.slice(0, 16));
  await expect(row).toContainText(newest.totals[0]!.currency);
  await page.screenshot({ path: test.info().outputPath('console-ledger-publications.png') });
});
