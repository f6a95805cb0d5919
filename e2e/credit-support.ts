import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { LoanInfo, LoanView } from '@kabuto/contract';
import { canonicalDecimal, compare } from '@kabuto/money';
import { documentImage, myNumber, REVIEWER } from './funding-support';
import { newAccount } from './support/app';
import { INVITATION_CODE } from './support/servers';
import type { Session } from './support/session';

/**
 * Helpers of the credit spec (e2e/credit.spec.ts): the customer's and the operator's API calls,
 * and a borrower of its own (verified, funded, a bank account and a trading PIN), set up through
 * the same API the apps use.
 */

type Answer<T> = { status: number; msg: string; data: T };

/** A call that must succeed: its data. */
export async function post<T>(
  request: APIRequestContext,
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = (await (await request.post(url, { data, headers })).json()) as Answer<T>;
  expect(answer.msg, url).toBe('');
  return answer.data;
}

export const customerHeaders = (session: Session) => ({
  token: session.token,
  account: session.account,
});

/** The customer's credit as the API answers it. */
export function loanInfo(request: APIRequestContext, session: Session): Promise<LoanInfo> {
  return post<LoanInfo>(request, '/api/vue/loan/info', {}, customerHeaders(session));
}

/** The demo reviewer (finance, compliance), signed in to the operator API: its headers. */
export async function operatorHeaders(request: APIRequestContext) {
  const { token } = await post<{ token: string }>(request, '/api/admin/auth/login', REVIEWER);
  return () => ({ 'operator-token': token, 'idempotency-key': randomUUID() });
}

type AdminLoan = LoanView & { account: string; reviewStatus: string };

/** The open application of `account` in the operator's queue. */
export async function openApplicationOf(
  request: APIRequestContext,
  operator: () => Record<string, string>,
  account: string,
): Promise<AdminLoan> {
  const queue = await post<AdminLoan[]>(
    request,
    '/api/admin/loan/queue',
    { status: 'open' },
    operator(),
  );
  const loan = queue.find((each) => each.account === account);
  expect(loan, `an open loan application of ${account}`).toBeTruthy();
  return loan!;
}

/** The operator decides the open application of `account` (a rejection with a reason in English). */
export async function reviewApplication(
  request: APIRequestContext,
  operator: () => Record<string, string>,
  account: string,
  decision: { decision: 'approve' } | { decision: 'reject'; reason: string },
): Promise<AdminLoan> {
  const loan = await openApplicationOf(request, operator, account);
  const body =
    decision.decision === 'approve'
      ? { loanId: loan.id, decision: 'approve', note: 'e2e: limit and identity checked' }
      : { loanId: loan.id, decision: 'reject', reason: decision.reason, reasonLocale: 'en' };
  return post<AdminLoan>(request, '/api/admin/loan/review', body, operator());
}

/** Applies for a loan through the API (the UI's own application is the journey's). */
export function applyByApi(
  request: APIRequestContext,
  session: Session,
  amount: string,
  productId = 'term30',
): Promise<LoanView> {
  return post<LoanView>(
    request,
    '/api/vue/loan/apply',
    { amount, productId },
    { ...customerHeaders(session), 'idempotency-key': randomUUID() },
  );
}

export const BORROWER_PASSWORD = 'abcd1234';
export const BORROWER_FUND_PASSWORD = '246810';

async function upload(
  request: APIRequestContext,
  session: Session,
  purpose: 'id_front' | 'id_back' | 'deposit_proof',
): Promise<number> {
  const answer = (await (
    await request.post('/api/vue/upload/image', {
      headers: customerHeaders(session),
      multipart: { purpose, file: await documentImage(purpose, 'jpeg') },
    })
  ).json()) as Answer<{ uploadId: number }>;
  expect(answer.msg, `upload ${purpose}`).toBe('');
  return answer.data.uploadId;
}

/**
 * A newcomer who registered, was verified, bound a bank account, set a trading PIN and had a
 * deposit of `deposit` yen approved: enough for a score of 60 and a small limit (docs/credit.md).
 * The demo customer's trading PIN stays unset (other specs show it so).
 */
export async function newBorrower(request: APIRequestContext, deposit: string): Promise<Session> {
  const account = newAccount();
  const session = await post<Session>(request, '/api/vue/user/register', {
    account,
    password: BORROWER_PASSWORD,
    confirmPassword: BORROWER_PASSWORD,
    invitationCode: INVITATION_CODE,
  });
  const headers = customerHeaders(session);
  const operator = await operatorHeaders(request);

  const submitted = await post<{ verificationId: number }>(
    request,
    '/api/vue/kyc/submit',
    {
      name: '山田 太郎',
      katakanaName: 'ヤマダ タロウ',
      documentType: 'my_number_card',
      idNumber: myNumber(),
      frontUploadId: await upload(request, session, 'id_front'),
      backUploadId: await upload(request, session, 'id_back'),
    },
    headers,
  );
  await post(
    request,
    '/api/admin/kyc/approve',
    { verificationId: submitted.verificationId },
    operator(),
  );

  await post(
    request,
    '/api/vue/bank/add',
    {
      country: 'JP',
      holderName: 'ヤマダ タロウ',
      bankName: '三菱UFJ銀行',
      branchName: '渋谷支店',
      branchCode: '135',
      cardType: 'futsu',
      cardNumber: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
    },
    headers,
  );
  await post(
    request,
    '/api/vue/user/setFundPassword',
    {
      loginPassword: BORROWER_PASSWORD,
      newFundPassword: BORROWER_FUND_PASSWORD,
      confirmFundPassword: BORROWER_FUND_PASSWORD,
    },
    headers,
  );

  await approvedDeposit(request, session, deposit);
  return session;
}

/** A deposit of `amount` yen (at most ¥1,000,000: one approver) made and approved. */
export async function approvedDeposit(
  request: APIRequestContext,
  session: Session,
  amount: string,
): Promise<void> {
  const headers = customerHeaders(session);
  const info = await post<{ channels: { id: number }[] }>(
    request,
    '/api/vue/funding/depositInfo',
    {},
    headers,
  );
  const depositMade = await post<{ id: number }>(
    request,
    '/api/vue/funding/deposit',
    {
      channelId: info.channels[0]!.id,
      amount,
      proofUploadId: await upload(request, session, 'deposit_proof'),
    },
    headers,
  );
  const operator = await operatorHeaders(request);
  await post(
    request,
    '/api/admin/funding/approveDeposit',
    { depositId: depositMade.id },
    operator(),
  );
}

/**
 * Makes sure the customer has at least `atLeast` yen available, with an approved deposit of that
 * much when short: the specs before one on the same server may have used the demo customer's
 * money (positions, holds, copy trading) in any order.
 */
export async function ensureAvailable(
  request: APIRequestContext,
  session: Session,
  atLeast: string,
): Promise<void> {
  const info = await post<{ assets: { availableFunds: string } }>(
    request,
    '/api/vue/user/info',
    {},
    customerHeaders(session),
  );
  if (compare(canonicalDecimal(info.assets.availableFunds), canonicalDecimal(atLeast)) >= 0) return;
  await approvedDeposit(request, session, atLeast);
}
