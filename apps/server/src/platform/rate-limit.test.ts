import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from './rate-limit';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: TestApp[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
});

async function appWith(
  limits: { global: number; money?: number },
  rateLimitStore?: RateLimitStore,
) {
  const t = await buildTestApp({
    configure: (config) => ({
      ...config,
      rateLimitPerMinute: limits.global,
      moneyMovementLimitPerMinute: limits.money ?? 100_000,
      websocketUpgradesPerMinute: 3,
    }),
    ...(rateLimitStore ? { rateLimitStore } : {}),
  });
  opened.push(t);
  return t;
}

const get = (t: TestApp, url: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url, remoteAddress });
const post = (t: TestApp, url: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: {},
    headers: { 'content-type': 'application/json' },
  });

describe('rate limits per address', () => {
  // One app for the memory-store cases: three requests a minute globally, two per money route.
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ global: 3, money: 2 });
  });

  it('count unknown paths against the global budget, with Retry-After and the envelope', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await get(t, `/nowhere/${i}`, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([404, 404, 404]);
    const refused = await post(t, '/api/vue/common/config', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 0, msg: 'too_frequent', data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    expect((await post(t, '/api/vue/common/config', '10.0.0.2')).statusCode).toBe(200);
  });

  it('add a class limit to the global one instead of replacing it', async () => {
    const exchange = () => post(t, '/api/vue/fx/quote', '10.0.1.1');
    // The money class allows 2 on this route; the third is refused by it while the global budget
    // (3) still has room for it.
    const answers = [
      (await exchange()).statusCode,
      (await exchange()).statusCode,
      (await exchange()).statusCode,
    ];
    expect(answers.slice(0, 2).every((status) => status !== 429)).toBe(true);
    expect(answers[2]).toBe(429);
    // Those three counted globally too: the next request anywhere is over the global budget.
    expect((await post(t, '/api/vue/common/config', '10.0.1.1')).statusCode).toBe(429);
  });

  it('keep WebSocket upgrades on a budget apart from the REST one', async () => {
    const address = '10.0.2.1';
    for (let i = 0; i < 3; i += 1)
      expect((await post(t, '/api/vue/common/config', address)).statusCode).toBe(200);
    expect((await post(t, '/api/vue/common/config', address)).statusCode).toBe(429);
    // A plain GET on the upgrade route is not an upgrade, but it counts on the socket budget (3), only.
    const upgrades = [];
    for (let i = 0; i < 4; i += 1) upgrades.push((await get(t, '/api/ws', address)).statusCode);
    expect(upgrades.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(upgrades[3]).toBe(429);
  });

  it('forbid caching API answers (the login answer carries the token) and set a Permissions-Policy', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/vue/user/login',
      remoteAddress: '10.0.4.1',
      headers: { 'content-type': 'application/json' },
      payload: { account: '0900000001', password: 'demo1234' },
    });
    expect(login.json<{ status: number }>().status).toBe(1);
    expect(login.headers['cache-control']).toBe('no-store');
    expect(String(login.headers['permissions-policy'])).toContain('camera=()');
  });

  it('hold across processes through Redis', async () => {
    const namespace = `kabuto-test-${randomBytes(4).toString('hex')}`;
    const storeFor = () =>
      redisRateLimitStore(new Redis(REDIS_URL, { maxRetriesPerRequest: 1 }), namespace);
    const app = await appWith({ global: 4 }, storeFor());
    // Another process on the same Redis: its requests land on the same counter.
    const otherProcess = storeFor();
    const address = '10.0.3.1';
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await post(app, '/api/vue/common/config', address)).statusCode);
      await otherProcess.hit([{ key: `global:${address}`, windowMs: 60_000 }]);
    }
    expect(statuses).toEqual([200, 200, 429]);
    await otherProcess.close();
    const cleaner = new Redis(REDIS_URL);
    const keys = await cleaner.keys(`${namespace}:*`);
    expect(keys).toHaveLength(1);
    const ttl = await cleaner.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await cleaner.del(...keys);
    await cleaner.quit();
  });

  it('start a new window once the old one has run out (memory store)', async () => {
    let now = 0;
    const store = memoryRateLimitStore(() => now);
    const hit = () => store.hit([{ key: 'k', windowMs: 1000 }]);
    expect((await hit())[0]).toEqual({ count: 1, resetInMs: 1000 });
    now = 400;
    expect((await hit())[0]).toEqual({ count: 2, resetInMs: 600 });
    now = 1000;
    expect((await hit())[0]).toEqual({ count: 1, resetInMs: 1000 });
  });
});
