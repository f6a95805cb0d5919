import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Locale, PositionView } from '@kabuto/contract';
import { expectNoRawKeys, expectRoute, expectToast, logIn, snapshot } from './support/app';
import { DEMO_CUSTOMER, MAIN_URL } from './support/servers';
import { expectNoRawTradingKeys, tradingText } from './support/trading-texts';

/**
 * The close sheet offers a close only when the rules allow it (issue 11: a newcomer's close was
 * refused with the 15-minute text while the sheet said "sellable from" days later, its confirm
 * enabled). A position opened now shows from when it can be closed, and no confirm; the demo
 * customer's seeded position, opened days ago, can be closed at once. In every language.
 */

type Envelope<T> = { status: number; msg: string; data: T };

async function api<T>(page: Page, path: string, body: unknown, headers: Record<string, string>) {
  const answer = await page.request.post(`${MAIN_URL}/api/vue${path}`, { data: body, headers });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.msg, path).toBe('');
  return envelope.data;
}

async function openCloseSheet(page: Page, locale: Locale, id: number) {
  await page.goto(`${MAIN_URL}/?lang=${locale}#/position/positionDetail?id=${id}`);
  await expect(page.getByTestId('detail-closable-from')).toBeVisible();
  const closableFrom = await page.getByTestId('detail-closable-from').innerText();
  await page.getByTestId('action-close').click();
  const sheet = page.getByTestId('close-sheet');
  await expect(sheet.getByTestId('close-sell-fee')).toContainText('¥');
  await expectNoRawKeys(page);
  await expectNoRawTradingKeys(page);
  return { sheet, closableFrom };
}

test('a close the rules forbid yet is not offered; the demo’s seeded position closes at once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const login = await api<{ token: string }>(page, '/user/login', DEMO_CUSTOMER, {});
  const headers = { account: DEMO_CUSTOMER.account, token: login.token };
  const opened = await api<PositionView>(
    page,
    '/trade/place',
    // NTT (about ¥140: ¥28,000 of margin), not Toyota: specs before this one on the same server
    // spend the demo customer's money, and this position only has to be younger than the seeded one.
    { symbol: '9432', direction: 'short', orderType: 'market', lots: 1, leverage: 5 },
    { ...headers, 'idempotency-key': randomUUID() },
  );
  const open = await api<{ items: PositionView[] }>(
    page,
    '/trade/positions',
    { tab: 'open', limit: 100 },
    headers,
  );
  // The seeded one was opened days before the server started: the oldest held position.
  const [seeded] = open.items
    .filter((position) => position.status === 'holding' && position.openedAt !== null)
    .sort((a, b) => Date.parse(a.openedAt!) - Date.parse(b.openedAt!));
  expect(seeded).toBeDefined();
  expect(Date.parse(seeded!.closableFrom!)).toBeLessThan(Date.parse(opened.openedAt!));

  await page.goto(`${MAIN_URL}/?lang=ja#/login/login`);
  await logIn(page, 'ja', DEMO_CUSTOMER.account, DEMO_CUSTOMER.password);
  await expectRoute(page, '/home/index');

  for (const locale of ['ja', 'zh-TW', 'en'] as const) {
    // Opened now: the sheet says from when (the date the position shows), and confirm waits.
    const young = await openCloseSheet(page, locale, opened.id);
    await expect(young.sheet.getByTestId('close-not-yet')).toHaveText(
      tradingText(locale, 'close.notYet', { time: young.closableFrom }),
    );
    await expect(young.sheet.getByTestId('close-confirm')).toBeDisabled();
    await snapshot(page, `${locale}/trading-close-not-yet`);

    // The demo's seeded position: past every rule, so the close is offered.
    const old = await openCloseSheet(page, locale, seeded!.id);
    await expect(old.sheet.getByTestId('close-not-yet')).toHaveCount(0);
    await expect(old.sheet.getByTestId('close-confirm')).toBeEnabled();
    await snapshot(page, `${locale}/trading-close-sheet`);
  }

  await page.getByTestId('close-sheet').getByTestId('close-confirm').click();
  await expectToast(page, tradingText('en', 'close.done'));
  await expect(page.getByTestId('detail-head').getByTestId('status-tag')).toHaveAttribute(
    'data-status',
    'closed',
  );
});
