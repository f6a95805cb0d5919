import {
  BIDDING_ENTRY_TYPES,
  GRAB_ENTRY_TYPES,
  BLOCK_ENTRY_TYPES,
  COPY_ENTRY_TYPES,
  IPO_ENTRY_TYPES,
  LOAN_ENTRY_TYPES,
  REFERRAL_ENTRY_TYPES,
  TRADE_ENTRY_TYPES,
} from '@kabuto/contract';

/**
 * The journal entry types a customer can see in their fund records (docs/ledger.md,
 * docs/funding.md, docs/trading.md, the IPO's holds, refunds and payments, copy trading's follows
 * and redemptions, a loan's payout, interest and repayments: docs/credit.md, a block trade's
 * a bid's and a grab order's hold, release and payment: docs/off-auction.md, a referral
 * reward: docs/referral.md), each with a text under the funding namespace's
 * `records.types`. Fund records and a position's detail both name
 * entries by them; a type the app does not know yet is shown as "other" rather than as its raw name.
 */
export const ENTRY_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_hold',
  'withdrawal_payout',
  'withdrawal_fee',
  'withdrawal_release',
  'exchange',
  'trade',
  'fee',
  'reward',
  'correction',
  ...TRADE_ENTRY_TYPES,
  ...IPO_ENTRY_TYPES,
  ...COPY_ENTRY_TYPES,
  ...LOAN_ENTRY_TYPES,
  ...BLOCK_ENTRY_TYPES,
  ...BIDDING_ENTRY_TYPES,
  ...GRAB_ENTRY_TYPES,
  ...REFERRAL_ENTRY_TYPES,
] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export function isKnownEntryType(type: string): type is EntryType {
  return (ENTRY_TYPES as readonly string[]).includes(type);
}

/** The customer's own ledger accounts an entry's legs move (`records.purposes` texts). */
export const ENTRY_PURPOSES = ['available', 'held', 'margin', 'loan'] as const;
export type EntryPurpose = (typeof ENTRY_PURPOSES)[number];

export function isKnownPurpose(purpose: string): purpose is EntryPurpose {
  return (ENTRY_PURPOSES as readonly string[]).includes(purpose);
}
