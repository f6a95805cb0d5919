import { expect, test, type Page } from '@playwright/test';
import { CONSOLE_KEYS, consoleText, copyText, errorText } from './support/console-texts';
import { snapshot } from './support/app';
import { statusText } from './support/status-texts';
import { useConsoleDesktop } from './support/console-desktop';

/**
 * The console's copy-trading screens against the real server, at a desktop size: an administrator
 * creates a house strategy (its name in three languages; a basket code that is none is named
 * before anything is sent), drafts a product for it with its terms (the deadline typed in Japan
 * time, a target labeled as a target), opens it, reads its pool, ends it with a reason in every
 * language and sees its status change, then suspends the strategy; the demo's pool is read in
 * English. Screenshots go to test-results/screens/console-copy/.
 */
const ADMIN = { username: 'admin', password: 'kabuto-admin' } as const;
const copy = (key: string, values: Record<string, string> = {}) => copyText('ja', key, values);
const main = (key: string, values: Record<string, string> = {}) => consoleText('ja', key, values);

useConsoleDesktop();

async function signIn(page: Page, locale: 'ja' | 'en' = 'ja') {
  const words = (key: string) => consoleText(locale, key);
  await page.goto(`/console/?lang=${locale}#/login`);
  await page.getByLabel(words('login.username')).fill(ADMIN.username);
  await page.getByLabel(words('login.password')).fill(ADMIN.password);
  await page.getByRole('button', { name: words('login.submit') }).click();
  await expect(page.getByRole('button', { name: words('operator.logout') })).toBeVisible();
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
  await snapshot(page, `console-copy/${name}`);
}

const LANGUAGES = ['ja', 'zh-TW', 'en'] as const;
const inLanguage = (field: string, language: (typeof LANGUAGES)[number]) =>
  copy('inLanguage', { field, language: main(`language.names.${language}`) });

