import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { positionEquity, ticketResponse, type PositionView } from '@kabuto/contract';
import { add, fromInteger, multiply, roundTo, subtract, sum } from '@kabuto/money';
import { dec } from '@kabuto/money/testing';
import { logInOperator } from '../../test/app';
import { expectLedgerProven, wallet, type Customer } from '../funding/testing';
import { advance, closePosition, expectOk, place, ticketKey, tradingCustomer } from './testing';
import { useTestApp } from '../../test/use-test-app';

/**
 * Model-based, through the HTTP API and the real engine: random sequences of market and limit
 * orders (long and short), closes at market and at a limit, cancels, added margin and price moves
 * (the pinned clock moving the simulated market from seconds to days, which also fills resting
 * orders, closes positions at the maintenance level and lets rules pass). After every step:
 * - cash + margin reconcile with the positions: held = what pending orders hold; margin = the
 *   margin of the positions that hold shares; available + held + margin = the funding + the net
 *   results of closed positions − the fees already paid on open ones;
 * - Mine's total assets = that cash + margin + each open position's profit or loss at market
 *   (a position can lose at most its margin), and Mine's profit is the same story told as profit;
 * and after every sequence the ledger check passes.
 */

const FUNDING = dec('30000000');
const SYMBOLS = ['7203', '6758', '8306'] as const;

type Step =
  | {
      kind: 'open';
      symbol: string;
      direction: 'long' | 'short';
      limitOffsetTicks: number | null;
      lots: number;
      leverage: number;
    }
  | { kind: 'close'; pick: number; limit: boolean }
  | { kind: 'cancel'; pick: number }
  | { kind: 'addMargin'; pick: number; amount: number }
  | { kind: 'move'; seconds: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      symbol: fc.constantFrom(...SYMBOLS),
      direction: fc.constantFrom('long' as const, 'short' as const),
      limitOffsetTicks: fc.option(fc.integer({ min: -3, max: 3 }), { nil: null }),
      lots: fc.integer({ min: 1, max: 3 }),
      leverage: fc.constantFrom(1, 2, 5, 10),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('close' as const),
      pick: fc.nat(),
      limit: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('addMargin' as const),
      pick: fc.nat(),
      amount: fc.integer({ min: 1, max: 200_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      seconds: fc.oneof(
        fc.integer({ min: 5, max: 900 }),
        fc.integer({ min: 900, max: 7_200 }),
        fc.integer({ min: 86_400, max: 3 * 86_400 }),
      ),
    }),
  },
);

const { t } = useTestApp({
  configure: (config) => ({ ...config, sessionTtlSeconds: 365 * 86_400 }),
});
beforeAll(async () => {
  // A sequence can move the clock for weeks: sessions must outlive it (7 days by default).
  // A high maintenance level and no day rule, so that short sequences reach automatic closes and
  // sales (the rules themselves are tested on their own in closing.test.ts).
  const admin = await logInOperator(t, 'admin');
  const settings = expectOk(await t.callAdmin('/trading/settings', {}, admin));
  expectOk(
    await t.callAdmin(
      '/trading/saveSettings',
      {
        settings: {
          ...settings,
          maintenanceLevelPercent: '85',
          warningLevelPercent: '90',
          sellAfterTradingDays: 0,
        },
        reason: 'Property test settings',
      },
      admin,
    ),
  );
});

async function allPositions(customer: Customer): Promise<PositionView[]> {
  const open = expectOk(
    await t.call('/trade/positions', { tab: 'open', limit: 100 }, customer.headers),
  );
  const closed = expectOk(
    await t.call('/trade/positions', { tab: 'closed', limit: 100 }, customer.headers),
  );
  return [...open.items, ...closed.items] as PositionView[];
}

const holdsShares = (view: PositionView) =>
  view.status === 'holding' || view.status === 'closing' || view.status === 'locked';

