import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale, TradingSettings } from '@kabuto/contract';
import { CONSOLE_KEYS, consoleText, errorText, tradingText } from './support/console-texts';
import { snapshot } from './support/app';
import { DEMO_CUSTOMER, INVITATION_CODE } from './support/servers';
import { useConsoleDesktop } from './support/console-desktop';
import { statusText } from './support/status-texts';

/**
 * The console's trading screens against the real server, at a desktop size: compliance approves a
 * day-trading application in the queue; finds the demo customer's new order, locks it (the
 * customer's sale is refused), unlocks it; an administrator changes a fee in percent and reads the
 * change in the audit log, and sets and resets a lending quota. Screenshots of every screen go to
 * test-results/screens/console-trading/.
 */
const ADMIN = { username: 'admin', password: 'kabuto-admin' } as const;
const REVIEWER = { username: 'reviewer', password: 'kabuto-review' } as const;
const ja = (key: string, values: Record<string, string> = {}) => tradingText('ja', key, values);
const main = (key: string, values: Record<string, string> = {}) => consoleText('ja', key, values);

useConsoleDesktop();

type Envelope<T> = { status: number; msg: string; data: T };

async function call<T>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const answer = await request.post(url, { data, headers });
  return (await answer.json()) as Envelope<T>;
}

async function customerSession(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await call<{ token: string }>(request, '/api/vue/user/login', {
    account,
    password,
  });
  expect(login.msg).toBe('');
  return { account, token: login.data.token };
}

async function operatorHeaders(
  request: APIRequestContext,
  operator: { username: string; password: string },
): Promise<Record<string, string>> {
  const login = await call<{ token: string }>(request, '/api/admin/auth/login', operator);
  expect(login.msg).toBe('');
  return { 'operator-token': login.data.token };
}

async function signIn(
  page: Page,
  operator: { username: string; password: string },
  lang: Locale = 'ja',
) {
  await page.goto(`/console/?lang=${lang}#/login`);
  await page.getByLabel(consoleText(lang, 'login.username')).fill(operator.username);
  await page.getByLabel(consoleText(lang, 'login.password')).fill(operator.password);
  await page.getByRole('button', { name: consoleText(lang, 'login.submit') }).click();
  await expect(
    page.getByRole('button', { name: consoleText(lang, 'operator.logout') }),
  ).toBeVisible();
}