test('an administrator creates a strategy and a product, opens it, reads its pool and ends it', async ({
  page,
}) => {
  const run = String(Date.now()).slice(-5);
  const strategy = { ja: `e2e 戦略${run}`, 'zh-TW': `e2e 策略${run}`, en: `e2e Strategy ${run}` };
  const product = { ja: `e2e 商品${run}`, 'zh-TW': `e2e 商品${run}號`, en: `e2e Pool ${run}` };

  await signIn(page);
  await page.getByRole('link', { name: main('nav.copy'), exact: true }).click();
  await expect(page.getByRole('heading', { name: copy('title'), exact: true })).toBeVisible();
  // The demo's house strategies and their products are listed.
  await expect(page.getByTestId('copy-strategies')).toContainText('Kabuto Trend');
  await expect(page.getByTestId('copy-products')).toContainText('トレンド・ファンド');
  await check(page, 'list');

  // A house strategy: its name in every language, a rule and a basket.
  await page.getByRole('button', { name: copy('strategies.new') }).click();
  const newStrategy = page.getByRole('dialog', { name: copy('strategyEditor.title') });
  for (const language of LANGUAGES)
    await newStrategy
      .getByLabel(inLanguage(copy('fields.strategyNames'), language))
      .fill(strategy[language]);
  await newStrategy.getByLabel(copy('fields.rule')).selectOption('rebound');
  await expect(newStrategy.getByText(copy('ruleTexts.rebound'))).toBeVisible();
  // A code that is no stock's is named beside the field, in words, before anything is sent.
  await newStrategy.getByLabel(copy('fields.basket')).fill('9432, ABCD');
  await newStrategy.getByLabel(copy('strategyEditor.reason')).fill('e2e: リバウンド戦略を追加');
  await newStrategy.getByRole('button', { name: main('common.next') }).click();
  await expect(newStrategy.getByText(errorText('ja', 'product_unavailable'))).toBeVisible();
  await check(page, 'strategy-refused');
  await newStrategy.getByLabel(copy('fields.basket')).fill('9432, 7201 9434');
  await newStrategy.getByRole('button', { name: main('common.next') }).click();
  const strategySummary = newStrategy.getByTestId('confirm-summary');
  await expect(strategySummary).toContainText(
    `${strategy.ja} / ${strategy['zh-TW']} / ${strategy.en}`,
  );
  await expect(strategySummary).toContainText('9432');
  await newStrategy
    .getByRole('button', { name: copy('strategyEditor.confirm'), exact: true })
    .click();
  await expect(newStrategy).toBeHidden();
  await expect(page.getByText(copy('strategyEditor.done', { name: strategy.ja }))).toBeVisible();
  const strategyRow = page.getByTestId('copy-strategies').getByRole('row').nth(1);
  await expect(strategyRow).toContainText(strategy.en);
  await expect(strategyRow).toContainText(copy('rules.rebound'));
  await expect(strategyRow).toContainText(copy('strategyStatuses.active'));

  // A draft product of it: the deadline in Japan time, the fee and a target in percent.
  await page.getByRole('button', { name: copy('products.new') }).click();
  const newProduct = page.getByRole('dialog', { name: copy('productEditor.title') });
  await newProduct
    .getByLabel(copy('fields.strategy'))
    .selectOption({ label: `${strategy.ja} (${copy('rules.rebound')})` });
  for (const language of LANGUAGES)
    await newProduct
      .getByLabel(inLanguage(copy('fields.productNames'), language))
      .fill(product[language]);
  const term = (field: string, unit: string) => `${copy(`fields.${field}`)} (${unit})`;
  await newProduct.getByLabel(term('minInvestment', copy('yen'))).fill('100,000');
  await newProduct.getByLabel(term('capacity', copy('yen'))).fill('50,000,000');
  await newProduct.getByLabel(term('lockupDays', copy('daysUnit'))).fill('7');
  await newProduct.getByLabel(term('subscriptionDeadlineAt', copy('jst'))).fill('2026-12-31T15:00');
  await newProduct.getByLabel(term('performanceFeeRate', '%')).fill('20');
  await newProduct.getByLabel(term('targetAnnualReturn', '%')).fill('8');
  await expect(newProduct.getByText(copy('productEditor.targetHint'))).toBeVisible();
  await newProduct.getByLabel(copy('productEditor.reason')).fill('e2e: 新しい商品の下書き');
  await check(page, 'product-editor');
  await newProduct.getByRole('button', { name: main('common.next') }).click();
  const productSummary = newProduct.getByTestId('confirm-summary');
  await expect(productSummary).toContainText('2026-12-31 15:00:00');
  await expect(productSummary).toContainText('¥100,000');
  await expect(productSummary).toContainText(copy('values.target', { value: '8%' }));
  await check(page, 'product-confirm');
  await newProduct
    .getByRole('button', { name: copy('productEditor.confirm'), exact: true })
    .click();
  await expect(newProduct).toBeHidden();
  await expect(page.getByText(copy('productEditor.done', { name: product.ja }))).toBeVisible();

  // Newest first: the draft heads the products.
  const productRow = page.getByTestId('copy-products').getByRole('row').nth(1);
  await expect(productRow).toContainText(product.ja);
  await expect(productRow).toContainText(copy('productStatuses.draft'));
  await expect(productRow).toContainText('20%');

  // Opened to followers, with a reason.
  await productRow
    .getByRole('button', { name: copy('products.openNamed', { name: product.ja }) })
    .click();
  const open = page.getByRole('dialog', { name: copy('actions.openTitle', { name: product.ja }) });
  await open.getByLabel(copy('actions.openReason')).fill('e2e: 条件を確認済み');
  await open.getByRole('button', { name: main('common.next') }).click();
  await open.getByRole('button', { name: copy('actions.openConfirm'), exact: true }).click();
  await expect(open).toBeHidden();
  await expect(productRow).toContainText(copy('productStatuses.open'));
  await check(page, 'opened');

  // Its pool: the figures, the terms as entered, no positions, no history yet.
  await productRow
    .getByRole('link', { name: copy('products.poolNamed', { name: product.ja }) })
    .click();
  await expect(
    page.getByRole('heading', { name: copy('pool.title', { name: product.ja }) }),
  ).toBeVisible();
  await expect(page.getByTestId('page-subtitle')).toContainText(copy('productStatuses.open'));
  const terms = page.getByTestId('pool-terms');
  await expect(terms).toContainText(product['zh-TW']);
  await expect(terms).toContainText('2026-12-31 15:00:00');
  await expect(terms).toContainText('8%');
  await expect(page.getByTestId('pool-figures')).toContainText('¥10,000');
  await expect(page.getByTestId('pool-positions')).toContainText(copy('pool.positionsEmpty'));
  await expect(page.getByTestId('pool-redemptions')).toContainText(copy('pool.redemptionsEmpty'));
  // A house product mirrors no leader: its mirrors section says so.
  await expect(page.getByTestId('pool-mirrors')).toContainText(copy('mirrors.emptyHouse'));
  await check(page, 'pool');

  // Ended with the reason every follower reads in their language.
  await page.getByRole('button', { name: copy('actions.end'), exact: true }).click();
  const end = page.getByRole('dialog', { name: copy('actions.endTitle', { name: product.ja }) });
  await expect(end.getByText(copy('actions.closeWarning'))).toBeVisible();
  const reason = {
    ja: 'e2e: 運用期間が満了しました',
    'zh-TW': 'e2e：運作期間已屆滿',
    en: 'e2e: the term is over',
  };
  // A language left empty is named before anything is sent.
  await end.getByLabel(inLanguage(copy('actions.closeReason'), 'ja')).fill(reason.ja);
  await end.getByRole('button', { name: main('common.next') }).click();
  await expect(end.getByText(errorText('ja', 'every_language_required'))).toHaveCount(2);
  for (const language of LANGUAGES)
    await end.getByLabel(inLanguage(copy('actions.closeReason'), language)).fill(reason[language]);
  await end.getByRole('button', { name: main('common.next') }).click();
  await expect(end.getByTestId('confirm-summary')).toContainText(reason['zh-TW']);
  await expect(end.getByText(copy('actions.closeWarning'))).toBeVisible();
  await check(page, 'end-confirm');
  await end.getByRole('button', { name: copy('actions.endConfirm'), exact: true }).click();
  await expect(end).toBeHidden();
  await expect(page.getByText(copy('actions.endDone', { name: product.ja }))).toBeVisible();
  await expect(page.getByTestId('page-subtitle')).toContainText(copy('productStatuses.ended'));
  await expect(page.getByTestId('closed-note')).toBeVisible();
  await expect(page.getByText(reason.en)).toBeVisible();
  await expect(page.getByRole('button', { name: copy('actions.end'), exact: true })).toHaveCount(0);
  await check(page, 'ended');

  // Back in the list, the product is ended; then its strategy is suspended, with a reason.
  await page
    .getByRole('link', { name: copy('title') })
    .first()
    .click();
  const endedRow = page
    .getByTestId('copy-products')
    .getByRole('row')
    .filter({ hasText: product.ja });
  await expect(endedRow).toContainText(copy('productStatuses.ended'));
  const ours = page
    .getByTestId('copy-strategies')
    .getByRole('row')
    .filter({ hasText: strategy.en });
  await ours
    .getByRole('button', { name: copy('strategies.suspendNamed', { name: strategy.ja }) })
    .click();
  const suspend = page.getByRole('dialog', {
    name: copy('actions.suspendTitle', { name: strategy.ja }),
  });
  await expect(suspend.getByText(copy('actions.suspendWarning'))).toBeVisible();
  const why = {
    ja: 'e2e: 戦略を見直します',
    'zh-TW': 'e2e：重新檢視策略',
    en: 'e2e: under review',
  };
  for (const language of LANGUAGES)
    await suspend
      .getByLabel(inLanguage(copy('actions.suspendReason'), language))
      .fill(why[language]);
  await suspend.getByRole('button', { name: main('common.next') }).click();
  await check(page, 'suspend-confirm');
  await suspend.getByRole('button', { name: copy('actions.suspendConfirm'), exact: true }).click();
  await expect(suspend).toBeHidden();
  await expect(ours).toContainText(copy('strategyStatuses.suspended'));
  await expect(ours).toContainText(why.en);
  await check(page, 'suspended');
});

