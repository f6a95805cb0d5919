import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import {
  divide,
  formatMoney,
  fromInteger,
  isDecimalString,
  roundTo,
  sum,
  type DecimalString,
} from '@kabuto/money';
import { ft } from './funding-support';
import {
  expectNoRawKeys,
  expectRoute,
  expectToast,
  logIn,
  snapshot,
  waitForDialog,
} from './support/app';
import { clockUrl, DEMO_CUSTOMER } from './support/servers';
import { expectNoRawTradingKeys, tradingText } from './support/trading-texts';
import { ownServer } from './support/own-server';

// This spec's own server, whose clock it moves (e2e/support/own-server.ts).
ownServer('trading');

/** This spec's own server whose clock it moves. */
const CLOCK_URL = clockUrl('trading');

/**
 * The trading journey on the server whose clock the test may move (CLOCK_URL): the demo customer
 * opens Toyota long at market after seeing every cost, watches the profit move with live quotes,
 * is not offered a close on the opening day (the sheet says from when), moves past the closing
 * rules (opening day, T+1, 15 minutes), closes, and finds the closed position and the money it
 * moved. Once in Japanese, once in English.
 */
const LEVERAGE = 5;
/** Past "not on the opening day nor T+1" (2 trading days) and the 15 minutes. */
const PAST_THE_RULES_SECONDS = 2 * 86_400 + 20 * 60;

/** "¥3,702,000.00" → "3702000.00": an amount on screen as a decimal string. */
async function amountOf(locator: Locator): Promise<DecimalString> {
  const text = await locator.innerText();
  const digits = text.replace(/[^\d.-]/g, '');
  if (!isDecimalString(digits)) throw new Error(`no amount in "${text}"`);
  return digits;
}

async function expectClean(page: Page): Promise<void> {
  await expectNoRawKeys(page);
  await expectNoRawTradingKeys(page);
}