/** No raw translation key and no unfilled interpolation on the page, then a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('loading')).toHaveCount(0);
  const visible = await page.locator('body').innerText();
  expect(
    CONSOLE_KEYS.filter((key) => visible.includes(key)),
    `raw keys on ${page.url()}`,
  ).toEqual([]);
  expect(visible).not.toMatch(/\{\{\w+\}\}/);
  await snapshot(page, `console-trading/${name}`);
}

/** A newly registered customer who has applied for day trading. */
async function newApplicant(
  request: APIRequestContext,
): Promise<{ account: string; headers: Record<string, string> }> {
  const account = `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const registered = await call(request, '/api/vue/user/register', {
    account,
    password: 'trade123',
    confirmPassword: 'trade123',
    invitationCode: INVITATION_CODE,
  });
  expect(registered.msg).toBe('');
  const headers = await customerSession(request, account, 'trade123');
  const applied = await call(request, '/api/vue/dayTrading/apply', { acknowledged: true }, headers);
  expect(applied.msg).toBe('');
  return { account, headers };
}

/** Walks a reasoned action dialog: reason, review, confirm. */
async function confirmWithReason(page: Page, reasonLabel: string, reason: string, confirm: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(reasonLabel).fill(reason);
  await dialog.getByRole('button', { name: main('common.next') }).click();
  await expect(dialog.getByText(reason)).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('compliance approves a day-trading application, and locks and unlocks a new position', async ({
  page,
  request,
}) => {
  // Two new customers apply for day trading (each application is reviewed in the console).
  const applicant = await newApplicant(request);
  const refusedApplicant = await newApplicant(request);

  await signIn(page, REVIEWER);
  await page.getByRole('link', { name: main('nav.dayTrading'), exact: true }).click();
  await expect(page.getByRole('heading', { name: ja('dayTrading.title') })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: applicant.account });
  await expect(row).toContainText(statusText('ja', 'request.pending'));
  await check(page, 'day-trading-queue');
  await row
    .getByRole('button', { name: ja('dayTrading.approveNamed', { account: applicant.account }) })
    .click();
  await expect(
    page.getByRole('dialog', {
      name: ja('dayTrading.approveTitle', { account: applicant.account }),
    }),
  ).toBeVisible();
  await check(page, 'day-trading-approve-dialog');
  const approveReason = 'e2e: 自動決済の説明に同意済み';
  await confirmWithReason(
    page,
    ja('dayTrading.approveReason'),
    approveReason,
    ja('dayTrading.approve'),
  );
  await expect(
    page.getByText(ja('dayTrading.doneApprove', { account: applicant.account })),
  ).toBeVisible();

  const rejectReason = 'e2e: 取引経験の確認が取れません';
  await page
    .getByRole('button', {
      name: ja('dayTrading.rejectNamed', { account: refusedApplicant.account }),
    })
    .click();
  await confirmWithReason(
    page,
    ja('dayTrading.rejectReason'),
    rejectReason,
    ja('dayTrading.reject'),
  );
  await expect(
    page.getByText(ja('dayTrading.doneReject', { account: refusedApplicant.account })),
  ).toBeVisible();

  // Decided applications leave the pending tab and stand under their decision, with who and why.
  await expect(page.getByRole('row').filter({ hasText: applicant.account })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: refusedApplicant.account })).toHaveCount(0);
  await page.getByRole('tab', { name: statusText('ja', 'request.approved') }).click();
  const approvedRow = page.getByRole('row').filter({ hasText: applicant.account });
  await expect(approvedRow).toContainText(approveReason);
  await expect(approvedRow).toContainText(REVIEWER.username);
  await page.getByRole('tab', { name: statusText('ja', 'request.rejected') }).click();
  await expect(page.getByRole('row').filter({ hasText: refusedApplicant.account })).toContainText(
    rejectReason,
  );
  await check(page, 'day-trading-rejected');
  // The decisions are real: each customer's own answer says so (the refused one with the reason).
  const approved = await call<{ status: string }>(
    request,
    '/api/vue/dayTrading/info',
    {},
    applicant.headers,
  );
  expect(approved.data.status).toBe('approved');
  const refused = await call<{ status: string; applications: { reviewReason: string | null }[] }>(
    request,
    '/api/vue/dayTrading/info',
    {},
    refusedApplicant.headers,
  );
  expect(refused.data.status).toBe('rejected');
  expect(refused.data.applications[0]?.reviewReason).toEqual({ text: rejectReason, locale: 'ja' });

  // The demo customer (funded) buys one lot of Toyota at market, five times leveraged.
  const customer = await customerSession(request, DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  const placed = await call<{ id: number; orderNo: string; status: string; openPrice: string }>(
    request,
    '/api/vue/trade/place',
    { symbol: '7203', direction: 'long', orderType: 'market', lots: 1, leverage: 5 },
    { ...customer, 'idempotency-key': randomUUID() },
  );
  expect(placed.msg).toBe('');
  expect(placed.data.status).toBe('holding');
  const { id: positionId, orderNo } = placed.data;

  // The operator finds it by customer, symbol and status.
  await page.getByRole('link', { name: main('nav.positions'), exact: true }).click();
  await expect(page.getByRole('heading', { name: ja('positions.title') })).toBeVisible();
  await page.getByLabel(ja('fields.status')).selectOption('holding');
  await page.getByLabel(ja('fields.symbol')).fill('7203');
  await page.getByLabel(ja('positions.customer')).fill(DEMO_CUSTOMER.account);
  await page.getByRole('button', { name: ja('positions.apply') }).click();
  await expect(page).toHaveURL(/status=holding/);
  const listRow = page.getByRole('row').filter({ hasText: orderNo });
  await expect(listRow).toContainText(statusText('ja', 'order.holding'));
  await expect(listRow).toContainText(DEMO_CUSTOMER.account);
  // Every row of the filtered list is a holding 7203 position of this customer.
  const rows = page.getByTestId('positions').locator('tbody tr');
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain('7203');
    expect(text).toContain(DEMO_CUSTOMER.account);
    expect(text).toContain(statusText('ja', 'order.holding'));
  }
  await check(page, 'positions-list');

  await listRow.getByRole('link', { name: ja('openNamed', { orderNo }) }).click();
  await expect(page.getByRole('heading', { name: ja('detail.title', { orderNo }) })).toBeVisible();
  // The fill names the quote it was made against (integrity rule 3), and the money it moved.
  const fills = page.getByTestId('fills');
  // A row per book level the lot took: one, or more when the best level held less than a lot
  // (the live simulated book decides; seen in a clean run).
  await expect(fills.getByRole('row').nth(1)).toBeVisible();
  await expect(fills).toContainText(ja('fills.legs.open'));
  await expect(fills).toContainText(ja('fills.bookLevel', { level: '1' }));
  const entries = page.getByTestId('entries');
  await expect(entries).toContainText('trade_margin');
  await expect(entries).toContainText('trade_buy_fee');
  await expect(entries).toContainText(main('fundRecordTypes.trade_service_fee'));
  await check(page, 'position-detail-holding');

  // Lock, with a reason; the customer's sale is then refused, naming the lock.
  const lockReason = `e2e: 不正取引の疑いで調査中 ${orderNo}`;
  await page.getByRole('button', { name: ja('lock.lock'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: ja('lock.title', { orderNo }) })).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: main('common.next') })
    .click();
  await expect(
    page.getByRole('dialog').getByText(errorText('ja', 'reason_required')),
  ).toBeVisible();
  await confirmWithReason(page, ja('lock.reason'), lockReason, ja('lock.confirmLock'));
  await expect(page.getByText(ja('lock.doneLock', { orderNo }))).toBeVisible();
  await expect(page.getByText(ja('lock.lockedNotice'))).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: lockReason })).toBeVisible();
  await expect(page.getByTestId('page-subtitle')).toContainText(statusText('ja', 'order.locked'));
  await check(page, 'position-detail-locked');
  const lockedSale = await call(
    request,
    '/api/vue/trade/close',
    { positionId, orderType: 'market' },
    { ...customer, 'idempotency-key': randomUUID() },
  );
  expect(lockedSale.msg).toBe('position_locked');

  // Unlock, with its own reason: the sale is refused again only by the usual 15-minute rule.
  const unlockReason = 'e2e: 調査完了、問題なし';
  await page.getByRole('button', { name: ja('lock.unlock'), exact: true }).click();
  await expect(page.getByRole('dialog').getByText(lockReason)).toBeVisible();
  await confirmWithReason(page, ja('lock.unlockReason'), unlockReason, ja('lock.confirmUnlock'));
  await expect(page.getByText(ja('lock.doneUnlock', { orderNo }))).toBeVisible();
  await expect(page.getByText(ja('lock.lockedNotice'))).toHaveCount(0);
  await expect(page.getByTestId('page-subtitle')).toContainText(statusText('ja', 'order.holding'));
  const stillYoung = await call(
    request,
    '/api/vue/trade/close',
    { positionId, orderType: 'market' },
    { ...customer, 'idempotency-key': randomUUID() },
  );
  expect(stillYoung.msg).toBe('close_before_settlement_day');

  // Both decisions in the position's audit log, newest first, with their labels and reasons.
  await page.getByRole('link', { name: ja('detail.auditLink') }).click();
  await expect(page.getByRole('heading', { name: main('audit.title') })).toBeVisible();
  const auditRows = page.getByTestId('audit-log').locator('tbody tr');
  await expect(auditRows).toHaveCount(2);
  await expect(auditRows.nth(0)).toContainText(main('audit.actions.trading_unlock_position'));
  await expect(auditRows.nth(0)).toContainText(unlockReason);
  await expect(auditRows.nth(1)).toContainText(main('audit.actions.trading_lock_position'));
  await expect(auditRows.nth(1)).toContainText(lockReason);
  await expect(auditRows.nth(1)).toContainText(main('audit.targetTypes.position'));
  await expect(auditRows.nth(1)).toContainText(REVIEWER.username);
  await check(page, 'audit-position');

  // The customer's page lists the position and links to it.
  await page.goto(`/console/#/positions/${positionId}`);
  await page.getByRole('link', { name: DEMO_CUSTOMER.account }).first().click();
  const panel = page.getByTestId('customer-positions');
  await expect(panel.getByRole('link', { name: ja('openNamed', { orderNo }) })).toBeVisible();
  await check(page, 'customer-positions-panel');

  // The same detail in the other two languages.
  for (const lang of ['zh-TW', 'en'] as const) {
    await page.goto(`/console/?lang=${lang}#/positions/${positionId}`);
    await expect(
      page.getByRole('heading', { name: tradingText(lang, 'detail.title', { orderNo }) }),
    ).toBeVisible();
    await expect(page.getByTestId('fills')).toContainText(tradingText(lang, 'fills.title'));
    await expect(page.getByTestId('fills')).toContainText(tradingText(lang, 'fills.legs.open'));
    await check(page, `position-detail-${lang}`);
  }
});

