import { readFileSync } from 'node:fs';
import { CUSTOMER_AUDIT_TARGET_TYPES, type ActivityEntry } from '@kabuto/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-operators';
import { supportConversations } from '../../db/schema-support';
import { recordAudit } from '../../platform/audit';
import { expectOk, place } from '../trading/testing';
import {
  type Customer,
  type Headers,
  newCustomer,
  requestWithdrawal,
  useFundingTestApp,
} from '../funding/testing';
import { verifyCustomer } from '../kyc/testing';

const { t, admin, reviewer, support, fundedCustomer } = useFundingTestApp({
  operators: ['support'],
});

async function activityOf(headers: Headers, limit = 50): Promise<ActivityEntry[]> {
  const items: ActivityEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: ActivityEntry[]; nextCursor: string | null } = expectOk(
      await t.call('/user/activity', { cursor, limit }, headers),
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return items;
}

/**
 * The scripted life of one account: identity verified, a deposit approved (in fund), a withdrawal
 * rejected, a restriction set and lifted, a position locked and unlocked, a support reply.
 */
async function scriptedAccount(): Promise<Customer> {
  const customer = await fundedCustomer('1000000');
  const withdrawal = expectOk<{ id: number }>(await requestWithdrawal(t, customer, '1000'));
  expectOk(
    await t.callAdmin(
      '/funding/rejectWithdraw',
      { withdrawalId: withdrawal.id, reason: 'Card holder name differs' },
      admin,
    ),
  );
  const restriction = { customerId: customer.id, kind: 'withdraw_barred' };
  expectOk(
    await t.callAdmin('/customers/restrict', { ...restriction, reason: 'Card check' }, reviewer),
  );
  expectOk(
    await t.callAdmin('/customers/lift', { ...restriction, reason: 'Card checked' }, reviewer),
  );
  const position = expectOk<{ id: number }>(await place(t, customer, { symbol: '8306' }));
  expectOk(
    await t.callAdmin(
      '/trading/lockPosition',
      { positionId: position.id, reason: 'Suspicious pattern' },
      reviewer,
    ),
  );
  expectOk(
    await t.callAdmin(
      '/trading/unlockPosition',
      { positionId: position.id, reason: 'Cleared' },
      reviewer,
    ),
  );
  expectOk(
    await t.call('/support/send', { body: 'Why was my withdrawal rejected?' }, customer.headers),
  );
  const [conversation] = await t.database.db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(eq(supportConversations.customerId, customer.id));
  expectOk(
    await t.callAdmin(
      '/support/reply',
      { conversationId: conversation!.id, body: 'We wrote the reason on it.' },
      support,
    ),
  );
  return customer;
}

