import { ipoAdminApi, ipoApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { IpoCustomerService } from './customer-service';
import type { IpoOperatorService } from './operator-service';

/**
 * New-share subscriptions' endpoints (packages/contract/src/endpoints/ipo.ts). An application
 * takes a required key stored with it in its own transaction (as orders do, ADR 0012); a payment
 * and every operator change are replayed by the route helper when retried with the same key.
 */
export function registerIpoRoutes(
  serve: EndpointServer,
  services: { customer: IpoCustomerService; operator: IpoOperatorService },
): void {
  const { customer: service, operator: desk } = services;
  serve.json(ipoApi.list, ({ customer, body }) => service.list(customer, body));
  serve.json(ipoApi.detail, ({ customer, body }) => service.detail(customer, body.offeringId));
  serve.json(ipoApi.subscribe, ({ customer, body, idempotencyKey }) =>
    service.subscribe(customer, body, idempotencyKey),
  );
  serve.json(ipoApi.records, ({ customer, body }) => service.records(customer, body));
  serve.json(ipoApi.pay, ({ customer, body }) => service.pay(customer, body.applicationId));
  serve.json(ipoApi.draw, ({ body }) => service.draw(body.offeringId));

  serve.json(ipoAdminApi.offerings, () => desk.offerings());
  serve.json(ipoAdminApi.saveOffering, ({ operator, body, request }) =>
    desk.save(operator, body, request.ip),
  );
  serve.json(ipoAdminApi.publish, ({ operator, body, request }) =>
    desk.publish(operator, body, request.ip),
  );
  serve.json(ipoAdminApi.cancel, ({ operator, body, request }) =>
    desk.cancel(operator, body, request.ip),
  );
  serve.json(ipoAdminApi.applications, ({ body }) => desk.applications(body.offeringId));
}
