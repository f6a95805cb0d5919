import { z } from 'zod';
import { decimalField } from '../decimal-field';

/**
 * The trading settings (docs/trading.md, "Settings"): one row, edited in the console by an admin,
 * every change audited. The server's defaults are modules/trading/settings.ts.
 */

/** A rate as a fraction: "0.001425" is 0.1425%. */
const rateField = decimalField({
  sign: 'nonNegative',
  scale: 8,
  below: '1',
  error: 'trading_settings_invalid',
});
/** A margin level in percent, 0 to 99.99, two decimals at most. */
const levelPercentField = decimalField({
  sign: 'nonNegative',
  integerDigits: 2,
  scale: 2,
  error: 'trading_settings_invalid',
});
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'trading_settings_invalid' });

export const tradingSettings = z.object({
  /** Shares per lot (spec: 1000). A multiple of 100, so every amount is whole yen. */
  lotShares: z
    .number()
    .int()
    .min(100)
    .max(100_000)
    .multipleOf(100, { error: 'trading_settings_invalid' }),
  /** The leverage a customer may choose, ascending, e.g. [1, 2, 3, 5, 10]. */
  leverageChoices: z
    .array(z.number().int().min(1).max(100))
    .min(1)
    .max(10)
    .refine(
      (choices) => choices.every((value, index) => index === 0 || value > choices[index - 1]!),
      {
        error: 'trading_settings_invalid',
      },
    ),
  maxLotsPerOrder: z.number().int().min(1).max(10_000),
  buyFeeRate: rateField,
  sellFeeRate: rateField,
  serviceFeeRate: rateField,
  stampDutyRate: rateField,
  /** Equity as a % of margin at or below which a position is closed automatically (0–99.99). */
  maintenanceLevelPercent: levelPercentField,
  /**
   * Equity as a % of margin at or below which the customer is warned that the position nears its
   * forced close (positionView's `marginWarning` and `warningPrice`), like a broker's alert at 30%
   * before its call at 20%. Above the maintenance level: the server refuses a save that is not
   * (`warning_level_not_above_maintenance`, modules/trading/settings.ts).
   */
  warningLevelPercent: levelPercentField,
  /**
   * Trading days after the buy day before a sale is allowed: 2 = not on the buy day nor on T+1
   * (the spec's rule), 1 = not on the buy day, 0 = no day rule. Day trades are exempt.
   */
  sellAfterTradingDays: z.number().int().min(0).max(2),
  /** Shares of one symbol all customers together may hold short, unless the symbol has its own quota. */
  defaultLendingQuotaShares: z.number().int().min(0).max(1_000_000_000),
  /** Pre-market orders are taken from this time (Japan) until the first session opens. */
  preMarketOpensAt: hhmm,
  /** The after-market session (fixed price: the day's close), Japan time, [opens, closes). */
  afterMarketOpensAt: hhmm,
  afterMarketClosesAt: hhmm,
  /** Customers may apply for day trading (the console reviews each application). */
  dayTradingEnabled: z.boolean(),
});
export type TradingSettings = z.infer<typeof tradingSettings>;
