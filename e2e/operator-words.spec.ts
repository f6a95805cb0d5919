import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES, type Locale } from '@kabuto/contract';
import { documentImage, expectNoRawFundingKeys, ft, REVIEWER } from './funding-support';
import { expectNoRawKeys, newAccount } from './support/app';
import { INVITATION_CODE } from './support/servers';
import { signInWithToken, type Session } from './support/session';
import { text } from './support/texts';

/**
 * Operators' words in the customer's app (issue 11, docs/adr/0020-operator-data-per-language.md):
 * a deposit rejected with a reason written in English shows, in fund records, the channel in the
 * reader's language and the reason as written, tagged "英語" / "英文" for readers of Japanese and
 * Chinese and untagged for a reader of English. Screenshots at 390x844 in
 * <output>/screens/operator-words/<locale>.png.
 */

const PASSWORD = 'abcd1234';
const REASON = 'The slip shows another amount';
const DEMO_CHANNEL: Record<Locale, string> = {
  ja: 'デモ用の振込先（模擬口座・実在しません）',
  'zh-TW': '示範用匯款帳戶（模擬帳戶，並非真實帳戶）',
  en: 'Demo bank transfer (simulated, not a real account)',
};

type Answer<T> = { status: number; msg: string; data: T };

async function post<T>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = (await (await request.post(url, { data, headers })).json()) as Answer<T>;
  expect(answer.msg, url).toBe('');
  return answer.data;
}

/** A newcomer whose one deposit the reviewer rejected, in English. */
async function rejectedDepositor(request: APIRequestContext) {
  const account = newAccount();
  const session = await post<Session>(request, '/api/vue/user/register', {
    account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    invitationCode: INVITATION_CODE,
  });
  const headers = { token: session.token, account: session.account };
  const info = await post<{ channels: { id: number }[] }>(
    request,
    '/api/vue/funding/depositInfo',
    {},
    headers,
  );
  const uploaded = (await (
    await request.post('/api/vue/upload/image', {
      headers,
      multipart: { purpose: 'deposit_proof', file: await documentImage('slip', 'jpeg') },
    })
  ).json()) as Answer<{ uploadId: number }>;
  expect(uploaded.msg).toBe('');
  const deposit = await post<{ id: number }>(
    request,
    '/api/vue/funding/deposit',
    { channelId: info.channels[0]!.id, amount: '10000', proofUploadId: uploaded.data.uploadId },
    headers,
  );
  const operator = await post<{ token: string }>(request, '/api/admin/auth/login', REVIEWER);
  await post(
    request,
    '/api/admin/funding/rejectDeposit',
    { depositId: deposit.id, reason: REASON, reasonLocale: 'en' },
    { 'operator-token': operator.token },
  );
  return { account, password: PASSWORD };
}

test('a rejected deposit shows its channel in the reader’s language and the reason tagged with its own', async ({
  page,
  request,
}) => {
  const customer = await rejectedDepositor(request);
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
