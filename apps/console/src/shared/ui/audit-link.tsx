import { adminApi } from '@kabuto/contract';
import { useMayCall } from '../operator';
import { ButtonLink } from './button';
import { Icon } from './icons';

/**
 * A record's entries in the audit log (the log filtered to it), for an operator the contract lets
 * read the log; nothing for one it does not.
 */
export function AuditLink({
  targetType,
  targetId,
  children,
}: {
  targetType: string;
  targetId?: number;
  children: string;
}) {
  const mayReadAudit = useMayCall(adminApi.list);
  if (!mayReadAudit) return null;
  const search = new URLSearchParams({ targetType });
  if (targetId !== undefined) search.set('targetId', String(targetId));
  return (
    <ButtonLink to={`/audit?${search.toString()}`}>
      <Icon name="audit" />
      {children}
    </ButtonLink>
  );
}
