import { REQUEST_STATUS_KEYS } from '@kabuto/app-kit';
import {
  DOCUMENT_TYPE_KEYS,
  OPERATOR_ROLE_KEYS,
  RESTRICTION_KIND_KEYS,
  TRADE_ENTRY_TYPES,
  VERIFICATION_STATUSES,
} from '@kabuto/contract';
import { useTranslation } from 'react-i18next';

export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * The words for a code the console knows (`text`), and the code itself for one it does not know
 * yet (a new restriction kind, a new role): shown rather than hidden.
 */
export function labelOf<Code extends string>(
  codes: readonly Code[],
  text: (code: Code) => string,
): (code: string) => string {
  return (code) => (isOneOf(codes, code) ? text(code) : code);
}

/** Fund-record types the console has words for (ledger entry types and request kinds). */
const FUND_RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_hold',
  'withdrawal_payout',
  'withdrawal_fee',
  'withdrawal_release',
  'exchange',
  // Trading (docs/trading.md, "Money"): what a position moved, by step.
  ...TRADE_ENTRY_TYPES,
] as const;
const CARD_TYPES = ['futsu', 'toza', 'savings', 'current'] as const;
export function useLabels() {
  const { t } = useTranslation();
  // Statuses come from the catalogue both apps read (docs/adr/0017).
  const { t: tStatus } = useTranslation('statuses');
  return {
    restriction: labelOf(RESTRICTION_KIND_KEYS, (kind) => t(`restrictions.${kind}`)),
    verification: labelOf(VERIFICATION_STATUSES, (status) => tStatus(`verification.${status}`)),
    role: labelOf(OPERATOR_ROLE_KEYS, (role) => t(`roles.${role}`)),
    documentType: labelOf(DOCUMENT_TYPE_KEYS, (type) => t(`documentTypes.${type}`)),
    /** A request's state (and `completed` for a ledger entry that was no request). */
    fundingStatus: labelOf(REQUEST_STATUS_KEYS, (status) => tStatus(`request.${status}`)),
    cardType: labelOf(CARD_TYPES, (type) => t(`cardTypes.${type}`)),
    fundRecordType: labelOf(FUND_RECORD_TYPES, (type) => t(`fundRecordTypes.${type}`)),
  };
}
