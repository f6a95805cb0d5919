import type { COPY_PRODUCT_STATUSES, COPY_RECORD_STATUSES } from '@kabuto/contract';
import {
  canonicalDecimal,
  compare,
  divide,
  fixedPlaces,
  isPositive,
  multiply,
  roundTo,
  toFixedPlaces,
  ZERO,
  type DecimalString,
} from '@kabuto/money';

/*
 * Copy trading's figures as the app works them out before a call (docs/copy-trading.md): the
 * units a follow buys and what units are worth, both estimates at the NAV shown (the server
 * prices at the exact NAV of the moment), in decimal arithmetic, never JS numbers for money.
 */

export type ProductStatus = (typeof COPY_PRODUCT_STATUSES)[number];
export type RecordStatus = (typeof COPY_RECORD_STATUSES)[number];

const HUNDRED = canonicalDecimal('100');
const DAY_MS = 24 * 60 * 60 * 1000;
/** Units are kept to a millionth (the server's scale). */
export const UNIT_DECIMALS = 6;

/** The units `amount` yen buys at `nav`: amount ÷ NAV, rounded down to 6 decimals (as the server). */
export function unitsFor(amount: DecimalString, nav: DecimalString): DecimalString {
  if (!isPositive(nav)) return ZERO;
  return roundTo(divide(amount, nav), UNIT_DECIMALS, 'down');
}

/** What `units` are worth at `nav`, rounded down to the yen (as the server values a holding). */
export function valueOfUnits(units: DecimalString, nav: DecimalString): DecimalString {
  return roundTo(multiply(units, nav), 0, 'down');
}

/**
 * What redeeming `units` of a holding pays before the fee: the server's own value of the holding
 * when it is all of it, else the units at the NAV shown.
 */
export function redemptionEstimate(
  units: DecimalString,
  holding: { units: DecimalString; value: DecimalString },
  nav: DecimalString,
): DecimalString {
  return compare(units, holding.units) === 0 ? holding.value : valueOfUnits(units, nav);
}

/** Units as they are shown: six decimals, grouped ("1,234.500000"). */
export function formatUnits(units: DecimalString): string {
  const fixed = fixedPlaces(units, UNIT_DECIMALS);
  const [whole = '0', fraction = ''] = fixed.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** Digits and at most six decimals, as the customer types units (full-width digits fold). */
export function unitsInput(typed: string): string {
  const folded = typed.normalize('NFKC').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = folded.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '').slice(0, 24);
  if (rest.length === 0) return integer;
  return `${integer}.${rest.join('').slice(0, UNIT_DECIMALS)}`;
}

/** A rate as a percentage, as written by the operator: "0.2" → "20", "0.1525" → "15.25". */
export function ratePercent(rate: DecimalString): DecimalString {
  return multiply(rate, HUNDRED);
}

/** A return (a ratio) as a percentage with two decimals: "0.0512" → "5.12", "-0.013" → "-1.30". */
export function returnPercent(ratio: DecimalString): DecimalString {
  return toFixedPlaces(multiply(ratio, HUNDRED), 2);
}

/** Whether an amount is below the product's minimum (the server's `copy_minimum_not_met`). */
export function belowMinimum(amount: DecimalString, minInvestment: DecimalString): boolean {
  return compare(amount, minInvestment) < 0;
}

/** Whether I follow a product: I hold units of it (a holding redeemed in full is a record only). */
export function isFollowing(product: { myHolding: { units: DecimalString } | null }): boolean {
  return product.myHolding !== null && isPositive(product.myHolding.units);
}

/** Whether the product takes follows at `nowMs`: open, and before its deadline. */
export function canFollow(
  product: { status: ProductStatus; subscriptionDeadlineAt: string },
  nowMs: number,
): boolean {
  return product.status === 'open' && nowMs < Date.parse(product.subscriptionDeadlineAt);
}

/** Whether the holding's lock-up is over at `nowMs` (redemption opens at `lockupEndsAt`). */
export function lockupEnded(holding: { lockupEndsAt: string }, nowMs: number): boolean {
  return nowMs >= Date.parse(holding.lockupEndsAt);
}

/** When the lock-up of a follow made at `nowMs` ends (the server's: lock-up days × 24 hours). */
export function lockupEndFor(nowMs: number, lockupDays: number): string {
  return new Date(nowMs + lockupDays * DAY_MS).toISOString();
}

/** The tabs of my records (the spec's record, in progress, ended). */
export const RECORD_TABS = ['all', 'in_progress', 'ended'] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

/** The records a tab lists: a terminated product's record is an ended one. */
export function recordsOfTab<Record extends { status: RecordStatus }>(
  records: readonly Record[],
  tab: RecordTab,
): Record[] {
  if (tab === 'all') return [...records];
  if (tab === 'in_progress') return records.filter((record) => record.status === 'in_progress');
  return records.filter((record) => record.status !== 'in_progress');
}

/**
 * Whole days a holding has been held: from the first follow to now while it is in progress, to
 * the last flow (the redemption that ended it) once it has ended.
 */
export function holdingDays(
  record: {
    status: RecordStatus;
    holding: { firstFollowedAt: string };
    flows: readonly { at: string }[];
  },
  nowMs: number,
): number {
  const from = Date.parse(record.holding.firstFollowedAt);
  const last = Math.max(from, ...record.flows.map((flow) => Date.parse(flow.at)));
  const to = record.status === 'in_progress' ? nowMs : last;
  return Math.max(0, Math.floor((to - from) / DAY_MS));
}

/**
 * The idempotency key of a confirmed submission: the same as the last one while the same request
 * is sent again (a retry after a lost answer is answered by the first flow), a fresh one for a
 * different request or after the last one went through (`previous` is then null).
 */
export function submissionKey(
  previous: { request: string; key: string } | null,
  request: string,
  make: () => string,
): { request: string; key: string } {
  return previous?.request === request ? previous : { request, key: make() };
}
