import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import {
  canonicalDecimal,
  formatMoney,
  fromInteger,
  multiply,
  type DecimalString,
} from '@kabuto/money';
import { ft } from './funding-support';
import {
  expectNoRawKeys,
  expectRoute,
  expectToast,
  logIn,
  snapshot,
  toast,
  waitForDialog,
} from './support/app';
import { webNamespaceTexts } from './support/locale-file';
import { clockUrl, DEMO_CUSTOMER } from './support/servers';
import { errorText, text } from './support/texts';
import { ownServer } from './support/own-server';

// This spec's own server, whose clock it moves (e2e/support/own-server.ts).
ownServer('copy');

/** This spec's own server whose clock it moves. */
const CLOCK_URL = clockUrl('copy');

/**
 * Copy trading on the server whose clock the test may move (CLOCK_URL): an operator creates a
 * house strategy and a product (minimum ¥100,000, a 7-day lock-up, a 20% performance fee, an 8%
 * yearly target) and opens it; the demo customer (verified, funded) finds it on the Copy trading
 * tab with its realised metrics ("—" and "not rated yet" without history, the target labelled as
 * one), reads the fee rule before following, is refused below the minimum, follows ¥200,000 with
 * the units shown before confirming, sees the holding, sets a copy stop-loss with the yen level
 * shown and removes it, finds the holding on the Trade tab's copy-trade tab, is not offered an
 * early exit (the screen says from when; the server refuses it too); two daily closes recorded,
 * the NAV chart is drawn; then, the clock moved past the lock-up, redeems everything and finds the
 * record under "ended" with its redemption (asked for, paid) and the follow and the redemption in
 * the fund records. Once in Japanese, once in English; the screens once more in Chinese.
 */
const ADMIN = { username: 'admin', password: 'kabuto-admin' } as const;
const DAY_SECONDS = 24 * 60 * 60;
const LOCKUP_DAYS = 7;
const MINIMUM = fromInteger(100_000);
const FOLLOW = fromInteger(200_000);

const TARGET = '0.08';
/** A 20% stop-loss fires when the value (with what was paid out) falls to 80% of the investment. */
const STOP_LOSS_PERCENT = '20';
const stopLossLevel = (invested: DecimalString) => multiply(invested, canonicalDecimal('0.8'));
/** What the screens show for a figure the history is too short for. */
const NO_FIGURE = '—';

const { texts: COPY_TEXTS, text: copyText } = webNamespaceTexts('copy');
const { text: tradingText } = webNamespaceTexts('trading');

/** The raw keys of the copy namespace, as a screen would show one (plural suffixes dropped). */
const COPY_KEYS = [...COPY_TEXTS.ja.keys()].map((key) => key.replace(/_(?:one|other)$/, ''));

async function expectClean(page: Page): Promise<void> {
  await expectNoRawKeys(page);
  const visible = await page.locator('body').innerText();
  const leaked = COPY_KEYS.filter((key) => visible.includes(key));
  expect(leaked, `raw copy keys on ${page.url()}`).toEqual([]);
  // No raw state, kind or entry type on screen.
  expect(visible).not.toMatch(/in_progress|terminated|copy_follow|copy_redeem/);
}

/** A screenshot once the toasts ("logged in", "followed") have gone: they are not its subject. */
async function shot(page: Page, name: string): Promise<void> {
  await expect(toast(page)).toHaveCount(0);
  await snapshot(page, name);
}

const yen = (locale: Locale, amount: Parameters<typeof formatMoney>[0]) =>
  text(locale, 'money.jpy', { amount: formatMoney(amount) });

/** A button of the open dialog (the screen behind may have one of the same name). */
async function confirmDialog(page: Page, name: string): Promise<void> {
  await page.locator('.adm-dialog').getByRole('button', { name, exact: true }).click();
}

type Answer<T> = { status: number; msg: string; data: T };
type AdminProduct = { id: number; names: Record<Locale, string> };

async function call<T>(
  request: APIRequestContext,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const answer = await request.post(`${CLOCK_URL}${route}`, { data: body, headers });
  return (await answer.json()) as Answer<T>;
}

