import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers } from '../../db/schema';
import { runLedgerCheck } from '../../ledger';
import { signUpAndLogIn, type ApiAnswer, type TestApp } from '../../test/app';
import { uploadImage, verifyCustomer } from '../kyc/testing';

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
  const wallets = answer.data as { currency: string; available: string; held: string; margin: string; loan: string }[];
  return wallets.find((candidate) => candidate.currency === currency)!;
}

export async function expectLedgerProven(t: TestApp): Promise<void> {
  const report = await runLedgerCheck(t.database.db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
}
