/**
 * What other modules may use of the customer record beyond authentication (they import this file,
 * never the module's inner files): the account states operators recorded (docs/ARCHITECTURE.md,
 * "Accounts"), which money and exchange refuse by.
 */
export { activeRestrictions } from './restrictions';