/** The server's time now (the clock moved one second on to read it). */
async function serverNow(request: APIRequestContext): Promise<number> {
  const answer = await request.post(`${CLOCK_URL}/api/test/clock/advance`, {
    data: { seconds: 1 },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as Answer<{ now: string }>;
  return new Date(data.now).getTime();
}

/**
 * A house strategy and an open product following it: minimum ¥100,000, 7 days' lock-up, the
 * deadline 30 days ahead, a 20% fee, ¥100,000,000 capacity. Names carry a tag of their own, so
 * the product is found among those other tests made.
 */
async function openProduct(request: APIRequestContext): Promise<AdminProduct> {
  const login = await call<{ token: string }>(request, '/api/admin/auth/login', ADMIN);
  expect(login.status, login.msg).toBe(1);
  const operator = () => ({
    'operator-token': login.data.token,
    'idempotency-key': randomUUID(),
  });
  const tag = randomUUID().slice(0, 4).toUpperCase();
  const strategy = await call<{ id: number }>(
    request,
    '/api/admin/copy/saveStrategy',
    {
      names: {
        ja: `カブト順張り ${tag}`,
        'zh-TW': `卡布托趨勢 ${tag}`,
        en: `Kabuto Trend ${tag}`,
      },
      // A published house rule (its text is the strategy's description) on a basket of one stock
      // whose lot costs far more than the pool holds: the pool stays in cash, its NAV at ¥10,000.
      rule: 'trend',
      basket: ['6861'],
      reason: 'e2e: a house strategy for the copy-trading journey',
    },
    operator(),
  );
  expect(strategy.status, strategy.msg).toBe(1);
  const now = await serverNow(request);
  const draft = await call<AdminProduct>(
    request,
    '/api/admin/copy/saveProduct',
    {
      strategyId: strategy.data.id,
      names: {
        ja: `順張りファンド ${tag}`,
        'zh-TW': `趨勢基金 ${tag}`,
        en: `Trend Fund ${tag}`,
      },
      minInvestment: MINIMUM,
      lockupDays: LOCKUP_DAYS,
      subscriptionDeadlineAt: new Date(now + 30 * DAY_SECONDS * 1000).toISOString(),
      performanceFeeRate: '0.2',
      capacity: '100000000',
      targetAnnualReturn: TARGET,
      reason: 'e2e: a product to follow',
    },
    operator(),
  );
  expect(draft.status, draft.msg).toBe(1);
  const opened = await call<AdminProduct>(
    request,
    '/api/admin/copy/openProduct',
    { productId: draft.data.id, reason: 'e2e: open to followers' },
    operator(),
  );
  expect(opened.status, opened.msg).toBe(1);
  return opened.data;
}

async function signIn(page: Page, locale: Locale): Promise<void> {
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/login/login`);
  await logIn(page, locale, DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  await expectRoute(page, '/home/index');
}

/**
 * A new product's realised metrics: no return over 30 or 90 days, no drawdown ("—", and why), no
 * risk level yet.
 */
async function expectNoHistoryYet(box: Locator, locale: Locale): Promise<void> {
  for (const id of ['copy-return-30d', 'copy-return-90d', 'copy-max-drawdown'])
    await expect(box.getByTestId(id)).toHaveText(NO_FIGURE);
  await expect(box.getByTestId('copy-risk')).toHaveText(copyText(locale, 'metrics.riskNotRated'));
  await expect(box.getByTestId('copy-history-short')).toBeVisible();
}

/** The Copy trading tab of the bottom menu lists the product with its figures and terms. */
async function openFromTab(page: Page, locale: Locale, product: AdminProduct): Promise<void> {
  await page.getByRole('navigation').getByText(text(locale, 'tabs.copy'), { exact: true }).click();
  await expectRoute(page, '/gdindex/gdindex');
  const row = page.getByTestId(`copy-product-${product.id}`);
  await expect(row).toContainText(product.names[locale]);
  await expect(row.getByTestId('copy-product-status')).toHaveText(
    copyText(locale, 'productStatus.open'),
  );
  await expect(row.getByTestId('copy-min-investment')).toHaveText(yen(locale, MINIMUM));
  await expect(row.getByTestId('copy-lockup')).toHaveText(
    copyText(locale, 'values.days_other', { count: String(LOCKUP_DAYS) }),
  );
  await expect(row.getByTestId('copy-fee-rate')).toHaveText(
    copyText(locale, 'values.percent', { value: '20' }),
  );
  await expect(row.getByTestId('copy-return')).toHaveText('0.00%');
  await expect(row.getByTestId('copy-fund-size')).toHaveText(yen(locale, fromInteger(0)));
  await expectNoHistoryYet(row, locale);
  await expect(row.getByTestId('copy-target')).toHaveText(
    copyText(locale, 'metrics.target', { value: '8' }),
  );
  await row.scrollIntoViewIfNeeded();
  await expectClean(page);
  await shot(page, `${locale}/copy-list`);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/gdindex/detail\\?id=${product.id}$`));
}

