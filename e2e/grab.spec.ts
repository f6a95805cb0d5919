import { expect, test, type Page } from '@playwright/test';
import { LOCALES, type GrabCandidate, type Locale } from '@kabuto/contract';
import { formatMoney, fromInteger, multiply } from '@kabuto/money';
import { announceBidding, bidByApi } from './bidding-support';
import { moveClockPast, newBlockCustomer } from './block-support';
import { BORROWER_PASSWORD } from './credit-support';
import { GRAB_URL, affordableCandidate, grabApi, holdOf, joinByApi } from './grab-support';
import { expectNoRawKeys, expectRoute, expectToast, logIn, snapshot, toast } from './support/app';
import { webNamespaceTexts } from './support/locale-file';
import { statusText } from './support/status-texts';
import { errorText, text } from './support/texts';
import { ownServer } from './support/own-server';

// This spec's own server, whose clock it moves (e2e/support/own-server.ts).
ownServer('grab');

/**
 * Grab shares on the server whose clock the test moves (GRAB_URL), at a moment the market's own
 * model has a stock stuck at its upper limit (e2e/grab-support.ts): a verified newcomer funded
 * with ¥900,000 finds it from Home's shortcut with its limit price, previous close, lot, the
 * market's bids at the limit and when the queue is allocated; the join sheet shows the hold
 * (limit price × shares + the opening fee) before confirming; two lots are more than the funds
 * and the server's refusal shows in the customer's language; one lot joins the queue, pending;
 * cancelling gives it back (rejected as cancelled, with the reason), in the card and in my orders.
 * With no stock at its limit the screen says so and explains the rule. Then the Trade tab's
 * "bidding" tab: empty with a way to the bidding offerings, then the customer's bid, leading to
 * the bidding screen. In Japanese and English, and Chinese for the screenshots. Last, past the
 * day's close (the clock moved on), an order of one lot is decided by the allocation: filled at
 * the limit price, or not allocated (the lot the rounding leaves is drawn) with its hold back.
 */

const grab = webNamespaceTexts('grab');
const market = webNamespaceTexts('market');
const trading = webNamespaceTexts('trading');
const BIDDING_SYMBOL = '9432';

const yen = (locale: Locale, amount: string) => text(locale, 'money.jpy', { amount });
const lotCount = (locale: Locale, n: number) =>
  grab.text(locale, n === 1 ? 'values.lots_one' : 'values.lots_other', { n: String(n) });

async function expectClean(page: Page): Promise<void> {
  // The screenshots after it show the screen, not the last toast fading out.
  await expect(toast(page)).toHaveCount(0, { timeout: 10_000 });
  await expectNoRawKeys(page);
  const visible = await page.locator('body').innerText();
  for (const namespace of [grab, trading]) {
    const leaked = [...namespace.texts.ja.keys()].filter((key) => visible.includes(key));
    expect(leaked, `raw keys on ${page.url()}`).toEqual([]);
  }
  expect(visible).not.toMatch(/not_allocated|off_limit_at_close|grab_[a-z_]+|bidding_[a-z_]+/);
}

/** The sheet has finished sliding up (for the screenshot). */
async function waitForSheet(page: Page): Promise<void> {
  await expect(page.getByTestId('grab-sheet')).toBeInViewport({ ratio: 1 });
  await page.waitForFunction(() => {
    const body = document.querySelector<HTMLElement>('.adm-popup-body');
    if (body === null) return false;
    const { transform } = getComputedStyle(body);
    return transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';
  });
}

/** The card of the stock at its limit: the figures the candidates list gave. */
async function expectCard(page: Page, locale: Locale, candidate: GrabCandidate) {
  const card = page.getByTestId(`grab-candidate-${candidate.symbol}`);
  await expect(card.getByTestId('grab-limit-price')).toHaveText(yen(locale, candidate.limitPrice));
  if (candidate.prevClose)
    await expect(card.getByTestId('grab-prev-close')).toHaveText(yen(locale, candidate.prevClose));
  await expect(card.getByTestId('grab-lot')).toContainText(/1[,.]?000/);
  await expect(card.getByTestId('grab-market-bids')).not.toHaveText('');
  await expect(card.getByTestId('grab-fee-rate')).toHaveText(
    grab.text(locale, 'values.percent', { value: '0.1425' }),
  );
  await expect(card.getByTestId('grab-closes-at')).not.toHaveText('—');
  return card;
}

/** The tabs' ink line has come to rest under the chosen tab (for the screenshot). */
async function waitForTabLine(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const line = document.querySelector('.adm-tabs-tab-line');
    const active = document.querySelector('.adm-tabs-tab-active');
    if (!line || !active) return false;
    const a = line.getBoundingClientRect();
    const b = active.getBoundingClientRect();
    return Math.abs(a.left + a.width / 2 - (b.left + b.width / 2)) < 2;
  });
}

