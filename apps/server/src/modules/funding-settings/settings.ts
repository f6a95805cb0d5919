import { eq } from 'drizzle-orm';
import { CURRENCY_CODES, type CurrencyCode } from '@kabuto/contract';
import {
  canonicalDecimal,
  compare,
  fromInteger,
  multiply,
  ZERO,
  type DecimalString,
} from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { readSettingsTable } from '../../platform/settings-cache';
import {
  fundingCurrencyLimits,
  fundingSettings,
  type FxRateSourceKind,
} from '../../db/schema-funding';
import { isMoneyIn } from './amounts';

/**
 * Funding settings (docs/funding.md). Operators edit them in the console (audited); until the first
 * save the defaults below apply. The product spec fixes only the maximum single withdrawal
 * (5,000,000) and the deposit hours (09:30–19:30 on business days); everything else is a setting.
 */

export type GeneralSettings = {
  dualControlThresholdJpy: DecimalString;
  depositOpensMinute: number;
  depositClosesMinute: number;
  withdrawOpensMinute: number;
  withdrawClosesMinute: number;
  fxQuoteTtlSeconds: number;
  fxRatesSource: FxRateSourceKind;
  fundPasswordMaxFailures: number;
  fundPasswordWindowSeconds: number;
};

export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  dualControlThresholdJpy: canonicalDecimal('1000000'),
  depositOpensMinute: 9 * 60 + 30,
  depositClosesMinute: 19 * 60 + 30,
  // Withdrawals are requested in the same bank hours as deposits: an operator reviews and
  // transfers them the same business day.
  withdrawOpensMinute: 9 * 60 + 30,
  withdrawClosesMinute: 19 * 60 + 30,
  fxQuoteTtlSeconds: 30,
  fxRatesSource: 'embedded',
  fundPasswordMaxFailures: 5,
  fundPasswordWindowSeconds: 15 * 60,
};

export type CurrencyLimits = {
  currency: CurrencyCode;
  depositsEnabled: boolean;
  depositMin: DecimalString;
  depositMax: DecimalString;
  quickAmounts: DecimalString[];
  withdrawalsEnabled: boolean;
  withdrawMin: DecimalString;
  withdrawMax: DecimalString;
  withdrawFee: DecimalString;
};

/**
 * Defaults per currency: [deposit minimum, deposit maximum, withdrawal minimum, withdrawal maximum],
 * about the same value in each. JPY is open; every other currency is closed for deposits and
 * withdrawals until an operator opens it (its money arrives and leaves through exchange).
 */
const DEFAULT_LIMITS: Record<CurrencyCode, [string, string, string, string]> = {
  JPY: ['10000', '10000000', '1000', '5000000'],
  CNY: ['500', '500000', '50', '250000'],
  TWD: ['2000', '2000000', '200', '1000000'],
  HKD: ['500', '500000', '50', '250000'],
  USD: ['100', '100000', '10', '50000'],
  MYR: ['300', '300000', '30', '150000'],
  THB: ['2000', '2000000', '200', '1000000'],
  VND: ['1000000', '1000000000', '100000', '500000000'],
  KRW: ['100000', '100000000', '10000', '50000000'],
  INR: ['5000', '5000000', '500', '2500000'],
};

export function defaultCurrencyLimits(currency: CurrencyCode): CurrencyLimits {
  const [depositMin, depositMax, withdrawMin, withdrawMax] = DEFAULT_LIMITS[currency];
  const minimum = canonicalDecimal(depositMin);
  return {
    currency,
    depositsEnabled: currency === 'JPY',
    depositMin: minimum,
    depositMax: canonicalDecimal(depositMax),
    quickAmounts: [1, 5, 10, 50, 100].map((factor) => multiply(minimum, fromInteger(factor))),
    withdrawalsEnabled: currency === 'JPY',
    withdrawMin: canonicalDecimal(withdrawMin),
    withdrawMax: canonicalDecimal(withdrawMax),
    withdrawFee: ZERO,
  };
}

/** Kept between reads outside transactions while changes are announced (platform/settings-cache.ts). */
export function readGeneralSettings(db: Queryable): Promise<GeneralSettings> {
  return readSettingsTable(db, 'funding_settings', () => readSavedGeneralSettings(db));
}

