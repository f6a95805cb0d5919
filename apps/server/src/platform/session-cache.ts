import type { RestrictionKind } from '@kabuto/contract';
import type { ListenForNotices } from '../db/notices';

/**
 * Signed-in customers' sessions as the last lookup found them, so that a request does not pay a
 * database round trip to learn who sent it (issue 12: the session lookup was a third of what a
 * read cost). Correct only because every change that could make an entry wrong is announced:
 * revoking a session and setting or lifting a restriction fire a database notice (migration
 * 0012's triggers, whatever code or console wrote the row), and every process forgets that
 * customer's entries when it hears it (`forgetCustomer`). While a process cannot hear notices
 * (its listening connection is down) it does not use the cache at all (`setListening(false)`),
 * and it starts empty again once it hears them again.
 *
 * An entry also ends with its session's own expiry and after `maxAgeMs` whatever happens, so a
 * notice lost in some way nobody foresaw is wrong for seconds, not for the session's life.
 */
export type CachedSession = {
  sessionId: number;
  customerId: number;
  account: string;
  restrictions: readonly RestrictionKind[];
  /** The session's own expiry. */
  expiresAtMs: number;
};

type Entry = { session: CachedSession; cachedAtMs: number };

export type SessionCacheOptions = {
  /** How long an entry is used at most (wall time). */
  maxAgeMs?: number;
  /** Entries kept at most; the oldest go first. */
  capacity?: number;
};

export class SessionCache {
  private readonly byToken = new Map<string, Entry>();
  private readonly tokensOf = new Map<number, Set<string>>();
  private listening = false;
  private readonly maxAgeMs: number;
  private readonly capacity: number;

  constructor(options: SessionCacheOptions = {}) {
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
    this.capacity = options.capacity ?? 50_000;
  }

  /** The session for a token's hash, if known, still in force at `nowMs` and not too old. */
  get(tokenHash: string, nowMs: number): CachedSession | undefined {
    if (!this.listening) return undefined;
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (
      entry.session.expiresAtMs <= nowMs ||
      performance.now() - entry.cachedAtMs > this.maxAgeMs
    ) {
      this.remove(tokenHash, entry.session.customerId);
      return undefined;
    }
    return entry.session;
  }

  /**
   * Remembers a session the database answered. `readStartedAtMs` is when that lookup began: an
   * entry read before the customer's last notice arrived may already be stale and is not kept.
   */
  put(tokenHash: string, session: CachedSession, readStartedAtMs: number): void {
    if (!this.listening) return;
    if ((this.forgottenAtMs.get(session.customerId) ?? -Infinity) >= readStartedAtMs) return;
    if (this.byToken.size >= this.capacity) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.remove(oldest, this.byToken.get(oldest)!.session.customerId);
    }
    this.byToken.set(tokenHash, { session, cachedAtMs: performance.now() });
    let tokens = this.tokensOf.get(session.customerId);
    if (!tokens) this.tokensOf.set(session.customerId, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  /** When each customer's entries were last forgotten (wall time), for `put`'s race check. */
  private readonly forgottenAtMs = new Map<number, number>();

  /** A notice: this customer's sessions or restrictions changed. */
  forgetCustomer(customerId: number): void {
    this.forgottenAtMs.set(customerId, performance.now());
    if (this.forgottenAtMs.size > this.capacity) this.forgottenAtMs.clear();
    const tokens = this.tokensOf.get(customerId);
    if (!tokens) return;
    for (const token of tokens) this.byToken.delete(token);
    this.tokensOf.delete(customerId);
  }

  /** Whether notices are heard; not hearing them empties the cache and stops its use. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.byToken.clear();
    this.tokensOf.clear();
  }

  get size(): number {
    return this.byToken.size;
  }

  private remove(tokenHash: string, customerId: number): void {
    this.byToken.delete(tokenHash);
    const tokens = this.tokensOf.get(customerId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensOf.delete(customerId);
  }
}

/** The channel of migration 0012's notices: the payload is the customer's id. */
export const CUSTOMER_ACCESS_CHANNEL = 'kabuto_customer_access';

export type SessionNotices = {
  cache: SessionCache;
  /** Resolves once every notice committed before the call has been heard (for tests). */
  settle: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The cache, listening to the notices of `listen`; without a way to listen (a caller that has
 * none), it is never used.
 */
export async function startSessionCache(
  listen: ListenForNotices | undefined,
): Promise<SessionNotices> {
  const cache = new SessionCache();
  if (!listen) return { cache, settle: () => Promise.resolve(), stop: () => Promise.resolve() };
  const listener = await listen(CUSTOMER_ACCESS_CHANNEL, {
    onNotice: (payload) => {
      const customerId = Number(payload);
      // Anything unexpected forgets everything rather than nothing.
      if (Number.isSafeInteger(customerId)) cache.forgetCustomer(customerId);
      else cache.setListening(true);
    },
    onListening: (listening) => cache.setListening(listening),
  });
  return { cache, settle: listener.settle, stop: listener.stop };
}
