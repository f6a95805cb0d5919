import { adminApi } from '@kabuto/contract';
import type { Database } from '../../db/client';
import type { EndpointServer } from '../../platform/serve';
import { listSiteConfig } from '../site-config';
import type { OperatorService } from './service';

export function registerOperatorRoutes(
  serve: EndpointServer,
  service: OperatorService,
  db: Database,
): void {
  serve.json(adminApi.login, ({ body, request, reply }) => service.login(body, request, reply));
  serve.json(adminApi.logout, ({ operator }) => service.logout(operator));
  serve.json(adminApi.me, ({ operator }) => service.profile(operator));
  serve.json(adminApi.list, ({ body }) => service.auditTrail(body));
  serve.json(adminApi.configList, () => listSiteConfig(db));
  serve.json(adminApi.update, ({ operator, body, request }) =>
    service.updateSiteConfig(operator, body, request.ip),
  );
  serve.json(adminApi.search, ({ body }) => service.findCustomers(body.query, body.limit));
  serve.json(adminApi.detail, ({ body }) => service.customerDetail(body.customerId));
  serve.json(adminApi.restrict, ({ operator, body, request }) =>
    service.restrict(operator, body, request.ip),
  );
  serve.json(adminApi.lift, ({ operator, body, request }) =>
    service.lift(operator, body, request.ip),
  );
}
