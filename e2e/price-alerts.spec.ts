import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import { add, canonicalDecimal, subtract } from '@kabuto/money';
import { customerHeaders, post } from './credit-support';
import { expectNoRawKeys, newAccount, snapshot, toast } from './support/app';
import { webNamespaceTexts } from './support/locale-file';
import { INVITATION_CODE } from './support/servers';
import { signInWithToken, type Session } from './support/session';
import { text } from './support/texts';

/**
 * Price alerts (docs/alerts.md), at 390x844 in Japanese and English: a new customer opens a
 * stock's page, opens the bell's sheet and sets two alerts one tick above and one tick below the
 * current price. The simulated market moves every tick, so one of them fires soon: without a
 * reload the app says so in a toast naming the stock, and the inbox keeps it (tapping it opens the
 * stock); Mine's price alerts list both, the fired one notified. Screenshots in
 * <output>/screens/price-alerts/.
 */

const market = webNamespaceTexts('market');
const PASSWORD = 'abcd1234';
const SYMBOL = '7203';

type Rules = { price: string; tickSize: string };

async function newCustomer(page: Page): Promise<{ account: string; password: string }> {
  const account = newAccount();
  await post(page.request, '/api/vue/user/register', {
    account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    invitationCode: INVITATION_CODE,
  });
  return { account, password: PASSWORD };
}

/** The stock's names (apps/server/src/market-data/instruments.csv): the notice names it. */
const NAMES: Record<Locale, string> = {
  ja: 'トヨタ自動車',
  en: 'Toyota Motor',
  'zh-TW': '豐田汽車',
};

/** The notice's words before its condition ("Price alert for Toyota Motor 7203: "), either alert. */
function noticeStart(locale: Locale): string {
  return text(locale, 'notices.priceAlert', { symbol: `${NAMES[locale]} ${SYMBOL}` }).split(
    '{{condition}}',
  )[0]!;
}

/**
 * Sets an alert through the sheet one tick from the price of this moment; the market may move
 * between reading the price and the answer (refused as already met): then again, a few times.
 */
async function setAlertNextToPrice(
  page: Page,
  session: Session,
  locale: Locale,
  kind: 'above' | 'below',
): Promise<void> {
  await page.getByTestId(`price-alert-kind-${kind}`).click();
  const field = page.getByTestId('price-alert-threshold');
  // The field starts near the price, on the alert's side.
  await expect(field).not.toHaveValue('');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { stock } = await post<{ stock: Rules }>(
      page.request,
      '/api/vue/alerts/list',
      { symbol: SYMBOL },
      customerHeaders(session),
    );
    const price = canonicalDecimal(stock.price);
    const tick = canonicalDecimal(stock.tickSize);
    await field.fill(kind === 'above' ? add(price, tick) : subtract(price, tick));
    const answered = page.waitForResponse((response) => response.url().endsWith('/alerts/create'));
    await page.getByTestId('price-alert-create').click();
    const answer = (await (await answered).json()) as { msg: string };
    if (answer.msg === '') {
      await expect(
        toast(page).filter({ hasText: market.text(locale, 'alerts.created') }),
      ).toHaveCount(1);
      return;
    }
    expect(answer.msg).toBe('price_alert_already_met');
    await expect(page.getByTestId('price-alert-refusal')).toBeVisible();
  }
  throw new Error(`no ${kind} alert could be set next to the moving price`);
}

test.describe.configure({ timeout: 180_000 });

for (const locale of ['ja', 'en'] as const satisfies Locale[]) {
  test(`a price alert set on a stock's page fires: a toast, the inbox, Mine's list (${locale})`, async ({
    page,
  }) => {
    const registered = await newCustomer(page);
    // The app's events socket signs in once a screen shows: wait for it before the alert can fire.
    const joined = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"type":"authed"')) resolve();
        });
      });
    });
    const session = await signInWithToken(page, locale, registered);
    await page.goto(`/?lang=${locale}#/market/marketDetail?symbol=${SYMBOL}`);
    await joined;

    await page.getByRole('button', { name: market.text(locale, 'alerts.entry') }).click();
    const sheet = page.getByTestId('price-alert-sheet');
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('price-alert-current')).not.toHaveText('--');
    await expect(sheet).toContainText(market.text(locale, 'alerts.none'));
    await snapshot(page, `price-alerts/${locale}-sheet`);

    await setAlertNextToPrice(page, session, locale, 'above');
    await setAlertNextToPrice(page, session, locale, 'below');
    await expect(sheet.getByTestId('price-alert')).toHaveCount(2);
    await expectNoRawKeys(page);
    await snapshot(page, `price-alerts/${locale}-sheet-two-alerts`);

    // One of them fires as the market moves: a toast, without a reload.
    const fired = toast(page).filter({ hasText: noticeStart(locale) });
    await expect(fired.last()).toBeVisible({ timeout: 120_000 });
    await snapshot(page, `price-alerts/${locale}-toast`);
    // The sheet's list says which (refreshed by the notice too).
    await expect(sheet.locator('[data-testid="price-alert"][data-status="fired"]')).toHaveCount(1);
    await page.getByTestId('price-alert-close').click();

    // The inbox keeps it (moving within the app, no reload); tapping it opens the stock.
    await page.evaluate(() => {
      window.location.hash = '#/user/notifications';
    });
    const item = page.getByTestId('inbox-item').filter({ hasText: noticeStart(locale) });
    await expect(item).toHaveCount(1);
    await expectNoRawKeys(page);
    await snapshot(page, `price-alerts/${locale}-inbox`);
    await item.click();
    await expect(page).toHaveURL(/#\/market\/marketDetail\?symbol=7203$/);

    // Mine's price alerts: both, the fired one notified and ready to be turned on again.
    await page.evaluate(() => {
      window.location.hash = '#/user/usercenter';
    });
    await page.getByTestId('mine-price-alerts').click();
    const rows = page.getByTestId('price-alerts-screen').getByTestId('price-alert');
    await expect(rows).toHaveCount(2);
    const notified = rows.filter({ hasText: market.text(locale, 'alerts.status.fired') });
    await expect(notified).toHaveCount(1);
    await expect(notified.getByTestId('price-alert-enable')).toBeVisible();
    await expectNoRawKeys(page);
    await snapshot(page, `price-alerts/${locale}-mine`);
  });
}
