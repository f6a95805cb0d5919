import { fxApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { FxService } from './service';

export function registerFxRoutes(serve: EndpointServer, service: FxService): void {
  serve.json(fxApi.rates, () => service.rates());
  serve.json(fxApi.quote, ({ customer, body }) => service.quote(customer, body));
  serve.json(fxApi.exchange, ({ customer, body }) => service.exchange(customer, body.quoteId));
}
