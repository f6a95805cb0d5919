import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './session-cache';

const session = (customerId: number, expiresAtMs = Date.now() + 60_000): CachedSession => ({
  sessionId: customerId * 10,
  customerId,
  account: String(1_000_000_000 + customerId),
  restrictions: [],
  expiresAtMs,
});

describe('the session cache', () => {
  it('is not used until notices are heard, nor after they are lost', () => {
    const cache = new SessionCache();
    cache.put('a', session(1), performance.now());
    expect(cache.get('a', Date.now())).toBeUndefined();
    cache.setListening(true);
    cache.put('a', session(1), performance.now());
    expect(cache.get('a', Date.now())?.customerId).toBe(1);
    cache.setListening(false);
    expect(cache.get('a', Date.now())).toBeUndefined();
    cache.setListening(true);
    expect(cache.get('a', Date.now())).toBeUndefined();
  });

  it('forgets every session of a customer on their notice, and only theirs', () => {
    const cache = new SessionCache();
    cache.setListening(true);
    cache.put('a', session(1), performance.now());
    cache.put('b', session(1), performance.now());
    cache.put('c', session(2), performance.now());
    cache.forgetCustomer(1);
    expect([cache.get('a', Date.now()), cache.get('b', Date.now())]).toEqual([
      undefined,
      undefined,
    ]);
    expect(cache.get('c', Date.now())?.customerId).toBe(2);
  });

  it('does not keep a lookup that began before the customer’s last notice', () => {
    const cache = new SessionCache();
    cache.setListening(true);
    const readStartedAt = performance.now();
    cache.forgetCustomer(1); // the notice arrives while the lookup is on its way
    cache.put('a', session(1), readStartedAt);
    expect(cache.get('a', Date.now())).toBeUndefined();
    cache.put('a', session(1), performance.now());
    expect(cache.get('a', Date.now())?.customerId).toBe(1);
  });

  it("ends with the session's own expiry (the app's clock), and after its maximum age", async () => {
    const cache = new SessionCache({ maxAgeMs: 20 });
    cache.setListening(true);
    cache.put('a', session(1, 1_000), performance.now());
    expect(cache.get('a', 999)?.customerId).toBe(1);
    expect(cache.get('a', 1_000)).toBeUndefined();
    cache.put('b', session(2), performance.now());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.get('b', Date.now())).toBeUndefined();
  });

  it('keeps at most its capacity, the oldest going first', () => {
    const cache = new SessionCache({ capacity: 2 });
    cache.setListening(true);
    for (const [token, id] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.put(token, session(id), performance.now());
    expect(cache.size).toBe(2);
    expect(cache.get('a', Date.now())).toBeUndefined();
    expect(cache.get('c', Date.now())?.customerId).toBe(3);
  });
});
