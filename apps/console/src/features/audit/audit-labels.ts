import { useTranslation } from 'react-i18next';
import type { AuditEntry } from './api';
import { isOneOf, labelOf } from '../../shared/labels';

/** Codes the console has words for; any other code is shown as it is. */
export const KNOWN_TARGET_TYPES = [
  'customer',
  'identity_verification',
  'deposit',
  'withdrawal',
  'deposit_channel',
  'funding_settings',
  'ledger',
  'site_config',
  'position',
  'day_trading_application',
  'trading_settings',
  'lending_pool',
  'ipo_offering',
  'block_offering',
  'bidding_offering',
  'copy_strategy',
  'copy_product',
  'copy_leader_application',
  'referral_settings',
  'loan',
  'credit_settings',
] as const;
type KnownTargetType = (typeof KNOWN_TARGET_TYPES)[number];
const KNOWN_ACTIONS = [
  'customer_restrict',
  'customer_lift_restriction',
  'site_config_update',
  'deposit_approve_first',
  'deposit_approve',
  'deposit_reject',
  'deposit_view_proof',
  'withdrawal_approve_first',
  'withdrawal_approve',
  'withdrawal_reject',
  'kyc_approve',
  'kyc_reject',
  'kyc_view_image',
  'funding_channel_create',
  'funding_channel_update',
  'funding_settings_update',
  'ledger_check',
  'trading_save_settings',
  'trading_save_lending_quota',
  'trading_lock_position',
  'trading_unlock_position',
  'trading_approve_day_trading',
  'trading_reject_day_trading',
  'ipo_create_offering',
  'ipo_change_offering',
  'ipo_publish_offering',
  'ipo_cancel_offering',
  'block_announce',
  'block_cancel',
  'bidding_announce',
  'bidding_cancel',
  'copy_create_strategy',
  'copy_suspend_strategy',
  'copy_create_product',
  'copy_open_product',
  'copy_end_product',
  'copy_terminate_product',
  'copy_approve_leader',
  'copy_reject_leader',
  'referral_settings_update',
  'loan_approve_first',
  'loan_approve',
  'loan_reject',
  'credit_settings_save',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];

export function isKnownTargetType(value: string): value is KnownTargetType {
  return isOneOf(KNOWN_TARGET_TYPES, value);
}

/** `customer.lift_restriction` -> `customer_lift_restriction` (dots would nest the i18n key). */
function actionKey(action: string): KnownAction | null {
  const key = action.replaceAll('.', '_');
  return (KNOWN_ACTIONS as readonly string[]).includes(key) ? (key as KnownAction) : null;
}

export function useAuditLabels() {
  const { t } = useTranslation();
  return {
    targetType: labelOf(KNOWN_TARGET_TYPES, (type) => t(`audit.targetTypes.${type}`)),
    action: (action: string) => {
      const key = actionKey(action);
      return key ? t(`audit.actions.${key}`) : action;
    },
    /** The operator's words as written, or the server's own reason in the operator's language. */
    reason: (entry: Pick<AuditEntry, 'reason' | 'reasonKey' | 'reasonParams'>): string => {
      if (!entry.reasonKey) return entry.reason;
      const params = entry.reasonParams ?? {};
      // The values it names, themselves in words where they are codes.
      const side =
        params.side === 'front' || params.side === 'back'
          ? t(`audit.sides.${params.side}`)
          : (params.side ?? '');
      const amount = params.amount || t('audit.unpricedAmount');
      return t(`audit.reasons.${entry.reasonKey}`, { side, amount });
    },
  };
}
