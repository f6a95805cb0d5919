import type { OPERATOR_ROLE_KEYS } from '@kabuto/contract';

export type OperatorRole = (typeof OPERATOR_ROLE_KEYS)[number];

/**
 * The same rule as the server (apps/server/src/platform/operator-auth.ts, assertRole): admins may
 * do everything, anyone else needs one of the allowed roles. The console uses it only to hide or
 * disable what would be refused; the server still decides.
 */
export function hasAnyRole(
  operatorRoles: readonly OperatorRole[],
  allowed: readonly OperatorRole[],
): boolean {
  if (operatorRoles.includes('admin')) return true;
  return allowed.some((role) => operatorRoles.includes(role));
}
