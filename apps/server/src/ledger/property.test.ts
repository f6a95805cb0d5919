import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyScale, type CurrencyCode } from '@kabuto/contract';
import { negate, parseDecimal, toDecimalString, type DecimalString } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import type { Transaction } from '../db/client';
import { AppError } from '../platform/app-error';
import {
  chargeCustomer,
  creditFromBankClearing,
  customerAccount,
  exchangeCurrency,
  getCustomerBalances,
  holdFunds,
  payOutHeldToBankClearing,
  postEntry,
  releaseHeldFunds,
  runLedgerCheck,
  type PostedEntry,
} from './index';
import { useLedgerDatabase } from './testing';

/**
 * Model-based: random sequences of deposits, holds, releases, payouts, fees, exchanges and
 * customer-to-customer transfers (some two to a transaction, some retried with the same key) run
 * against the ledger and against a model of minor units held in bigints. After every sequence the
 * balances equal the model's, no customer balance is negative and the ledger check passes.
 */

const CURRENCIES: CurrencyCode[] = ['JPY', 'USD', 'KRW', 'INR'];
const CUSTOMERS = 3;

/**
 * A step as generated. Movements out of an account name a share of what the model says the
 * account holds (1% to 110%: above 100% the ledger must refuse), so that sequences mostly move
 * real money instead of bouncing off empty wallets; deposits and exchange proceeds are absolute.
 */
type StepSpec =
  | { kind: 'deposit'; customer: number; currency: CurrencyCode; units: bigint }
  | {
      kind: 'hold' | 'release' | 'payout' | 'fee';
      customer: number;
      currency: CurrencyCode;
      percent: number;
    }
  | {
      kind: 'exchange';
      customer: number;
      sell: CurrencyCode;
      percent: number;
      buy: CurrencyCode;
      buyUnits: bigint;
    }
  | { kind: 'transfer'; customer: number; to: number; currency: CurrencyCode; percent: number };

/** The same step with its amounts worked out against the model. */
type Step =
  | {
      kind: 'deposit' | 'hold' | 'release' | 'payout' | 'fee';
      customer: number;
      currency: CurrencyCode;
      units: bigint;
    }
  | {
      kind: 'exchange';
      customer: number;
      sell: CurrencyCode;
      sellUnits: bigint;
      buy: CurrencyCode;
      buyUnits: bigint;
    }
  | { kind: 'transfer'; customer: number; to: number; currency: CurrencyCode; units: bigint };

/** A transaction: one or two steps that commit together or not at all; `retry` posts it twice. */
type Operation = { steps: StepSpec[]; retry: boolean };

const units = fc.bigInt({ min: 1n, max: 1_000_000n });
const percent = fc.integer({ min: 1, max: 110 });
const customer = fc.integer({ min: 0, max: CUSTOMERS - 1 });
const currency = fc.constantFrom(...CURRENCIES);

const stepSpec: fc.Arbitrary<StepSpec> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('deposit' as const), customer, currency, units }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constantFrom('hold' as const, 'release' as const, 'payout' as const, 'fee' as const),
      customer,
      currency,
      percent,
    }),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({
        kind: fc.constant('exchange' as const),
        customer,
        sell: currency,
        percent,
        buy: currency,
        buyUnits: units,
      })
      .filter((s) => s.sell !== s.buy),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ kind: fc.constant('transfer' as const), customer, to: customer, currency, percent })
      .filter((s) => s.customer !== s.to),
  },
);
const funding = fc.array(
  fc.oneof({ weight: 1, arbitrary: fc.constant(0n) }, { weight: 4, arbitrary: units }),
  {
    minLength: CUSTOMERS * CURRENCIES.length,
    maxLength: CUSTOMERS * CURRENCIES.length,
  },
);
const operation: fc.Arbitrary<Operation> = fc.record({
  steps: fc.array(stepSpec, { minLength: 1, maxLength: 2 }),
  retry: fc.boolean(),
});

