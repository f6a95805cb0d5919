import {
  LOCALES,
  copyCloseProductRequest,
  copySaveProductRequest,
  copySaveStrategyRequest,
  isErrorKey,
  type COPY_HOUSE_RULES,
  type ErrorKey,
  type Locale,
  type LocalizedNames,
} from '@kabuto/contract';
import { divide, isDecimalString, multiply, type DecimalString } from '@kabuto/money';
import { tokyoInputToIso } from '../../shared/tokyo-time';
import type { ProductInput, StrategyInput } from './api';

/**
 * The copy-trading editors' drafts: every value as the operator types it (yen with separators,
 * rates in percent, the deadline as a Japan-time datetime input, a basket as a line of codes).
 * Each `…FromDraft` turns a draft into the contract's request body, or names the fields that are
 * wrong with the catalogue key the server would answer, so the dialog shows the same translated
 * sentence beside the field before anything is sent. The server checks it all again.
 */

export type Names = Record<Locale, string>;
export type HouseRule = (typeof COPY_HOUSE_RULES)[number];

/** A field's error key, by its name (`capacity`) or its name and language (`names.en`). */
export type DraftErrors = Partial<Record<string, ErrorKey>>;
export type Checked<Body> = { ok: true; body: Body } | { ok: false; errors: DraftErrors };

export type StrategyBody = Omit<StrategyInput, 'reason'>;
export type ProductBody = Omit<ProductInput, 'reason'>;

export type StrategyDraft = { names: Names; rule: HouseRule; basket: string };

export type ProductDraft = {
  strategyId: string;
  names: Names;
  minInvestment: string;
  lockupDays: string;
  subscriptionDeadlineAt: string;
  /** In percent, as typed ("20" for 20%). */
  performanceFeeRate: string;
  capacity: string;
  /** In percent; '' for none. */
  targetAnnualReturn: string;
};

export const blankNames = (): Names => ({ ja: '', 'zh-TW': '', en: '' });

export function blankStrategy(): StrategyDraft {
  return { names: blankNames(), rule: 'trend', basket: '' };
}

export function blankProduct(strategyId: number | null): ProductDraft {
  return {
    strategyId: strategyId === null ? '' : String(strategyId),
    names: blankNames(),
    minInvestment: '',
    lockupDays: '',
    subscriptionDeadlineAt: '',
    performanceFeeRate: '',
    capacity: '',
    targetAnnualReturn: '',
  };
}

const trimmed = (names: Names): Names => ({
  ja: names.ja.trim(),
  'zh-TW': names['zh-TW'].trim(),
  en: names.en.trim(),
});

/** Whole yen, thousands separators allowed ("1,200,000" → "1200000"). */
export function typedYen(typed: string): string {
  return typed.trim().replace(/[,_\s]/g, '');
}

/** A whole count of days; NaN for anything else (the contract refuses it). */
export function typedCount(typed: string): number {
  const text = typed.trim().replace(/[,_\s]/g, '');
  return /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * A rate typed in percent ("20", "7.5 %") as the contract's fraction ("0.2", "0.075"), through
 * decimal strings (never a float); anything else is sent as typed and the contract names it.
 */
export function percentToRate(typed: string): string {
  const text = typed.trim().replace(/\s*%$/u, '');
  if (!isDecimalString(text)) return typed.trim();
  return divide(text, '100' as DecimalString);
}

/** A fraction as percent ("0.2" → "20", "0.075" → "7.5"). */
export function rateToPercent(rate: string): string {
  return isDecimalString(rate) ? multiply(rate, '100' as DecimalString) : rate;
}

/** A basket as typed ("9432, 7201 9434") as its codes, upper case, in the order typed. */
export function parseBasket(typed: string): string[] {
  return typed
    .split(/[\s,、，;]+/u)
    .map((symbol) => symbol.trim().toUpperCase())
    .filter((symbol) => symbol.length > 0);
}

const keyOf = (message: string): ErrorKey => (isErrorKey(message) ? message : 'invalid_params');

/** The contract's issues as field errors: a localized field's by language (`names.en`). */
function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const issue of issues) {
    const [field, language] = issue.path;
    if (typeof field !== 'string') continue;
    if (field === 'names' || field === 'reason') {
      const languages = typeof language === 'string' ? [language] : LOCALES;
      for (const each of languages) errors[`${field}.${each}`] ??= keyOf(issue.message);
    } else {
      errors[field] ??= keyOf(issue.message);
    }
  }
  return errors;
}

export function strategyRequestOf(draft: StrategyDraft): StrategyBody {
  return { names: trimmed(draft.names), rule: draft.rule, basket: parseBasket(draft.basket) };
}

export function strategyFromDraft(draft: StrategyDraft): Checked<StrategyBody> {
  const body = strategyRequestOf(draft);
  const checked = copySaveStrategyRequest.omit({ reason: true }).safeParse(body);
  return checked.success
    ? { ok: true, body }
    : { ok: false, errors: errorsOf(checked.error.issues) };
}

export function productRequestOf(draft: ProductDraft): ProductBody {
  const target = draft.targetAnnualReturn.trim();
  return {
    strategyId: draft.strategyId === '' ? Number.NaN : Number(draft.strategyId),
    names: trimmed(draft.names),
    minInvestment: typedYen(draft.minInvestment),
    lockupDays: typedCount(draft.lockupDays),
    // An unreadable time is sent as typed: the contract names it wrong.
    subscriptionDeadlineAt:
      tokyoInputToIso(draft.subscriptionDeadlineAt) ?? draft.subscriptionDeadlineAt,
    performanceFeeRate: percentToRate(draft.performanceFeeRate),
    capacity: typedYen(draft.capacity),
    ...(target === '' ? {} : { targetAnnualReturn: percentToRate(target) }),
  };
}

export function productFromDraft(draft: ProductDraft): Checked<ProductBody> {
  const body = productRequestOf(draft);
  const checked = copySaveProductRequest.omit({ reason: true }).safeParse(body);
  return checked.success
    ? { ok: true, body }
    : { ok: false, errors: errorsOf(checked.error.issues) };
}

/** A reason followers read, in every language (a product ended, a strategy suspended). */
export function localizedReasonFromDraft(draft: Names): Checked<LocalizedNames> {
  const reason = trimmed(draft);
  const checked = copyCloseProductRequest.shape.reason.safeParse(reason);
  return checked.success
    ? { ok: true, body: reason }
    : { ok: false, errors: errorsOf(checked.error.issues.map(inReason)) };
}

const inReason = <Issue extends { path: PropertyKey[] }>(issue: Issue): Issue => ({
  ...issue,
  path: ['reason', ...issue.path],
});

/** Where a refusal of the server belongs in a form (a field's key), or null for the whole form. */
export function fieldOfRefusal(key: string): string | null {
  switch (key) {
    case 'product_unavailable':
      return 'basket';
    case 'copy_trade_deadline_passed':
      return 'subscriptionDeadlineAt';
    case 'copy_strategy_not_found':
    case 'not_found':
      return 'strategyId';
    default:
      return null;
  }
}
