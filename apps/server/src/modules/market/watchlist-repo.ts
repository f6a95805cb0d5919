import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { searchHistory, watchlistEntries } from '../../db/schema-market';

/** Search history keeps a customer's most recent searches only. */
export const SEARCH_HISTORY_LIMIT = 20;

export async function watchlistSymbols(db: Queryable, customerId: number): Promise<string[]> {
  const rows = await db
    .select({ symbol: watchlistEntries.symbol })
    .from(watchlistEntries)
    .where(eq(watchlistEntries.customerId, customerId))
    .orderBy(asc(watchlistEntries.createdAt), asc(watchlistEntries.symbol));
  return rows.map((row) => row.symbol);
}

export async function isInWatchlist(db: Queryable, customerId: number, symbol: string): Promise<boolean> {
  const rows = await db
    .select({ symbol: watchlistEntries.symbol })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.customerId, customerId), eq(watchlistEntries.symbol, symbol)))
    .limit(1);
  return rows.length > 0;
}

/** Adding twice is the same as adding once. */
export async function addToWatchlist(db: Queryable, customerId: number, symbol: string): Promise<void> {
  await db.insert(watchlistEntries).values({ customerId, symbol }).onConflictDoNothing();
}

export async function removeFromWatchlist(db: Queryable, customerId: number, symbol: string): Promise<void> {
  await db
    .delete(watchlistEntries)
    .where(and(eq(watchlistEntries.customerId, customerId), eq(watchlistEntries.symbol, symbol)));
}

export async function recordSearch(db: Queryable, customerId: number, keyword: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(searchHistory)
      .values({ customerId, keyword, searchedAt: at })
      .onConflictDoUpdate({ target: [searchHistory.customerId, searchHistory.keyword], set: { searchedAt: at } });
    const keep = tx
      .select({ keyword: searchHistory.keyword })
      .from(searchHistory)
      .where(eq(searchHistory.customerId, customerId))
      .orderBy(desc(searchHistory.searchedAt))
      .limit(SEARCH_HISTORY_LIMIT);
    await tx
      .delete(searchHistory)
      .where(and(eq(searchHistory.customerId, customerId), notInArray(searchHistory.keyword, keep)));
  });
}

export async function recentSearches(db: Queryable, customerId: number) {
  return db
    .select({ keyword: searchHistory.keyword, searchedAt: searchHistory.searchedAt })
    .from(searchHistory)
    .where(eq(searchHistory.customerId, customerId))
    .orderBy(desc(searchHistory.searchedAt), sql`${searchHistory.keyword}`)
    .limit(SEARCH_HISTORY_LIMIT);
}

export async function clearSearches(db: Queryable, customerId: number): Promise<void> {
  await db.delete(searchHistory).where(eq(searchHistory.customerId, customerId));
}
