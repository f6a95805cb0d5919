import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../shared/ui/button';
import { Text } from '../shared/ui/text';
import styles from './app.module.css';

/** A screen that threw while rendering (a programmer error): say so, log it, offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={styles.centerPage}>
      <div className={styles.card}>
        <h1>{t('app.screenFailed')}</h1>
        <p>
          <Text muted>{t('app.screenFailedHint')}</Text>
        </p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      </div>
    </div>
  );
}
