import {
  ERROR_TOAST_MS,
  HEADER_ACCOUNT,
  HEADER_DEVICE_ID,
  HEADER_LANGUAGE,
  HEADER_TOKEN,
  REDIRECT_AFTER_401_MS,
} from '@kabuto/contract';
import type { ApiClientEnvironment, ApiError } from '@kabuto/app-kit';

export type NetworkMessage = 'timeout' | 'failed' | 'unexpected';

/** What the customer app's API environment needs, so a test builds it without a browser. */
export type WebApiDependencies = {
  fetch: typeof fetch;
  session: () => { token: string | null; account: string | null };
  language: () => string;
  /** The app's device id (shared/device-id.ts). */
  deviceId: () => string;
  /**
   * Shows a short message to the customer (an antd-mobile Toast in the app). The message is worded
   * when it is shown: at start-up the texts may still be on their way.
   */
  notify: (message: () => string, durationMs: number) => void;
  translateError: (key: string) => string;
  translateNetwork: (message: NetworkMessage) => string;
  /** Forgets the session token at once (the answer was 401). */
  endSession: () => void;
  /** Opens the login screen; called REDIRECT_AFTER_401_MS after a 401. */
  goToLogin: () => void;
  setTimer: (callback: () => void, delayMs: number) => unknown;
  clearTimer: (handle: unknown) => void;
};

/** The headers of every request of the customer app: the session, the language, the device id. */
export function customerHeaders(
  deps: Pick<WebApiDependencies, 'session' | 'language' | 'deviceId'>,
): Record<string, string> {
  const { token, account } = deps.session();
  const headers: Record<string, string> = {
    [HEADER_LANGUAGE]: deps.language(),
    [HEADER_DEVICE_ID]: deps.deviceId(),
  };
  if (token) headers[HEADER_TOKEN] = token;
  if (account) headers[HEADER_ACCOUNT] = account;
  return headers;
}

/**
 * The customer app's side of the shared client: the session, language and device headers, every failure
 * told as a translated toast for the spec's 2 seconds (screens only decide what happens next), and
 * a 401 ending the session with one notice and one trip to login however many screens were refused.
 */
export function webApiEnvironment(deps: WebApiDependencies): ApiClientEnvironment {
  let loginRedirectPending = false;

  /** What the customer is told of a failure, worded when it is shown; null: nothing is said. */
  function failureMessage(error: ApiError): (() => string) | null {
    const { key } = error;
    switch (error.kind) {
      case 'refused':
        return key ? () => deps.translateError(key) : () => deps.translateNetwork('unexpected');
      case 'forbidden':
        return () => deps.translateError(key ?? 'forbidden');
      case 'timeout':
        return () => deps.translateNetwork('timeout');
      case 'network':
        return () => deps.translateNetwork('failed');
      case 'invalid_response':
        return () => deps.translateNetwork('unexpected');
      case 'unauthorized': // told once by onUnauthorized
      case 'aborted': // the customer left the screen
        return null;
    }
  }

  return {
    api: 'customer',
    fetch: deps.fetch,
    headers: () => customerHeaders(deps),
    // The login route stores and reads the HttpOnly trusted-device cookie (docs/security.md).
    credentials: 'same-origin',
    onUnauthorized(key) {
      deps.endSession();
      if (loginRedirectPending) return;
      // Several screens may be refused at once; the customer is told and redirected only once.
      loginRedirectPending = true;
      deps.notify(() => deps.translateError(key), ERROR_TOAST_MS);
      deps.setTimer(() => {
        loginRedirectPending = false;
        deps.goToLogin();
      }, REDIRECT_AFTER_401_MS);
    },
    onFailure(error) {
      const message = failureMessage(error);
      if (message !== null) deps.notify(message, ERROR_TOAST_MS);
    },
    setTimer: deps.setTimer,
    clearTimer: deps.clearTimer,
  };
}