async function readSavedGeneralSettings(db: Queryable): Promise<GeneralSettings> {
  const [row] = await db.select().from(fundingSettings).where(eq(fundingSettings.id, 1)).limit(1);
  if (!row) return { ...DEFAULT_GENERAL_SETTINGS };
  return {
    dualControlThresholdJpy: row.dualControlThresholdJpy,
    depositOpensMinute: row.depositOpensMinute,
    depositClosesMinute: row.depositClosesMinute,
    withdrawOpensMinute: row.withdrawOpensMinute,
    withdrawClosesMinute: row.withdrawClosesMinute,
    fxQuoteTtlSeconds: row.fxQuoteTtlSeconds,
    fxRatesSource: row.fxRatesSource,
    fundPasswordMaxFailures: row.fundPasswordMaxFailures,
    fundPasswordWindowSeconds: row.fundPasswordWindowSeconds,
  };
}

function limitsFromRow(row: typeof fundingCurrencyLimits.$inferSelect): CurrencyLimits {
  return {
    currency: row.currency as CurrencyCode,
    depositsEnabled: row.depositsEnabled,
    depositMin: row.depositMin,
    depositMax: row.depositMax,
    // A text[] column (the list as the operator saved it): checked like any decimal from outside.
    quickAmounts: row.quickAmounts.map(canonicalDecimal),
    withdrawalsEnabled: row.withdrawalsEnabled,
    withdrawMin: row.withdrawMin,
    withdrawMax: row.withdrawMax,
    withdrawFee: row.withdrawFee,
  };
}

export async function readCurrencyLimits(
  db: Queryable,
  currency: CurrencyCode,
): Promise<CurrencyLimits> {
  const [row] = await db
    .select()
    .from(fundingCurrencyLimits)
    .where(eq(fundingCurrencyLimits.currency, currency))
    .limit(1);
  return row ? limitsFromRow(row) : defaultCurrencyLimits(currency);
}

/** Every currency, JPY first, saved values over defaults. */
export async function readAllCurrencyLimits(db: Queryable): Promise<CurrencyLimits[]> {
  const rows = await db.select().from(fundingCurrencyLimits);
  const saved = new Map(rows.map((row) => [row.currency, limitsFromRow(row)]));
  return CURRENCY_CODES.map((currency) => saved.get(currency) ?? defaultCurrencyLimits(currency));
}

/** The rules the database's CHECK constraints also hold, checked first for a readable refusal. */
export function currencyLimitsAreValid(limits: CurrencyLimits): boolean {
  const { currency } = limits;
  const amounts = [limits.depositMin, limits.depositMax, limits.withdrawMin, limits.withdrawMax];
  if (!amounts.every((amount) => isMoneyIn(amount, currency))) return false;
  if (!isMoneyIn(limits.withdrawFee, currency, true)) return false;
  if (compare(limits.depositMax, limits.depositMin) < 0) return false;
  if (compare(limits.withdrawMax, limits.withdrawMin) < 0) return false;
  // The fee is taken from the amount, so every allowed amount must leave something to transfer.
  if (compare(limits.withdrawFee, limits.withdrawMin) >= 0) return false;
  return limits.quickAmounts.every(
    (amount) =>
      isMoneyIn(amount, currency) &&
      compare(amount, limits.depositMin) >= 0 &&
      compare(amount, limits.depositMax) <= 0,
  );
}

export function generalSettingsAreValid(settings: GeneralSettings): boolean {
  const windowOk = (opens: number, closes: number) =>
    opens >= 0 && opens < closes && closes <= 1440;
  return (
    isMoneyIn(settings.dualControlThresholdJpy, 'JPY') &&
    windowOk(settings.depositOpensMinute, settings.depositClosesMinute) &&
    windowOk(settings.withdrawOpensMinute, settings.withdrawClosesMinute)
  );
}

/** "09:30" ⇄ 570 */
export function minuteToClock(minute: number): string {
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function clockToMinute(text: string): number {
  const [hours = '0', minutes = '0'] = text.split(':');
  return Number(hours) * 60 + Number(minutes);
}
