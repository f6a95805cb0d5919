import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationItem } from '@kabuto/contract';
import { formatJapanTime } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { noticeLink, noticeText } from '../../shared/realtime/notices';
import { MoreOnScroll, PullRefresh } from '../../shared/ui/lists';
import { Page } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { inboxQuery, useMarkAllRead, useMarkRead } from '../../shared/api/notifications';
import styles from './notifications.module.css';

/**
 * /user/notifications: what changed on the account, newest first, read and unread. Each text is
 * built from the notice's kind and ids; tapping one marks it read and opens the screen it is about.
 */
export function InboxScreen() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(inboxQuery());
  const markAll = useMarkAllRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = items.some((item) => item.readAt === null);
  return (
    <Page
      title={t('inbox.title')}
      backTo="/home/index"
      className={styles.page}
      right={
        <button
          type="button"
          className={styles.headerButton}
          disabled={!anyUnread || markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="inbox-mark-all"
        >
          {t('inbox.markAllRead')}
        </button>
      }
    >
      <PullRefresh onRefresh={() => query.refetch()}>
        <div className={styles.list} data-testid="inbox-list">
          {!query.data ? (
            query.isError ? (
              <LoadFailed onRetry={() => void query.refetch()} />
            ) : (
              <Loading />
            )
          ) : items.length === 0 ? (
            <p className={styles.empty}>{t('inbox.empty')}</p>
          ) : (
            <>
              {items.map((item) => (
                <InboxRow key={item.id} item={item} />
              ))}
              <MoreOnScroll
                hasMore={query.hasNextPage}
                loadMore={() => query.fetchNextPage()}
                endText=""
              />
            </>
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}

function InboxRow({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const unread = item.readAt === null;
  return (
    <button
      type="button"
      className={unread ? styles.row : `${styles.row} ${styles.read}`}
      data-testid="inbox-item"
      onClick={() => {
        if (unread) markRead.mutate(item.id);
        void navigate(noticeLink(item.notice));
      }}
    >
      <span className={styles.dot} aria-label={unread ? t('inbox.unreadMark') : undefined} />
      <span className={styles.body}>
        <p className={styles.text}>{noticeText(t, item.notice, locale)}</p>
        <span className={styles.time}>{formatJapanTime(item.createdAt, locale, 'minutes')}</span>
      </span>
    </button>
  );
}
