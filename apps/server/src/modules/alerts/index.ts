/** Price alerts: the customer's conditions on a stock's price, fired once per crossing (ADR 0040). */
export { registerAlertsRoutes, setUpPriceAlerts } from './routes';
export { alertsService, type AlertsService } from './service';
export { createAlertEvaluator, type AlertEvaluator } from './evaluator';
