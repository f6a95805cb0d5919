/**
 * What other modules may use of the funding settings (they import this file, never the module's
 * inner files). Deposits and withdrawals, exchange (the quote's validity, the rates source) and
 * the fund password's throttle all read them, so they live below all three.
 */
export {
  readAllCurrencyLimits,
  readCurrencyLimits,
  readGeneralSettings,
  minuteToClock,
  type CurrencyLimits,
  type GeneralSettings,
} from './settings';
export { assertWithinLimits, parseAmount } from './amounts';
export { fundingSettingsView, saveFundingSettings, type SettingsDeps } from './editing';
