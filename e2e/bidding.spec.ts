import { expect, test, type Page } from '@playwright/test';
import { LOCALES, type BiddingAdminOfferingView, type Locale } from '@kabuto/contract';
import {
  add,
  formatMoney,
  fromInteger,
  multiply,
  subtract,
  type DecimalString,
} from '@kabuto/money';
import { announceBidding, bidByApi, BIDDING_URL, biddingApi } from './bidding-support';
import { moveClockPast, newBlockCustomer } from './block-support';
import { BORROWER_PASSWORD } from './credit-support';
import { ft } from './funding-support';
import { expectNoRawKeys, expectRoute, expectToast, logIn, snapshot, toast } from './support/app';
import { webNamespaceTexts } from './support/locale-file';
import { statusText } from './support/status-texts';
import { errorText, text } from './support/texts';
import { ownServer } from './support/own-server';

// This spec's own server, whose clock it moves (e2e/support/own-server.ts).
ownServer('bidding');

/**
 * Agreed-price bidding on the server whose clock the test moves (BIDDING_URL): an operator offers
 * 4 lots of NTT with a floor 5% below the previous close; a verified, funded newcomer finds it
 * from Home, reads the floor, bounds, window, commitment and rules, bids from the sheet with the
 * amount held shown before confirming, is refused in their language below the floor, bids 2 lots
 * at floor + ¥2, withdraws (the hold comes back, the bid is rejected as withdrawn) and bids again.
 * Another customer bids 3 lots at floor + ¥1 through the API. The window closes (the clock moved
 * past it, the allocation job runs on its interval): the demand covers the block at floor + ¥1,
 * the clearing price; the customer's 2 lots are filled and paid at it, not at their higher bid,
 * and the rest of the hold comes back. In Japanese and English, and Chinese for the screenshots.
 */

const bidding = webNamespaceTexts('bidding');
const market = webNamespaceTexts('market');
const SYMBOL = '9432';
const MY_LOTS = 2;
const OTHER_LOTS = 3;

type Offering = BiddingAdminOfferingView;

const yen = (locale: Locale, amount: string) => text(locale, 'money.jpy', { amount });
const plus = (price: DecimalString, yenMore: number) => add(price, fromInteger(yenMore));
const cost = (price: DecimalString, lots: number, offering: Offering) =>
  multiply(price, fromInteger(lots * offering.lotShares));

async function expectClean(page: Page): Promise<void> {
  // The screenshots after it show the screen, not the last toast fading out.
  await expect(toast(page)).toHaveCount(0, { timeout: 10_000 });
  await expectNoRawKeys(page);
  const visible = await page.locator('body').innerText();
  const leaked = [...bidding.texts.ja.keys()].filter((key) => visible.includes(key));
  expect(leaked, `raw bidding keys on ${page.url()}`).toEqual([]);
  expect(visible).not.toMatch(/not_allocated|offering_cancelled|bidding_hold|bidding_payment/);
}

/** The sheet has finished sliding up (for the screenshot). */
async function waitForSheet(page: Page): Promise<void> {
  await expect(page.getByTestId('bidding-sheet')).toBeInViewport({ ratio: 1 });
  await page.waitForFunction(() => {
    const body = document.querySelector<HTMLElement>('.adm-popup-body');
    if (body === null) return false;
    const { transform } = getComputedStyle(body);
    return transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';
  });
}

/** Opens the sheet and sets the price and the lots; checks the hold shown before confirming. */
async function fillSheet(page: Page, locale: Locale, offering: Offering, price: DecimalString) {
  const card = page.getByTestId(`bidding-offering-${offering.id}`);
  await card.getByTestId('bidding-bid').click();
  const sheet = page.getByTestId('bidding-sheet');
  await expect(sheet.getByTestId('bidding-price-hint')).toContainText(
    yen(locale, offering.floorPrice),
  );
  await sheet.getByTestId('bidding-price').fill(price);
  await sheet.getByRole('button', { name: bidding.text(locale, 'bid.increaseLots') }).click();
  await expect(sheet.getByTestId('bidding-hold')).toHaveText(
    yen(locale, formatMoney(cost(price, MY_LOTS, offering))),
  );
  await waitForSheet(page);
  return sheet;
}

