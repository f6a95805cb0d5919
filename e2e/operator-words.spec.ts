import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCALES, type Locale } from '@kabuto/contract';
import { expectNoRawFundingKeys, ft } from './funding-support';
import { rejectedDepositor } from './rejected-depositor';
import { expectNoRawKeys } from './support/app';
import { signInWithToken } from './support/session';
import { text } from './support/texts';

/**
 * Operators' words in the customer's app (issue 11, docs/adr/0020-operator-data-per-language.md):
 * a deposit rejected with a reason written in English shows, in fund records, the channel in the
 * reader's language and the reason as written, tagged "英語" / "英文" for readers of Japanese and
 * Chinese and untagged for a reader of English. Screenshots at 390x844 in
 * <output>/screens/operator-words/<locale>.png.
 */

const REASON = 'The slip shows another amount';
const DEMO_CHANNEL: Record<Locale, string> = {
  ja: 'デモ用の振込先（模擬口座・実在しません）',
  'zh-TW': '示範用匯款帳戶（模擬帳戶，並非真實帳戶）',
  en: 'Demo bank transfer (simulated, not a real account)',
};

test('a rejected deposit shows its channel in the reader’s language and the reason tagged with its own', async ({
  page,
  request,
}) => {
  const customer = await rejectedDepositor(request, REASON);
  for (const locale of LOCALES) {
    await signInWithToken(page, locale, customer);
    await page.goto(`/?lang=${locale}#/user/FundingDetails?tab=deposit`);
    const record = page.getByTestId('fund-record').first();
    await expect(record).toContainText(DEMO_CHANNEL[locale]);
    await expect(record).toContainText(ft(locale, 'records.reviewReason'));
    await expect(record.getByTestId('operator-reason')).toHaveText(REASON);
    await expect(record.getByTestId('operator-reason')).toHaveAttribute('lang', 'en');
    const tag = record.getByTestId('operator-reason-language');
    if (locale === 'en') await expect(tag).toHaveCount(0);
    else await expect(tag).toHaveText(text(locale, 'language.inLanguage.en'));
    await expectNoRawKeys(page);
    await expectNoRawFundingKeys(page);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: path.join(test.info().project.outputDir, 'screens', 'operator-words', `${locale}.png`),
    });
  }
});
