/** New-share subscriptions (docs/ipo.md): what other modules and app.ts may use. */
export { registerIpoRoutes } from './routes';
export { ipoCustomerService, type IpoCustomerService } from './customer-service';
export { ipoOperatorService, type IpoOperatorService } from './operator-service';
export { createIpoJobs, type IpoJobs } from './jobs';
export { seedDemoIpo } from './demo-seed';
export { offeringAwaitsListing, paidAwaitingListing } from './repo';
