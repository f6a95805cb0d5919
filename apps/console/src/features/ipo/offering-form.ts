import type { z } from 'zod';
import {
  LOCALES,
  ipoOfferingInput,
  isErrorKey,
  type ErrorKey,
  type Locale,
} from '@kabuto/contract';
import { compare } from '@kabuto/money';
import { isoToTokyoInput, tokyoInputToIso } from '../../shared/tokyo-time';

/**
 * An offering as the editor holds it: every value as the operator types it, times as Japan-time
 * datetime inputs. `fromDraft` turns a draft into the contract's `ipoOfferingInput`, or names the
 * fields that are wrong with the catalogue key the server would answer, so the editor shows the
 * same translated sentence beside the field before anything is sent. The server checks it all again.
 */
export type OfferingInput = z.input<typeof ipoOfferingInput>;
type Names = Record<Locale, string>;

export const LOCALIZED_FIELDS = ['names', 'sector'] as const;
export const PRICE_FIELDS = ['priceLow', 'priceHigh', 'finalPrice'] as const;
export const COUNT_FIELDS = ['lotsOffered', 'maxLotsPerApplication'] as const;
export const TIME_FIELDS = [
  'subscriptionOpensAt',
  'subscriptionClosesAt',
  'drawAt',
  'purchaseDeadlineAt',
] as const;

export type OfferingDraft = {
  symbol: string;
  names: Names;
  sector: Names;
  priceLow: string;
  priceHigh: string;
  finalPrice: string;
  lotsOffered: string;
  maxLotsPerApplication: string;
  subscriptionOpensAt: string;
  subscriptionClosesAt: string;
  drawAt: string;
  purchaseDeadlineAt: string;
  listingDate: string;
};

/** A field's error key, by its name (`priceLow`) or its name and language (`names.en`). */
export type DraftErrors = Partial<Record<string, ErrorKey>>;
export type DraftResult =
  { ok: true; offering: OfferingInput } | { ok: false; errors: DraftErrors };

/** What the editor needs of an offering (the console's view of one has more). */
export type OfferingValues = {
  [K in keyof OfferingInput]-?: K extends 'finalPrice' ? string | null : OfferingInput[K];
};

const blankNames = (): Names => ({ ja: '', 'zh-TW': '', en: '' });

export function toDraft(offering: OfferingValues | null): OfferingDraft {
  return {
    symbol: offering?.symbol ?? '',
    names: { ...(offering?.names ?? blankNames()) },
    sector: { ...(offering?.sector ?? blankNames()) },
    priceLow: offering?.priceLow ?? '',
    priceHigh: offering?.priceHigh ?? '',
    finalPrice: offering?.finalPrice ?? '',
    lotsOffered: offering ? String(offering.lotsOffered) : '',
    maxLotsPerApplication: offering ? String(offering.maxLotsPerApplication) : '',
    subscriptionOpensAt: isoToTokyoInput(offering?.subscriptionOpensAt ?? null),
    subscriptionClosesAt: isoToTokyoInput(offering?.subscriptionClosesAt ?? null),
    drawAt: isoToTokyoInput(offering?.drawAt ?? null),
    purchaseDeadlineAt: isoToTokyoInput(offering?.purchaseDeadlineAt ?? null),
    listingDate: offering?.listingDate ?? '',
  };
}

/** Whole yen, thousands separators allowed ("1,200" → "1200"); '' stays '' (no final price). */
export function typedYen(typed: string): string {
  return typed.trim().replace(/[,_\s]/g, '');
}

/** A whole count; thousands separators allowed. NaN for anything else (the contract refuses it). */
export function typedCount(typed: string): number {
  const text = typed.trim().replace(/[,_\s]/g, '');
  return /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
}

