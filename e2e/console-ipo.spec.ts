import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_KEYS, consoleText, errorText, ipoText } from './support/console-texts';
import { snapshot } from './support/app';
import { useConsoleDesktop } from './support/console-desktop';

/**
 * The console's new-share (IPO) screens against the real server, at a desktop size: an
 * administrator drafts an offering with its names in three languages, publishes it and reads its
 * commitment, is refused a raise of the top of the range (the refusal in words), sets the final
 * price with a reason and finds the change in the history; a support-only operator sees the
 * offerings but no button that changes one. Screenshots go to test-results/screens/console-ipo/.
 */
const ADMIN = { username: 'admin', password: 'kabuto-admin' } as const;
const REVIEWER = { username: 'reviewer', password: 'kabuto-review' } as const;
const ipo = (key: string, values: Record<string, string> = {}) => ipoText('ja', key, values);
const main = (key: string, values: Record<string, string> = {}) => consoleText('ja', key, values);

useConsoleDesktop();

async function signIn(page: Page, operator: { username: string; password: string }) {
  await page.goto('/console/?lang=ja#/login');
  await page.getByLabel(main('login.username')).fill(operator.username);
  await page.getByLabel(main('login.password')).fill(operator.password);
  await page.getByRole('button', { name: main('login.submit') }).click();
  await expect(page.getByRole('button', { name: main('operator.logout') })).toBeVisible();
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
  await snapshot(page, `console-ipo/${name}`);
}

/** A four-digit code no listed stock has (41xx but 4188) and no other run is likely to take. */
function freeCode(): string {
  const code = 4100 + Math.floor(Math.random() * 100);
  return String(code === 4188 ? 4189 : code);
}

const inLanguage = (field: string, language: 'ja' | 'zh-TW' | 'en') =>
  ipo('inLanguage', {
    field: ipo(`fields.${field}`),
    language: main(`language.names.${language}`),
  });
const yenLabel = (field: string) => `${ipo(`fields.${field}`)} (${ipo('yen')})`;
const lotsLabel = (field: string) => `${ipo(`fields.${field}`)} (${ipo('lotsUnit')})`;