/** The fee rule and the issuer's rules before following; the minimum; the follow itself. */
async function follow(page: Page, locale: Locale): Promise<void> {
  await expect(page.getByTestId('copy-fee-rule')).toContainText(
    copyText(locale, 'detail.feeRule', { rate: '20' }),
  );
  await expect(page.getByTestId('copy-nav')).toHaveText(yen(locale, fromInteger(10_000)));
  await expect(page.getByTestId('copy-rules')).toHaveText(/\S/);
  await expect(page.getByTestId('copy-terms-lockup')).toHaveText(
    copyText(locale, 'values.days_other', { count: String(LOCKUP_DAYS) }),
  );
  await expectClean(page);
  await shot(page, `${locale}/copy-detail`);

  // No close recorded yet: no line, and the page says why; what followers got waits for three.
  const performance = page.getByTestId('copy-performance');
  await expect(performance.getByTestId('copy-nav-empty')).toBeVisible();
  await expectNoHistoryYet(performance, locale);
  await expect(performance.getByTestId('copy-target')).toHaveText(
    copyText(locale, 'metrics.target', { value: '8' }),
  );
  await expect(page.getByTestId('copy-got-hidden')).toHaveText(
    copyText(locale, 'got.notYet', { count: '3' }),
  );
  await performance.scrollIntoViewIfNeeded();
  await shot(page, `${locale}/copy-performance`);

  const amount = page.getByLabel(copyText(locale, 'follow.amount'), { exact: true });
  const review = page.getByRole('button', { name: copyText(locale, 'follow.review') });
  await amount.fill('50000');
  await review.click();
  await expect(page.getByTestId('copy-follow')).toContainText(
    errorText(locale, 'copy_minimum_not_met'),
  );
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('copy-follow').scrollIntoViewIfNeeded();
  await shot(page, `${locale}/copy-follow-minimum`);

  await amount.fill(FOLLOW);
  await review.click();
  await waitForDialog(page);
  const confirm = page.getByTestId('copy-follow-confirm');
  await expect(confirm.getByTestId('copy-confirm-amount')).toHaveText(yen(locale, FOLLOW));
  // ¥200,000 at the first NAV of ¥10,000: 20 units.
  await expect(confirm.getByTestId('copy-confirm-units')).toHaveText(
    copyText(locale, 'values.units', { units: '20.000000' }),
  );
  await expect(confirm).toContainText(copyText(locale, 'detail.feeRule', { rate: '20' }));
  await shot(page, `${locale}/copy-follow-confirm`);
  await confirmDialog(page, copyText(locale, 'follow.confirm'));
  await expectToast(page, copyText(locale, 'follow.done'));

  const holding = page.getByTestId('copy-holding');
  await expect(holding.getByTestId('copy-holding-units')).toHaveText(
    copyText(locale, 'values.units', { units: '20.000000' }),
  );
  await expect(holding.getByTestId('copy-holding-invested')).toHaveText(yen(locale, FOLLOW));
  await expect(holding.getByTestId('copy-holding-value')).toHaveText(yen(locale, FOLLOW));
  await expect(page.getByTestId('copy-fund-size')).toContainText(formatMoney(FOLLOW));
  // No close recorded since the follow: no profit of a day yet.
  await expect(holding.getByTestId('copy-holding-today')).toHaveText(NO_FIGURE);
  await expect(holding.getByTestId('copy-holding-yesterday')).toHaveText(NO_FIGURE);
}

