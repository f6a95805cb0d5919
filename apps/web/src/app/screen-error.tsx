import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import styles from './app.module.css';

/**
 * A screen that failed to load or render (typically a chunk that could not be fetched after a
 * deployment or on a bad connection). A technical notice with a reload, no product message.
 */
export function ScreenError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main className={styles.screenError}>
      <ErrorBlock
        status="default"
        title={<h1 className={styles.screenErrorTitle}>{t('app.screenFailed')}</h1>}
        description={t('app.screenFailedHint')}
      />
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </main>
  );
}
