import { useTranslation } from 'react-i18next';
import { ApiError } from './api';
import { translateErrorKey } from './i18n';

/**
 * The words for a failure: a refusal by its catalogue key, a missing role as 'forbidden', a lost
 * connection or an unreadable answer by the network texts.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return t('network.unexpected');
    switch (error.kind) {
      case 'refused':
        return translateErrorKey(error.key);
      case 'forbidden':
        return t('forbidden', { ns: 'errors' });
      case 'unauthorized':
        return t('unauthorized', { ns: 'errors' });
      case 'timeout':
        return t('network.timeout');
      case 'network':
      case 'aborted':
        return t('network.failed');
      case 'invalid_response':
        return t('network.unexpected');
    }
  };
}

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'forbidden';
}
