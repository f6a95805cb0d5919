/**
 * What other modules and app.ts may use of currency exchange (they import this file, never the
 * module's inner files). Funding values amounts in JPY at these rates (dual control, the member
 * centre's figures); fund records name an exchange by its order number.
 */
export { registerFxRoutes } from './routes';
export { fxService, fxOrderNo, type FxService } from './service';
export { resolveRatesProvider, valueInJpy, type UsdRateTable } from './rates';
