import { newsApi } from '@kabuto/contract';
import type { Database } from '../../db/client';
import type { EndpointServer } from '../../platform/serve';
import { newsService } from './service';

export function registerNewsRoutes(serve: EndpointServer, db: Database): void {
  const service = newsService(db);
  serve.json(newsApi.list, ({ body }) => service.list(body));
  // A signed-in reader is counted once; an anonymous one reads without being counted.
  serve.json(newsApi.detail, ({ body, customer }) => service.detail(body, customer?.id ?? null));
}
