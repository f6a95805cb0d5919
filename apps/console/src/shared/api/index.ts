import { endSession, hasSession, readToken } from '../session';
import { createApiClient } from './client';

export { ApiError, newIdempotencyKey, type ApiClient, type RequestOptions } from './client';

/** The console's one API client: the operator token from sessionStorage; a 401 ends the session. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  token: readToken,
  // Several screens may be refused at once: the session ends (and the login screen opens) once.
  onUnauthorized: () => {
    if (hasSession()) endSession('expired');
  },
  setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
  clearTimer: (handle) => window.clearTimeout(handle as number),
});
