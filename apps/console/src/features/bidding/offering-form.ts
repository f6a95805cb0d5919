import { biddingSaveOfferingRequest, isErrorKey, type ErrorKey } from '@kabuto/contract';
import { compare, type DecimalString } from '@kabuto/money';
import type { z } from 'zod';
import { typedCount, typedDecimal } from '../../shared/offering-input';
import { tokyoInputToIso } from '../../shared/tokyo-time';

/**
 * An agreed-price bidding offering as the announcement form holds it: every value as the operator
 * types it, times as Japan-time datetime inputs. `fromDraft` turns a draft into the contract's
 * request (the audit note aside, which the dialog asks for), or names the wrong fields with the
 * catalogue key the server would answer, so the form shows the same translated sentence beside
 * the field before anything is sent. The server checks it all again, the tick grid included
 * (docs/off-auction.md, "Agreed-price bidding").
 */
export type OfferingInput = Omit<z.input<typeof biddingSaveOfferingRequest>, 'reason'>;

export type OfferingDraft = {
  symbol: string;
  floorPrice: string;
  lotsOffered: string;
  minLots: string;
  maxLots: string;
  opensAt: string;
  closesAt: string;
};
export type DraftField = keyof OfferingDraft;
export type DraftErrors = Partial<Record<DraftField, ErrorKey>>;
export type DraftResult =
  { ok: true; offering: OfferingInput } | { ok: false; errors: DraftErrors };

/** The stock's previous close and the day's price limits: a floor must sit inside the limits. */
export type QuoteLimits = {
  reference: DecimalString;
  limitDown: DecimalString;
  limitUp: DecimalString;
};

export const BLANK_DRAFT: OfferingDraft = {
  symbol: '',
  floorPrice: '',
  lotsOffered: '',
  minLots: '1',
  maxLots: '',
  opensAt: '',
  closesAt: '',
};

/** The draft as the contract's request body (before any check). */
export function requestOf(draft: OfferingDraft): OfferingInput {
  return {
    symbol: draft.symbol.trim().toUpperCase(),
    floorPrice: typedDecimal(draft.floorPrice),
    lotsOffered: typedCount(draft.lotsOffered),
    minLots: typedCount(draft.minLots),
    maxLots: typedCount(draft.maxLots),
    // An unreadable time is sent as typed: the contract names it wrong.
    opensAt: tokyoInputToIso(draft.opensAt) ?? draft.opensAt,
    closesAt: tokyoInputToIso(draft.closesAt) ?? draft.closesAt,
  };
}

const keyOf = (message: string): ErrorKey => (isErrorKey(message) ? message : 'invalid_params');

/**
 * The contract's checks, then the server's rules across fields (modules/block/bidding-operator.ts):
 * min ≤ max ≤ offered and a window that closes after it opens and in the future
 * (`bidding_offering_invalid`), and the floor within the day's price limits when they are known
 * (`bidding_floor_invalid`; the tick grid is the server's check alone).
 */
export function fromDraft(
  draft: OfferingDraft,
  limits: QuoteLimits | null,
  now: Date,
): DraftResult {
  const body = requestOf(draft);
  const errors: DraftErrors = {};
  const checked = biddingSaveOfferingRequest.omit({ reason: true }).safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [field] = issue.path;
      if (typeof field === 'string' && field in draft)
        errors[field as DraftField] ??= keyOf(issue.message);
    }
    return { ok: false, errors };
  }
  const offering = checked.data;
  if (offering.minLots > offering.maxLots) errors.minLots = 'bidding_offering_invalid';
  if (offering.maxLots > offering.lotsOffered) errors.maxLots = 'bidding_offering_invalid';
  const opens = new Date(offering.opensAt).getTime();
  const closes = new Date(offering.closesAt).getTime();
  if (closes <= opens || closes <= now.getTime()) errors.closesAt = 'bidding_offering_invalid';
  if (
    limits &&
    (compare(offering.floorPrice, limits.limitDown) < 0 ||
      compare(offering.floorPrice, limits.limitUp) > 0)
  )
    errors.floorPrice = 'bidding_floor_invalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, offering: body };
}

/** Where a refusal of the server belongs in the form (a field), or null for the whole form. */
export function fieldOfRefusal(key: string): DraftField | null {
  switch (key) {
    case 'product_unavailable':
      return 'symbol';
    case 'bidding_floor_invalid':
      return 'floorPrice';
    case 'bidding_offering_invalid':
      return 'closesAt';
    default:
      return null;
  }
}
