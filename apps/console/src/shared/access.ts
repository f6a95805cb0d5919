import type { Endpoint, OperatorRole } from '@kabuto/contract';

/**
 * Whether an operator holding these roles may call the endpoint, read from its declaration in the
 * contract: admins may call every operator endpoint, anyone else needs one of its roles (the rule
 * the server applies, apps/server/src/platform/operator-auth.ts). The console never writes a role
 * list of its own; it uses this only to hide or disable what would be refused. The server decides.
 */
export function mayCall(
  roles: readonly OperatorRole[],
  endpoint: Pick<Endpoint, 'access'>,
): boolean {
  const { access } = endpoint;
  if (access.kind === 'public') return true;
  if (access.kind !== 'operator') return false;
  return roles.includes('admin') || access.roles.some((role) => roles.includes(role));
}

/** A screen that needs several endpoints is usable only if every one of them may be called. */
export function mayCallAll(
  roles: readonly OperatorRole[],
  endpoints: readonly Pick<Endpoint, 'access'>[],
): boolean {
  return endpoints.every((endpoint) => mayCall(roles, endpoint));
}
