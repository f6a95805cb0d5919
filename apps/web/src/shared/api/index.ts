import { createApiClient, type CallOptions } from '@kabuto/app-kit';
import { deviceId } from '../device-id';
import { currentLocale, i18n, loadLaterTexts, textsReady, translateErrorKey } from '../i18n';
import { endSession, goToLogin } from '../session';
import { readSession } from '../storage';
import { webApiEnvironment } from './environment';
import { apiUrl } from './origin';

export {
  ApiError,
  endpointQuery,
  newIdempotencyKey,
  type ApiClient,
  type CallOptions,
} from '@kabuto/app-kit';

/**
 * A failure told as a toast. The toast (antd-mobile) and the refusals' texts are loaded with the
 * first failure, not with every screen that calls the API (Home's first view shows none); the
 * message is worded once they are in (the site configuration is asked for while texts load).
 */
function notify(message: () => string, durationMs: number): void {
  const texts = textsReady.then(loadLaterTexts);
  void Promise.all([import('../ui/toast'), texts]).then(([{ showMessage }]) =>
    showMessage(message(), durationMs),
  );
}

/** The app's one API client: session and device headers from storage, refusals as translated toasts. */
export const api = createApiClient(
  webApiEnvironment({
    fetch: (input, init) => window.fetch(typeof input === 'string' ? apiUrl(input) : input, init),
    session: readSession,
    language: currentLocale,
    deviceId,
    notify,
    translateError: translateErrorKey,
    translateNetwork: (message) => i18n.t(`network.${message}`),
    endSession,
    goToLogin,
    setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
    clearTimer: (handle) => window.clearTimeout(handle as number),
  }),
);

/** What a form passes on to its call: the refusals it shows beside its fields (shared/ui/form.tsx). */
export type FormCallOptions = Pick<CallOptions, 'showsRefusal'>;
