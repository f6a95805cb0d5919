import { createApiClient } from '@kabuto/app-kit';
import { HEADER_OPERATOR_TOKEN } from '@kabuto/contract';
import { endSession, hasSession, readToken } from '../session';

// The shared client's types and helpers, so console code imports its API from one place.
export { ApiError, endpointQuery, newIdempotencyKey } from '@kabuto/app-kit';
export type { ApiClient, CallOptions } from '@kabuto/app-kit';

/**
 * The console's one API client: the operator token from sessionStorage; a 401 ends the session.
 * It shows nothing itself (no onFailure): a back-office screen states a refusal next to the form
 * or table it belongs to (shared/errors.ts).
 */
export const api = createApiClient({
  api: 'operator',
  fetch: (input, init) => window.fetch(input, init),
  headers: (): Record<string, string> => {
    const token = readToken();
    return token ? { [HEADER_OPERATOR_TOKEN]: token } : {};
  },
  // The login route stores and reads the HttpOnly trusted-device cookie (path
  // /api/admin/auth/login, docs/security.md); `omit` would make every login a new device's.
  credentials: 'same-origin',
  // Several screens may be refused at once: the session ends (and the login screen opens) once.
  onUnauthorized: () => {
    if (hasSession()) endSession('expired');
  },
  setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
  clearTimer: (handle) => window.clearTimeout(handle as number),
});