/**
 * The copy stop-loss: refused outside 1–99%, set at 20% with the yen level it fires at shown
 * before and after confirming, then removed.
 */
async function stopLoss(page: Page, locale: Locale, invested: DecimalString): Promise<void> {
  const level = stopLossLevel(invested);
  const box = page.getByTestId('copy-stop-loss');
  const current = box.getByTestId('copy-stop-loss-current');
  await expect(current).toHaveText(copyText(locale, 'stopLoss.none'));
  const rate = box.getByLabel(copyText(locale, 'stopLoss.rateLabel'), { exact: true });
  const set = box.getByRole('button', { name: copyText(locale, 'stopLoss.set'), exact: true });
  await rate.fill('0');
  await set.click();
  await expect(box).toContainText(errorText(locale, 'copy_stop_loss_invalid'));
  await expect(rate).toHaveAttribute('aria-invalid', 'true');

  await rate.fill(STOP_LOSS_PERCENT);
  await expect(box.getByTestId('copy-stop-loss-preview')).toHaveText(yen(locale, level));
  await box.scrollIntoViewIfNeeded();
  await shot(page, `${locale}/copy-stop-loss-form`);
  await set.click();
  await waitForDialog(page);
  await expect(page.getByTestId('copy-stop-loss-confirm')).toContainText(yen(locale, level));
  await shot(page, `${locale}/copy-stop-loss-confirm`);
  await confirmDialog(page, copyText(locale, 'stopLoss.confirm'));
  await expectToast(page, copyText(locale, 'stopLoss.done'));
  await expect(current).toHaveText(
    copyText(locale, 'values.percent', { value: STOP_LOSS_PERCENT }),
  );
  await expect(box.getByTestId('copy-stop-loss-level')).toHaveText(yen(locale, level));
  await box.scrollIntoViewIfNeeded();
  await expectClean(page);
  await shot(page, `${locale}/copy-stop-loss`);

  await box.getByTestId('copy-stop-loss-remove').click();
  await waitForDialog(page);
  await confirmDialog(page, copyText(locale, 'stopLoss.removeConfirm'));
  await expectToast(page, copyText(locale, 'stopLoss.removed'));
  await expect(current).toHaveText(copyText(locale, 'stopLoss.none'));
  await expect(box.getByTestId('copy-stop-loss-level')).toHaveCount(0);
}

/** The Trade tab's copy-trade tab lists the holding with its value, and leads to the product. */
async function tradeTab(
  page: Page,
  locale: Locale,
  product: AdminProduct,
  invested: DecimalString,
): Promise<void> {
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/position/position`);
  await page
    .getByRole('tab', { name: tradingText(locale, 'positions.tabs.copy'), exact: true })
    .click();
  const row = page.getByTestId('positions-copy').getByTestId(`copy-holding-row-${product.id}`);
  await expect(row).toContainText(product.names[locale]);
  await expect(row.getByTestId('copy-holding-value')).toHaveText(yen(locale, invested));
  await expect(row.getByTestId('copy-holding-profit')).toHaveText(/\d/);
  await expectClean(page);
  await shot(page, `${locale}/copy-trade-tab`);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/gdindex/detail\\?id=${product.id}$`));
  await expect(page.getByTestId('copy-holding')).toBeVisible();
}

const DAY_MS = DAY_SECONDS * 1000;
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Recorded closes of a product's NAV, as the history endpoint answers (anyone may ask). */
async function recordedCloses(request: APIRequestContext, productId: number): Promise<number> {
  const answer = await call<{ points: unknown[] }>(request, '/api/vue/copy/history', { productId });
  expect(answer.status, answer.msg).toBe(1);
  return answer.data.points.length;
}

/**
 * Two daily closes recorded: the clock moved to a minute past the next two midnights in Japan (the
 * demo session's close), each time until the job has recorded the day; the chart then draws a line.
 * Answers how far the clock moved (the lock-up's jump takes it into account).
 */