/** Home's shortcut, the terms, a refusal below the floor, a bid, a withdrawal, a bid again. */
async function bidFromHome(page: Page, locale: Locale, offering: Offering): Promise<void> {
  await page
    .getByRole('button', { name: market.text(locale, 'home.bidding'), exact: true })
    .click();
  await expectRoute(page, '/common/dividend3');
  const card = page.getByTestId(`bidding-offering-${offering.id}`);
  await expect(card).toHaveAttribute('data-phase', 'open');
  await expect(card.getByTestId('bidding-floor')).toHaveText(yen(locale, offering.floorPrice));
  await expect(card.getByTestId('bidding-per-customer')).toHaveText(
    bidding.text(locale, 'values.lotRange', { min: '1', max: '3' }),
  );
  await expect(card.getByTestId('bidding-commitment')).toHaveText(offering.commitment);
  await expect(card.getByTestId('bidding-rules')).toContainText(bidding.text(locale, 'rules.pays'));
  await card.scrollIntoViewIfNeeded();
  await expectClean(page);
  await snapshot(page, `${locale}/bidding-offerings`);

  // Below the floor: the server's refusal, in the customer's language.
  let sheet = await fillSheet(
    page,
    locale,
    offering,
    subtract(offering.floorPrice, '1' as DecimalString),
  );
  await sheet.getByTestId('bidding-confirm').click();
  await expect(sheet.getByTestId('bidding-refusal')).toHaveText(
    errorText(locale, 'bidding_price_below_floor'),
  );
  await snapshot(page, `${locale}/bidding-refused`);
  await sheet.getByRole('button', { name: bidding.text(locale, 'bid.back'), exact: true }).click();
  await expect(sheet).toBeHidden();

  const myPrice = plus(offering.floorPrice, 2);
  for (const attempt of ['first', 'again'] as const) {
    sheet = await fillSheet(page, locale, offering, myPrice);
    await expectClean(page);
    if (attempt === 'first') await snapshot(page, `${locale}/bidding-sheet`);
    await sheet.getByTestId('bidding-confirm').click();
    await expectToast(page, bidding.text(locale, 'bid.done'));
    const mine = card.getByTestId('bidding-mine');
    await expect(mine.getByTestId('bidding-status')).toHaveAttribute('data-status', 'pending');
    await expect(mine.getByTestId('bidding-mine-amount')).toHaveText(
      yen(locale, formatMoney(cost(myPrice, MY_LOTS, offering))),
    );
    if (attempt === 'again') break;
    await expectClean(page);
    await snapshot(page, `${locale}/bidding-bid`);
    // Withdrawn: the hold comes back and the bid is rejected as withdrawn; then bid again.
    await mine.getByTestId('bidding-withdraw').click();
    await expectToast(page, bidding.text(locale, 'offering.withdrawn'));
    await expect(mine.getByTestId('bidding-status')).toHaveAttribute('data-status', 'rejected');
    await expect(mine.getByTestId('bidding-mine-reason')).toHaveText(
      bidding.text(locale, 'reasons.withdrawn'),
    );
    await expect(card.getByTestId('bidding-bid')).toHaveText(
      bidding.text(locale, 'offering.bidAgain'),
    );
    await expectClean(page);
    await snapshot(page, `${locale}/bidding-withdrawn`);
  }

  // My bids: the withdrawn one with its reason, the live one pending.
  await page.getByRole('tab', { name: bidding.text(locale, 'tabs.records') }).click();
  const rows = page.locator('[data-testid^="bidding-record-"][data-symbol]');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-status', 'pending');
  await expect(rows.nth(1).getByTestId('bidding-record-reason')).toHaveText(
    bidding.text(locale, 'reasons.withdrawn'),
  );
  await expectClean(page);
  await snapshot(page, `${locale}/bidding-records-pending`);
}

