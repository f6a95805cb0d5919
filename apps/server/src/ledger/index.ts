/**
 * The ledger: double-entry accounts, journal entries and postings (docs/ledger.md).
 * Business code moves money only through `postEntry` or the movement helpers, inside the same
 * transaction as the business change it pays for.
 */
export {
  CUSTOMER_ACCOUNT_PURPOSES,
  HOUSE_ACCOUNT_PURPOSES,
  NON_NEGATIVE_CUSTOMER_PURPOSES,
  accountKey,
  customerAccount,
  ensureAccount,
  ensureAccounts,
  houseAccount,
  houseAccountFor,
  HOUSE_SHARDS,
  type AccountRef,
  type CustomerPurpose,
  type HousePurpose,
} from './accounts';
export {
  LedgerValidationError,
  normalizeAmount,
  type EntryInput,
  type EntryReference,
  type PostedEntry,
  type PostingInput,
} from './entry';
export { postEntry } from './post';
export {
  entriesForBatch,
  type EntryForStatement,
  type PostingForStatement,
  ledgerRefusalOf,
  raisedByStatement,
  type StepEntry,
} from './entries-in-sql';
export { reverseEntry } from './reverse';
export {
  chargeCustomer,
  creditFromBankClearing,
  exchangeCurrency,
  holdFunds,
  moveCustomerFunds,
  payOutHeldToBankClearing,
  releaseHeldFunds,
  type EntryMeta,
} from './movements';
export {
  getAccountBalance,
  getAccountBalanceById,
  getCustomerBalances,
  getCustomerWallets,
  walletsOf,
  getHouseBalances,
  type AccountBalance,
  type CustomerWallet,
  type HouseBalance,
} from './balances';
export { readLiabilitiesSnapshot, type LiabilitiesSnapshot } from './liabilities';
export { runLedgerCheck, type LedgerCheckReport, type LedgerProblem } from './check';
export {
  customerActivityYears,
  customerLegsBetween,
  customerLegsOfReferences,
  customerTotalsBefore,
  type CustomerLeg,
} from './customer-legs';
