import type { CustomerAuditAction } from '@kabuto/contract';

/**
 * The activity namespace's key for an audit action: its dot becomes an underscore, since i18next
 * reads a dot as a nesting (`kyc.approve` → `actions.kyc_approve`).
 */
export function actionLabelKey(action: CustomerAuditAction) {
  return `actions.${action.replace('.', '_')}`;
}

/**
 * The group of the shared status catalogue (@kabuto/app-kit statuses, ADR 0017) that names an
 * action's target's statuses; null where a status is not worth telling (support, restrictions).
 */
export function statusGroupOf(
  action: CustomerAuditAction,
): 'verification' | 'request' | 'order' | null {
  const [target] = action.split('.');
  if (target === 'kyc') return 'verification';
  if (action === 'trading.lock_position' || action === 'trading.unlock_position') return 'order';
  if (target === 'deposit' || target === 'withdrawal' || target === 'loan') return 'request';
  if (action.endsWith('_day_trading') || action.endsWith('_leader')) return 'request';
  return null;
}
