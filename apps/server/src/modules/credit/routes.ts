import { loanAdminApi, loanApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { CreditCustomerService } from './customer-service';
import type { CreditOperatorService } from './operator-service';

/**
 * Credit's endpoints (packages/contract/src/endpoints/loan.ts, loan-admin.ts). An application and
 * a repayment take a required key stored with their rows; every operator change is replayed by
 * the route helper when retried with the same key.
 */
export function registerCreditRoutes(
  serve: EndpointServer,
  services: { customer: CreditCustomerService; operator: CreditOperatorService },
): void {
  const { customer: service, operator: desk } = services;
  serve.json(loanApi.info, ({ customer }) => service.info(customer));
  serve.json(loanApi.apply, ({ customer, body, idempotencyKey }) =>
    service.apply(customer, body, idempotencyKey),
  );
  serve.json(loanApi.repay, ({ customer, body, idempotencyKey }) =>
    service.repay(customer, body, idempotencyKey),
  );
  serve.json(loanApi.records, ({ customer }) => service.records(customer));

  serve.json(loanAdminApi.queue, ({ body }) => desk.queue(body));
  serve.json(loanAdminApi.detail, ({ body }) => desk.detail(body.loanId));
  serve.json(loanAdminApi.review, ({ operator, body, request }) =>
    desk.review(operator, body, request.ip),
  );
  serve.json(loanAdminApi.settings, () => desk.settings());
  serve.json(loanAdminApi.saveSettings, ({ operator, body, request }) =>
    desk.saveSettings(operator, body, request.ip),
  );
}
