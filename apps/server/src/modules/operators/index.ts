/**
 * What other modules and app.ts may use of the operators module: its routes and service, and
 * `ensureOperator`, which the seed and the tests use to create back-office accounts.
 */
export { registerOperatorRoutes } from './routes';
export { ensureOperator, operatorService, type OperatorService } from './service';