/** The draft as the contract's request body (before any check). */
export function requestOf(draft: OfferingDraft): OfferingInput {
  const trimmed = (names: Names): Names => ({
    ja: names.ja.trim(),
    'zh-TW': names['zh-TW'].trim(),
    en: names.en.trim(),
  });
  const finalPrice = typedYen(draft.finalPrice);
  return {
    symbol: draft.symbol.trim(),
    names: trimmed(draft.names),
    sector: trimmed(draft.sector),
    priceLow: typedYen(draft.priceLow),
    priceHigh: typedYen(draft.priceHigh),
    finalPrice: finalPrice === '' ? null : finalPrice,
    lotsOffered: typedCount(draft.lotsOffered),
    maxLotsPerApplication: typedCount(draft.maxLotsPerApplication),
    // An unreadable time is sent as typed: the contract names it wrong.
    subscriptionOpensAt: tokyoInputToIso(draft.subscriptionOpensAt) ?? draft.subscriptionOpensAt,
    subscriptionClosesAt: tokyoInputToIso(draft.subscriptionClosesAt) ?? draft.subscriptionClosesAt,
    drawAt: tokyoInputToIso(draft.drawAt) ?? draft.drawAt,
    purchaseDeadlineAt: tokyoInputToIso(draft.purchaseDeadlineAt) ?? draft.purchaseDeadlineAt,
    listingDate: draft.listingDate.trim(),
  };
}

const keyOf = (message: string): ErrorKey => (isErrorKey(message) ? message : 'invalid_params');

/** The contract's checks, then the server's rules across fields (modules/ipo/operator-service.ts). */
export function fromDraft(draft: OfferingDraft): DraftResult {
  const body = requestOf(draft);
  const errors: DraftErrors = {};
  const checked = ipoOfferingInput.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [field, language] = issue.path;
      if (typeof field !== 'string') continue;
      if ((LOCALIZED_FIELDS as readonly string[]).includes(field)) {
        const languages = typeof language === 'string' ? [language] : LOCALES;
        for (const each of languages) errors[`${field}.${each}`] ??= keyOf(issue.message);
      } else {
        errors[field] ??= keyOf(issue.message);
      }
    }
    return { ok: false, errors };
  }
  const offering = checked.data;
  if (compare(offering.priceLow, offering.priceHigh) > 0) errors.priceHigh = 'ipo_price_invalid';
  if (
    offering.finalPrice !== null &&
    (compare(offering.finalPrice, offering.priceLow) < 0 ||
      compare(offering.finalPrice, offering.priceHigh) > 0)
  ) {
    errors.finalPrice = 'ipo_price_invalid';
  }
  if (offering.maxLotsPerApplication > offering.lotsOffered) {
    errors.maxLotsPerApplication = 'ipo_lots_invalid';
  }
  const at = (iso: string) => new Date(iso).getTime();
  if (at(offering.subscriptionOpensAt) >= at(offering.subscriptionClosesAt)) {
    errors.subscriptionClosesAt = 'ipo_schedule_invalid';
  }
  if (at(offering.subscriptionClosesAt) > at(offering.drawAt))
    errors.drawAt = 'ipo_schedule_invalid';
  if (at(offering.drawAt) >= at(offering.purchaseDeadlineAt)) {
    errors.purchaseDeadlineAt = 'ipo_schedule_invalid';
  }
  // The listing day is a Tokyo date, on or after the payment deadline's.
  if (offering.listingDate < isoToTokyoInput(offering.purchaseDeadlineAt).slice(0, 10)) {
    errors.listingDate = 'ipo_schedule_invalid';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, offering: body };
}

/** The fields whose value differs from the offering's (instants compared as instants). */
export function changedFields(
  before: OfferingValues,
  after: OfferingInput,
): (keyof OfferingInput)[] {
  const same = (field: keyof OfferingInput): boolean => {
    const a = before[field];
    const b = after[field] ?? null;
    if ((TIME_FIELDS as readonly string[]).includes(field))
      return new Date(a as string).getTime() === new Date(b as string).getTime();
    if ((LOCALIZED_FIELDS as readonly string[]).includes(field))
      return LOCALES.every((locale) => (a as Names)[locale] === (b as Names)[locale]);
    return a === b;
  };
  return (Object.keys(ipoOfferingInput.shape) as (keyof OfferingInput)[]).filter(
    (field) => !same(field),
  );
}

/** Where a refusal of the server belongs in the form (a field's key), or null for the whole form. */
export function fieldOfRefusal(key: string): keyof OfferingDraft | null {
  switch (key) {
    case 'ipo_symbol_invalid':
    case 'ipo_symbol_listed':
      return 'symbol';
    case 'ipo_price_range_raised':
      return 'priceHigh';
    default:
      return null;
  }
}
