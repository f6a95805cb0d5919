import type { IndexQuote, Quote } from '@kabuto/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { appQuoteSocket } from './app-socket';
import { isStale, newerEntry, type LiveEntry } from './quote-feed';

/** Staleness is re-evaluated this often while a screen shows live quotes. */
const STALE_CHECK_EVERY_MS = 1_000;

export type LiveQuotes = {
  /** The newer of the socket's quote and `fallback` (the REST answer), by `seq`. */
  stock(symbol: string, fallback?: Quote): Quote | undefined;
  index(code: string, fallback?: IndexQuote): IndexQuote | undefined;
  /** Whether a quote with this market time is stale now (see quote-feed.ts). */
  stale(time: string): boolean;
};

function asEntry<Q extends { seq: number; time: string }>(
  quote: Q | undefined,
): LiveEntry<Q> | undefined {
  return quote ? { quote, seq: quote.seq, time: quote.time } : undefined;
}

/**
 * Live quotes for the given symbols (stock codes, or index codes such as ^KBCAP) while the calling
 * screen is shown. Re-renders on every accepted update and once a second for the stale marker.
 */
export function useLiveQuotes(symbols: readonly string[]): LiveQuotes {
  const key = [...new Set(symbols)].sort().join(',');
  useEffect(() => {
    if (!key) return undefined;
    return appQuoteSocket.subscribe(key.split(','));
  }, [key]);
  useSyncExternalStore(appQuoteSocket.onChange, appQuoteSocket.getVersion);
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (!key) return undefined;
    const timer = window.setInterval(() => setNowMs(Date.now()), STALE_CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [key]);

  const link = appQuoteSocket.link();
  return {
    stock(symbol, fallback) {
      const live = appQuoteSocket.entry(symbol) as LiveEntry<Quote> | undefined;
      return newerEntry(asEntry(fallback), live)?.quote;
    },
    index(code, fallback) {
      const live = appQuoteSocket.entry(code) as LiveEntry<IndexQuote> | undefined;
      return newerEntry(asEntry(fallback), live)?.quote;
    },
    stale: (time) => isStale(time, nowMs, link),
  };
}
