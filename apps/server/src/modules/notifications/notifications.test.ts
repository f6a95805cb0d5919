import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customerTopic,
  ticketResponse,
  type PositionView,
  type RealtimeEvent,
} from '@kabuto/contract';
import { customerNotifications } from '../../db/schema-notifications';
import type { TopicEvent } from '../../realtime/events';
import { until } from '../../test/until';
import {
  fund,
  newCustomer,
  requestDeposit,
  useFundingTestApp,
  type Customer,
} from '../funding/testing';
import { authedSocket, listenForSockets } from '../support/testing';
import {
  advance,
  closePosition,
  expectOk,
  expectRefusal,
  place,
  tradingCustomer,
} from '../trading/testing';

/**
 * The notifications inbox and the live notices (ADR 0039): written with the change, announced on
 * the owner's topic only after the commit, read and marked by the owner only.
 */
const { t, admin, reviewer } = useFundingTestApp();

const list = (customer: Customer, body: Record<string, unknown> = {}) =>
  t.call('/notifications/list', body, customer.headers);
const unread = async (customer: Customer) =>
  expectOk<{ count: number }>(await t.call('/notifications/unread', {}, customer.headers)).count;

/** Every event the app's bus carries while `work` runs (the bus every process's hub hears). */
async function busEventsDuring(work: () => Promise<void>): Promise<TopicEvent[]> {
  const heard: TopicEvent[] = [];
  const unsubscribe = t.events.subscribe((message) => heard.push(message));
  try {
    await work();
  } finally {
    unsubscribe();
  }
  return heard;
}

describe('a deposit decision', () => {
  it('is kept in its owner’s inbox and announced on their topic only, over the socket too', async () => {
    const url = await listenForSockets(t);
    const alice = await newCustomer(t);
    const bob = await newCustomer(t);
    const aliceSocket = await authedSocket(url, { op: 'auth', token: alice.headers.token! });
    const bobSocket = await authedSocket(url, { op: 'auth', token: bob.headers.token! });

    let depositId = 0;
    const heard = await busEventsDuring(async () => {
      depositId = await fund(t, alice, '50000', { admin, reviewer });
    });
    const expected = { kind: 'deposit.reviewed', depositId, outcome: 'approved' };
    expect(heard).toEqual([
      {
        topic: customerTopic(alice.id),
        event: { ...expected, notificationId: expect.any(Number) },
      },
    ]);
    await until(() => aliceSocket.events().length === 1);
    expect(aliceSocket.events()[0]!.event).toEqual(heard[0]!.event);

    const page = expectOk(await list(alice));
    expect(page).toEqual({
      items: [
        {
          id: (heard[0]!.event as RealtimeEvent & { notificationId: number }).notificationId,
          notice: expected,
          createdAt: expect.any(String),
          readAt: null,
        },
      ],
      nextCursor: null,
    });
    expect(await unread(alice)).toBe(1);
    // Bob heard nothing and has nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bobSocket.events()).toEqual([]);
    expect(expectOk(await list(bob)).items).toEqual([]);
    expect(await unread(bob)).toBe(0);
    aliceSocket.close();
    bobSocket.close();
  });

  it('a rejection is a notice too; a first approval of a large amount is not', async () => {
    const customer = await newCustomer(t);
    const requested = expectOk<{ id: number }>(await requestDeposit(t, customer, '20000'));
    expectOk(
      await t.callAdmin(
        '/funding/rejectDeposit',
        { depositId: requested.id, reason: 'The slip is unreadable' },
        reviewer,
      ),
    );
    const large = expectOk<{ id: number }>(await requestDeposit(t, customer, '9000000'));
    const first = expectOk(
      await t.callAdmin('/funding/approveDeposit', { depositId: large.id }, admin),
    );
    expect(first.status).toBe('awaiting_second_approval');
    const notices = expectOk(await list(customer)).items.map(
      (item: { notice: unknown }) => item.notice,
    );
    expect(notices).toEqual([
      { kind: 'deposit.reviewed', depositId: requested.id, outcome: 'rejected' },
    ]);
  });
});

