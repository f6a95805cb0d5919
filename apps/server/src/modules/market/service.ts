import { compare, ZERO } from '@kabuto/money';
import type { CandleInterval, Locale } from '@kabuto/contract';
import type { Database } from '../../db/client';
import { UnknownSymbolError, type MarketDataProvider, type Quote } from '../../market-data/provider';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import { marketStatusOf, toCandleDto, toIndexDto, toQuoteDto } from '../../market-data/dto';
import { searchInstruments } from './search';
import {
  addToWatchlist,
  clearSearches,
  isInWatchlist,
  recentSearches,
  recordSearch,
  removeFromWatchlist,
  watchlistSymbols,
} from './watchlist-repo';

type QuoteSort = 'hot' | 'gainers' | 'losers' | 'volume';

/** Hot is by turnover (where the money went), the usual broker's definition. */
function sortQuotes(quotes: Quote[], sort: QuoteSort): Quote[] {
  const byChange = (a: Quote, b: Quote) => compare(a.changePercent ?? ZERO, b.changePercent ?? ZERO);
  const comparators: Record<QuoteSort, (a: Quote, b: Quote) => number> = {
    hot: (a, b) => compare(b.turnover, a.turnover),
    gainers: (a, b) => byChange(b, a),
    losers: (a, b) => byChange(a, b),
    volume: (a, b) => b.volume - a.volume,
  };
  return [...quotes].sort((a, b) => comparators[sort](a, b) || a.symbol.localeCompare(b.symbol));
}

/** Market errors from the provider become catalogue refusals. */
function withKnownSymbol<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof UnknownSymbolError) throw new AppError('product_unavailable');
    throw error;
  }
}

export function marketService(deps: { db: Database; provider: MarketDataProvider; clock: Clock }) {
  const { db, provider, clock } = deps;

  /** Each order of the whole market, sorted once per market time (not once per page asked). */
  const sortedLists = new Map<QuoteSort, { atMs: number; quotes: Quote[] }>();
  function sortedAt(sort: QuoteSort): Quote[] {
    const atMs = provider.marketTime().getTime();
    const sorted = sortedLists.get(sort);
    if (sorted && sorted.atMs === atMs) return sorted.quotes;
    const quotes = sortQuotes(provider.quotes(), sort);
    sortedLists.set(sort, { atMs, quotes });
    return quotes;
  }

  function list(request: { sort: QuoteSort; page: number; pageSize: number }) {
    const sorted = sortedAt(request.sort);
    const start = (request.page - 1) * request.pageSize;
    return {
      items: sorted.slice(start, start + request.pageSize).map((quote) => toQuoteDto(provider, quote)),
      total: sorted.length,
      page: request.page,
    };
  }

  async function search(request: { keyword: string; lang: Locale }, customerId: number | null) {
    const found = searchInstruments(provider.instruments(), request.keyword);
    if (customerId !== null) await recordSearch(db, customerId, request.keyword, clock.now());
    return { items: provider.quotes(found.map((instrument) => instrument.symbol)).map((q) => toQuoteDto(provider, q)) };
  }

  async function searchHistory(customerId: number) {
    const rows = await recentSearches(db, customerId);
    return rows.map((row) => ({ keyword: row.keyword, searchedAt: row.searchedAt.toISOString() }));
  }

  async function clearSearchHistory(customerId: number) {
    await clearSearches(db, customerId);
    return null;
  }

  async function detail(symbol: string, customerId: number | null) {
    const { quote, book } = withKnownSymbol(() => ({ quote: provider.quote(symbol), book: provider.orderBook(symbol) }));
    return {
      quote: toQuoteDto(provider, quote),
      book: {
        bids: book.bids.map((level) => ({ price: level.price, size: level.sizeShares })),
        asks: book.asks.map((level) => ({ price: level.price, size: level.sizeShares })),
      },
      inWatchlist: customerId === null ? false : await isInWatchlist(db, customerId, symbol),
      market: marketStatusOf(provider),
    };
  }

  function candles(symbol: string, interval: CandleInterval, before: string | undefined, limit: number) {
    const page = withKnownSymbol(() =>
      provider.candles(symbol, interval, { limit, ...(before ? { before: Date.parse(before) } : {}) }),
    );
    return {
      candles: page.candles.map(toCandleDto),
      nextBefore: page.nextBefore === null ? null : new Date(page.nextBefore).toISOString(),
    };
  }

  function indexCandles(code: string, interval: CandleInterval, before: string | undefined, limit: number) {
    const page = withKnownSymbol(() =>
      provider.indexCandles(code, interval, { limit, ...(before ? { before: Date.parse(before) } : {}) }),
    );
    return {
      candles: page.candles.map(toCandleDto),
      nextBefore: page.nextBefore === null ? null : new Date(page.nextBefore).toISOString(),
    };
  }

  function indices() {
    return provider.indices().map(toIndexDto);
  }

  /** Rise, fall and flat counts against the previous close, over every instrument. */
  function breadth() {
    let rise = 0;
    let fall = 0;
    let flat = 0;
    for (const quote of provider.quotes()) {
      const direction = quote.change === null ? 0 : compare(quote.change, ZERO);
      if (direction > 0) rise += 1;
      else if (direction < 0) fall += 1;
      else flat += 1;
    }
    return { rise, fall, flat, time: provider.marketTime().toISOString(), simulated: provider.source.simulated };
  }

  async function watchlist(customerId: number) {
    const symbols = (await watchlistSymbols(db, customerId)).filter((symbol) => provider.instrument(symbol));
    return provider.quotes(symbols).map((quote) => toQuoteDto(provider, quote));
  }

  async function addWatch(customerId: number, symbol: string) {
    if (!provider.instrument(symbol)) throw new AppError('product_unavailable');
    await addToWatchlist(db, customerId, symbol);
    return null;
  }

  async function removeWatch(customerId: number, symbol: string) {
    await removeFromWatchlist(db, customerId, symbol);
    return null;
  }

  async function optionalList(customerId: number) {
    return (await watchlistSymbols(db, customerId)).map((symbol) => ({ symbol }));
  }

  return {
    list,
    search,
    searchHistory,
    clearSearchHistory,
    detail,
    candles,
    indexCandles,
    indices,
    breadth,
    watchlist,
    addWatch,
    removeWatch,
    optionalList,
    status: () => marketStatusOf(provider),
  };
}

export type MarketService = ReturnType<typeof marketService>;