/** Home's shortcut, the card, the sheet's hold, a refusal, joining, my order, cancelling. */
async function joinAndCancel(page: Page, locale: Locale, candidate: GrabCandidate) {
  const shortcut = page.getByRole('button', {
    name: market.text(locale, 'home.grab'),
    exact: true,
  });
  await shortcut.scrollIntoViewIfNeeded();
  await expect(toast(page)).toHaveCount(0, { timeout: 10_000 });
  await snapshot(page, `${locale}/grab-home-shortcut`);
  await shortcut.click();
  await expectRoute(page, '/common/grab');
  const card = await expectCard(page, locale, candidate);
  await expect(page.getByTestId('grab-rules')).toContainText(grab.text(locale, 'rules.prorata'));
  await expectClean(page);
  await snapshot(page, `${locale}/grab-candidates`);

  // The sheet: one lot's hold before confirming; two lots are more than the funds.
  await card.getByTestId('grab-join').click();
  const sheet = page.getByTestId('grab-sheet');
  await expect(sheet.getByTestId('grab-hold')).toHaveText(
    yen(locale, formatMoney(holdOf(candidate, 1))),
  );
  await waitForSheet(page);
  await expectClean(page);
  await snapshot(page, `${locale}/grab-sheet`);
  await sheet.getByRole('button', { name: grab.text(locale, 'join.increase') }).click();
  await expect(sheet.getByTestId('grab-hold')).toHaveText(
    yen(locale, formatMoney(holdOf(candidate, 2))),
  );
  await sheet.getByTestId('grab-confirm').click();
  await expect(sheet.getByTestId('grab-refusal')).toHaveText(
    errorText(locale, 'insufficient_available_balance'),
  );
  await snapshot(page, `${locale}/grab-refused`);
  await sheet.getByRole('button', { name: grab.text(locale, 'join.decrease') }).click();
  await expect(sheet.getByTestId('grab-refusal')).toHaveCount(0);
  await sheet.getByTestId('grab-confirm').click();
  await expectToast(page, grab.text(locale, 'join.done'));

  // My order in the card: pending, one lot, the hold; then my orders.
  const mine = card.getByTestId('grab-mine');
  await expect(mine.getByTestId('grab-status')).toHaveText(statusText(locale, 'request.pending'));
  await expect(mine.getByTestId('grab-mine-amount')).toHaveText(
    yen(locale, formatMoney(holdOf(candidate, 1))),
  );
  await expect(card.getByTestId('grab-join')).toHaveCount(0);
  await mine.scrollIntoViewIfNeeded();
  await expectClean(page);
  await snapshot(page, `${locale}/grab-joined`);

  await page.getByRole('tab', { name: grab.text(locale, 'tabs.records') }).click();
  const rows = page.locator('[data-testid^="grab-record-"][data-symbol]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-status', 'pending');
  await expect(rows.first().getByTestId('grab-record-price')).toHaveText(
    yen(locale, candidate.limitPrice),
  );
  await expect(rows.first().getByTestId('grab-record-lots')).toContainText(lotCount(locale, 1));
  await expectClean(page);
  await snapshot(page, `${locale}/grab-records-pending`);

  // Cancelled: the hold comes back, the order is rejected as cancelled, and joining is offered again.
  await page.getByRole('tab', { name: grab.text(locale, 'tabs.candidates') }).click();
  await card.getByTestId('grab-cancel').click();
  await expectToast(page, grab.text(locale, 'candidates.cancelled'));
  await expect(mine.getByTestId('grab-status')).toHaveText(statusText(locale, 'request.rejected'));
  await expect(mine.getByTestId('grab-mine-reason')).toHaveText(
    grab.text(locale, 'reasons.cancelled'),
  );
  await expect(card.getByTestId('grab-join')).toBeVisible();
  await page.getByRole('tab', { name: grab.text(locale, 'tabs.records') }).click();
  await expect(rows.first()).toHaveAttribute('data-status', 'rejected');
  await expect(rows.first().getByTestId('grab-record-reason')).toHaveText(
    grab.text(locale, 'reasons.cancelled'),
  );
  await expectClean(page);
  await snapshot(page, `${locale}/grab-records-cancelled`);
}

/** No stock at its limit (the list answered empty): the screen says so and explains the rule. */
async function emptyList(page: Page, locale: Locale) {
  await page.route('**/api/vue/grab/candidates', (route) =>
    route.fulfill({ json: { status: 1, msg: '', data: [] } }),
  );
  await page.goto(`${GRAB_URL}/?lang=${locale}#/common/grab`);
  await expect(page.getByTestId('grab-empty')).toContainText(grab.text(locale, 'candidates.empty'));
  await expect(page.getByTestId('grab-rules')).toContainText(grab.text(locale, 'rules.prorata'));
  await expectClean(page);
  await waitForTabLine(page);
  await snapshot(page, `${locale}/grab-empty`);
  await page.unroute('**/api/vue/grab/candidates');
}

