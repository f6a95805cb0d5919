import {
  DOCUMENT_TYPE_KEYS,
  FUNDING_STATUS_KEYS,
  OPERATOR_ROLE_KEYS,
  RESTRICTION_KIND_KEYS,
  TRADE_ENTRY_TYPES,
  VERIFICATION_STATUSES,
} from '@kabuto/contract';
import { useTranslation } from 'react-i18next';

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * Labels for the server's codes. A code the console does not know yet (a new restriction kind,
 * a new role) is shown as the code itself rather than hidden.
 */
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
/** Request states, `completed` for a ledger entry that is not a request, `verified` for identity. */
const RECORD_STATUSES = [...FUNDING_STATUS_KEYS, 'completed', 'verified'] as const;

export function useLabels() {
  const { t } = useTranslation();
  return {
    restriction: (kind: string) =>
      isOneOf(RESTRICTION_KIND_KEYS, kind) ? t(`restrictions.${kind}`) : kind,
    verification: (status: string) =>
      isOneOf(VERIFICATION_STATUSES, status) ? t(`verification.${status}`) : status,
    role: (role: string) => (isOneOf(OPERATOR_ROLE_KEYS, role) ? t(`roles.${role}`) : role),
    documentType: (type: string) =>
      isOneOf(DOCUMENT_TYPE_KEYS, type) ? t(`documentTypes.${type}`) : type,
    fundingStatus: (status: string) =>
      isOneOf(RECORD_STATUSES, status) ? t(`fundingStatus.${status}`) : status,
    cardType: (type: string) => (isOneOf(CARD_TYPES, type) ? t(`cardTypes.${type}`) : type),
    fundRecordType: (type: string) =>
      isOneOf(FUND_RECORD_TYPES, type) ? t(`fundRecordTypes.${type}`) : type,
  };
}
