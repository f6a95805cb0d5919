/**
 * Every local-storage key the app uses. The session token and the account live under their own
 * keys and are saved together whenever a session starts (spec section 3).
 */
export const STORAGE_KEYS = {
  token: 'kabuto.token',
  account: 'kabuto.account',
  language: 'kabuto.lang',
  rememberedAccount: 'kabuto.login.account',
  /** Legacy: a password kept in plain storage by an early build; only ever removed now. */
  rememberedPassword: 'kabuto.login.password',
  /** Whether the customer ticked "remember password" (the password is in the browser's manager). */
  rememberPasswordChoice: 'kabuto.login.rememberPassword',
  agreementAccepted: 'kabuto.login.agreement',
  /** The app's device id (shared/device-id.ts); "clear cache" keeps it like every key here. */
  deviceId: 'kabuto.device',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** What "clear cache" keeps: the session, the language and what the customer asked us to remember. */
const KEPT_ON_CLEAR_CACHE: ReadonlySet<string> = new Set<string>(Object.values(STORAGE_KEYS));

// Storage can throw (private browsing, quota, a disabled storage policy): the app then simply
// forgets, it never crashes.
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value is only a convenience.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

export type StoredSession = { token: string | null; account: string | null };

export function readSession(): StoredSession {
  return { token: readStorage(STORAGE_KEYS.token), account: readStorage(STORAGE_KEYS.account) };
}

export function hasSession(): boolean {
  return Boolean(readStorage(STORAGE_KEYS.token));
}

/** Token and account are always written together. */
export function saveSession(token: string, account: string): void {
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.account, account);
}

/** Ends the session locally; the account stays so the login form can offer it again. */
export function clearToken(): void {
  removeStorage(STORAGE_KEYS.token);
}

/** Removes every cached value except the session, the language and the remembered login. */
export function clearCachedStorage(): number {
  let removed = 0;
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) =>
      window.localStorage.key(index),
    );
    for (const key of keys) {
      if (key !== null && !KEPT_ON_CLEAR_CACHE.has(key)) {
        window.localStorage.removeItem(key);
        removed += 1;
      }
    }
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: there is nothing cached either.
  }
  return removed;
}