async function twoCloses(page: Page, locale: Locale, product: AdminProduct): Promise<number> {
  const before = await recordedCloses(page.request, product.id);
  let advancedSeconds = 0;
  for (const wanted of [before + 1, before + 2]) {
    const now = await serverNow(page.request);
    const nextMidnight = Math.floor((now + JST_OFFSET_MS) / DAY_MS + 1) * DAY_MS - JST_OFFSET_MS;
    const seconds = Math.ceil((nextMidnight - now) / 1000) + 60;
    const advanced = await page.request.post(`${CLOCK_URL}/api/test/clock/advance`, {
      data: { seconds },
    });
    expect(advanced.ok()).toBe(true);
    advancedSeconds += seconds;
    await expect
      .poll(() => recordedCloses(page.request, product.id), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(wanted);
  }
  await page.reload();
  const performance = page.getByTestId('copy-performance');
  const chart = performance.getByTestId('copy-nav-chart');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('data-points', /^([2-9]|\d{2,})$/);
  await expect(chart.locator('canvas').first()).toBeVisible();
  // Two closes are not 30 days: still no return over 30 or 90 days, no risk level.
  await expect(performance.getByTestId('copy-return-30d')).toHaveText(NO_FIGURE);
  await expect(performance.getByTestId('copy-risk')).toHaveText(
    copyText(locale, 'metrics.riskNotRated'),
  );
  await performance.scrollIntoViewIfNeeded();
  await expectClean(page);
  await shot(page, `${locale}/copy-nav-chart`);
  return advancedSeconds;
}

/** Before the lock-up ends no redemption is offered: the screen says from when, the server refuses. */
async function refusedEarly(page: Page, locale: Locale, product: AdminProduct): Promise<void> {
  const holding = page.getByTestId('copy-holding');
  await expect(holding.getByTestId('copy-redeem-locked')).toBeDisabled();
  await expect(holding.getByLabel(copyText(locale, 'redeem.units'))).toHaveCount(0);
  const lockupEnds = await holding.getByTestId('copy-holding-lockup').innerText();
  await expect(holding.getByTestId('copy-redeem-not-yet')).toHaveText(
    copyText(locale, 'redeem.notYet', { time: lockupEnds }),
  );
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('kabuto.token') ?? '',
    account: localStorage.getItem('kabuto.account') ?? '',
  }));
  const early = await call<null>(
    page.request,
    '/api/vue/copy/redeem',
    { productId: product.id, units: '1' },
    { ...session, 'idempotency-key': randomUUID() },
  );
  expect(early.msg).toBe('copy_lockup_not_ended');
  await holding.scrollIntoViewIfNeeded();
  await expectClean(page);
  await shot(page, `${locale}/copy-holding`);
}

/**
 * The clock past the lock-up (8 days after the follow, counting what it already moved since):
 * all the units redeemed, with their value shown before confirming.
 */
async function redeemAll(page: Page, locale: Locale, movedSeconds: number): Promise<void> {
  const advanced = await page.request.post(`${CLOCK_URL}/api/test/clock/advance`, {
    data: { seconds: (LOCKUP_DAYS + 1) * DAY_SECONDS - movedSeconds },
  });
  expect(advanced.ok()).toBe(true);
  // A session lasts 7 days on the server's clock: the customer comes back and signs in again.
  const detail = page.url();
  await signIn(page, locale);
  await page.goto(detail);
  const holding = page.getByTestId('copy-holding');
  const units = holding.getByLabel(copyText(locale, 'redeem.units'), { exact: true });
  await expect(units).toHaveValue(/^20(\.0+)?$/);
  await expect(holding.getByTestId('copy-redeem-locked')).toHaveCount(0);
  await holding.scrollIntoViewIfNeeded();
  await expectClean(page);
  await shot(page, `${locale}/copy-redeem`);
  await holding
    .getByRole('button', { name: copyText(locale, 'redeem.action'), exact: true })
    .click();
  await waitForDialog(page);
  const confirm = page.getByTestId('copy-redeem-confirm');
  await expect(confirm.getByTestId('copy-confirm-redeem-units')).toHaveText(
    copyText(locale, 'values.units', { units: '20.000000' }),
  );
  await expect(confirm.getByTestId('copy-confirm-redeem-value')).toHaveText(/\d/);
  await shot(page, `${locale}/copy-redeem-confirm`);
  await confirmDialog(page, copyText(locale, 'redeem.confirm'));
  await expectToast(page, copyText(locale, 'redeem.done'));
  await expect(holding.getByTestId('copy-holding-units')).toHaveText(
    copyText(locale, 'values.units', { units: '0.000000' }),
  );
  await expect(holding.getByTestId('copy-holding-withdrawn')).not.toHaveText(
    yen(locale, fromInteger(0)),
  );
  await expect(page.getByTestId('copy-follow')).toBeVisible();
}

