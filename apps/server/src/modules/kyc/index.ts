/**
 * What other modules may use of identity verification (they import this file, never the module's
 * inner files). Test helpers shared with other modules' tests are in `./testing`.
 */
export { registerKycRoutes } from './routes';
export { kycService, type KycService } from './service';
// Binding a bank card needs the verified identity, under the same customer row lock as a decision.
export { lockCustomerVerificationStatus, verifiedVerification, type VerificationRow } from './repo';
