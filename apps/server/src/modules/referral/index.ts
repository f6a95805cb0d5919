/** Invite and share (docs/referral.md): what other modules and app.ts may use. */
export { registerReferralRoutes } from './routes';
export { referralCustomerService, type ReferralCustomerService } from './customer-service';
export { referralOperatorService, type ReferralOperatorService } from './operator-service';
export { createReferralJobs, type ReferralJobs } from './jobs';
export { recordRegistration as recordReferralRegistration } from './rewards';
