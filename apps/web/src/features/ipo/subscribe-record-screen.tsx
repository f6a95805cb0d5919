import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoreOnScroll, PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { applicationsQuery } from './api';
import { ApplicationRow } from './components';
import styles from './ipo.module.css';

/** /market/subscribeRecord: my applications, newest first, with their state and amounts. */
export function SubscribeRecordScreen() {
  const { t } = useTranslation('ipo');
  const query = useInfiniteQuery(applicationsQuery());
  const applications = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Page title={t('title.records')} backTo="/market/subscribe" className={styles.page}>
      <PullRefresh onRefresh={() => query.refetch()}>
        <div className={styles.list} data-testid="ipo-records-list">
          {!query.data ? (
            query.isError ? (
              <LoadFailed onRetry={() => void query.refetch()} />
            ) : (
              <Loading />
            )
          ) : applications.length === 0 ? (
            <div className={styles.empty} data-testid="ipo-empty">
              <p>{t('empty.records')}</p>
              <Link to="/market/subscribe" className={styles.emptyAction}>
                {t('title.list')}
              </Link>
            </div>
          ) : (
            <>
              {applications.map((application) => (
                <ApplicationRow key={application.id} application={application} />
              ))}
              <MoreOnScroll
                hasMore={query.hasNextPage}
                loadMore={() => query.fetchNextPage()}
                endText={t('empty.noMore')}
              />
            </>
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}