test('an administrator drafts, publishes and changes an offering with a reason', async ({
  page,
}) => {
  const symbol = freeCode();
  await signIn(page, ADMIN);
  await page.getByRole('link', { name: main('nav.ipo'), exact: true }).click();
  await expect(page.getByRole('heading', { name: ipo('title') })).toBeVisible();
  await check(page, 'offerings');

  // A draft, its name and sector in every language; times typed in Japan time.
  await page.getByRole('button', { name: ipo('new') }).click();
  const dialog = page.getByRole('dialog', { name: ipo('editor.newTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(ipo('fields.symbol')).fill(symbol);
  await dialog.getByLabel(inLanguage('names', 'ja')).fill('かぶとテスト');
  await dialog.getByLabel(inLanguage('names', 'zh-TW')).fill('兜測試');
  await dialog.getByLabel(inLanguage('names', 'en')).fill('Kabuto Test');
  await dialog.getByLabel(inLanguage('sector', 'ja')).fill('サービス業');
  await dialog.getByLabel(inLanguage('sector', 'zh-TW')).fill('服務業');
  await dialog.getByLabel(inLanguage('sector', 'en')).fill('Services');
  await dialog.getByLabel(yenLabel('priceLow')).fill('1,200');
  await dialog.getByLabel(yenLabel('priceHigh')).fill('1,400');
  await dialog.getByLabel(lotsLabel('lotsOffered')).fill('500');
  await dialog.getByLabel(lotsLabel('maxLotsPerApplication')).fill('5');
  await dialog.getByLabel(ipo('fields.subscriptionOpensAt')).fill('2026-11-25T09:00');
  await dialog.getByLabel(ipo('fields.subscriptionClosesAt')).fill('2026-11-27T15:00');
  await dialog.getByLabel(ipo('fields.drawAt')).fill('2026-11-30T10:00');
  // A deadline before the draw is named beside its field, in words, before anything is sent.
  await dialog.getByLabel(ipo('fields.purchaseDeadlineAt')).fill('2026-11-29T15:00');
  await dialog.getByLabel(ipo('fields.listingDate')).fill('2026-12-08');
  await dialog.getByLabel(ipo('editor.draftReason')).fill('e2e: 新規の募集');
  await dialog.getByRole('button', { name: main('common.next') }).click();
  await expect(dialog.getByText(errorText('ja', 'ipo_schedule_invalid'))).toBeVisible();
  await check(page, 'editor-refused');
  await dialog.getByLabel(ipo('fields.purchaseDeadlineAt')).fill('2026-12-02T15:00');
  await dialog.getByRole('button', { name: main('common.next') }).click();
  // The confirmation shows the times in Japan time, as typed.
  await expect(dialog.getByTestId('confirm-summary')).toContainText('2026-11-25 09:00:00');
  await expect(dialog.getByTestId('confirm-summary')).toContainText(
    'かぶとテスト / 兜測試 / Kabuto Test',
  );
  await dialog.getByRole('button', { name: ipo('editor.confirm'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ipo('editor.doneNew', { symbol }))).toBeVisible();

  // Newest first: the draft heads the list, with no commitment yet.
  const row = page.getByRole('row').filter({ hasText: symbol });
  await expect(page.getByRole('row').nth(1)).toContainText(symbol);
  await expect(row).toContainText(ipo('statuses.draft'));
  await expect(row).toContainText('¥1,200 – ¥1,400');
  await row.getByRole('link', { name: ipo('openNamed', { symbol }) }).click();
  await expect(
    page.getByRole('heading', { name: ipo('detail.title', { symbol }), exact: false }),
  ).toBeVisible();
  await expect(page.getByText(ipo('detail.commitmentDraft'))).toBeVisible();
  await expect(page.getByTestId('offering-schedule')).toContainText('兜測試');
  await expect(page.getByTestId('offering-schedule')).toContainText('2026-11-30 10:00:00');

  // Publishing draws the seed and shows its commitment.
  await page.getByRole('button', { name: ipo('actions.publish'), exact: true }).click();
  const publish = page.getByRole('dialog', { name: ipo('actions.publishTitle', { symbol }) });
  await publish.getByLabel(ipo('actions.publishReason')).fill('e2e: 目論見書を確認済み');
  await publish.getByRole('button', { name: main('common.next') }).click();
  await expect(publish.getByText(ipo('actions.publishWarning'))).toBeVisible();
  await publish.getByRole('button', { name: ipo('actions.publishConfirm'), exact: true }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByTestId('published-commitment')).toContainText(/[0-9a-f]{64}/);
  await expect(page.getByTestId('commitment')).toHaveText(/^[0-9a-f]{64}$/);
  const commitment = await page.getByTestId('commitment').innerText();
  await expect(page.getByTestId('published-commitment')).toContainText(commitment);
  await expect(page.getByTestId('page-subtitle')).toContainText(ipo('statuses.published'));
  await check(page, 'published');

  // A raise of the top of the range is refused by the server, in words, beside the field too.
  await page.getByRole('button', { name: ipo('actions.change') }).click();
  const change = page.getByRole('dialog', { name: ipo('editor.editTitle', { symbol }) });
  await expect(change.getByLabel(ipo('fields.symbol'))).toBeDisabled();
  await change.getByLabel(yenLabel('priceHigh')).fill('1500');
  const reasonLabel = ipo('editor.publishedReason');
  await change.getByLabel(reasonLabel).fill('e2e: 仮条件の変更');
  await change.getByRole('button', { name: main('common.next') }).click();
  await change.getByRole('button', { name: ipo('editor.confirm'), exact: true }).click();
  const raised = errorText('ja', 'ipo_price_range_raised');
  await expect(change.getByText(raised)).toBeVisible();
  await change.getByRole('button', { name: main('common.back') }).click();
  await expect(change.getByText(raised)).toBeVisible();

  // The final price, with the reason every applicant reads.
  await change.getByLabel(yenLabel('priceHigh')).fill('1400');
  await change.getByLabel(yenLabel('finalPrice')).fill('1,300');
  const reason = 'e2e: 公開価格を1,300円に決定しました';
  await change.getByLabel(reasonLabel).fill(reason);
  await change.getByRole('button', { name: main('common.next') }).click();
  const summary = change.getByTestId('confirm-summary');
  await expect(summary).toContainText(ipo('fields.finalPrice'));
  await expect(summary).toContainText('¥1,300');
  await expect(summary).not.toContainText(ipo('fields.priceHigh'));
  await check(page, 'change-confirm');
  await change.getByRole('button', { name: ipo('editor.confirm'), exact: true }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText(ipo('editor.doneEdit', { symbol }))).toBeVisible();

  const history = page.getByTestId('offering-changes');
  await expect(history.getByRole('row').filter({ hasText: reason })).toContainText(
    ipo('fields.finalPrice'),
  );
  await expect(history).toContainText(main('language.names.ja'));
  await history.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('offering-schedule')).toContainText(
    ipo('finalPrice', { price: '¥1,300' }),
  );
  await check(page, 'changed');
});

test('a support-only operator reads offerings but is offered no change', async ({ page }) => {
  // No demo operator holds support alone: the reviewer's profile (in the login's answer and in
  // /auth/me) is narrowed to it in the browser, which is all the console decides by (the server
  // checks every call itself).
  const supportOnly = (profile: { roles: string[] } | undefined) => {
    if (profile) profile.roles = ['support'];
  };
  await page.route('**/api/admin/auth/login', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { operator?: { roles: string[] } } | null };
    supportOnly(body.data?.operator);
    await route.fulfill({ response: answer, json: body });
  });
  await page.route('**/api/admin/auth/me', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { roles: string[] } | null };
    supportOnly(body.data ?? undefined);
    await route.fulfill({ response: answer, json: body });
  });
  await signIn(page, REVIEWER);
  await expect(page.getByTitle(main('operator.roles'))).toHaveText(main('roles.support'));
  await page.getByRole('link', { name: main('nav.ipo'), exact: true }).click();
  await expect(page.getByRole('heading', { name: ipo('title') })).toBeVisible();
  await expect(page.getByText(ipo('adminOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: ipo('new') })).toHaveCount(0);

  // The demo offering that is open for subscription: published, so an administrator could act.
  const published = page
    .getByRole('row')
    .filter({ hasText: ipo('statuses.published') })
    .first();
  await published.getByRole('link', { name: ipo('open'), exact: false }).click();
  await expect(page.getByText(ipo('detail.schedule'))).toBeVisible();
  await expect(page.getByTestId('commitment')).toHaveText(/^[0-9a-f]{64}$/);
  for (const name of ['actions.edit', 'actions.change', 'actions.publish', 'actions.withdraw'])
    await expect(page.getByRole('button', { name: ipo(name), exact: true })).toHaveCount(0);
  await expect(page.getByText(ipo('adminOnly'))).toBeVisible();
  await check(page, 'support-detail');

  // A drawn offering shows its draw document, to download and recompute.
  await page.getByRole('link', { name: ipo('title') }).click();
  const drawn = page
    .getByRole('row')
    .filter({ hasText: ipo('statuses.drawn') })
    .first();
  await drawn.getByRole('link', { name: ipo('open'), exact: false }).click();
  const draw = page.getByTestId('draw-document');
  await expect(draw.getByRole('link', { name: ipo('detail.download') })).toBeVisible();
  await expect(draw).toContainText(ipo('detail.verifyNote'));
  await expect(draw).toContainText(ipo('detail.seed'));
  await draw.scrollIntoViewIfNeeded();
  await check(page, 'drawn');
});
