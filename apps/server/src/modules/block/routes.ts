import {
  biddingAdminApi,
  biddingApi,
  blockAdminApi,
  blockApi,
  grabAdminApi,
  grabApi,
} from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { BiddingCustomerService } from './bidding-customer';
import type { BiddingOperatorService } from './bidding-operator';
import type { BlockCustomerService } from './customer-service';
import type { BlockOperatorService } from './operator-service';
import type { GrabCustomerService, GrabOperatorService } from './grab-service';

/**
 * Block trades', bidding's and grab shares' endpoints (packages/contract/src/endpoints/block.ts,
 * bidding.ts, grab.ts). An
 * application or a bid takes a required key stored with it; every operator change is replayed
 * when retried with the same key.
 */
export function registerBlockRoutes(
  serve: EndpointServer,
  services: {
    customer: BlockCustomerService;
    operator: BlockOperatorService;
    biddingCustomer: BiddingCustomerService;
    biddingOperator: BiddingOperatorService;
    grabCustomer: GrabCustomerService;
    grabOperator: GrabOperatorService;
  },
): void {
  const { customer: service, operator: desk } = services;
  serve.json(blockApi.offerings, ({ customer }) => service.offerings(customer));
  serve.json(blockApi.apply, ({ customer, body, idempotencyKey }) =>
    service.apply(customer, body, idempotencyKey),
  );
  serve.json(blockApi.records, ({ customer }) => service.records(customer));
  serve.json(blockApi.draw, ({ body }) => service.draw(body.offeringId));

  serve.json(blockAdminApi.offerings, () => desk.offerings());
  serve.json(blockAdminApi.saveOffering, ({ operator, body, request }) =>
    desk.saveOffering(operator, body, request.ip),
  );
  serve.json(blockAdminApi.cancel, ({ operator, body, request }) =>
    desk.cancel(operator, body, request.ip),
  );
  serve.json(blockAdminApi.applications, ({ body }) => desk.applications(body.offeringId));

  registerBiddingRoutes(serve, services.biddingCustomer, services.biddingOperator);
  registerGrabRoutes(serve, services.grabCustomer, services.grabOperator);
}

function registerGrabRoutes(
  serve: EndpointServer,
  service: GrabCustomerService,
  desk: GrabOperatorService,
): void {
  serve.json(grabApi.candidates, ({ customer }) => service.candidates(customer));
  serve.json(grabApi.join, ({ customer, body, idempotencyKey }) =>
    service.join(customer, body, idempotencyKey),
  );
  serve.json(grabApi.cancel, ({ customer, body }) => service.cancel(customer, body.orderId));
  serve.json(grabApi.records, ({ customer }) => service.records(customer));

  serve.json(grabAdminApi.queues, ({ body }) => desk.queues(body?.tradingDay));
  serve.json(grabAdminApi.orders, ({ body }) => desk.orders(body.queueId));
  serve.json(grabAdminApi.document, ({ body }) => desk.document(body.queueId));
}

function registerBiddingRoutes(
  serve: EndpointServer,
  service: BiddingCustomerService,
  desk: BiddingOperatorService,
): void {
  serve.json(biddingApi.offerings, ({ customer }) => service.offerings(customer));
  serve.json(biddingApi.bid, ({ customer, body, idempotencyKey }) =>
    service.bid(customer, body, idempotencyKey),
  );
  serve.json(biddingApi.withdraw, ({ customer, body }) => service.withdraw(customer, body.bidId));
  serve.json(biddingApi.records, ({ customer }) => service.records(customer));
  serve.json(biddingApi.demand, ({ body }) => service.demand(body.offeringId));
  serve.json(biddingApi.document, ({ body }) => service.document(body.offeringId));

  serve.json(biddingAdminApi.offerings, () => desk.offerings());
  serve.json(biddingAdminApi.saveOffering, ({ operator, body, request }) =>
    desk.saveOffering(operator, body, request.ip),
  );
  serve.json(biddingAdminApi.cancel, ({ operator, body, request }) =>
    desk.cancel(operator, body, request.ip),
  );
  serve.json(biddingAdminApi.bids, ({ body }) => desk.bids(body.offeringId));
  serve.json(biddingAdminApi.document, ({ body }) => desk.document(body.offeringId));
}
