import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyScale, walletsResponse, type CurrencyCode } from '@kabuto/contract';
import {
  add,
  compare,
  divide,
  fromInteger,
  isNegative,
  multiply,
  roundTo,
  subtract,
  type DecimalString,
} from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { runLedgerCheck } from '../../ledger';
import {
  demoChannelId,
  FUND_PASSWORD,
  proofFor,
  useFundingTestApp,
  withdrawingCustomer,
  type Customer,
} from './testing';

/**
 * Model-based, through the HTTP API: random sequences of deposits, withdrawals and exchanges, each
 * approved or rejected (a decision sometimes sent twice), run against the server and against a
 * model of the customer's wallets. Every refusal must be the one the model predicts; after every
 * sequence the wallets equal the model, none is negative and the ledger check passes.
 */

const CURRENCIES: CurrencyCode[] = ['JPY', 'USD', 'KRW'];

type Decision = 'approve' | 'reject' | 'approve_twice';
type Step =
  | { kind: 'deposit'; amount: number; decision: Decision }
  | { kind: 'withdraw'; percent: number; decision: Decision }
  | { kind: 'exchange'; from: CurrencyCode; to: CurrencyCode; percent: number };

const decision = fc.constantFrom<Decision>('approve', 'reject', 'approve_twice');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: fc.integer({ min: 5_000, max: 3_000_000 }),
    decision,
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    percent: fc.integer({ min: 1, max: 120 }),
    decision,
  }),
  fc.record({
    kind: fc.constant('exchange' as const),
    from: fc.constantFrom(...CURRENCIES),
    to: fc.constantFrom(...CURRENCIES),
    percent: fc.integer({ min: 1, max: 110 }),
  }),
);

const { t, admin, reviewer } = useFundingTestApp();

type Model = Record<CurrencyCode, { available: DecimalString; held: DecimalString }>;

function share(amount: DecimalString, percent: number, currency: CurrencyCode): DecimalString {
  const part = divide(multiply(amount, fromInteger(percent)), dec('100'));
  return roundTo(part, currencyScale(currency), 'down');
}

/** Approves (twice when the amount needs two operators) or rejects; answers the final status. */
async function decide(kind: 'Deposit' | 'Withdraw', id: number, choice: Decision) {
  const idField = kind === 'Deposit' ? { depositId: id } : { withdrawalId: id };
  if (choice === 'reject') {
    const rejected = await t.callAdmin(
      `/funding/reject${kind}`,
      { ...idField, reason: 'Property test' },
      reviewer,
    );
    expect(rejected.msg).toBe('');
    return 'rejected';
  }
  let answer = await t.callAdmin(`/funding/approve${kind}`, idField, admin);
  expect(answer.msg).toBe('');
  if (answer.data.status === 'awaiting_second_approval') {
    answer = await t.callAdmin(`/funding/approve${kind}`, idField, reviewer);
    expect(answer.msg).toBe('');
  }
  if (choice === 'approve_twice') {
    const again = await t.callAdmin(`/funding/approve${kind}`, idField, reviewer);
    expect(again.msg).toBe('funding_request_closed');
  }
  return 'approved';
}

async function run(customer: Customer & { cardId: number }, steps: Step[], model: Model) {
  const channelId = await demoChannelId(t, customer.headers);
  for (const current of steps) {
    if (current.kind === 'deposit') {
      const amount = fromInteger(current.amount);
      const proofUploadId = await proofFor(t, customer.headers);
      const answer = await t.call(
        '/funding/deposit',
        { channelId, amount, proofUploadId },
        customer.headers,
      );
      expect(answer.msg).toBe(current.amount < 10_000 ? 'amount_below_minimum' : '');
      if (answer.status !== 1) continue;
      if ((await decide('Deposit', answer.data.id, current.decision)) === 'approved') {
        model.JPY.available = add(model.JPY.available, amount);
      }
    } else if (current.kind === 'withdraw') {
      const amount = share(model.JPY.available, current.percent, 'JPY');
      const expected =
        compare(amount, dec('0')) === 0
          ? 'amount_invalid'
          : compare(amount, dec('1000')) < 0
            ? 'amount_below_minimum'
            : compare(amount, dec('5000000')) > 0
              ? 'amount_above_maximum'
              : compare(amount, model.JPY.available) > 0
                ? 'insufficient_withdrawable'
                : '';
      const answer = await t.call(
        '/funding/withdraw',
        { amount, cardId: customer.cardId, fundPassword: FUND_PASSWORD },
        customer.headers,
      );
      expect(answer.msg).toBe(expected);
      if (answer.status !== 1) continue;
      model.JPY.available = subtract(model.JPY.available, amount);
      model.JPY.held = add(model.JPY.held, amount);
      const status = await decide('Withdraw', answer.data.id, current.decision);
      model.JPY.held = subtract(model.JPY.held, amount);
      if (status === 'rejected') model.JPY.available = add(model.JPY.available, amount);
    } else {
      const available = model[current.from].available;
      const base = current.percent > 100 ? add(available, dec('1')) : available;
      const amount = share(base, Math.min(current.percent, 100), current.from);
      if (compare(amount, dec('0')) <= 0) continue;
      const quoted = await t.call(
        '/fx/quote',
        { from: current.from, to: current.to, amount },
        customer.headers,
      );
      if (current.from === current.to) {
        expect(quoted.msg).toBe('fx_same_currency');
        continue;
      }
      if (quoted.msg === 'fx_amount_too_small') continue;
      expect(quoted.msg).toBe('');
      const done = await t.call('/fx/exchange', { quoteId: quoted.data.quoteId }, customer.headers);
      expect(done.msg).toBe(compare(amount, available) > 0 ? 'insufficient_available_balance' : '');
      if (done.status !== 1) continue;
      model[current.from].available = subtract(model[current.from].available, amount);
      model[current.to].available = add(model[current.to].available, quoted.data.toAmount);
    }
  }
}

describe('random sequences of deposits, withdrawals, exchanges, approvals and rejections', () => {
  it('keep the wallets equal to the model and every ledger invariant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 10 }), async (steps) => {
        const customer = await withdrawingCustomer(t, reviewer);
        const model = Object.fromEntries(
          CURRENCIES.map((currency) => [currency, { available: dec('0'), held: dec('0') }]),
        ) as Model;
        await run(customer, steps, model);
        const wallets = walletsResponse.parse(
          (await t.call('/funding/wallets', {}, customer.headers)).data,
        );
        for (const currency of CURRENCIES) {
          const wallet = wallets.find((candidate) => candidate.currency === currency)!;
          expect({ currency, available: wallet.available, held: wallet.held }).toEqual({
            currency,
            ...model[currency],
          });
        }
        expect(
          wallets.every((wallet) => !isNegative(wallet.available) && !isNegative(wallet.held)),
        ).toBe(true);
        const report = await runLedgerCheck(t.database.db);
        expect(report.problems).toEqual([]);
      }),
      { numRuns: 20 },
    );
  }, 600_000);
});
