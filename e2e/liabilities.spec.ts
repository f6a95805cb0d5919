import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectNoRawKeys, expectRoute, newAccount, snapshot } from './support/app';
import { INVITATION_CODE, MAIN_URL } from './support/servers';
import { signInWithToken } from './support/session';
import { text } from './support/texts';

/*
 * Issue 18 item 6, proof of liabilities (docs/liabilities.md): the server published the day's root
 * at start-up; the demo customer opens Mine → Proof of liabilities, sees the published root, the
 * totals and their own balances, downloads their proof, and the verifier that ships with the
 * project accepts the file. A customer who registered after the day's publication is told they
 * are in the next one. Chromium at 390x844 (playwright.config.ts), in Japanese and English.
 */

const ROOT = path.join(import.meta.dirname, '..');

type Published = { data: { publications: { day: string; rootHash: string }[] } };

for (const locale of ['ja', 'en'] as const) {
  test(`${locale}: the published root, my own leaf, and a downloaded proof the verifier accepts`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInWithToken(page, locale);
    await page.goto(`${MAIN_URL}/?lang=${locale}#/user/usercenter`);
    await page.getByTestId('mine-liabilities').click();
    await expectRoute(page, '/user/liabilities');

    const published = (await (
      await page.request.post(`${MAIN_URL}/api/vue/liabilities/published`, { data: {} })
    ).json()) as Published;
    const [latest] = published.data.publications;
    expect(latest).toBeDefined();
    await expect(page.getByTestId('liabilities-root')).toHaveText(latest!.rootHash);
    await expect(
      page.getByText(text(locale, 'liabilities.published', { day: latest!.day })),
    ).toBeVisible();
    await expect(page.getByTestId('liabilities-owed-JPY')).toBeVisible();
    await expect(page.getByTestId('liabilities-mine-JPY')).toBeVisible();
    await expectNoRawKeys(page);
    await snapshot(page, `liabilities-${locale}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('liabilities-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`kabuto-liabilities-${latest!.day}.json`);
    const file = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/verify-liabilities.ts', file],
      { cwd: ROOT },
    );
    expect(stdout).toContain(
      `OK: your balance is included in Kabuto's liabilities of ${latest!.day}`,
    );
    expect(stdout).toContain(`root:         ${latest!.rootHash}`);
  });
}

test('en: a customer newer than the day’s publication is told they are in the next one', async ({
  page,
}) => {
  const account = newAccount();
  const password = 'abcd1234';
  const registered = await page.request.post(`${MAIN_URL}/api/vue/user/register`, {
    data: { account, password, confirmPassword: password, invitationCode: INVITATION_CODE },
  });
  expect(((await registered.json()) as { status: number }).status).toBe(1);
  await signInWithToken(page, 'en', { account, password });
  await page.goto(`${MAIN_URL}/?lang=en#/user/liabilities`);
  await expect(page.getByTestId('liabilities-not-included')).toHaveText(
    text('en', 'liabilities.notIncluded'),
  );
  await expect(page.getByTestId('liabilities-download')).toHaveCount(0);
});