function toAmount(value: bigint, code: CurrencyCode): DecimalString {
  const scale = currencyScale(code);
  if (scale === 0) return dec(value.toString());
  const digits = value.toString().padStart(scale + 1, '0');
  return dec(`${digits.slice(0, -scale)}.${digits.slice(-scale)}`);
}

/** Minor units per (customer index, currency, purpose). */
type Model = Map<string, bigint>;
const slot = (customerIndex: number, code: CurrencyCode, purpose: 'available' | 'held') =>
  `${customerIndex}:${code}:${purpose}`;

/** A share of what the slot holds, at least one minor unit. */
function share(model: Model, key: string, pct: number): bigint {
  const amount = ((model.get(key) ?? 0n) * BigInt(pct)) / 100n;
  return amount > 0n ? amount : 1n;
}

function resolveStep(model: Model, s: StepSpec): Step {
  switch (s.kind) {
    case 'deposit':
      return s;
    case 'hold':
    case 'fee':
    case 'release':
    case 'payout': {
      // Holds and fees take from what is available; releases and payouts from what is held.
      const from = s.kind === 'hold' || s.kind === 'fee' ? 'available' : 'held';
      return {
        kind: s.kind,
        customer: s.customer,
        currency: s.currency,
        units: share(model, slot(s.customer, s.currency, from), s.percent),
      };
    }
    case 'exchange':
      return { ...s, sellUnits: share(model, slot(s.customer, s.sell, 'available'), s.percent) };
    case 'transfer':
      return {
        kind: s.kind,
        customer: s.customer,
        to: s.to,
        currency: s.currency,
        units: share(model, slot(s.customer, s.currency, 'available'), s.percent),
      };
  }
}

/** The changes a step makes to the model, or null when the ledger must refuse it. */
function effect(model: Model, s: Step): Map<string, bigint> | null {
  const changes = new Map<string, bigint>();
  const change = (key: string, delta: bigint) => changes.set(key, (changes.get(key) ?? 0n) + delta);
  switch (s.kind) {
    case 'deposit':
      change(slot(s.customer, s.currency, 'available'), s.units);
      break;
    case 'hold':
    case 'fee':
      change(slot(s.customer, s.currency, 'available'), -s.units);
      if (s.kind === 'hold') change(slot(s.customer, s.currency, 'held'), s.units);
      break;
    case 'release':
      change(slot(s.customer, s.currency, 'held'), -s.units);
      change(slot(s.customer, s.currency, 'available'), s.units);
      break;
    case 'payout':
      change(slot(s.customer, s.currency, 'held'), -s.units);
      break;
    case 'exchange':
      change(slot(s.customer, s.sell, 'available'), -s.sellUnits);
      change(slot(s.customer, s.buy, 'available'), s.buyUnits);
      break;
    case 'transfer':
      change(slot(s.customer, s.currency, 'available'), -s.units);
      change(slot(s.to, s.currency, 'available'), s.units);
      break;
  }
  for (const [key, delta] of changes) if ((model.get(key) ?? 0n) + delta < 0n) return null;
  return changes;
}

function post(tx: Transaction, s: Step, ids: number[], key: string): Promise<PostedEntry> {
  const meta = { type: s.kind, reason: `Property step ${s.kind}`, idempotencyKey: key };
  const customerId = ids[s.customer]!;
  switch (s.kind) {
    case 'deposit':
      return creditFromBankClearing(tx, {
        ...meta,
        customerId,
        currency: s.currency,
        amount: toAmount(s.units, s.currency),
      });
    case 'hold':
      return holdFunds(tx, {
        ...meta,
        customerId,
        currency: s.currency,
        amount: toAmount(s.units, s.currency),
      });
    case 'release':
      return releaseHeldFunds(tx, {
        ...meta,
        customerId,
        currency: s.currency,
        amount: toAmount(s.units, s.currency),
      });
    case 'payout':
      return payOutHeldToBankClearing(tx, {
        ...meta,
        customerId,
        currency: s.currency,
        amount: toAmount(s.units, s.currency),
      });
    case 'fee':
      return chargeCustomer(tx, {
        ...meta,
        customerId,
        currency: s.currency,
        amount: toAmount(s.units, s.currency),
        to: 'fee_revenue',
      });
    case 'exchange':
      return exchangeCurrency(tx, {
        ...meta,
        customerId,
        sell: { currency: s.sell, amount: toAmount(s.sellUnits, s.sell) },
        buy: { currency: s.buy, amount: toAmount(s.buyUnits, s.buy) },
      });
    case 'transfer':
      return postEntry(tx, {
        ...meta,
        postings: [
          {
            account: customerAccount(customerId, s.currency),
            amount: negate(toAmount(s.units, s.currency)),
          },
          {
            account: customerAccount(ids[s.to]!, s.currency),
            amount: toAmount(s.units, s.currency),
          },
        ],
      });
  }
}

