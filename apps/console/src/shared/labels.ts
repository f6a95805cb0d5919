import { OPERATOR_ROLE_KEYS, RESTRICTION_KIND_KEYS, VERIFICATION_STATUSES } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * Labels for the server's codes. A code the console does not know yet (a new restriction kind,
 * a new role) is shown as the code itself rather than hidden.
 */
export function useLabels() {
  const { t } = useTranslation();
  return {
    restriction: (kind: string) =>
      isOneOf(RESTRICTION_KIND_KEYS, kind) ? t(`restrictions.${kind}`) : kind,
    verification: (status: string) =>
      isOneOf(VERIFICATION_STATUSES, status) ? t(`verification.${status}`) : status,
    role: (role: string) => (isOneOf(OPERATOR_ROLE_KEYS, role) ? t(`roles.${role}`) : role),
  };
}
