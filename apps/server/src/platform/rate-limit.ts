import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitClass as EndpointRateLimitClass } from '@kabuto/contract';
import { ThrottledError } from './app-error';

/**
 * Request rate limits per address (docs/security.md, ADR 0013).
 *
 * - Every request counts against the address's **global** budget — API routes, static files and
 *   unknown paths alike — except WebSocket upgrades, which have a budget of their own.
 * - A route may also belong to a **class** (registration, money movements, trading, report files):
 *   each such route has the class's budget, counted as well: it adds to the global one, never
 *   replaces it.
 * - Counts live in Redis when `REDIS_URL` is set, so they hold across processes and restarts; the
 *   single-process embedded default keeps them in memory (they reset when it restarts).
 * - Fixed windows that start at an address's first request. Never a database write: one Redis
 *   round trip, or a map lookup, per request.
 */
export type RateLimitClass = EndpointRateLimitClass | 'websocket';

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimitClass?: RateLimitClass;
  }
}

export type RateLimitBudget = { max: number; windowMs: number };
export type RateLimits = { global: RateLimitBudget } & Record<RateLimitClass, RateLimitBudget>;

export type RateLimitStore = {
  /** Counts one hit on each key; answers each key's count in its window and the ms left of it. */
  hit: (
    keys: ReadonlyArray<{ key: string; windowMs: number }>,
  ) => Promise<Array<{ count: number; resetInMs: number }>>;
  close: () => Promise<void>;
};

/** The in-memory store's size bound: past it, expired windows are swept, then the oldest dropped. */
const MAX_MEMORY_KEYS = 200_000;

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    // Still too many live windows (a flood of addresses): forget the oldest-inserted ones.
    for (const key of windows.keys()) {
      if (windows.size <= MAX_MEMORY_KEYS / 2) break;
      windows.delete(key);
    }
  }
  return {
    hit: (keys) => {
      const at = now();
      if (windows.size >= MAX_MEMORY_KEYS) sweep(at);
      return Promise.resolve(
        keys.map(({ key, windowMs }) => {
          let window = windows.get(key);
          if (!window || window.resetAt <= at) {
            window = { count: 0, resetAt: at + windowMs };
            windows.set(key, window);
          }
          window.count += 1;
          return { count: window.count, resetInMs: window.resetAt - at };
        }),
      );
    },
    close: () => Promise.resolve(),
  };
}

/** INCR each key, starting its window (PEXPIRE) on the first hit; one round trip for all keys. */
const HIT_SCRIPT = `
local result = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, ARGV[i]) end
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then redis.call('PEXPIRE', key, ARGV[i]); ttl = tonumber(ARGV[i]) end
  result[#result + 1] = count
  result[#result + 1] = ttl
end
return result`;

export function redisRateLimitStore(redis: Redis, namespace: string): RateLimitStore {
  return {
    hit: async (keys) => {
      const answer = (await redis.eval(
        HIT_SCRIPT,
        keys.length,
        ...keys.map(({ key }) => `${namespace}:rate:${key}`),
        ...keys.map(({ windowMs }) => String(windowMs)),
      )) as number[];
      return keys.map((_, index) => ({
        count: Number(answer[index * 2]),
        resetInMs: Number(answer[index * 2 + 1]),
      }));
    },
    close: async () => {
      await redis.quit();
    },
  };
}

/**
 * The hook, first of all (before the session is looked up, so refused requests cost nothing
 * more). A store that fails (Redis down) lets requests through and logs: the limits protect
 * capacity, and the database guards money on its own.
 */
export function installRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  store: RateLimitStore,
): void {
  app.addHook('onRequest', async (request) => {
    const kind = request.routeOptions.config.rateLimitClass;
    const address = request.ip;
    const budgets: Array<{ key: string; budget: RateLimitBudget }> =
      kind === 'websocket'
        ? [{ key: `websocket:${address}`, budget: limits.websocket }]
        : [
            { key: `global:${address}`, budget: limits.global },
            // Each route of a class has the class's budget of its own (a quote does not use up
            // the withdrawals).
            ...(kind
              ? [{ key: `${kind}:${request.routeOptions.url}:${address}`, budget: limits[kind] }]
              : []),
          ];
    let counts: Awaited<ReturnType<RateLimitStore['hit']>>;
    try {
      counts = await store.hit(
        budgets.map(({ key, budget }) => ({ key, windowMs: budget.windowMs })),
      );
    } catch (error) {
      request.log.warn(
        { reason: (error as Error).message },
        'rate limit store unavailable; request let through',
      );
      return;
    }
    let waitMs = 0;
    budgets.forEach(({ budget }, index) => {
      const counted = counts[index];
      if (counted && counted.count > budget.max) waitMs = Math.max(waitMs, counted.resetInMs);
    });
    // HTTP 429 `too_frequent` with Retry-After.
    if (waitMs > 0) throw new ThrottledError(Math.max(1, Math.ceil(waitMs / 1000)), 429);
  });
  app.addHook('onClose', () => store.close());
}
