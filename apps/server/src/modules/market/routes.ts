import { marketApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { MarketService } from './service';

export function registerMarketRoutes(serve: EndpointServer, service: MarketService): void {
  serve.json(marketApi.list, ({ body }) => Promise.resolve(service.list(body)));
  serve.json(marketApi.search, ({ body, customer }) => service.search(body, customer?.id ?? null));
  serve.json(marketApi.searchHistory, ({ customer }) => service.searchHistory(customer.id));
  serve.json(marketApi.clearSearchHistory, ({ customer }) =>
    service.clearSearchHistory(customer.id),
  );
  serve.json(marketApi.detail, ({ body, customer }) =>
    service.detail(body.symbol, customer?.id ?? null),
  );
  serve.json(marketApi.candles, ({ body }) =>
    Promise.resolve(service.candles(body.symbol, body.interval, body.before, body.limit)),
  );
  serve.json(marketApi.indices, () => Promise.resolve(service.indices()));
  serve.json(marketApi.indexCandles, ({ body }) =>
    Promise.resolve(service.indexCandles(body.code, body.interval, body.before, body.limit)),
  );
  serve.json(marketApi.breadth, () => Promise.resolve(service.breadth()));
  serve.json(marketApi.status, () => Promise.resolve(service.status()));
  serve.json(marketApi.watchlistList, ({ customer }) => service.watchlist(customer.id));
  serve.json(marketApi.add, ({ body, customer }) => service.addWatch(customer.id, body.symbol));
  serve.json(marketApi.remove, ({ body, customer }) =>
    service.removeWatch(customer.id, body.symbol),
  );
  // The spec's own path and shape (section 7, call 2): watchlist symbols only.
  serve.json(marketApi.optionallist, ({ customer }) => service.optionalList(customer.id));
}