/** My records: the product under "ended" (not "in progress"), with its follow and redemption. */
async function endedRecord(page: Page, locale: Locale, product: AdminProduct): Promise<void> {
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/gdindex/gdindex`);
  await page.getByTestId('copy-records-link').click();
  await expectRoute(page, '/gdindex/gdList');
  await page.getByRole('tab', { name: copyText(locale, 'tabs.ended'), exact: true }).click();
  const record = page.getByTestId('copy-records-ended').getByTestId(`copy-record-${product.id}`);
  await expect(record).toHaveAttribute('data-status', 'ended');
  await expect(record.getByTestId('copy-record-status')).toHaveText(
    copyText(locale, 'recordStatus.ended'),
  );
  await expect(record.getByTestId('copy-record-invested')).toHaveText(yen(locale, FOLLOW));
  await expect(record.getByTestId('copy-record-value')).toHaveText(yen(locale, fromInteger(0)));
  await expect(record.getByTestId('copy-record-held')).toHaveText(
    copyText(locale, 'values.days_other', { count: String(LOCKUP_DAYS + 1) }),
  );
  await expect(record.locator('[data-testid="copy-flow"][data-kind="follow"]')).toContainText(
    copyText(locale, 'flowKind.follow'),
  );
  await expect(record.locator('[data-testid="copy-flow"][data-kind="redeem"]')).toContainText(
    copyText(locale, 'flowKind.redeem'),
  );
  const redemption = record.getByTestId('copy-redemption');
  await expect(redemption).toHaveCount(1);
  await expect(redemption).toHaveAttribute('data-status', 'paid');
  await expect(redemption.getByTestId('copy-redemption-reason')).toHaveText(
    copyText(locale, 'redemptionReason.request'),
  );
  await expect(redemption.getByTestId('copy-redemption-status')).toHaveText(
    copyText(locale, 'redemptionStatus.paid'),
  );
  await expectClean(page);
  await shot(page, `${locale}/copy-records-ended`);
  await page.getByRole('tab', { name: copyText(locale, 'tabs.in_progress'), exact: true }).click();
  await expect(page.getByTestId('copy-records-in_progress')).toBeVisible();
  await expect(page.getByTestId(`copy-record-${product.id}`)).toHaveCount(0);
}

/** The fund records name the follow and the redemption. */
async function fundRecords(page: Page, locale: Locale): Promise<void> {
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/user/FundingDetails`);
  const records = page.getByTestId('records-all');
  for (const type of ['copy_follow', 'copy_redeem']) {
    await expect(records.locator(`[data-type="${type}"]`).first()).toContainText(
      ft(locale, `records.types.${type}`),
    );
  }
  await expectClean(page);
  await shot(page, `${locale}/copy-fund-records`);
}

/**
 * The demo customer has followed the demo's Trend Pool for weeks (its history made by the real
 * job on the server's market): its page draws that history, today's profit is a figure, and the
 * holding's value moves as the market moves (the clock moved on a few hours, the page refreshed).
 */
