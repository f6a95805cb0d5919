import type { Database, Queryable } from '../db/client';
import type { ListenForNotices } from '../db/notices';

/**
 * What this process last read of the settings tables (site configuration, funding and trading
 * settings), so that the reads every screen makes (`/common/config`, a customer's asset figures)
 * do not ask the database for rows that change a few times a year (issue 12, bench/api). Correct
 * only because every change announces itself: migration 0013's triggers send the table's name on
 * `kabuto_settings` at commit, whatever code or tool wrote it, and every process forgets that
 * table when it hears it. While a process cannot hear notices (its listening connection is down,
 * or it has none) it reads the database every time.
 *
 * Only reads through the application's own database handle are kept: a read inside a transaction
 * (a `tx`) always goes to the database, so checks that decide about money see the committed rows
 * of their own transaction.
 */
export class SettingsCache {
  private readonly values = new Map<string, Promise<unknown>>();
  private listening = false;

  constructor(private readonly db: Database) {}

  /** Whether notices are heard now; either way everything read so far is forgotten. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.values.clear();
  }

  /** A table changed: its next read goes to the database (a read in flight is not kept either). */
  forget(table: string): void {
    this.values.delete(table);
  }

  /** `load`'s answer for `table`, read once while notices are heard and `via` is the app's handle. */
  read<T>(via: Queryable, table: string, load: () => Promise<T>): Promise<T> {
    if (!this.listening || via !== this.db) return load();
    const kept = this.values.get(table);
    if (kept) return kept as Promise<T>;
    // A promise of the answer, not `load`'s own value: a query builder is a lazy thenable that
    // would run its query again for every `await`.
    const loading = Promise.resolve(load());
    this.values.set(table, loading);
    // A failed read is not kept.
    loading.catch(() => {
      if (this.values.get(table) === loading) this.values.delete(table);
    });
    return loading;
  }
}

export const SETTINGS_CHANNEL = 'kabuto_settings';

/** The cache each application database handle uses (set when the app starts; none: no caching). */
const caches = new WeakMap<object, SettingsCache>();

/** Reads `table` through the cache of `db`'s application, if `db` is an application's handle. */
export function readSettingsTable<T>(
  db: Queryable,
  table: string,
  load: () => Promise<T>,
): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(db, table, load) : load();
}

export type SettingsNotices = {
  cache: SettingsCache;
  /** Resolves once every notice committed before the call has been heard (for tests). */
  settle: () => Promise<void>;
  stop: () => Promise<void>;
};

/** The cache of `db`, listening to the notices of `listen`; without `listen` it keeps nothing. */
export async function startSettingsCache(
  db: Database,
  listen: ListenForNotices | undefined,
): Promise<SettingsNotices> {
  const cache = new SettingsCache(db);
  caches.set(db, cache);
  const stopCaching = () => {
    if (caches.get(db) === cache) caches.delete(db);
    cache.setListening(false);
  };
  if (!listen)
    return { cache, settle: () => Promise.resolve(), stop: () => Promise.resolve(stopCaching()) };
  const listener = await listen(SETTINGS_CHANNEL, {
    onNotice: (table) => cache.forget(table),
    onListening: (listening) => cache.setListening(listening),
  });
  return {
    cache,
    settle: listener.settle,
    stop: async () => {
      stopCaching();
      await listener.stop();
    },
  };
}
