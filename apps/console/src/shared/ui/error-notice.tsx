import { useTranslation } from 'react-i18next';
import { isForbidden, useErrorText } from '../errors';
import { Notice } from './notice';

/** A failed load or action, in words: the catalogue text, and for a missing role what to do about it. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const forbidden = isForbidden(error);
  return (
    <Notice
      tone="danger"
      action={
        onRetry && !forbidden ? (
          <button type="button" className="btn btn-small" onClick={onRetry}>
            {t('common.retry')}
          </button>
        ) : undefined
      }
    >
      <strong>{errorText(error)}</strong>
      {forbidden ? <div className="muted">{t('forbidden.hint')}</div> : null}
    </Notice>
  );
}
