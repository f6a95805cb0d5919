import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { idempotencyRecords } from '../../db/schema';
import { expectOk, place, tradingCustomer } from './testing';
import { ABANDONED_CLAIM_SECONDS, canonicalJson } from '../../platform/idempotency';
import { sha256Hex } from '../../platform/secrets';
import { useTestApp } from '../../test/use-test-app';

const { t } = useTestApp();

/** A claim as a request leaves it between claiming its key and recording its answer. */
async function leaveClaim(customerId: number, key: string, body: unknown, ageSeconds: number) {
  await t.database.db.insert(idempotencyRecords).values({
    scope: `customer:${customerId}`,
    key,
    requestHash: sha256Hex(`/api/vue/trade/cancel\n${canonicalJson(body)}`),
    createdAt: sql`now() - make_interval(secs => ${ageSeconds})`,
  });
}

describe('an idempotency key whose first request never answered', () => {
  it('is still running when fresh: the retry is told to try later', async () => {
    const customer = await tradingCustomer(t);
    const ticket = expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers));
    const pending = expectOk(
      await place(t, customer, { orderType: 'limit', limitPrice: ticket.quote.limitDown }),
    );
    const body = { positionId: pending.id };
    await leaveClaim(customer.id, 'fresh-claim-0001', body, 1);
    const retried = await t.call('/trade/cancel', body, {
      ...customer.headers,
      'idempotency-key': 'fresh-claim-0001',
    });
    expect(retried.msg).toBe('too_frequent');
  });

  it('was abandoned by a process that died when old: the retry takes it over and is decided', async () => {
    const customer = await tradingCustomer(t);
    const ticket = expectOk(await t.call('/trade/ticket', { symbol: '7203' }, customer.headers));
    const pending = expectOk(
      await place(t, customer, { orderType: 'limit', limitPrice: ticket.quote.limitDown }),
    );
    const body = { positionId: pending.id };
    await leaveClaim(customer.id, 'abandoned-claim-0001', body, ABANDONED_CLAIM_SECONDS + 5);
    const headers = { ...customer.headers, 'idempotency-key': 'abandoned-claim-0001' };
    const retried = await t.call('/trade/cancel', body, headers);
    expect(retried.status).toBe(1);
    expect(retried.data.status).toBe('cancelled');
    // And from then on the key answers that decision.
    const again = await t.call('/trade/cancel', body, headers);
    expect(again.response.headers['idempotent-replay']).toBe('true');
    expect(again.data).toEqual(retried.data);
  });
});
