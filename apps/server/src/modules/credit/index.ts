/** Credit (docs/credit.md): what other modules and app.ts may use. */
export { registerCreditRoutes } from './routes';
export { creditCustomerService, type CreditCustomerService } from './customer-service';
export { creditOperatorService, type CreditOperatorService } from './operator-service';
export { createCreditJobs, type CreditJobs } from './jobs';
export { loanOrderNo } from './loans-repo';