/** After the close: the clearing price, the demand curve, my result paid at the clearing price. */
async function clearedAfterTheClose(page: Page, locale: Locale, offering: Offering) {
  const clearing = plus(offering.floorPrice, 1);
  const myPrice = plus(offering.floorPrice, 2);
  await page.goto(`${BIDDING_URL}/?lang=${locale}#/common/dividend3`);
  const card = page.getByTestId(`bidding-offering-${offering.id}`);
  await expect
    .poll(
      async () => {
        await page.reload();
        await card.waitFor({ timeout: 5_000 }).catch(() => undefined);
        return card.getAttribute('data-phase');
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe('allocated');
  await expect(card.getByTestId('bidding-clearing-price')).toHaveText(yen(locale, clearing));
  const levels = card.getByTestId('bidding-demand-level');
  await expect(levels).toHaveCount(2);
  await expect(levels.first()).toHaveAttribute('data-price', myPrice);
  await expect(card.locator('[data-clearing="true"]')).toHaveAttribute('data-price', clearing);
  const result = card.getByTestId('bidding-my-result');
  await expect(result.getByTestId('bidding-status')).toHaveText(
    statusText(locale, 'request.approved'),
  );
  await expect(result.getByTestId('bidding-result-bid')).toHaveText(yen(locale, myPrice));
  const paid = cost(clearing, MY_LOTS, offering);
  await expect(result.getByTestId('bidding-result-paid')).toHaveText(
    yen(locale, formatMoney(paid)),
  );
  await expect(result.getByTestId('bidding-result-refunded')).toHaveText(
    yen(locale, formatMoney(subtract(cost(myPrice, MY_LOTS, offering), paid))),
  );
  await expect(result.getByTestId('bidding-paid-note')).toHaveText(
    bidding.text(locale, 'result.paidNote', {
      bid: yen(locale, myPrice),
      clearing: yen(locale, clearing),
    }),
  );
  await card.getByTestId('bidding-result').scrollIntoViewIfNeeded();
  await expectClean(page);
  await snapshot(page, `${locale}/bidding-result`);

  await card.getByTestId('bidding-document-link').click();
  await expect(page).toHaveURL(new RegExp(`#/common/dividend3Draw\\?id=${offering.id}$`));
  await expect(page.getByTestId('bidding-document-commitment')).toHaveText(offering.commitment);
  await expect(page.getByTestId('bidding-document-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('bidding-document-clearing')).toHaveText(yen(locale, clearing));
  await expect(page.getByTestId('bidding-document-my-row')).toContainText(String(MY_LOTS));
  await expectClean(page);
  await snapshot(page, `${locale}/bidding-document`);

  await page.goto(`${BIDDING_URL}/?lang=${locale}#/common/dividend3?tab=records`);
  const row = page.locator('[data-testid^="bidding-record-"][data-status="approved"]');
  await expect(row.getByTestId('bidding-record-clearing')).toHaveText(yen(locale, clearing));
  await expect(row.getByTestId('bidding-record-paid')).toHaveText(yen(locale, formatMoney(paid)));
  await expectClean(page);
  await snapshot(page, `${locale}/bidding-records-approved`);

  await page.goto(`${BIDDING_URL}/?lang=${locale}#/user/FundingDetails`);
  for (const type of ['bidding_payment', 'bidding_release', 'bidding_hold'] as const)
    await expect(page.locator(`[data-type="${type}"]`).first()).toContainText(
      ft(locale, `records.types.${type}`),
    );
  await snapshot(page, `${locale}/bidding-fund-records`);
}

for (const locale of LOCALES) {
  test(`agreed-price bidding in ${locale}: bid with the hold shown, refused below the floor, withdraw and bid again, then filled at the clearing price`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const api = await biddingApi();
    const session = await newBlockCustomer(api);
    const other = await newBlockCustomer(api);
    const offering = await announceBidding(api, SYMBOL);
    await page.goto(`${BIDDING_URL}/?lang=${locale}#/login/login`);
    await logIn(page, locale, session.account, BORROWER_PASSWORD);
    await expectRoute(page, '/home/index');
    await bidFromHome(page, locale, offering);
    await bidByApi(api, other, offering.id, plus(offering.floorPrice, 1), OTHER_LOTS);
    await moveClockPast(api, Date.parse(offering.closesAt));
    await clearedAfterTheClose(page, locale, offering);
    await api.dispose();
  });
}
