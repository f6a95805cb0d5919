import { and, count, eq } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import { walletsResponse } from '@kabuto/contract';
import { customers, journalEntries } from '../../db/schema';
import { auditLog } from '../../db/schema-operators';
import { runLedgerCheck } from '../../ledger';
import { signUpAndLogIn, type ApiAnswer, type OperatorName, type TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { temporaryUploadDir, uploadImage, verifyCustomer } from '../kyc/testing';

/** Test helpers for deposits, withdrawals and exchange, through the real endpoints. */

export type Headers = Record<string, string>;
export type Customer = { account: string; password: string; headers: Headers; id: number };

/** The test clock's start, 2026-11-20 10:00 Japan time (a Friday), is inside the deposit hours. */
export const OPEN_HOURS = new Date('2026-11-20T01:00:00Z');

/** An instant in Japan time: jst('2026-11-20', '09:30') */
export function jst(day: string, time: string): Date {
  return new Date(`${day}T${time}+09:00`);
}

export function expectAnswer(answer: ApiAnswer, msg: string): void {
  expect({ status: answer.status, msg: answer.msg }).toEqual({
    status: msg === '' ? 1 : 0,
    msg,
  });
}

export async function customerIdOf(t: TestApp, account: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.account, account));
  return row!.id;
}

export async function newCustomer(t: TestApp): Promise<Customer> {
  const signed = await signUpAndLogIn(t);
  return { ...signed, id: await customerIdOf(t, signed.account) };
}

/** One text as every language's (a test's channel names, where the language does not matter). */
export function inEveryLanguage(text: string) {
  return { ja: text, 'zh-TW': text, en: text };
}

/** A channel's fields for `/funding/saveChannel`, named `name` in every language. */
export function channelBody(name: string, extra: Record<string, unknown> = {}) {
  return {
    name: inEveryLanguage(name),
    bankName: inEveryLanguage('Bank'),
    branchName: inEveryLanguage('Branch'),
    branchCode: '002',
    accountType: 'futsu',
    accountNumber: '7654321',
    accountHolder: 'カブト',
    currency: 'JPY',
    enabled: false,
    reason: 'A channel for a test',
    ...extra,
  };
}

/** The seeded demo channel (JPY). */
export async function demoChannelId(t: TestApp, headers: Headers): Promise<number> {
  const info = await t.call('/funding/depositInfo', {}, headers);
  return (info.data as { channels: { id: number }[] }).channels[0]!.id;
}

export async function proofFor(t: TestApp, headers: Headers): Promise<number> {
  return uploadImage(t, headers, 'deposit_proof');
}

/** Requests a deposit (with a fresh proof) and answers the API's answer. */
export async function requestDeposit(
  t: TestApp,
  customer: Customer,
  amount: string,
  extra: Record<string, unknown> = {},
): Promise<ApiAnswer> {
  const channelId = await demoChannelId(t, customer.headers);
  const proofUploadId = await proofFor(t, customer.headers);
  return t.call(
    '/funding/deposit',
    { channelId, amount, proofUploadId, ...extra },
    customer.headers,
  );
}

/** Deposits and has it approved (by two operators when the amount needs it). */
export async function fund(
  t: TestApp,
  customer: Customer,
  amount: string,
  operators: { admin: Headers; reviewer: Headers },
): Promise<number> {
  const requested = await requestDeposit(t, customer, amount);
  if (requested.status !== 1) throw new Error(`deposit refused: ${requested.msg}`);
  const depositId = (requested.data as { id: number }).id;
  const first = await t.callAdmin('/funding/approveDeposit', { depositId }, operators.admin);
  if (first.status !== 1) throw new Error(`approval refused: ${first.msg}`);
  if ((first.data as { status: string }).status === 'awaiting_second_approval') {
    const second = await t.callAdmin('/funding/approveDeposit', { depositId }, operators.reviewer);
    if (second.status !== 1) throw new Error(`second approval refused: ${second.msg}`);
  }
  return depositId;
}

let cardSequence = 3_000_000 + (process.pid % 1000) * 1000;

