import { copyAdminApi, copyApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { CopyCustomerService } from './customer-service';
import type { CopyOperatorService } from './operator-service';

/**
 * Copy trading's endpoints (packages/contract/src/endpoints/copy.ts). A follow and a redemption
 * take a required key stored with the flow in its own transaction (as orders do, ADR 0012); every
 * operator change is replayed by the route helper when retried with the same key.
 */
export function registerCopyRoutes(
  serve: EndpointServer,
  services: { customer: CopyCustomerService; operator: CopyOperatorService },
): void {
  const { customer: service, operator: desk } = services;
  serve.json(copyApi.products, ({ customer }) => service.products(customer));
  serve.json(copyApi.product, ({ customer, body }) => service.product(customer, body.productId));
  serve.json(copyApi.follow, ({ customer, body, idempotencyKey }) =>
    service.follow(customer, body, idempotencyKey),
  );
  serve.json(copyApi.redeem, ({ customer, body, idempotencyKey }) =>
    service.redeem(customer, body, idempotencyKey),
  );
  serve.json(copyApi.history, ({ body }) => service.history(body.productId));
  serve.json(copyApi.stopLoss, ({ customer, body }) => service.stopLoss(customer, body));
  serve.json(copyApi.records, ({ customer }) => service.records(customer));
  serve.json(copyApi.leaderApply, ({ customer, body, idempotencyKey }) =>
    service.leaderApply(customer, body, idempotencyKey),
  );
  serve.json(copyApi.leaderStatus, ({ customer }) => service.leaderStatus(customer));

  serve.json(copyAdminApi.strategies, () => desk.strategies());
  serve.json(copyAdminApi.saveStrategy, ({ operator, body, request }) =>
    desk.saveStrategy(operator, body, request.ip),
  );
  serve.json(copyAdminApi.products, () => desk.products());
  serve.json(copyAdminApi.saveProduct, ({ operator, body, request }) =>
    desk.saveProduct(operator, body, request.ip),
  );
  serve.json(copyAdminApi.pool, ({ body }) => desk.pool(body.productId));
  serve.json(copyAdminApi.closeProduct, ({ operator, body, request }) =>
    desk.closeProduct(operator, body, request.ip),
  );
  serve.json(copyAdminApi.suspendStrategy, ({ operator, body, request }) =>
    desk.suspendStrategy(operator, body, request.ip),
  );
  serve.json(copyAdminApi.leaderApplications, ({ body }) => desk.leaderApplications(body));
  serve.json(copyAdminApi.reviewLeader, ({ operator, body, request }) =>
    desk.reviewLeader(operator, body, request.ip),
  );
  serve.json(copyAdminApi.openProduct, ({ operator, body, request }) =>
    desk.openProduct(operator, body, request.ip),
  );
}
