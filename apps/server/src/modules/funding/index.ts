/**
 * What other modules and app.ts may use of funding (they import this file, never the module's
 * inner files). The member centre's figures and the fund password check serve the user info and
 * its settings; fund records list deposits and withdrawals the way funding shows them.
 */
export { registerFundingRoutes, type FundingRouteDeps } from './routes';
export { fundingService, type FundingService } from './service';
export { assetFiguresOf, customerAssetFigures } from './assets';
export { checkFundPassword } from './fund-password';
export {
  customerDeposits,
  customerDepositsWithoutEntry,
  type DepositView,
  type WithdrawalView,
  customerWithdrawals,
  depositOrderNo,
  findCustomerFundingState,
  findOpenOperation,
  toDepositRecord,
  toWithdrawalRecord,
  withdrawalOrderNo,
} from './repo';
