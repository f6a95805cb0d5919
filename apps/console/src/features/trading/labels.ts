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
import { labelOf } from '../../shared/labels';
import type { Tone } from '../../shared/ui/notice';

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
  // The order statuses come from the catalogue both apps read (docs/adr/0017).
  const { t: tStatus } = useTranslation('statuses');
  return {
    status: labelOf(POSITION_STATUSES, (status) => tStatus(`order.${status}`)),
    direction: labelOf(DIRECTIONS, (direction) => t(`direction.${direction}`)),
    orderType: labelOf(ORDER_TYPES, (type) => t(`orderType.${type}`)),
    session: labelOf(TRADING_SESSIONS, (session) => t(`session.${session}`)),
    businessType: labelOf(BUSINESS_TYPES, (type) => t(`businessType.${type}`)),
    closeReason: labelOf(CLOSE_REASONS, (reason) => t(`closeReason.${reason}`)),
    cancelReason: labelOf(CANCEL_REASONS, (reason) => t(`cancelReason.${reason}`)),
    basis: labelOf(FILL_BASES, (basis) => t(`basis.${basis}`)),
    /** A customer account's purpose, in the words the funds panel uses. */
    purpose: labelOf(PURPOSES, (purpose) => tMain(`funds.${purpose}`)),
  };
}
