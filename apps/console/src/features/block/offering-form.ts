import {
  BLOCK_PRICE_BAND,
  blockSaveOfferingRequest,
  isErrorKey,
  type ErrorKey,
} from '@kabuto/contract';
import {
  add,
  canonicalDecimal,
  compare,
  multiply,
  roundTo,
  subtract,
  type DecimalString,
} from '@kabuto/money';
import type { z } from 'zod';
import { tokyoInputToIso } from '../../shared/tokyo-time';
import { typedCount, typedDecimal } from '../../shared/offering-input';

/**
 * A block trade offering as the announcement form holds it: every value as the operator types it,
 * times as Japan-time datetime inputs. `fromDraft` turns a draft into the contract's request (the
 * audit note aside, which the dialog asks for), or names the wrong fields with the catalogue key
 * the server would answer, so the form shows the same translated sentence beside the field before
 * anything is sent. The server checks it all again, the tick grid included (docs/off-auction.md).
 */
export type OfferingInput = Omit<z.input<typeof blockSaveOfferingRequest>, 'reason'>;

export const PRICE_FIELDS = ['price', 'minBuyAmount'] as const;
export const COUNT_FIELDS = ['lotsOffered', 'minLots', 'maxLots'] as const;
export const TIME_FIELDS = ['opensAt', 'closesAt'] as const;

export type OfferingDraft = {
  symbol: string;
  price: string;
  lotsOffered: string;
  minLots: string;
  maxLots: string;
  minBuyAmount: string;
  opensAt: string;
  closesAt: string;
};
export type DraftField = keyof OfferingDraft;
export type DraftErrors = Partial<Record<DraftField, ErrorKey>>;
export type DraftResult =
  { ok: true; offering: OfferingInput } | { ok: false; errors: DraftErrors };

/** The ±7% band around the previous close the server checks the price against (ToSTNeT-1). */
export type PriceBand = { reference: DecimalString; low: DecimalString; high: DecimalString };

export const BLANK_DRAFT: OfferingDraft = {
  symbol: '',
  price: '',
  lotsOffered: '',
  minLots: '1',
  maxLots: '',
  minBuyAmount: '0',
  opensAt: '',
  closesAt: '',
};

/** The draft as the contract's request body (before any check). */
export function requestOf(draft: OfferingDraft): OfferingInput {
  return {
    symbol: draft.symbol.trim().toUpperCase(),
    price: typedDecimal(draft.price),
    lotsOffered: typedCount(draft.lotsOffered),
    minLots: typedCount(draft.minLots),
    maxLots: typedCount(draft.maxLots),
    minBuyAmount: typedDecimal(draft.minBuyAmount),
    // An unreadable time is sent as typed: the contract names it wrong.
    opensAt: tokyoInputToIso(draft.opensAt) ?? draft.opensAt,
    closesAt: tokyoInputToIso(draft.closesAt) ?? draft.closesAt,
  };
}

/** The band the price must sit in: the reference (the previous close) ± 7%. */
export function priceBand(reference: DecimalString): PriceBand {
  const width = multiply(reference, canonicalDecimal(BLOCK_PRICE_BAND));
  // The finest tick is ¥0.1 and a price has at most one decimal: the band's prices, inward.
  return {
    reference,
    low: canonicalDecimal(roundTo(subtract(reference, width), 1, 'up')),
    high: canonicalDecimal(roundTo(add(reference, width), 1, 'down')),
  };
}

const keyOf = (message: string): ErrorKey => (isErrorKey(message) ? message : 'invalid_params');

/**
 * The contract's checks, then the server's rules across fields (modules/block/operator-service.ts):
 * min ≤ max ≤ offered and a window that closes after it opens and in the future
 * (`block_offering_invalid`), and the price within the band when the previous close is known
 * (`block_price_out_of_band`).
 */
export function fromDraft(draft: OfferingDraft, band: PriceBand | null, now: Date): DraftResult {
  const body = requestOf(draft);
  const errors: DraftErrors = {};
  const checked = blockSaveOfferingRequest.omit({ reason: true }).safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [field] = issue.path;
      if (typeof field === 'string' && field in draft)
        errors[field as DraftField] ??= keyOf(issue.message);
    }
    return { ok: false, errors };
  }
  const offering = checked.data;
  if (offering.minLots > offering.maxLots) errors.minLots = 'block_offering_invalid';
  if (offering.maxLots > offering.lotsOffered) errors.maxLots = 'block_offering_invalid';
  const opens = new Date(offering.opensAt).getTime();
  const closes = new Date(offering.closesAt).getTime();
  if (closes <= opens || closes <= now.getTime()) errors.closesAt = 'block_offering_invalid';
  if (band && (compare(offering.price, band.low) < 0 || compare(offering.price, band.high) > 0))
    errors.price = 'block_price_out_of_band';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, offering: body };
}

/** Where a refusal of the server belongs in the form (a field), or null for the whole form. */
export function fieldOfRefusal(key: string): DraftField | null {
  switch (key) {
    case 'product_unavailable':
      return 'symbol';
    case 'block_price_out_of_band':
      return 'price';
    case 'block_offering_invalid':
      return 'closesAt';
    default:
      return null;
  }
}