describe('the inbox', () => {
  it('pages newest first; marks one and all read; nobody reads or marks another’s', async () => {
    const alice = await newCustomer(t);
    const bob = await newCustomer(t);
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push(await fund(t, alice, '10000', { admin, reviewer }));

    const first = expectOk(await list(alice, { limit: 2 }));
    expect(
      first.items.map((item: { notice: { depositId: number } }) => item.notice.depositId),
    ).toEqual([ids[2], ids[1]]);
    const second = expectOk(await list(alice, { limit: 2, cursor: first.nextCursor }));
    expect(
      second.items.map((item: { notice: { depositId: number } }) => item.notice.depositId),
    ).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();

    const newest = first.items[0].id as number;
    // Bob can neither mark nor see Alice's notification: the same answer as a missing one.
    expectRefusal(
      await t.call('/notifications/read', { id: newest }, bob.headers),
      'notification_not_found',
    );
    expectRefusal(
      await t.call('/notifications/read', { id: 999_999_999 }, bob.headers),
      'notification_not_found',
    );
    expect(expectOk(await t.call('/notifications/readAll', {}, bob.headers))).toEqual({
      marked: 0,
    });
    expect(await unread(alice)).toBe(3);

    expectOk(await t.call('/notifications/read', { id: newest }, alice.headers));
    expect(await unread(alice)).toBe(2);
    const unreadOnly = expectOk(await list(alice, { unreadOnly: true }));
    expect(unreadOnly.items.map((item: { id: number }) => item.id)).not.toContain(newest);
    expect(expectOk(await t.call('/notifications/readAll', {}, alice.headers))).toEqual({
      marked: 2,
    });
    expect(await unread(alice)).toBe(0);
    const rows = await t.database.db
      .select()
      .from(customerNotifications)
      .where(eq(customerNotifications.customerId, alice.id));
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
  });

  it('answers nothing without a session', async () => {
    expect((await t.call('/notifications/unread', {}, {})).msg).toBe('unauthorized');
  });
});

describe('the engine', () => {
  /** Moves the market in 5-second steps until `done` holds, for up to two hours. */
  async function advanceUntil(done: () => Promise<boolean>): Promise<boolean> {
    for (let step = 0; step < 120 * 12; step += 1) {
      if (await done()) return true;
      await advance(t, 5);
    }
    return done();
  }

  it('tells the customer of a limit order filled and of a close order filled, after the commit', async () => {
    const customer = await tradingCustomer(t);
    const status = async (positionId: number) =>
      expectOk<PositionView>(await t.call('/trade/position', { positionId }, customer.headers))
        .status;
    const ticket = ticketResponse.parse(
      expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers)),
    );
    const pending = expectOk<PositionView>(
      await place(t, customer, {
        orderType: 'limit',
        limitPrice: ticket.book.bids[0]!.price,
        lots: 1,
      }),
    );
    const heard = await busEventsDuring(async () => {
      expect(await advanceUntil(async () => (await status(pending.id)) === 'holding')).toBe(true);
    });
    // Named as the market names the stock, so the toast and the inbox read right in any language.
    const names = { ja: 'トヨタ自動車', en: 'Toyota Motor', 'zh-TW': '豐田汽車' };
    const filled = { kind: 'order.filled', positionId: pending.id, symbol: '7203', names };
    expect(heard).toEqual([
      {
        topic: customerTopic(customer.id),
        event: { ...filled, notificationId: expect.any(Number) },
      },
    ]);

    // Closable from the second trading day after opening.
    const opened = expectOk<PositionView>(
      await t.call('/trade/position', { positionId: pending.id }, customer.headers),
    );
    t.clock.set(new Date(opened.closableFrom!));
    t.market.advanceTo(t.clock.now());
    await t.app.trading.whenIdle();
    const again = ticketResponse.parse(
      expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers)),
    );
    // Above the best bid: the close order rests until a quote reaches it.
    expectOk(
      await closePosition(t, customer, pending.id, {
        orderType: 'limit',
        limitPrice: again.book.asks[0]!.price,
      }),
    );
    const closing = await busEventsDuring(async () => {
      expect(await advanceUntil(async () => (await status(pending.id)) === 'closed')).toBe(true);
    });
    const closed = {
      kind: 'position.closed',
      positionId: pending.id,
      symbol: '7203',
      names,
      reason: 'customer',
    };
    expect(closing.map((message) => message.event)).toEqual([
      { ...closed, notificationId: expect.any(Number) },
    ]);
    const notices = expectOk(await list(customer)).items.map(
      (item: { notice: unknown }) => item.notice,
    );
    expect(notices).toEqual([closed, filled]);
  });
});
