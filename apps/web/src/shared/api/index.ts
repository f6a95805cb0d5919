import { createApiClient, type CallOptions } from '@kabuto/app-kit';
import { currentLocale, i18n, translateErrorKey } from '../i18n';
import { endSession, goToLogin } from '../session';
import { readSession } from '../storage';
import { showMessage } from '../ui/toast';
import { webApiEnvironment } from './environment';

export {
  ApiError,
  endpointQuery,
  newIdempotencyKey,
  type ApiClient,
  type CallOptions,
} from '@kabuto/app-kit';

/** The app's one API client: session headers from storage, refusals as translated toasts. */
export const api = createApiClient(
  webApiEnvironment({
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
  }),
);

/** What a form passes on to its call: the refusals it shows beside its fields (shared/ui/form.tsx). */
export type FormCallOptions = Pick<CallOptions, 'showsRefusal'>;
