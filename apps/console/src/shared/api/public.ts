import { createApiClient } from '@kabuto/app-kit';

/**
 * The customer API's public endpoints, asked with no session through a client of their own (the
 * console's speaks only /api/admin): a draw document anyone may recompute (docs/lottery.md), a
 * stock's quote.
 */
export const publicApi = createApiClient({
  api: 'customer',
  fetch: (input, init) => window.fetch(input, init),
  headers: () => ({}),
  credentials: 'omit',
  // No session to end: a public endpoint never answers 401.
  onUnauthorized: () => undefined,
  setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
  clearTimer: (handle) => window.clearTimeout(handle as number),
});
