import type { z } from 'zod';
import { tradingSettings, type TradingSettings } from '@kabuto/contract';
import { compare } from '@kabuto/money';
import { fractionToPercent, percentToFraction } from './rates';

/**
 * The trading settings as the edit form holds them: every value as the operator types it, rates
 * in percent. `fromDraft` turns a draft back into the contract's shape, or names the fields that
 * are wrong; the server checks everything again (and answers `trading_settings_invalid`, or
 * `warning_level_not_above_maintenance`).
 */
export type SettingsDraft = {
  lotShares: string;
  leverageChoices: string;
  maxLotsPerOrder: string;
  buyFeePercent: string;
  sellFeePercent: string;
  serviceFeePercent: string;
  stampDutyPercent: string;
  maintenanceLevelPercent: string;
  warningLevelPercent: string;
  sellAfterTradingDays: string;
  defaultLendingQuotaShares: string;
  preMarketOpensAt: string;
  afterMarketOpensAt: string;
  afterMarketClosesAt: string;
  dayTradingEnabled: boolean;
};
export type DraftField = keyof SettingsDraft;

export const RATE_FIELDS = [
  ['buyFeePercent', 'buyFeeRate'],
  ['sellFeePercent', 'sellFeeRate'],
  ['serviceFeePercent', 'serviceFeeRate'],
  ['stampDutyPercent', 'stampDutyRate'],
] as const satisfies readonly (readonly [DraftField, keyof TradingSettings])[];

export function toDraft(settings: TradingSettings): SettingsDraft {
  return {
    lotShares: String(settings.lotShares),
    leverageChoices: settings.leverageChoices.join(', '),
    maxLotsPerOrder: String(settings.maxLotsPerOrder),
    buyFeePercent: fractionToPercent(settings.buyFeeRate),
    sellFeePercent: fractionToPercent(settings.sellFeeRate),
    serviceFeePercent: fractionToPercent(settings.serviceFeeRate),
    stampDutyPercent: fractionToPercent(settings.stampDutyRate),
    maintenanceLevelPercent: settings.maintenanceLevelPercent,
    warningLevelPercent: settings.warningLevelPercent,
    sellAfterTradingDays: String(settings.sellAfterTradingDays),
    defaultLendingQuotaShares: String(settings.defaultLendingQuotaShares),
    preMarketOpensAt: settings.preMarketOpensAt,
    afterMarketOpensAt: settings.afterMarketOpensAt,
    afterMarketClosesAt: settings.afterMarketClosesAt,
    dayTradingEnabled: settings.dayTradingEnabled,
  };
}

/** A whole number of shares or lots; thousands separators are allowed ("1,000,000"). */
export function parseCount(typed: string): number | null {
  const text = typed.trim().replace(/[,_\s]/g, '');
  if (!/^\d{1,10}$/.test(text)) return null;
  return Number(text);
}

/** "1, 2, 3, 5, 10" (commas, spaces or 、) → ascending distinct choices, or null. */
export function parseLeverageChoices(typed: string): number[] | null {
  const parts = typed
    .split(/[,\s、]+/u)
    .map((part) => part.trim().replace(/^[x×]/u, ''))
    .filter(Boolean);
  if (parts.length === 0 || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

/** "HH:MM" minutes after midnight, for the after-market order rule. */
function minuteOfDay(hhmm: string): number {
  const [hours = '0', minutes = '0'] = hhmm.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export type DraftResult =
  { ok: true; settings: TradingSettings } | { ok: false; invalid: readonly DraftField[] };

/** The draft as the contract's settings, or the fields that are wrong (in form order). */
export function fromDraft(draft: SettingsDraft): DraftResult {
  const invalid = new Set<DraftField>();
  const shape = tradingSettings.shape;
  // What the contract's field makes of the value (a rate or a level becomes a DecimalString).
  function check<S extends z.ZodType>(field: DraftField, value: unknown, schema: S): z.output<S> {
    const checked = value === null ? null : schema.safeParse(value);
    if (checked?.success) return checked.data;
    invalid.add(field);
    // Never read: a draft with an invalid field answers { ok: false }.
    return value as z.output<S>;
  }
  const rates = Object.fromEntries(
    RATE_FIELDS.map(([field, key]) => [
      key,
      check(field, percentToFraction(draft[field]), shape[key]),
    ]),
  ) as Pick<TradingSettings, (typeof RATE_FIELDS)[number][1]>;
  const percent = (typed: string) => typed.trim().replace(/\s*%$/u, '');
  const settings: TradingSettings = {
    lotShares: check('lotShares', parseCount(draft.lotShares), shape.lotShares),
    leverageChoices: check(
      'leverageChoices',
      parseLeverageChoices(draft.leverageChoices),
      shape.leverageChoices,
    ),
    maxLotsPerOrder: check(
      'maxLotsPerOrder',
      parseCount(draft.maxLotsPerOrder),
      shape.maxLotsPerOrder,
    ),
    ...rates,
    maintenanceLevelPercent: check(
      'maintenanceLevelPercent',
      percent(draft.maintenanceLevelPercent),
      shape.maintenanceLevelPercent,
    ),
    warningLevelPercent: check(
      'warningLevelPercent',
      percent(draft.warningLevelPercent),
      shape.warningLevelPercent,
    ),
    sellAfterTradingDays: check(
      'sellAfterTradingDays',
      parseCount(draft.sellAfterTradingDays),
      shape.sellAfterTradingDays,
    ),
    defaultLendingQuotaShares: check(
      'defaultLendingQuotaShares',
      parseCount(draft.defaultLendingQuotaShares),
      shape.defaultLendingQuotaShares,
    ),
    preMarketOpensAt: check(
      'preMarketOpensAt',
      draft.preMarketOpensAt.trim(),
      shape.preMarketOpensAt,
    ),
    afterMarketOpensAt: check(
      'afterMarketOpensAt',
      draft.afterMarketOpensAt.trim(),
      shape.afterMarketOpensAt,
    ),
    afterMarketClosesAt: check(
      'afterMarketClosesAt',
      draft.afterMarketClosesAt.trim(),
      shape.afterMarketClosesAt,
    ),
    dayTradingEnabled: draft.dayTradingEnabled,
  };
  // The server's own consistency rule (modules/trading/settings.ts): the session opens before it closes.
  if (
    !invalid.has('afterMarketOpensAt') &&
    !invalid.has('afterMarketClosesAt') &&
    minuteOfDay(settings.afterMarketOpensAt) >= minuteOfDay(settings.afterMarketClosesAt)
  ) {
    invalid.add('afterMarketClosesAt');
  }
  // And its other rule: the margin warning comes before the forced liquidation.
  if (
    !invalid.has('maintenanceLevelPercent') &&
    !invalid.has('warningLevelPercent') &&
    compare(settings.warningLevelPercent, settings.maintenanceLevelPercent) <= 0
  ) {
    invalid.add('warningLevelPercent');
  }
  if (invalid.size > 0) {
    const order = Object.keys(draft) as DraftField[];
    return { ok: false, invalid: order.filter((field) => invalid.has(field)) };
  }
  return { ok: true, settings };
}

/** The keys whose value differs between two settings objects, in the contract's order. */
export function changedKeys(
  before: TradingSettings,
  after: TradingSettings,
): (keyof TradingSettings)[] {
  return (Object.keys(tradingSettings.shape) as (keyof TradingSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
