import { expect, type APIRequestContext } from '@playwright/test';
import { post } from './credit-support';
import { documentImage, REVIEWER } from './funding-support';
import { newAccount } from './support/app';
import { INVITATION_CODE } from './support/servers';
import type { Session } from './support/session';

const PASSWORD = 'abcd1234';

/**
 * A newcomer whose one deposit (¥10,000, with a slip) the reviewer rejected with `reason`, written
 * in English: the customer's credentials, and the reviewer's headers for what a spec does next.
 */
export async function rejectedDepositor(request: APIRequestContext, reason: string) {
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
  const uploaded = await request.post('/api/vue/upload/image', {
    headers,
    multipart: { purpose: 'deposit_proof', file: await documentImage('slip', 'jpeg') },
  });
  const upload = (await uploaded.json()) as { msg: string; data: { uploadId: number } };
  expect(upload.msg).toBe('');
  const deposit = await post<{ id: number }>(
    request,
    '/api/vue/funding/deposit',
    { channelId: info.channels[0]!.id, amount: '10000', proofUploadId: upload.data.uploadId },
    headers,
  );
  const operator = await post<{ token: string }>(request, '/api/admin/auth/login', REVIEWER);
  const asOperator = { 'operator-token': operator.token };
  await post(
    request,
    '/api/admin/funding/rejectDeposit',
    { depositId: deposit.id, reason, reasonLocale: 'en' },
    asOperator,
  );
  return { account, password: PASSWORD, asOperator };
}
