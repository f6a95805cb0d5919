/** Block trades, agreed-price bidding and grab shares (docs/off-auction.md): what other modules and app.ts may use. */
export { registerBlockRoutes } from './routes';
export { blockCustomerService, type BlockCustomerService } from './customer-service';
export { blockOperatorService, type BlockOperatorService } from './operator-service';
export { biddingCustomerService, type BiddingCustomerService } from './bidding-customer';
export { biddingOperatorService, type BiddingOperatorService } from './bidding-operator';
export { bidNo } from './bidding-repo';
export {
  grabCustomerService,
  grabOperatorService,
  type GrabCustomerService,
  type GrabOperatorService,
} from './grab-service';
export { grabOrderNo } from './grab-repo';
export { createBlockJobs, type BlockJobs } from './jobs';
export { seedDemoOffAuction } from './demo-seed';