/** Binds a Japanese bank account in the verified name; answers its id. */
export async function addCard(t: TestApp, headers: Headers): Promise<number> {
  cardSequence += 1;
  const added = await t.call(
    '/bank/add',
    {
      holderName: 'ヤマダ タロウ',
      cardNumber: String(cardSequence),
      cardType: 'futsu',
      bankName: '三菱UFJ銀行',
      branchName: '渋谷支店',
      branchCode: '135',
    },
    headers,
  );
  if (added.status !== 1) throw new Error(`card refused: ${added.msg}`);
  return (added.data as { id: number }).id;
}

export const FUND_PASSWORD = '246810';

export async function setFundPassword(t: TestApp, customer: Customer): Promise<void> {
  const answer = await t.call(
    '/user/setFundPassword',
    {
      loginPassword: customer.password,
      newFundPassword: FUND_PASSWORD,
      confirmFundPassword: FUND_PASSWORD,
    },
    customer.headers,
  );
  if (answer.status !== 1) throw new Error(`fund password refused: ${answer.msg}`);
}

/** Verified, with a card and a fund password: ready to withdraw. */
export async function withdrawingCustomer(
  t: TestApp,
  reviewer: Headers,
  options: { fundPassword?: boolean } = {},
): Promise<Customer & { cardId: number }> {
  const customer = await newCustomer(t);
  await verifyCustomer(t, customer.headers, reviewer);
  const cardId = await addCard(t, customer.headers);
  if (options.fundPassword ?? true) await setFundPassword(t, customer);
  return { ...customer, cardId };
}

export async function wallet(t: TestApp, headers: Headers, currency = 'JPY') {
  const answer = await t.call('/funding/wallets', {}, headers);
  const wallets = walletsResponse.parse(answer.data);
  return wallets.find((candidate) => candidate.currency === currency)!;
}

export async function expectLedgerProven(t: TestApp): Promise<void> {
  const report = await runLedgerCheck(t.database.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}

export type Operators = { admin: Headers; reviewer: Headers };
export type Ready = Customer & { cardId: number };

/** Ready to withdraw, with `amount` deposited and approved. */
export async function fundedCustomer(
  t: TestApp,
  operators: Operators,
  amount = '100000',
): Promise<Ready> {
  const customer = await withdrawingCustomer(t, operators.reviewer);
  await fund(t, customer, amount, operators);
  return customer;
}

/** Requests a withdrawal to the customer's card with the right fund password. */
export function requestWithdrawal(
  t: TestApp,
  customer: Ready,
  amount: string,
  extra: Record<string, unknown> = {},
): Promise<ApiAnswer> {
  return t.call(
    '/funding/withdraw',
    { amount, cardId: customer.cardId, fundPassword: FUND_PASSWORD, ...extra },
    customer.headers,
  );
}

/**
 * The test app of a funding test file: uploads (deposit proofs, ID documents) in a directory of its
 * own, the admin and the reviewer logged in (two finance operators, for dual control) and any
 * `operators` besides, the clock back inside the deposit hours after each test, and the ledger
 * proven after the file. `fundedCustomer` is ready to withdraw, with money deposited and approved.
 */
export function useFundingTestApp(options: { operators?: OperatorName[] } = {}) {
  const file = useTestApp({
    uploads: temporaryUploadDir(),
    operators: ['admin', 'reviewer', ...(options.operators ?? [])],
    beforeClose: expectLedgerProven,
  });
  afterEach(() => {
    file.t.clock.set(OPEN_HOURS);
  });
  return { ...file, fundedCustomer: (amount?: string) => fundedCustomer(file.t, file, amount) };
}

/** The audit actions on one target, oldest first. */
export async function auditActions(t: TestApp, targetType: string, targetId: number | string) {
  const rows = await t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

/** How many journal entries name the deposit (its credit, once approved). */
export async function creditEntries(t: TestApp, depositId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ count: count() })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.referenceType, 'deposit'),
        eq(journalEntries.referenceId, String(depositId)),
      ),
    );
  return row?.count ?? 0;
}

/** The demo customer's funding, for tests that fund it further (the crash and connection-loss tests). */
export { DEMO_FUNDING } from './demo-seed';
