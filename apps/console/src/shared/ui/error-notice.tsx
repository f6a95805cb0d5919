import { useTranslation } from 'react-i18next';
import { isForbidden, useErrorText } from '../errors';
import { Button } from './button';
import { Notice, NoticeHint } from './notice';

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
          <Button small onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      <strong>{errorText(error)}</strong>
      {forbidden ? <NoticeHint>{t('forbidden.hint')}</NoticeHint> : null}
    </Notice>
  );
}
