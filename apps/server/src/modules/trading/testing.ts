import { expect } from 'vitest';
import type { PlaceOrderRequest, TradingSettings } from '@kabuto/contract';
import { canonicalDecimal } from '@kabuto/money';
import { creditFromBankClearing } from '../../ledger';
import { logInOperator, type ApiAnswer, type TestApp } from '../../test/app';
import { newCustomer, type Customer } from '../funding/testing';

/** Test helpers for trading, through the real endpoints and the real engine. */

let keySequence = 0;
/** A fresh idempotency key, as the app makes one per ticket. */
export function ticketKey(): string {
  keySequence += 1;
  return `ticket-${process.pid}-${keySequence}-${Date.now()}`;
}

/**
 * A registered customer with money to trade. The money arrives as a real ledger entry from bank
 * clearing, as an approved deposit would post it (the deposit review itself is funding's to test).
 */
export async function tradingCustomer(t: TestApp, amountYen = '10000000'): Promise<Customer> {
  const customer = await newCustomer(t);
  await t.database.db.transaction((tx) =>
    creditFromBankClearing(tx, {
      type: 'deposit',
      reason: 'Test funding',
      idempotencyKey: `test-funding:${customer.id}:${ticketKey()}`,
      customerId: customer.id,
      currency: 'JPY',
      amount: canonicalDecimal(amountYen),
    }),
  );
  return customer;
}

export function place(
  t: TestApp,
  customer: Customer,
  body: Partial<PlaceOrderRequest>,
  key = ticketKey(),
): Promise<ApiAnswer> {
  return t.call(
    '/trade/place',
    { symbol: '7203', direction: 'long', orderType: 'market', lots: 1, leverage: 5, ...body },
    { ...customer.headers, 'idempotency-key': key },
  );
}

export function closePosition(
  t: TestApp,
  customer: Customer,
  positionId: number,
  body: Record<string, unknown> = {},
  key = ticketKey(),
): Promise<ApiAnswer> {
  return t.call(
    '/trade/close',
    { positionId, ...body },
    { ...customer.headers, 'idempotency-key': key },
  );
}

/** Moves the pinned clock and the market with it, then waits until the engine has matched every quote. */
export async function advance(t: TestApp, seconds: number): Promise<void> {
  t.clock.advanceSeconds(seconds);
  t.market.advanceTo(t.clock.now());
  await t.app.trading.whenIdle();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers as loosely as ApiAnswer.data
export function expectOk<T = any>(answer: ApiAnswer): T {
  expect({ status: answer.status, msg: answer.msg }).toEqual({ status: 1, msg: '' });
  return answer.data as T;
}

export function expectRefusal(answer: ApiAnswer, key: string) {
  expect({ status: answer.status, msg: answer.msg }).toEqual({ status: 0, msg: key });
}

/** Runs `work` with some trading settings changed by the admin, then saves the previous ones again. */
export async function withTradingSettings<T>(
  t: TestApp,
  changes: Partial<TradingSettings>,
  work: () => Promise<T>,
): Promise<T> {
  const admin = await logInOperator(t, 'admin');
  const current = expectOk<TradingSettings>(await t.callAdmin('/trading/settings', {}, admin));
  expectOk(
    await t.callAdmin(
      '/trading/saveSettings',
      { settings: { ...current, ...changes }, reason: 'Test settings' },
      admin,
    ),
  );
  try {
    return await work();
  } finally {
    const again = await logInOperator(t, 'admin');
    expectOk(
      await t.callAdmin(
        '/trading/saveSettings',
        { settings: current, reason: 'Test settings restored' },
        again,
      ),
    );
  }
}
export { CrashDatabase, STORM_SERVER_ENV, STORM_SERVER_UNSET } from './crash-database';
