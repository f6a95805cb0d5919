import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasSession } from '../shared/storage';
import styles from './app.module.css';

/**
 * An address the app has no screen for (an old link, a screen of the spec not built yet). Said
 * plainly, with the way home: Home for a signed-in customer, the start screen for a visitor.
 */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = hasSession() ? '/home/index' : '/login/start';
  return (
    <main className={styles.screenError} data-testid="not-found">
      <ErrorBlock
        status="empty"
        title={<h1 className={styles.screenErrorTitle}>{t('notFound.title')}</h1>}
        description={t('notFound.body')}
      />
      <Button color="primary" onClick={() => void navigate(home, { replace: true })}>
        {t('notFound.home')}
      </Button>
    </main>
  );
}