const REFUSALS = new Set(['insufficient_available_balance', 'insufficient_balance']);

let run = 0;

const ledger = useLedgerDatabase({ checkAfterEach: false });

describe('ledger invariants under random sequences', () => {
  it('keeps balances equal to the model, never negative, and the ledger check ok', async () => {
    await fc.assert(
      fc.asyncProperty(
        funding,
        fc.array(operation, { minLength: 3, maxLength: 25 }),
        async (initial, operations) => {
          run += 1;
          const ids: number[] = [];
          for (let index = 0; index < CUSTOMERS; index += 1) ids.push(await ledger.customer());
          const model: Model = new Map();
          // Opening deposits (zero for some wallets), so most movements have something to move.
          for (const [index, amount] of initial.entries()) {
            if (amount === 0n) continue;
            const customerIndex = Math.floor(index / CURRENCIES.length);
            const code = CURRENCIES[index % CURRENCIES.length]!;
            const s: Step = {
              kind: 'deposit',
              customer: customerIndex,
              currency: code,
              units: amount,
            };
            await ledger.db.transaction((tx) => post(tx, s, ids, `prop:${run}:open:${index}`));
            model.set(slot(customerIndex, code, 'available'), amount);
          }
          for (const [opIndex, op] of operations.entries()) {
            // Expected outcome: all steps apply in order, or (one refused) none do.
            const trial: Model = new Map(model);
            let refused = false;
            const steps: Step[] = [];
            for (const spec of op.steps) {
              const s = resolveStep(trial, spec);
              steps.push(s);
              const changes = effect(trial, s);
              if (!changes) {
                refused = true;
                break;
              }
              for (const [key, delta] of changes) trial.set(key, (trial.get(key) ?? 0n) + delta);
            }
            const keys = op.steps.map((_, stepIndex) => `prop:${run}:${opIndex}:${stepIndex}`);
            // A refused operation still tries every step up to and including the refused one.
            const attempt = () =>
              ledger.db.transaction(async (tx) => {
                const results: PostedEntry[] = [];
                for (const [stepIndex, s] of steps.entries())
                  results.push(await post(tx, s, ids, keys[stepIndex]!));
                return results;
              });
            if (refused) {
              const error: unknown = await attempt().then(
                () => undefined,
                (caught: unknown) => caught,
              );
              expect(error).toBeInstanceOf(AppError);
              expect(REFUSALS.has((error as AppError).key)).toBe(true);
              continue;
            }
            const first = await attempt();
            expect(first.every((result) => !result.replayed)).toBe(true);
            if (op.retry) {
              const second = await attempt();
              expect(second).toEqual(first.map((result) => ({ ...result, replayed: true })));
            }
            for (const [key, value] of trial) model.set(key, value);
          }
          for (const [index, customerId] of ids.entries()) {
            for (const account of await getCustomerBalances(ledger.db, customerId)) {
              expect(account.balance.startsWith('-')).toBe(false);
              if (account.purpose !== 'available' && account.purpose !== 'held') continue;
              const expected = model.get(slot(index, account.currency, account.purpose)) ?? 0n;
              expect(`${account.currency} ${account.purpose} ${account.balance}`).toBe(
                `${account.currency} ${account.purpose} ${toDecimalString(parseDecimal(toAmount(expected, account.currency)))}`,
              );
            }
          }
          const report = await runLedgerCheck(ledger.db);
          expect(report.problems).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  }, 180_000);
});
