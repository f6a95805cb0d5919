import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@kabuto/contract';
import { approveMoney, reviewerConsole } from './console-reviewer';
import { customerHeaders, post } from './credit-support';
import { documentImage } from './funding-support';
import { expectNoRawKeys, expectRoute, expectToast, newAccount, snapshot } from './support/app';
import { INVITATION_CODE } from './support/servers';
import { signInWithToken, type Session } from './support/session';
import { text } from './support/texts';

/**
 * Live notices (ADR 0039), at 390x844 in Japanese and English: a new customer on Home asks for a
 * deposit; an operator approves it in the console (a second browser context); at once, without a reload, the app says so in a toast and
 * Home's bell counts one unread notice. The inbox lists it; tapping it marks it read and opens the
 * fund records. Screenshots in <output>/screens/notifications/.
 */

const PASSWORD = 'abcd1234';

async function newCustomer(page: Page): Promise<Session & { password: string }> {
  const account = newAccount();
  await post(page.request, '/api/vue/user/register', {
    account,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    invitationCode: INVITATION_CODE,
  });
  return { account, password: PASSWORD, token: '' };
}

/** Asks for a deposit of ¥50,000 with a transfer slip, through the API the app uses. */
async function requestDeposit(page: Page, session: Session): Promise<void> {
  const headers = customerHeaders(session);
  const info = await post<{ channels: { id: number }[] }>(
    page.request,
    '/api/vue/funding/depositInfo',
    {},
    headers,
  );
  const uploaded = (await (
    await page.request.post('/api/vue/upload/image', {
      headers,
      multipart: { purpose: 'deposit_proof', file: await documentImage('deposit_proof', 'jpeg') },
    })
  ).json()) as { msg: string; data: { uploadId: number } };
  expect(uploaded.msg).toBe('');
  await post<{ id: number }>(
    page.request,
    '/api/vue/funding/deposit',
    { channelId: info.channels[0]!.id, amount: '50000', proofUploadId: uploaded.data.uploadId },
    { ...headers, 'idempotency-key': randomUUID() },
  );
}

test.describe.configure({ timeout: 120_000 });

for (const locale of ['ja', 'en'] as const satisfies Locale[]) {
  test(`a deposit approved in the console shows at once, and stays in the inbox (${locale})`, async ({
    page,
    browser,
  }) => {
    const registered = await newCustomer(page);
    // The app's events socket signs in once Home shows: wait for its answer before the change.
    const joined = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => {
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"type":"authed"')) resolve();
        });
      });
    });
    const session = await signInWithToken(page, locale, registered);
    await page.goto(`/?lang=${locale}#/home/index`);
    const bell = page.getByRole('link', { name: text(locale, 'inbox.bell'), exact: true });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
    await joined;

    // The reviewer signs in to the console first, so the approval is the only thing in between.
    const consolePage = await reviewerConsole(browser);
    await requestDeposit(page, session);
    await approveMoney(consolePage, 'deposits', registered.account);
    await consolePage.context().close();

    // No reload: the toast, and the bell's count.
    const approved = text(locale, 'notices.deposit.approved');
    await expectToast(page, approved);
    await expect(page.getByTestId('inbox-badge')).toHaveAttribute('data-count', '1');
    await snapshot(page, `notifications/${locale}-home-toast`);

    await page.getByTestId('inbox-badge').click();
    await expectRoute(page, '/user/notifications');
    await expect(page.getByRole('heading', { name: text(locale, 'inbox.title') })).toBeVisible();
    const item = page.getByTestId('inbox-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(approved);
    await expectNoRawKeys(page);
    await snapshot(page, `notifications/${locale}-inbox`);

    await item.click();
    await expectRoute(page, '/user/FundingDetails');
    await page.goBack();
    await expectRoute(page, '/user/notifications');
    // Read now: the mark-all button has nothing left to mark, and Home's bell no count.
    await expect(page.getByTestId('inbox-mark-all')).toBeDisabled();
    await page.goto(`/?lang=${locale}#/home/index`);
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('inbox-badge')).toHaveCount(0);
  });
}
