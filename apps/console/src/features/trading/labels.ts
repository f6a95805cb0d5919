import {
  BUSINESS_TYPES,
  CANCEL_REASONS,
  CLOSE_REASONS,
  DIRECTIONS,
  ORDER_TYPES,
  POSITION_STATUSES,
  TRADING_SESSIONS,
  type PositionStatus,
} from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import type { Tone } from '../../shared/ui/notice';

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

const FILL_BASES = ['book', 'limit', 'opening_price', 'closing_price'] as const;
const PURPOSES = ['available', 'held', 'margin', 'loan'] as const;

/** How loud each status is in a list: a lock stands out, finished ones step back. */
export const STATUS_TONES: Record<PositionStatus, Tone | 'neutral'> = {
  pending: 'warning',
  holding: 'success',
  closing: 'info',
  closed: 'neutral',
  cancelled: 'neutral',
  locked: 'danger',
};

/**
 * Words for the trading contract's codes. A code the console does not know yet is shown as the
 * code itself rather than hidden.
 */
export function useTradingLabels() {
  const { t } = useTranslation('trading');
  const { t: tMain } = useTranslation();
  return {
    status: (status: string) =>
      isOneOf(POSITION_STATUSES, status) ? t(`status.${status}`) : status,
    direction: (direction: string) =>
      isOneOf(DIRECTIONS, direction) ? t(`direction.${direction}`) : direction,
    orderType: (type: string) => (isOneOf(ORDER_TYPES, type) ? t(`orderType.${type}`) : type),
    session: (session: string) =>
      isOneOf(TRADING_SESSIONS, session) ? t(`session.${session}`) : session,
    businessType: (type: string) =>
      isOneOf(BUSINESS_TYPES, type) ? t(`businessType.${type}`) : type,
    closeReason: (reason: string) =>
      isOneOf(CLOSE_REASONS, reason) ? t(`closeReason.${reason}`) : reason,
    cancelReason: (reason: string) =>
      isOneOf(CANCEL_REASONS, reason) ? t(`cancelReason.${reason}`) : reason,
    basis: (basis: string) => (isOneOf(FILL_BASES, basis) ? t(`basis.${basis}`) : basis),
    /** A customer account's purpose, in the words the funds panel uses. */
    purpose: (purpose: string) =>
      isOneOf(PURPOSES, purpose) ? tMain(`funds.${purpose}`) : purpose,
  };
}
