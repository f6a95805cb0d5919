/** Copy trading (docs/copy-trading.md, ADR 0029): what other modules and app.ts may use. */
export { registerCopyRoutes } from './routes';
export { copyCustomerService, type CopyCustomerService } from './customer-service';
export { copyOperatorService, type CopyOperatorService } from './operator-service';
export { poolMoney } from './equity';
export { createCopyJobs, type CopyJobs } from './jobs';
export { DEMO_COPY_HISTORY_TRADING_DAYS, demoCopyHistoryStart, seedDemoCopy } from './demo-seed';
