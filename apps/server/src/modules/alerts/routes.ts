import { alertsApi } from '@kabuto/contract';
import type { EndpointServer } from '../../platform/serve';
import { createAlertEvaluator, type AlertEvaluator } from './evaluator';
import { alertsService, type AlertsService } from './service';

export function registerAlertsRoutes(serve: EndpointServer, service: AlertsService): void {
  serve.json(alertsApi.list, ({ customer, body }) => service.list(customer, body.symbol));
  serve.json(alertsApi.create, ({ customer, body }) => service.create(customer, body));
  serve.json(alertsApi.remove, ({ customer, body }) => service.remove(customer, body.id));
  serve.json(alertsApi.enable, ({ customer, body }) => service.enable(customer, body.id));
}

/**
 * Price alerts for one app: the evaluator (acting on the feed leader only) and the endpoints,
 * whose changes reload the evaluator's index at once.
 */
export function setUpPriceAlerts(
  serve: EndpointServer,
  deps: Parameters<typeof createAlertEvaluator>[0],
): AlertEvaluator {
  const evaluator = createAlertEvaluator(deps);
  registerAlertsRoutes(serve, alertsService({ ...deps, changed: () => evaluator.reload() }));
  return evaluator;
}
