import { POSITION_STATUSES, type PositionStatus } from '@kabuto/contract';

/**
 * The orders-and-positions list's filter lives in the address (`?status=open&symbol=7203&customer=…`)
 * so a filtered list can be linked, reloaded and gone back to.
 */

/** The groups of statuses, named by the list's own words; each status is named by the catalogue. */
export const GROUP_CHOICES = ['all', 'open', 'ended'] as const;
/** Groups first (what a desk usually wants), then each status on its own. */
export const STATUS_CHOICES = [...GROUP_CHOICES, ...POSITION_STATUSES] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

/** open: what can still move money; ended: closed and cancelled (the customer app's two tabs). */
const GROUPS: Record<'all' | 'open' | 'ended', readonly PositionStatus[]> = {
  all: [],
  open: ['pending', 'holding', 'closing', 'locked'],
  ended: ['closed', 'cancelled'],
};

export function readStatusChoice(value: string | null): StatusChoice {
  return STATUS_CHOICES.find((choice) => choice === value) ?? 'all';
}

/** The statuses the server is asked for; an empty list asks for every status. */
export function statusesOf(choice: StatusChoice): readonly PositionStatus[] {
  return choice === 'all' || choice === 'open' || choice === 'ended' ? GROUPS[choice] : [choice];
}

/** A symbol as the contract takes it ("7203"), or "" for none or anything malformed. */
export function readSymbol(value: string | null): string {
  const symbol = (value ?? '').trim().toUpperCase();
  return /^[0-9][0-9A-Z]{3}$/.test(symbol) ? symbol : '';
}

/**
 * What the operator typed in the customer box: a ten-digit account (a phone number, as customers
 * log in with) or a customer ID. Anything else is nothing to filter by.
 */
export type CustomerQuery =
  | { kind: 'none' }
  | { kind: 'account'; account: string }
  | { kind: 'id'; customerId: number }
  | { kind: 'invalid'; text: string };

export function readCustomerQuery(value: string | null): CustomerQuery {
  const text = (value ?? '').trim();
  if (text === '') return { kind: 'none' };
  if (/^0\d{9}$/.test(text)) return { kind: 'account', account: text };
  if (/^\d{1,15}$/.test(text) && Number(text) > 0) return { kind: 'id', customerId: Number(text) };
  return { kind: 'invalid', text };
}