describe('account activity', () => {
  it('shows every operator action on the account, by role, with its reason, and nothing of anyone else', async () => {
    const customer = await scriptedAccount();
    const other = await newCustomer(t);
    await verifyCustomer(t, other.headers, reviewer);

    const mine = await activityOf(customer.headers, 3);
    // Newest first; the support reply assigned the conversation too.
    expect(mine.map((entry) => entry.action).reverse()).toEqual([
      'kyc.approve',
      ...(mine.some((entry) => entry.action === 'deposit.approve_first')
        ? ['deposit.approve_first']
        : []),
      'deposit.approve',
      'withdrawal.reject',
      'customer.restrict',
      'customer.lift_restriction',
      'trading.lock_position',
      'trading.unlock_position',
      'support.reply',
    ]);
    const byAction = new Map(mine.map((entry) => [entry.action, entry]));
    expect(byAction.get('kyc.approve')).toMatchObject({
      role: 'compliance',
      operatorReason: null,
      reasonKey: 'kyc_approved',
      detail: { fromStatus: 'pending', toStatus: 'verified' },
    });
    expect(byAction.get('deposit.approve')).toMatchObject({
      role: 'finance',
      detail: { toStatus: 'approved', amount: '1000000', currency: 'JPY' },
    });
    expect(byAction.get('withdrawal.reject')).toMatchObject({
      role: 'finance',
      operatorReason: 'Card holder name differs',
      reasonKey: null,
      detail: { fromStatus: 'pending', toStatus: 'rejected', amount: '1000' },
    });
    expect(byAction.get('customer.restrict')).toMatchObject({
      role: 'compliance',
      operatorReason: 'Card check',
      detail: { restriction: 'withdraw_barred' },
    });
    expect(byAction.get('customer.lift_restriction')).toMatchObject({
      operatorReason: 'Card checked',
      detail: { restriction: 'withdraw_barred' },
    });
    expect(byAction.get('trading.lock_position')).toMatchObject({
      operatorReason: 'Suspicious pattern',
      detail: { fromStatus: 'holding', toStatus: 'locked' },
    });
    expect(byAction.get('support.reply')).toMatchObject({
      role: 'support',
      reasonKey: 'support_replied',
    });
    // No operator is named, and no internal field leaves the server.
    const shown = JSON.stringify(mine);
    for (const hidden of ['admin', 'reviewer', 'desk', 'operatorId', 'entryId', 'customerId'])
      expect(shown).not.toContain(hidden);

    const theirs = await activityOf(other.headers);
    expect(theirs.map((entry) => entry.action)).toEqual(['kyc.approve']);
    const mineIds = new Set(mine.map((entry) => entry.id));
    expect(theirs.some((entry) => mineIds.has(entry.id))).toBe(false);

    // Every entry written on a customer-owned target names its customer.
    const unnamed = await t.database.db
      .select({ id: auditLog.id, action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.targetType, [...CUSTOMER_AUDIT_TARGET_TYPES]),
          isNull(auditLog.customerId),
        ),
      );
    expect(unnamed).toEqual([]);
  });

  it('pages by cursor without losing or repeating an entry', async () => {
    const customer = await scriptedAccount();
    const whole = await activityOf(customer.headers, 50);
    const paged = await activityOf(customer.headers, 2);
    expect(paged.map((entry) => entry.id)).toEqual(whole.map((entry) => entry.id));
    expect(new Set(paged.map((entry) => entry.id)).size).toBe(paged.length);
  });

  it('is for signed-in customers only', async () => {
    expect((await t.call('/user/activity', {})).httpStatus).toBe(401);
  });
});

describe('the audit writer', () => {
  it('refuses an entry on a customer-owned target without its customer, or an action the app cannot name', async () => {
    const base = {
      operatorId: null,
      reason: 'test',
      before: null,
      after: null,
      ipAddress: null,
    };
    await expect(
      recordAudit(t.database.db, {
        ...base,
        action: 'deposit.approve',
        targetType: 'deposit',
        targetId: 1,
      }),
    ).rejects.toThrow(/must name its customer/);
    await expect(
      recordAudit(t.database.db, {
        ...base,
        action: 'deposit.something_new',
        targetType: 'deposit',
        targetId: 1,
        customerId: 1,
      }),
    ).rejects.toThrow(/not in CUSTOMER_AUDIT_ACTIONS/);
  });
});

describe('the migration’s backfill', () => {
  it('names the customer on entries written before the column existed', async () => {
    const customer = await newCustomer(t);
    const verificationId = await verifyCustomer(t, customer.headers, reviewer);
    // An entry as the old writer left it: no customer.
    await t.database.db.insert(auditLog).values({
      operatorId: null,
      action: 'kyc.approve',
      targetType: 'identity_verification',
      targetId: String(verificationId),
      reason: 'old',
    });
    const file = readFileSync(
      new URL('../../db/migrations/0027_audit_customer.sql', import.meta.url),
      'utf8',
    );
    const handWritten = file.slice(file.indexOf('-- hand-written:'));
    for (const statement of handWritten.split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement));
    const rows = await t.database.db
      .select({ customerId: auditLog.customerId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'identity_verification'),
          eq(auditLog.targetId, String(verificationId)),
        ),
      );
    expect(rows).toEqual([{ customerId: customer.id }, { customerId: customer.id }]);
    // The log is append-only again.
    await expect(
      t.database.db.execute(
        sql`UPDATE audit_log SET reason = 'changed' WHERE id = (SELECT max(id) FROM audit_log)`,
      ),
    ).rejects.toThrow();
  });
});