test('an administrator changes a fee in percent, sees it in the audit log, and sets and resets a lending quota', async ({
  page,
  request,
}) => {
  const admin = await operatorHeaders(request, ADMIN);
  const original = (await call<TradingSettings>(request, '/api/admin/trading/settings', {}, admin))
    .data;
  try {
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: main('nav.tradingSettings'), exact: true }).click();
    await expect(page.getByRole('heading', { name: ja('settings.title') })).toBeVisible();
    await check(page, 'settings');

    await page.getByRole('button', { name: main('common.edit') }).click();
    const dialog = page.getByRole('dialog', { name: ja('settings.editTitle') });
    await expect(dialog.getByLabel(ja('settings.form.buyFeePercent'))).toHaveValue('0.1425');
    await check(page, 'settings-edit');
    // Inconsistent values are named before anything is sent.
    await dialog.getByLabel(ja('settings.form.afterMarketClosesAt')).fill('15:00');
    await dialog.getByLabel(ja('settings.reason')).fill('e2e: 手数料の改定');
    await dialog.getByRole('button', { name: main('common.next') }).click();
    await expect(dialog.getByText(ja('settings.errors.afterMarketClosesAt'))).toBeVisible();
    await dialog
      .getByLabel(ja('settings.form.afterMarketClosesAt'))
      .fill(original.afterMarketClosesAt);
    await dialog.getByLabel(ja('settings.form.buyFeePercent')).fill('0.15');
    await dialog.getByRole('button', { name: main('common.next') }).click();
    // The confirmation shows exactly the one change, in percent.
    await expect(dialog.getByText(ja('settings.confirmLead'))).toBeVisible();
    await expect(dialog.getByTestId('confirm-summary')).toContainText(
      ja('settings.fields.buyFeeRate'),
    );
    await expect(dialog.getByTestId('confirm-summary')).toContainText('0.1425%');
    await expect(dialog.getByTestId('confirm-summary')).toContainText('0.15%');
    await expect(dialog.getByTestId('confirm-summary')).not.toContainText(
      ja('settings.fields.sellFeeRate'),
    );
    await check(page, 'settings-confirm');
    await dialog.getByRole('button', { name: ja('settings.confirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(ja('settings.done'))).toBeVisible();
    await expect(page.getByTestId('trading-settings')).toContainText('0.15%');
    await expect(page.getByTestId('trading-settings')).toContainText('(0.0015)');

    // The server holds the exact fraction, and nothing else changed.
    const saved = (await call<TradingSettings>(request, '/api/admin/trading/settings', {}, admin))
      .data;
    expect(saved).toEqual({ ...original, buyFeeRate: '0.0015' });

    await page.getByRole('link', { name: ja('settings.auditLink') }).click();
    const entry = page.getByTestId('audit-log').locator('tbody tr').first();
    await expect(entry).toContainText(main('audit.actions.trading_save_settings'));
    await expect(entry).toContainText(main('audit.targetTypes.trading_settings'));
    await expect(entry).toContainText('e2e: 手数料の改定');
    await expect(entry).toContainText('buyFeeRate');
    await expect(entry).toContainText('"0.0015"');
    await check(page, 'audit-settings');

    // A lending quota: a stock's own quota, then back to the default.
    await page.getByRole('link', { name: main('nav.lendingQuotas'), exact: true }).click();
    await expect(page.getByRole('heading', { name: ja('quotas.title') })).toBeVisible();
    await page.getByLabel(ja('quotas.search')).fill('4689');
    const quotaRow = page.getByRole('row').filter({ hasText: '4689' });
    await expect(quotaRow).toContainText(ja('quotas.default'));
    await quotaRow
      .getByRole('button', { name: ja('quotas.editNamed', { symbol: '4689' }) })
      .click();
    const quotaDialog = page.getByRole('dialog', {
      name: ja('quotas.editTitle', { symbol: '4689' }),
    });
    await quotaDialog.getByLabel(ja('quotas.modes.own')).check();
    await quotaDialog.getByLabel(ja('quotas.sharesLabel')).fill('5,000');
    await check(page, 'quota-dialog');
    await confirmWithReason(page, ja('quotas.reason'), 'e2e: 貸株の在庫減少', ja('quotas.confirm'));
    await expect(quotaRow).toContainText(ja('quotas.own'));
    await expect(quotaRow).toContainText('5,000');
    await check(page, 'quotas');
    await quotaRow
      .getByRole('button', { name: ja('quotas.editNamed', { symbol: '4689' }) })
      .click();
    await page
      .getByRole('dialog')
      .getByLabel(ja('quotas.modes.default', { shares: '1,000,000' }))
      .check();
    await confirmWithReason(page, ja('quotas.reason'), 'e2e: 在庫が戻った', ja('quotas.confirm'));
    await expect(quotaRow).toContainText(ja('quotas.default'));
    const quotas = await call<{ symbol: string; quotaShares: number | null }[]>(
      request,
      '/api/admin/trading/lendingQuotas',
      {},
      admin,
    );
    expect(quotas.data.find((quota) => quota.symbol === '4689')?.quotaShares).toBeNull();
  } finally {
    // Other specs on this server trade with the default settings.
    await call(
      request,
      '/api/admin/trading/saveSettings',
      { settings: original, reason: 'e2e: 元に戻す' },
      admin,
    );
  }
});

test('the trading settings and quotas are read-only without the administrator role', async ({
  page,
}) => {
  await signIn(page, REVIEWER);
  await page.getByRole('link', { name: main('nav.tradingSettings'), exact: true }).click();
  await expect(page.getByText(ja('settings.adminOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: main('common.edit') })).toBeDisabled();
  await page.getByRole('link', { name: main('nav.lendingQuotas'), exact: true }).click();
  await expect(page.getByText(ja('quotas.adminOnly'))).toBeVisible();
  await expect(
    page.getByRole('button', { name: ja('quotas.editNamed', { symbol: '7203' }) }),
  ).toBeDisabled();
});
