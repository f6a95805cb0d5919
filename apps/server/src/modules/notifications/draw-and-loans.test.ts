import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { customerTopic } from '@kabuto/contract';
import { customerNotifications } from '../../db/schema-notifications';
import type { TopicEvent } from '../../realtime/events';
import { useTestApp } from '../../test/use-test-app';
import { borrowed } from '../credit/testing';
import { publishedOffering, subscribe, verifiedCustomer } from '../ipo/testing';
import { expectOk } from '../trading/testing';

/** Notices from the batch jobs and the other desks (ADR 0039): the IPO draw and a loan review. */
const { t, admin } = useTestApp({ operators: ['admin'] });

async function noticesOf(customerId: number) {
  const rows = await t.database.db
    .select()
    .from(customerNotifications)
    .where(eq(customerNotifications.customerId, customerId));
  return rows.map((row) => ({ kind: row.kind, ...row.params }));
}

/** What the bus carries from now until the end of the test. */
function listen(): TopicEvent[] {
  const heard: TopicEvent[] = [];
  onTestFinished(t.events.subscribe((message) => heard.push(message)));
  return heard;
}

describe('a loan review', () => {
  it('tells its customer, and only them', async () => {
    const owner = await verifiedCustomer(t, '1000000');
    const other = await verifiedCustomer(t, '1000000');
    const heard = listen();
    const loan = await borrowed(t, owner, '100000');
    const notice = { kind: 'loan.reviewed', loanId: loan.id, outcome: 'approved' };
    expect(heard.filter((m) => m.event.kind === 'loan.reviewed')).toEqual([
      { topic: customerTopic(owner.id), event: { ...notice, notificationId: expect.any(Number) } },
    ]);
    expect(
      expectOk(await t.call('/notifications/list', {}, owner.headers)).items[0].notice,
    ).toEqual(notice);
    expect(await noticesOf(other.id)).toEqual([]);
  });
});

describe('the IPO draw', () => {
  it('tells every applicant their result, from the job, after the commit', async () => {
    let symbol = 1500;
    while (t.market.instrument(String(symbol))) symbol += 1;
    const offering = await publishedOffering(t, admin, {
      symbol: String(symbol),
      finalPrice: '1000',
    });
    const customer = await verifiedCustomer(t);
    const application = expectOk(
      await subscribe(t, customer, { offeringId: offering.id, lots: 1 }),
    );
    const heard = listen();
    t.clock.advanceSeconds(72 * 3600);
    expect((await t.app.ipo.runDue()).drawn).toBeGreaterThanOrEqual(1);
    const notice = {
      kind: 'ipo.drawn',
      offeringId: offering.id,
      applicationId: application.id,
      // The offering named, so the inbox says which IPO in the customer's language.
      symbol: String(symbol),
      names: { ja: 'カブトテスト', 'zh-TW': '卡布托測試', en: 'Kabuto Test' },
      allotted: true,
    };
    expect(heard.filter((m) => m.event.kind === 'ipo.drawn')).toEqual([
      {
        topic: customerTopic(customer.id),
        event: { ...notice, notificationId: expect.any(Number) },
      },
    ]);
    expect(await noticesOf(customer.id)).toEqual([notice]);
  });
});
