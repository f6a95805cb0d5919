import { currentLocale, i18n, translateErrorKey } from '../i18n';
import { endSession, goToLogin } from '../session';
import { readSession } from '../storage';
import { showMessage } from '../ui/toast';
import { createApiClient } from './client';

export { ApiError, newIdempotencyKey, type ApiClient, type RequestOptions } from './client';

/** The app's one API client: session headers from storage, refusals as translated toasts. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  session: readSession,
  language: currentLocale,
  notify: showMessage,
  translateError: translateErrorKey,
  translateNetwork: (message) => i18n.t(`network.${message}`),
  endSession,
  goToLogin,
  setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
  clearTimer: (handle) => window.clearTimeout(handle as number),
});
