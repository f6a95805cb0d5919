/**
 * Query-key roots shared across features: an action in one feature (a restriction, a config
 * change) writes an audit entry, so it invalidates the audit log's cache by this root.
 */
export const QUERY_ROOTS = {
  operator: ['operator'],
  customers: ['customers'],
  audit: ['audit'],
  siteConfig: ['site-config'],
  verifications: ['verifications'],
  deposits: ['deposits'],
  withdrawals: ['withdrawals'],
  fundingSettings: ['funding-settings'],
  ledger: ['ledger'],
  trading: ['trading'],
} as const;
