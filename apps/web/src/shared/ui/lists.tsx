import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lists.module.css';

/** Pull down to fetch again, with the app's texts (spec: pulling, release, loading, done). */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      headHeight={50}
      completeDelay={500}
      pullingText={t('list.pulling')}
      canReleaseText={t('list.release')}
      refreshingText={t('list.refreshing')}
      completeText={t('list.refreshed')}
      onRefresh={async () => {
        await onRefresh();
      }}
    >
      {children}
    </PullToRefresh>
  );
}

/**
 * The end of a list that grows as it is scrolled: the next page is asked for 300px before the end,
 * and the last line says whether more is coming or the list is complete (`endText`).
 */
export function MoreOnScroll({
  hasMore,
  loadMore,
  endText,
}: {
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  endText: string;
}) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      threshold={300}
      hasMore={hasMore}
      loadMore={async () => {
        await loadMore();
      }}
    >
      <span className={styles.end}>{hasMore ? t('list.loadingMore') : endText}</span>
    </InfiniteScroll>
  );
}