async function watchValueMove(page: Page, locale: Locale): Promise<void> {
  const listed = await call<{ id: number; names: Record<Locale, string>; historyDays: number }[]>(
    page.request,
    '/api/vue/copy/products',
    {},
  );
  const trend = listed.data.find((product) => product.names.en === 'Trend Pool');
  expect(trend, 'the demo Trend Pool').toBeDefined();
  expect(trend!.historyDays).toBeGreaterThanOrEqual(20);
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/gdindex/detail?id=${trend!.id}`);
  await expect(page.getByTestId('copy-name')).toHaveText(trend!.names[locale]);
  const chart = page.getByTestId('copy-performance').getByTestId('copy-nav-chart');
  await expect(chart).toHaveAttribute('data-points', /^([2-9]\d|\d{3,})$/);
  const holding = page.getByTestId('copy-holding');
  const value = holding.getByTestId('copy-holding-value');
  await expect(value).toHaveText(/\d/);
  await expect(holding.getByTestId('copy-holding-today')).toHaveText(/\d/);
  const before = await value.innerText();
  await holding.scrollIntoViewIfNeeded();
  await expectClean(page);
  await shot(page, `${locale}/copy-demo-holding`);
  await expect
    .poll(
      async () => {
        const moved = await page.request.post(`${CLOCK_URL}/api/test/clock/advance`, {
          data: { seconds: 3 * 3600 },
        });
        expect(moved.ok()).toBe(true);
        await page.reload();
        await expect(value).toHaveText(/\d/);
        return value.innerText();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .not.toBe(before);
}

for (const locale of ['ja', 'en'] as const) {
  test(`copy trading in ${locale}: a pool followed for weeks, its history drawn and its value moving with the market`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, locale);
    await watchValueMove(page, locale);
  });
}

for (const locale of ['ja', 'en'] as const) {
  test(`copy trading in ${locale}: follow with the units shown, no early exit, redeem after the lock-up, the record ended, the money in the fund records`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const product = await openProduct(page.request);
    await signIn(page, locale);
    await openFromTab(page, locale, product);
    await follow(page, locale);
    await stopLoss(page, locale, FOLLOW);
    await tradeTab(page, locale, product, FOLLOW);
    await refusedEarly(page, locale, product);
    const moved = await twoCloses(page, locale, product);
    await redeemAll(page, locale, moved);
    await endedRecord(page, locale, product);
    await fundRecords(page, locale);
  });
}

test('copy trading screens in zh-TW: the tab, a product, the follow, the holding, my records', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const locale = 'zh-TW';
  const product = await openProduct(page.request);
  await signIn(page, locale);
  // Home's shortcut leads to the tab too.
  await page.getByRole('button', { name: text(locale, 'tabs.copy'), exact: true }).click();
  await expectRoute(page, '/gdindex/gdindex');
  const row = page.getByTestId(`copy-product-${product.id}`);
  await expect(row).toContainText(product.names[locale]);
  await expectClean(page);
  await shot(page, `${locale}/copy-list`);
  await row.click();
  await expect(page.getByTestId('copy-name')).toHaveText(product.names[locale]);
  await expectClean(page);
  await shot(page, `${locale}/copy-detail`);
  await page.getByLabel(copyText(locale, 'follow.amount'), { exact: true }).fill('150000');
  await page.getByRole('button', { name: copyText(locale, 'follow.review') }).click();
  await waitForDialog(page);
  await expect(page.getByTestId('copy-confirm-units')).toHaveText(
    copyText(locale, 'values.units', { units: '15.000000' }),
  );
  await shot(page, `${locale}/copy-follow-confirm`);
  await confirmDialog(page, copyText(locale, 'follow.confirm'));
  await expectToast(page, copyText(locale, 'follow.done'));
  const holding = page.getByTestId('copy-holding');
  await expect(holding.getByTestId('copy-redeem-locked')).toBeDisabled();
  await holding.scrollIntoViewIfNeeded();
  await expectClean(page);
  await shot(page, `${locale}/copy-holding`);
  await page.getByTestId('copy-performance').scrollIntoViewIfNeeded();
  await shot(page, `${locale}/copy-performance`);
  await stopLoss(page, locale, fromInteger(150_000));
  await tradeTab(page, locale, product, fromInteger(150_000));
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/gdindex/gdList?tab=in_progress`);
  const record = page.getByTestId(`copy-record-${product.id}`);
  await expect(record.getByTestId('copy-record-status')).toHaveText(
    copyText(locale, 'recordStatus.in_progress'),
  );
  await expect(record.getByTestId('copy-record-held')).toHaveText(
    copyText(locale, 'values.lessThanADay'),
  );
  await expectClean(page);
  await shot(page, `${locale}/copy-records`);
});