async function expectReconciled(customer: Customer) {
  const [positions, cash, info] = await Promise.all([
    allPositions(customer),
    wallet(t, customer.headers),
    t.call('/user/info', {}, customer.headers),
  ]);
  const open = positions.filter(holdsShares);
  expect(cash.held).toBe(
    sum(positions.filter((view) => view.status === 'pending').map((view) => view.heldAmount)),
  );
  expect(cash.margin).toBe(sum(open.map((view) => add(view.margin, view.addedMargin))));
  const closedNet = sum(
    positions.filter((view) => view.status === 'closed').map((view) => view.netPnl!),
  );
  const openFees = sum(open.map((view) => add(view.buyFee, view.serviceFee)));
  const cashTotal = sum([cash.available, cash.held, cash.margin]);
  expect(cashTotal).toBe(subtract(add(FUNDING, closedNet), openFees));

  const atMarket = sum(
    open.map((view) => {
      const marginTotal = add(view.margin, view.addedMargin);
      return subtract(positionEquity(marginTotal, view.unrealizedPnl!), marginTotal);
    }),
  );
  const assets = info.data.assets as { totalAssets: string; profit: string };
  expect(assets.totalAssets).toBe(roundTo(add(cashTotal, atMarket), 0, 'down'));
  const unrealized = sum(open.map((view) => view.unrealizedPnl!));
  expect(assets.profit).toBe(subtract(add(closedNet, unrealized), openFees));
}

async function run(customer: Customer, action: Step, positions: PositionView[]) {
  const chosen = (pick: number, wanted: (view: PositionView) => boolean) => {
    const candidates = positions.filter(wanted);
    return candidates.length === 0 ? undefined : candidates[pick % candidates.length];
  };
  switch (action.kind) {
    case 'open': {
      let body: Record<string, unknown> = {
        symbol: action.symbol,
        direction: action.direction,
        lots: action.lots,
        leverage: action.leverage,
      };
      if (action.limitOffsetTicks !== null) {
        const ticket = ticketResponse.parse(
          expectOk(await t.call('/trade/ticket', { symbol: action.symbol }, customer.headers)),
        );
        const offset = multiply(fromInteger(action.limitOffsetTicks), ticket.tickSize);
        body = { ...body, orderType: 'limit', limitPrice: add(ticket.quote.price, offset) };
      }
      return place(t, customer, body);
    }
    case 'close': {
      const target = chosen(action.pick, (view) => view.status === 'holding');
      if (!target) return null;
      if (!action.limit) return closePosition(t, customer, target.id);
      const ticket = expectOk(
        await t.call('/trade/ticket', { symbol: target.symbol }, customer.headers),
      );
      return closePosition(t, customer, target.id, {
        orderType: 'limit',
        limitPrice: ticket.quote.price,
      });
    }
    case 'cancel': {
      const target = chosen(
        action.pick,
        (view) => view.status === 'pending' || view.status === 'closing',
      );
      return target ? t.call('/trade/cancel', { positionId: target.id }, customer.headers) : null;
    }
    case 'addMargin': {
      const target = chosen(action.pick, (view) => view.status === 'holding');
      if (!target) return null;
      return t.call(
        '/trade/addMargin',
        { positionId: target.id, amount: String(action.amount) },
        { ...customer.headers, 'idempotency-key': ticketKey() },
      );
    }
    case 'move':
      await advance(t, action.seconds);
      return null;
  }
}

/** Refusals a random sequence may meet; anything else is a bug. */
const EXPECTED_REFUSALS = new Set([
  'close_min_holding_time',
  'close_before_settlement_day',
  'insufficient_available_balance',
  'exceeds_price_limit',
  // A limit a few ticks from the price can cross into a band with a coarser tick.
  'price_not_on_tick',
  'insufficient_liquidity',
  'duplicate_operation',
  'order_not_pending',
]);

describe('any sequence of orders, fills, closes and price moves', () => {
  it(
    'keeps cash, margin and profit reconciled and the ledger proven',
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), async (steps) => {
          const customer = await tradingCustomer(t, FUNDING);
          for (const action of steps) {
            const positions = await allPositions(customer);
            const answer = await run(customer, action, positions);
            if (answer && answer.status !== 1)
              expect(EXPECTED_REFUSALS, `${action.kind}: ${answer.msg}`).toContain(answer.msg);
            count(`${action.kind}:${answer ? answer.msg || 'ok' : 'nothing to do'}`);
            await t.app.trading.whenIdle();
            await expectReconciled(customer);
          }
          for (const view of await allPositions(customer)) {
            count(
              `position:${view.orderType}:${view.status}${view.closeReason ? `:${view.closeReason}` : ''}`,
            );
          }
        }),
        // A failure is reported at once with its sequence: shrinking a sequence of HTTP calls and
        // market days could outlast the test's timeout and hide what failed.
        { numRuns: 16, endOnFailure: true },
      );
      await expectLedgerProven(t);
      // What the sequences reached, for whoever reads the log (fast-check's seed varies per run).
      console.log(Object.fromEntries([...tally].sort()));
    },
  );
});

const tally = new Map<string, number>();
const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);
