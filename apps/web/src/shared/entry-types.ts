/**
 * The journal entry types a customer can see in their fund records (docs/ledger.md,
 * docs/funding.md, docs/trading.md), each with a text under the funding namespace's
 * `records.types`. Fund records and a position's detail both name entries by them; a type the
 * app does not know yet is shown as "other" rather than as its raw name.
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
  'trade_hold',
  'trade_release',
  'trade_margin',
  'trade_buy_fee',
  'trade_service_fee',
  'trade_add_margin',
  'trade_stamp_duty',
  'trade_sell_fee',
  'trade_loss',
  'trade_profit',
  'trade_margin_release',
  'forced_close_loss',
  'forced_close_profit',
  'day_trade_close_loss',
  'day_trade_close_profit',
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
