import type { FastifyInstance } from 'fastify';
import {
  breadthResponse,
  candlesRequest,
  candlesResponse,
  emptyMarketRequest,
  emptyResponse,
  indexCandlesRequest,
  indicesResponse,
  marketStatus,
  optionalListRequest,
  optionalListResponse,
  quoteListRequest,
  quoteListResponse,
  searchHistoryResponse,
  searchRequest,
  searchResponse,
  stockDetailRequest,
  stockDetailResponse,
  watchlistChangeRequest,
  watchlistResponse,
} from '@kabuto/contract';
import { requireCustomer } from '../../platform/auth';
import { registerCustomerRoute, type RouteGuards } from '../../platform/route';
import type { MarketService } from './service';

export function registerMarketRoutes(app: FastifyInstance, guards: RouteGuards, service: MarketService): void {
  const read = { tag: 'market', access: 'public' as const, idempotent: false };

  registerCustomerRoute(app, guards, {
    ...read,
    path: '/market/list',
    summary: 'Quotes sorted by turnover (hot), gainers, losers or volume, paged',
    body: quoteListRequest,
    data: quoteListResponse,
    handle: (_request, body) => Promise.resolve(service.list(body)),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    access: 'optional',
    path: '/market/search',
    summary: 'Find stocks by code or by name in Japanese, English or Chinese; remembered for a signed-in customer',
    body: searchRequest,
    data: searchResponse,
    handle: (request, body) => service.search(body, request.customer?.id ?? null),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    access: 'customer',
    path: '/market/searchHistory',
    summary: 'The customer’s recent searches, newest first',
    body: emptyMarketRequest,
    data: searchHistoryResponse,
    handle: (request) => service.searchHistory(requireCustomer(request).id),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    access: 'customer',
    idempotent: true,
    path: '/market/clearSearchHistory',
    summary: 'Forget the customer’s searches',
    body: emptyMarketRequest,
    data: emptyResponse,
    handle: (request) => service.clearSearchHistory(requireCustomer(request).id),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    access: 'optional',
    path: '/market/detail',
    summary: 'Stock detail: quote, five-level book, limits, session state, watchlist flag',
    body: stockDetailRequest,
    data: stockDetailResponse,
    handle: (request, body) => service.detail(body.symbol, request.customer?.id ?? null),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    path: '/market/candles',
    summary: 'Candles by interval, keyset paged backwards in time',
    body: candlesRequest,
    data: candlesResponse,
    handle: (_request, body) => Promise.resolve(service.candles(body.symbol, body.interval, body.before, body.limit)),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    path: '/market/indices',
    summary: 'Indices computed from their constituents',
    body: emptyMarketRequest,
    data: indicesResponse,
    handle: () => Promise.resolve(service.indices()),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    path: '/market/indexCandles',
    summary: 'An index’s candles by interval',
    body: indexCandlesRequest,
    data: candlesResponse,
    handle: (_request, body) => Promise.resolve(service.indexCandles(body.code, body.interval, body.before, body.limit)),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    path: '/market/breadth',
    summary: 'How many stocks rose, fell or were flat against the previous close',
    body: emptyMarketRequest,
    data: breadthResponse,
    handle: () => Promise.resolve(service.breadth()),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    path: '/market/status',
    summary: 'Session state, calendar and data source (simulated or not)',
    body: emptyMarketRequest,
    data: marketStatus,
    handle: () => Promise.resolve(service.status()),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    access: 'customer',
    path: '/watchlist/list',
    summary: 'The customer’s watchlist with quotes',
    body: emptyMarketRequest,
    data: watchlistResponse,
    handle: (request) => service.watchlist(requireCustomer(request).id),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    access: 'customer',
    idempotent: true,
    path: '/watchlist/add',
    summary: 'Add a stock to the watchlist (adding twice is adding once)',
    body: watchlistChangeRequest,
    data: emptyResponse,
    handle: (request, body) => service.addWatch(requireCustomer(request).id, body.symbol),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    access: 'customer',
    idempotent: true,
    path: '/watchlist/remove',
    summary: 'Remove a stock from the watchlist',
    body: watchlistChangeRequest,
    data: emptyResponse,
    handle: (request, body) => service.removeWatch(requireCustomer(request).id, body.symbol),
  });
  registerCustomerRoute(app, guards, {
    ...read,
    tag: 'user',
    access: 'customer',
    path: '/user/Optionallist',
    summary: 'Watchlist symbols, exactly as spec section 7 call 2',
    body: optionalListRequest,
    data: optionalListResponse,
    handle: (request) => service.optionalList(requireCustomer(request).id),
  });
}
