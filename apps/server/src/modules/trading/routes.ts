import { tradingAdminApi, tradingApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import type { TradingService } from './customer-service';
import type { TradingOperatorService } from './operator-service';

/**
 * Trading's endpoints (packages/contract/src/endpoints/trading.ts). Orders, closes and added
 * margin take a required key that is stored with the order in the order's own transaction (ADR
 * 0012), so the handler receives it; every other call that changes something is replayed by the
 * route helper when retried with the same key.
 */
export function registerTradingRoutes(
  serve: EndpointServer,
  services: { customer: TradingService; operator: TradingOperatorService },
): void {
  const { customer: service, operator: desk } = services;

  serve.json(tradingApi.ticket, ({ customer, body }) => service.ticket(customer, body.symbol));
  serve.json(tradingApi.place, ({ customer, body, idempotencyKey }) =>
    service.place(customer, body, idempotencyKey),
  );
  serve.json(tradingApi.close, ({ customer, body, idempotencyKey }) =>
    service.close(customer, body, idempotencyKey),
  );
  serve.json(tradingApi.cancel, ({ customer, body }) => service.cancel(customer, body.positionId));
  serve.json(tradingApi.addMargin, ({ customer, body, idempotencyKey }) =>
    service.addMargin(customer, body, idempotencyKey),
  );
  serve.json(tradingApi.positions, ({ customer, body }) => service.positions(customer, body));
  serve.json(tradingApi.position, ({ customer, body }) =>
    service.position(customer, body.positionId),
  );
  serve.json(tradingApi.summary, ({ customer }) => service.summary(customer));
  serve.json(tradingApi.info, ({ customer }) => service.dayTradingInfo(customer));
  serve.json(tradingApi.apply, ({ customer }) => service.applyForDayTrading(customer));

  serve.json(tradingAdminApi.settings, () => desk.settings());
  serve.json(tradingAdminApi.saveSettings, ({ operator, body, request }) =>
    desk.saveSettings(operator, body, request.ip),
  );
  serve.json(tradingAdminApi.lendingQuotas, () => desk.lendingQuotas());
  serve.json(tradingAdminApi.saveLendingQuota, ({ operator, body, request }) =>
    desk.saveLendingQuota(operator, body, request.ip),
  );
  serve.json(tradingAdminApi.positions, ({ body }) => desk.positions(body));
  serve.json(tradingAdminApi.position, ({ body }) => desk.position(body.positionId));
  serve.json(tradingAdminApi.lockPosition, ({ operator, body, request }) =>
    desk.lock(operator, body, request.ip),
  );
  serve.json(tradingAdminApi.unlockPosition, ({ operator, body, request }) =>
    desk.unlock(operator, body, request.ip),
  );
  serve.json(tradingAdminApi.dayTradingQueue, ({ body }) => desk.dayTradingQueue(body));
  serve.json(tradingAdminApi.approveDayTrading, ({ operator, body, request }) =>
    desk.approveDayTrading(operator, body, request.ip),
  );
  serve.json(tradingAdminApi.rejectDayTrading, ({ operator, body, request }) =>
    desk.rejectDayTrading(operator, body, request.ip),
  );
}
