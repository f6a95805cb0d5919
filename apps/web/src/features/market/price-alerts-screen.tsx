import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { alertsQuery } from './alerts-api';
import { AlertRow } from './alert-row';
import styles from './alerts.module.css';

/**
 * /user/priceAlerts (Mine): every price alert across stocks, newest first, waiting or notified;
 * a notified one can be turned on again, any deleted; a stock's name opens its page.
 */
export function PriceAlertsScreen() {
  const { t } = useTranslation('market');
  const query = useQuery(alertsQuery());
  return (
    <Page title={t('alerts.title')} backTo="/user/usercenter" className={styles.page}>
      <PullRefresh onRefresh={() => query.refetch()}>
        <div className={styles.pageBody} data-testid="price-alerts-screen">
          <p className={styles.lead}>{t('alerts.lead')}</p>
          {!query.data ? (
            query.isError ? (
              <LoadFailed onRetry={() => void query.refetch()} />
            ) : (
              <Loading />
            )
          ) : query.data.items.length === 0 ? (
            <p className={styles.empty}>{t('alerts.emptyAll')}</p>
          ) : (
            <>
              <p className={styles.count}>
                {t('alerts.count', { count: query.data.items.length, limit: query.data.limit })}
              </p>
              <ul className={`${styles.list} ${styles.card}`} data-testid="price-alert-list">
                {query.data.items.map((alert) => (
                  <AlertRow key={alert.id} alert={alert} showStock />
                ))}
              </ul>
            </>
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}
