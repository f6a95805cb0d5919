import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCALES } from '@kabuto/contract';
import { consoleText } from './funding-support';
import { CONSOLE_DIR, useConsoleDesktop } from './support/console-desktop';
import { readLocaleFile } from './support/locale-file';

/**
 * The console's deposit channels in every language (issue 11, docs/adr/0020): the demo channel is
 * listed in the operator's language, and a new channel is entered with its name, bank and branch
 * in Japanese, Chinese and English; a blank language is pointed out before anything is sent.
 * A screenshot of the form in <output>/screens/console-channels.png.
 */

const ADMIN = { username: 'admin', password: 'kabuto-admin' } as const;
const JA = readLocaleFile(path.join(CONSOLE_DIR, 'src', 'locales', 'ja.json'));
const languageName = (locale: string) => JA.get(`language.names.${locale}`) ?? locale;

useConsoleDesktop();

test('an admin adds a channel with its names in every language', async ({ page, request }) => {
  await page.goto('/console/#/login');
  await page.getByLabel(consoleText('login.username')).fill(ADMIN.username);
  await page.getByLabel(consoleText('login.password')).fill(ADMIN.password);
  await page.getByRole('button', { name: consoleText('login.submit') }).click();
  await expect(page.getByRole('button', { name: consoleText('operator.logout') })).toBeVisible();

  await page.goto('/console/#/channels');
  // The demo channel, in the operator's language (Japanese).
  await expect(page.getByText('デモ用の振込先（模擬口座・実在しません）')).toBeVisible();
  await expect(page.getByText('Kabutoデモ銀行')).toBeVisible();

  await page.getByRole('button', { name: consoleText('channels.add') }).click();
  const names = {
    name: { ja: '銀行振込（e2e）', 'zh-TW': '銀行匯款（e2e）', en: 'Bank transfer (e2e)' },
    bankName: { ja: 'e2e銀行', 'zh-TW': 'e2e銀行', en: 'e2e Bank' },
    branchName: { ja: '東京営業部', 'zh-TW': '東京營業部', en: 'Tokyo Main Office' },
  } as const;
  const input = (field: keyof typeof names, locale: (typeof LOCALES)[number]) =>
    page.getByLabel(
      consoleText('channels.inLanguage', {
        field: consoleText(`channels.fields.${field}`),
        language: languageName(locale),
      }),
      { exact: true },
    );
  for (const field of Object.keys(names) as (keyof typeof names)[])
    for (const locale of LOCALES) await input(field, locale).fill(names[field][locale]);
  await input('branchName', 'zh-TW').fill('  ');
  await page.getByLabel(consoleText('channels.fields.branchCode')).fill('101');
  await page.getByLabel(consoleText('channels.fields.accountType')).fill('futsu');
  await page.getByLabel(consoleText('channels.fields.accountNumber')).fill('7000001');
  await page.getByLabel(consoleText('channels.fields.accountHolder')).fill('カブト（カ');
  await page.getByLabel(consoleText('channels.fields.enabled')).uncheck();
  await page.getByLabel(consoleText('restrict.reason')).fill('e2e: 入金先の追加');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(test.info().project.outputDir, 'screens', 'console-channels.png'),
    fullPage: true,
  });

  // The blank Chinese branch is pointed out beside its input; nothing is sent.
  await page.getByRole('button', { name: consoleText('common.next') }).click();
  await expect(input('branchName', 'zh-TW')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(consoleText('channels.fieldRequired'))).toHaveCount(1);

  await input('branchName', 'zh-TW').fill(names.branchName['zh-TW']);
  await page.getByRole('button', { name: consoleText('common.next') }).click();
  await expect(page.getByTestId('confirm-summary')).toContainText('東京營業部');
  await page.getByRole('button', { name: consoleText('channels.confirm') }).click();
  await expect(page.getByText(names.name.ja, { exact: true })).toBeVisible();

  // Saved in every language, as entered.
  const login = await request.post('/api/admin/auth/login', { data: ADMIN });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const listed = await request.post('/api/admin/funding/channels', {
    headers: { 'operator-token': token },
    data: {},
  });
  const channels = ((await listed.json()) as { data: { name: { en: string } }[] }).data;
  expect(channels.find((channel) => channel.name.en === names.name.en)).toMatchObject({
    ...names,
    accountHolder: 'カブト（カ',
  });
  // A request without a language is refused with the catalogue's words.
  const refused = await request.post('/api/admin/funding/saveChannel', {
    headers: { 'operator-token': token },
    data: {
      ...names,
      name: 'Bank transfer',
      branchCode: '101',
      accountType: 'futsu',
      accountNumber: '7000002',
      accountHolder: 'カブト（カ',
      currency: 'JPY',
      enabled: false,
      reason: 'e2e: one language only',
    },
  });
  expect(((await refused.json()) as { msg: string }).msg).toBe('every_language_required');
});