test("the demo's pool reads in English", async ({ page }) => {
  const en = (key: string, values: Record<string, string> = {}) => copyText('en', key, values);
  await signIn(page, 'en');
  await page.getByRole('link', { name: consoleText('en', 'nav.copy'), exact: true }).click();
  await expect(page.getByRole('heading', { name: en('title'), exact: true })).toBeVisible();
  await check(page, 'list-en');
  await page.getByRole('link', { name: en('products.poolNamed', { name: 'Trend Pool' }) }).click();
  await expect(
    page.getByRole('heading', { name: en('pool.title', { name: 'Trend Pool' }) }),
  ).toBeVisible();
  await expect(page.getByTestId('pool-figures')).toContainText(en('fields.followers'));
  await expect(page.getByTestId('pool-terms')).toContainText('20%');
  await check(page, 'pool-en');
  // A house product's pool mirrors no leader's trades, and says so.
  const mirrors = page.getByTestId('pool-mirrors');
  await expect(mirrors).toContainText(en('mirrors.emptyHouse'));
  await expect(mirrors.getByRole('row')).toHaveCount(2);
  // Its history below: the NAV at each close, waiting redemptions, the daily rebalances.
  await page.getByTestId('pool-rebalances').scrollIntoViewIfNeeded();
  await check(page, 'pool-en-history');
});

test('the leader applications: an empty queue says so, and each status is its own tab', async ({
  page,
}) => {
  const status = (key: string) => statusText('ja', `request.${key}`);
  await signIn(page);
  await page.getByRole('link', { name: main('nav.copyLeaders'), exact: true }).click();
  await expect(
    page.getByRole('heading', { name: copy('leaders.title'), exact: true }),
  ).toBeVisible();
  const queue = page.getByTestId('leader-applications');
  // The demo has no customer with the 30 days of trading history an application needs: the queue
  // is empty, and says so in words rather than showing an empty table.
  const tabs = page.getByRole('tablist', { name: copy('leaders.statusFilter') });
  await expect(tabs.getByRole('tab', { name: status('pending') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(queue).toContainText(copy('leaders.emptyPending'));
  await expect(queue.getByRole('button', { name: copy('leaders.approve') })).toHaveCount(0);
  await check(page, 'leaders');
  await tabs.getByRole('tab', { name: status('rejected') }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(queue).toContainText(copy('leaders.emptyRejected'));
  await check(page, 'leaders-rejected');

  // The strategies list names each strategy's kind; the queue is linked from it and back.
  await page.getByRole('link', { name: copy('leaders.toStrategies') }).click();
  await expect(page.getByRole('heading', { name: copy('title'), exact: true })).toBeVisible();
  await expect(page.getByTestId('copy-strategies')).toContainText(copy('kinds.house'));
  await page
    .getByRole('link', { name: copy('leaders.title'), exact: true })
    .first()
    .click();
  await expect(queue).toContainText(copy('leaders.emptyPending'));
});