async function openToyota(page: Page, locale: Locale): Promise<void> {
  await page.getByTestId('home-search').click();
  await expectRoute(page, '/home/search');
  await page.getByRole('searchbox').fill('7203');
  await page.getByTestId('quote-row-7203').click();
  await expect(page).toHaveURL(/#\/market\/marketDetail\?symbol=7203$/);
  await expect(page.getByTestId('buy-long')).toHaveText(tradingText(locale, 'direction.buyLong'));
}

/** The ticket: 1 lot at 5x, every cost shown and consistent with the contract's arithmetic. */
async function reviewTicket(page: Page, locale: Locale): Promise<void> {
  await page.getByTestId('buy-long').click();
  await expect(page).toHaveURL(/#\/market\/marketBuy\?symbol=7203&direction=long$/);
  const form = page.getByTestId('ticket-form');
  await expect(page.getByTestId('ticket-quote').getByTestId('simulated-tag')).toBeVisible();
  await form
    .getByText(tradingText(locale, 'ticket.leverageValue', { leverage: String(LEVERAGE) }), {
      exact: true,
    })
    .click();
  const costs = page.getByTestId('ticket-costs');
  for (const id of [
    'cost-notional',
    'cost-margin',
    'cost-buy-fee',
    'cost-service-fee',
    'cost-total',
    'cost-sell-fee',
    'cost-stamp-duty',
    'cost-available',
  ]) {
    await expect(costs.getByTestId(id)).toContainText('¥');
  }
  // The margin is the notional over the leverage, rounded up; the total is margin and both fees.
  // (The ticket refreshes its book every few seconds: read the figures from the confirmation.)
  await expectClean(page);
  await snapshot(page, `${locale}/trading-ticket`);
  await page.getByTestId('ticket-review').click();
  const confirm = page.getByTestId('order-confirm');
  await expect(confirm).toBeVisible();
  await waitForDialog(page);
  const notional = await amountOf(confirm.getByTestId('cost-notional'));
  const margin = await amountOf(confirm.getByTestId('cost-margin'));
  const fees = [
    await amountOf(confirm.getByTestId('cost-buy-fee')),
    await amountOf(confirm.getByTestId('cost-service-fee')),
  ];
  expect(margin).toBe(`${roundTo(divide(notional, fromInteger(LEVERAGE)), 0, 'up')}.00`);
  await expect(confirm.getByTestId('cost-total')).toContainText(
    formatMoney(sum([margin, ...fees])),
  );
  await expect(confirm.getByTestId('cost-stamp-duty')).toContainText('¥');
  await snapshot(page, `${locale}/trading-confirm`);
}

/** Places the order; answers its id and the margin the fill actually took. */
async function placeOrder(
  page: Page,
  locale: Locale,
): Promise<{ id: number; margin: DecimalString }> {
  await page
    .getByRole('button', { name: tradingText(locale, 'confirm.place_long'), exact: true })
    .click();
  await expect(page).toHaveURL(/#\/position\/positionDetail\?id=\d+$/);
  const id = Number(/[?&]id=(\d+)$/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  await expect(page.getByTestId('status-tag').first()).toHaveAttribute('data-status', 'holding');
  await expect(page.getByTestId('detail-order-no')).toHaveText(`TR${String(id).padStart(8, '0')}`);
  // The fill may be at another price than the estimate (the market moved): the margin it took is
  // still the notional over the leverage, rounded up.
  const notional = await amountOf(page.getByTestId('detail-open-notional'));
  const margin = await amountOf(page.getByTestId('detail-margin'));
  expect(margin).toBe(`${roundTo(divide(notional, fromInteger(LEVERAGE)), 0, 'up')}.00`);
  return { id, margin };
}

/** The profit on the Trade tab moves as live quotes arrive (a print every few seconds). */
async function watchProfitMove(page: Page, locale: Locale, id: number): Promise<void> {
  // The detail has no bottom menu: back on Home, the menu's Trade tab opens the positions.
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/home/index`);
  await page
    .getByRole('navigation')
    .getByText(tradingText(locale, 'tabs.trade'), { exact: true })
    .click();
  await expectRoute(page, '/position/position');
  const row = page.getByTestId(`position-row-${id}`);
  const pnl = row.getByTestId('position-pnl');
  await expect(pnl).toHaveAttribute('data-value', /^-?\d+$/);
  const first = await pnl.getAttribute('data-value');
  await expect
    .poll(() => pnl.getAttribute('data-value'), { timeout: 120_000, intervals: [1_000] })
    .not.toBe(first);
  await expect(page.getByTestId('positions-summary')).toBeVisible();
  await expectClean(page);
  await snapshot(page, `${locale}/trading-positions`);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/position/positionDetail\\?id=${id}$`));
  await expect(page.getByTestId('detail-pnl')).toBeVisible();
  await expect(page.getByTestId('detail-closable-from')).toBeVisible();
  await expectClean(page);
  await snapshot(page, `${locale}/trading-detail`);
}

async function close(page: Page): Promise<void> {
  await page.getByTestId('action-close').click();
  const sheet = page.getByTestId('close-sheet');
  await expect(sheet.getByTestId('close-sell-fee')).toContainText('¥');
  await expect(sheet.getByTestId('close-stamp-duty')).toContainText('¥');
  await sheet.getByTestId('close-confirm').click();
}

async function journey(page: Page, locale: Locale): Promise<void> {
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/login/login`);
  await logIn(page, locale, DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  await expectRoute(page, '/home/index');

  await openToyota(page, locale);
  await reviewTicket(page, locale);
  const { id, margin } = await placeOrder(page, locale);
  await watchProfitMove(page, locale, id);

  // On the opening day the close is not offered: the sheet says from when it can be closed.
  const closableFrom = await page.getByTestId('detail-closable-from').innerText();
  await page.getByTestId('action-close').click();
  const sheet = page.getByTestId('close-sheet');
  await expect(sheet.getByTestId('close-not-yet')).toHaveText(
    tradingText(locale, 'close.notYet', { time: closableFrom }),
  );
  await expect(sheet.getByTestId('close-confirm')).toBeDisabled();
  await snapshot(page, `${locale}/trading-close-not-yet`);
  await sheet.getByRole('button', { name: tradingText(locale, 'close.back'), exact: true }).click();

  // Past the opening day, T+1 and the 15 minutes, the close goes through.
  const advanced = await page.request.post(`${CLOCK_URL}/api/test/clock/advance`, {
    data: { seconds: PAST_THE_RULES_SECONDS },
  });
  expect(advanced.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('action-close')).toBeVisible();
  await close(page);
  await expectToast(page, tradingText(locale, 'close.done'));
  await expect(page.getByTestId('detail-head').getByTestId('status-tag')).toHaveAttribute(
    'data-status',
    'closed',
  );
  await expect(page.getByTestId('detail-close-reason')).toHaveText(
    tradingText(locale, 'closeReason.customer'),
  );
  await expect(page.getByTestId('detail-head-net-pnl')).toHaveAttribute('data-value', /^-?\d+$/);
  const entries = page.getByTestId('detail-entries');
  for (const type of [
    'trade_margin',
    'trade_stamp_duty',
    'trade_sell_fee',
    'trade_margin_release',
  ]) {
    await expect(entries.locator(`[data-type="${type}"]`)).toHaveCount(1);
  }
  await expect(entries.locator('[data-type="trade_margin"]')).toContainText(formatMoney(margin));
  await expectClean(page);
  // The sale's toast has gone before the screens are photographed.
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await snapshot(page, `${locale}/trading-closed`);
  await page.getByTestId('detail-sale').scrollIntoViewIfNeeded();
  await snapshot(page, `${locale}/trading-closed-sale`);

  // The Ended tab lists it; the fund records show the sale's entries under its order number.
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/position/position?tab=closed`);
  await expect(page.getByTestId(`position-row-${id}`)).toHaveAttribute('data-status', 'closed');
  await page.goto(`${CLOCK_URL}/?lang=${locale}#/user/FundingDetails`);
  const records = page.getByTestId('records-all');
  const orderNo = `TR${String(id).padStart(8, '0')}`;
  for (const type of ['trade_sell_fee', 'trade_stamp_duty', 'trade_margin_release']) {
    const record = records.locator(`[data-type="${type}"]`).filter({ hasText: orderNo });
    await expect(record).toHaveCount(1);
    await expect(record).toContainText(ft(locale, `records.types.${type}`));
  }
  await snapshot(page, `${locale}/trading-fund-records`);
}

for (const locale of ['ja', 'en'] as const) {
  test(`trading journey in ${locale}: open long with the costs shown, watch the profit, close after the rules allow`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await journey(page, locale);
  });
}
