/**
 * Copy trading (docs/copy-trading.md, ADR 0029): what other modules and app.ts may use. The
 * strategies' jobs and the mirroring of their trades come with the next steps of issue 14.
 */
export { registerCopyRoutes } from './routes';
export { copyCustomerService, type CopyCustomerService } from './customer-service';
export { copyOperatorService, type CopyOperatorService } from './operator-service';
export { poolMoney } from './equity';
export { createCopyJobs, type CopyJobs } from './jobs';
export { seedDemoCopy } from './demo-seed';
