/**
 * What other modules may use of bank cards (they import this file, never the module's inner files).
 * Funding pays withdrawals to a bound card and shows it masked.
 */
export { registerBankCardRoutes } from './routes';
export { bankCardService, type BankCardService } from './service';
export { findActiveOwnedCard, type BankCardRow } from './repo';
export { maskAccountNumber, normalizePersonName } from './rules';
