import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerRestrictions, customerSessions, customers } from '../db/schema';
import { eq } from 'drizzle-orm';
import { signUpAndLogIn } from '../test/app';
import { useTestApp } from '../test/use-test-app';

const { t } = useTestApp();

async function customerIdOf(account: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.account, account));
  return row!.id;
}

/**
 * Signed-in requests answer from the session cache (platform/session-cache.ts), and any change to
 * a customer's sessions or restrictions, by whatever code or tool, takes effect at the next
 * request: the database announces it (migration 0012) and the cache forgets the customer.
 */
describe('the session cache', () => {
  it('serves a known session without asking the database, which a change without a notice shows', async () => {
    const customer = await signUpAndLogIn(t);
    const id = await customerIdOf(customer.account);
    expect((await t.call('/user/info', {}, customer.headers)).status).toBe(1);
    expect(t.app.sessionNotices.cache.size).toBeGreaterThan(0);
    // Revoked behind the notices' back: the cache still knows the session. (Nothing in Kabuto can
    // do this; it shows that the cache, not the database, answered.)
    await t.database.db.execute(
      sql`ALTER TABLE customer_sessions DISABLE TRIGGER customer_sessions_announce`,
    );
    try {
      await t.database.db
        .update(customerSessions)
        .set({ revokedAt: t.clock.now(), revokedReason: 'test' })
        .where(eq(customerSessions.customerId, id));
      expect((await t.call('/user/info', {}, customer.headers)).status).toBe(1);
    } finally {
      await t.database.db.execute(
        sql`ALTER TABLE customer_sessions ENABLE TRIGGER customer_sessions_announce`,
      );
    }
    // Any later change of this customer's access announces itself, and the truth is read again.
    await t.database.db
      .insert(customerRestrictions)
      .values({ customerId: id, kind: 'frozen', reason: 'test' });
    expect((await t.call('/user/info', {}, customer.headers)).httpStatus).toBe(401);
  });

  it('a restriction set directly in the database applies to the very next request', async () => {
    const customer = await signUpAndLogIn(t);
    expect((await t.call('/user/info', {}, customer.headers)).status).toBe(1);
    await t.database.db
      .insert(customerRestrictions)
      .values({
        customerId: await customerIdOf(customer.account),
        kind: 'disabled',
        reason: 'test',
      });
    expect(await t.call('/user/info', {}, customer.headers)).toMatchObject({
      httpStatus: 401,
      msg: 'account_disabled',
    });
  });

  it('a logout ends the session for the next request; another customer is not forgotten', async () => {
    const leaving = await signUpAndLogIn(t);
    const staying = await signUpAndLogIn(t);
    for (const who of [leaving, staying])
      expect((await t.call('/user/info', {}, who.headers)).status).toBe(1);
    expect((await t.call('/user/logout', {}, leaving.headers)).status).toBe(1);
    expect((await t.call('/user/info', {}, leaving.headers)).httpStatus).toBe(401);
    expect((await t.call('/user/info', {}, staying.headers)).status).toBe(1);
  });
});
