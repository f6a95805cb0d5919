import { z } from 'zod';
import { decimalField } from '../decimal-field';
import { LOCALES } from '../locale';
import { localizedNames } from '../localized';
import { CUSTOMER, OPTIONAL_CUSTOMER, PUBLIC, customerEndpoint } from '../endpoint';
import { emptyResponse } from './user';

const decimal = decimalField();
export const symbolField = z
  .string({ error: 'product_unavailable' })
  .regex(/^[0-9][0-9A-Z]{3}$/, { error: 'product_unavailable' });

/** `continuous` is the embedded demo's always-open session, never shown as a real session. */
export const SESSION_STATES = [
  'pre_open',
  'morning',
  'lunch_break',
  'afternoon',
  'closed',
  'continuous',
] as const;
export type SessionStateKey = (typeof SESSION_STATES)[number];
export const CANDLE_INTERVALS = ['1m', '5m', '10m', '30m', '1d', '1w', '1M'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/**
 * A quote as every screen shows it. Prices and money are decimal strings; volume is a share count.
 * Before the day's first trade `open`, `high` and `low` are null and `price` is the previous close.
 * `simulated` quotes must be labelled as simulated wherever the price appears (integrity rule 10).
 */
export const quote = z.object({
  symbol: z.string(),
  names: localizedNames,
  sector: z.string(),
  price: decimal,
  open: decimal.nullable(),
  prevClose: decimal.nullable(),
  high: decimal.nullable(),
  low: decimal.nullable(),
  change: decimal.nullable(),
  changePercent: decimal.nullable(),
  volume: z.number().int(),
  turnover: decimal,
  limitUp: decimal,
  limitDown: decimal,
  time: z.string(),
  seq: z.number().int(),
  sessionState: z.enum(SESSION_STATES),
  source: z.enum(['simulated', 'replay']),
  simulated: z.boolean(),
});
export type Quote = z.infer<typeof quote>;

export const QUOTE_SORTS = ['hot', 'gainers', 'losers', 'volume'] as const;
/**
 * The page every quote list asks for. Screens that ask the same question with the same page size
 * share one cached answer (Home's hot stocks are the top of the market's first hot page).
 */
export const QUOTE_PAGE_SIZE = 20;
export const quoteListRequest = z.object({
  sort: z.enum(QUOTE_SORTS, { error: 'invalid_params' }).default('hot'),
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(100).default(QUOTE_PAGE_SIZE),
});
export const quoteListResponse = z.object({
  items: z.array(quote),
  total: z.number().int(),
  page: z.number().int(),
});

export const searchRequest = z.object({
  keyword: z
    .string()
    .trim()
    .min(1, { error: 'invalid_params' })
    .max(40, { error: 'invalid_params' }),
  lang: z.enum(LOCALES).default('ja'),
});
export const searchResponse = z.object({ items: z.array(quote) });
export const searchHistoryResponse = z.array(
  z.object({ keyword: z.string(), searchedAt: z.string() }),
);

export const bookLevel = z.object({ price: decimal, size: z.number().int() });
export const stockDetailRequest = z.object({ symbol: symbolField });
export const marketStatus = z.object({
  sessionState: z.enum(SESSION_STATES),
  nextOpen: z.string(),
  /** The embedded demo's always-open session (labelled as such), not the real exchange calendar. */
  demoSession: z.boolean(),
  calendarLabel: z.string(),
  sourceLabel: z.string(),
  simulated: z.boolean(),
  time: z.string(),
});
export type MarketStatus = z.infer<typeof marketStatus>;

export const stockDetailResponse = z.object({
  quote,
  book: z.object({ bids: z.array(bookLevel), asks: z.array(bookLevel) }),
  inWatchlist: z.boolean(),
  market: marketStatus,
});

export const candle = z.object({
  time: z.string(),
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  volume: z.number().int(),
});
export type Candle = z.infer<typeof candle>;
/** Keyset paging backwards in time: `before` is the `nextBefore` of the previous page. */
export const candlesRequest = z.object({
  symbol: symbolField,
  interval: z.enum(CANDLE_INTERVALS, { error: 'invalid_params' }),
  before: z.string().datetime({ error: 'invalid_params' }).optional(),
  limit: z.number().int().min(1).max(1000).default(300),
});
export const candlesResponse = z.object({
  candles: z.array(candle),
  nextBefore: z.string().nullable(),
});

export const indexQuote = z.object({
  code: z.string(),
  names: localizedNames,
  methodology: z.enum(['price-weighted', 'cap-weighted']),
  constituentCount: z.number().int(),
  value: decimal,
  open: decimal.nullable(),
  high: decimal.nullable(),
  low: decimal.nullable(),
  prevClose: decimal.nullable(),
  change: decimal.nullable(),
  changePercent: decimal.nullable(),
  time: z.string(),
  seq: z.number().int(),
  simulated: z.boolean(),
});
export type IndexQuote = z.infer<typeof indexQuote>;
export const indicesResponse = z.array(indexQuote);
export const indexCandlesRequest = candlesRequest.omit({ symbol: true }).extend({
  code: z.string().regex(/^\^?[0-9A-Z_-]{2,16}$/, { error: 'product_unavailable' }),
});

export const breadthResponse = z.object({
  rise: z.number().int(),
  fall: z.number().int(),
  flat: z.number().int(),
  time: z.string(),
  simulated: z.boolean(),
});
export const emptyMarketRequest = z.object({}).optional();

export const watchlistChangeRequest = z.object({ symbol: symbolField });
export const watchlistResponse = z.array(quote);

/** POST /api/vue/user/Optionallist — exactly the spec's shape (section 7, call 2). */
export const optionalListRequest = z.object({
  exchange: z.string().max(16).optional(),
  type: z.literal('jpy'),
});
export const optionalListResponse = z.array(z.object({ symbol: z.string() }));

export const marketApi = {
  list: customerEndpoint({
    path: '/market/list',
    summary: 'Quotes sorted by turnover (hot), gainers, losers or volume, paged',
    request: quoteListRequest,
    response: quoteListResponse,
    access: PUBLIC,
  }),
  search: customerEndpoint({
    path: '/market/search',
    summary:
      'Find stocks by code or by name in Japanese, English or Chinese; remembered for a signed-in customer',
    request: searchRequest,
    response: searchResponse,
    access: OPTIONAL_CUSTOMER,
  }),
  searchHistory: customerEndpoint({
    path: '/market/searchHistory',
    summary: 'The customer’s recent searches, newest first',
    request: emptyMarketRequest,
    response: searchHistoryResponse,
    access: CUSTOMER,
  }),
  clearSearchHistory: customerEndpoint({
    path: '/market/clearSearchHistory',
    summary: 'Forget the customer’s searches',
    request: emptyMarketRequest,
    response: emptyResponse,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
  detail: customerEndpoint({
    path: '/market/detail',
    summary: 'Stock detail: quote, five-level book, limits, session state, watchlist flag',
    request: stockDetailRequest,
    response: stockDetailResponse,
    access: OPTIONAL_CUSTOMER,
  }),
  candles: customerEndpoint({
    path: '/market/candles',
    summary: 'Candles by interval, keyset paged backwards in time',
    request: candlesRequest,
    response: candlesResponse,
    access: PUBLIC,
  }),
  indices: customerEndpoint({
    path: '/market/indices',
    summary: 'Indices computed from their constituents',
    request: emptyMarketRequest,
    response: indicesResponse,
    access: PUBLIC,
  }),
  indexCandles: customerEndpoint({
    path: '/market/indexCandles',
    summary: 'An index’s candles by interval',
    request: indexCandlesRequest,
    response: candlesResponse,
    access: PUBLIC,
  }),
  breadth: customerEndpoint({
    path: '/market/breadth',
    summary: 'How many stocks rose, fell or were flat against the previous close',
    request: emptyMarketRequest,
    response: breadthResponse,
    access: PUBLIC,
  }),
  status: customerEndpoint({
    path: '/market/status',
    summary: 'Session state, calendar and data source (simulated or not)',
    request: emptyMarketRequest,
    response: marketStatus,
    access: PUBLIC,
  }),
  watchlistList: customerEndpoint({
    path: '/watchlist/list',
    summary: 'The customer’s watchlist with quotes',
    request: emptyMarketRequest,
    response: watchlistResponse,
    access: CUSTOMER,
  }),
  add: customerEndpoint({
    path: '/watchlist/add',
    summary: 'Add a stock to the watchlist (adding twice is adding once)',
    request: watchlistChangeRequest,
    response: emptyResponse,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
  remove: customerEndpoint({
    path: '/watchlist/remove',
    summary: 'Remove a stock from the watchlist',
    request: watchlistChangeRequest,
    response: emptyResponse,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
  optionallist: customerEndpoint({
    path: '/user/Optionallist',
    summary: 'Watchlist symbols, exactly as spec section 7 call 2',
    request: optionalListRequest,
    response: optionalListResponse,
    access: CUSTOMER,
  }),
};
