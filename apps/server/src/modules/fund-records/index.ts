/** What app.ts may use of fund records (other modules import this file, never its inner files). */
export { registerFundRecordRoutes } from './routes';
export { fundRecordService, orderNoOf as fundRecordOrderNo, type FundRecordService } from './service';