/** The Trade tab's bidding tab: empty with a way to the offerings, then my bid leading to them. */
async function tradeTabBidding(page: Page, locale: Locale, bid: () => Promise<number>) {
  await page.goto(`${GRAB_URL}/?lang=${locale}#/position/position`);
  // In progress stays the tab the Trade tab opens on.
  await expect(page.getByRole('tab', { selected: true })).toHaveText(
    trading.text(locale, 'positions.tabs.open'),
  );
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveText(trading.text(locale, 'positions.tabs.bidding'));
  await tabs.first().click();
  const list = page.getByTestId('positions-bidding');
  await expect(list.getByTestId('positions-empty')).toContainText(
    trading.text(locale, 'biddingBids.empty'),
  );
  await expect(
    list.getByRole('link', { name: trading.text(locale, 'biddingBids.findOfferings') }),
  ).toHaveAttribute('href', '#/common/dividend3');
  await expectClean(page);
  await waitForTabLine(page);
  await snapshot(page, `${locale}/trade-bidding-empty`);

  const bidId = await bid();
  await page.reload();
  const row = page.getByTestId(`bidding-bid-row-${bidId}`);
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row.getByTestId('bidding-bid-status')).toHaveText(
    statusText(locale, 'request.pending'),
  );
  await expect(row.getByTestId('bidding-bid-lots')).toHaveText('1');
  await expectClean(page);
  await waitForTabLine(page);
  await snapshot(page, `${locale}/trade-bidding`);
  await row.click();
  await expect(page).toHaveURL(/#\/common\/dividend3\?tab=records$/);
  await expect(page.getByTestId(`bidding-record-${bidId}`)).toHaveAttribute(
    'data-status',
    'pending',
  );
}

for (const locale of LOCALES) {
  test(`grab shares in ${locale}: a stock at its limit, the hold shown, refused beyond the funds, joined and cancelled; the Trade tab's bids`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const api = await grabApi();
    const candidate = await affordableCandidate(api);
    const session = await newBlockCustomer(api);
    await page.goto(`${GRAB_URL}/?lang=${locale}#/login/login`);
    await logIn(page, locale, session.account, BORROWER_PASSWORD);
    await expectRoute(page, '/home/index');
    await joinAndCancel(page, locale, candidate);
    await emptyList(page, locale);
    await tradeTabBidding(page, locale, async () => {
      const offering = await announceBidding(api, BIDDING_SYMBOL);
      const bid = await bidByApi(api, session, offering.id, offering.floorPrice, 1);
      return bid.id;
    });
    await api.dispose();
  });
}

test('grab shares after the close: my order is decided by the allocation, in every language', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const api = await grabApi();
  const candidate = await affordableCandidate(api);
  const session = await newBlockCustomer(api);
  await joinByApi(api, session, candidate.symbol, 1);
  // The queue is allocated at the day's close from the market's own closing auction.
  await moveClockPast(api, Date.parse(candidate.closesAt));
  await page.goto(`${GRAB_URL}/?lang=en#/login/login`);
  await logIn(page, 'en', session.account, BORROWER_PASSWORD);
  await expectRoute(page, '/home/index');
  const row = page.locator('[data-testid^="grab-record-"][data-symbol]').first();
  for (const locale of LOCALES) {
    await page.goto(`${GRAB_URL}/?lang=${locale}#/common/grab?tab=records`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor({ timeout: 5_000 }).catch(() => undefined);
          return row.getAttribute('data-status');
        },
        { timeout: 60_000, intervals: [1_000, 2_000] },
      )
      .not.toBe('pending');
    const hold = holdOf(candidate, 1);
    if ((await row.getAttribute('data-status')) === 'approved') {
      // The lot came to this order: paid at the limit price with the opening fee, nothing back.
      await expect(row.getByTestId('grab-record-filled')).toHaveText('1');
      await expect(row.getByTestId('grab-record-paid')).toHaveText(
        yen(locale, formatMoney(multiply(candidate.limitPrice, fromInteger(candidate.lotShares)))),
      );
      await expect(row.getByTestId('grab-record-released')).toHaveText(yen(locale, '0.00'));
      await expect(row.getByTestId('grab-record-position-link')).toBeVisible();
    } else {
      // The lot drawn went to the market's own bids: the whole hold came back.
      await expect(row.getByTestId('grab-record-reason')).toHaveText(
        grab.text(locale, 'reasons.not_allocated'),
      );
      await expect(row.getByTestId('grab-record-released')).toHaveText(
        yen(locale, formatMoney(hold)),
      );
    }
    await expectClean(page);
    await snapshot(page, `${locale}/grab-records-decided`);
  }
  await api.dispose();
});
