import { useInfiniteQuery } from '@tanstack/react-query';
import type { Locale, NewsCategory, NewsListItem } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { MoreOnScroll } from '../../shared/ui/lists';
import { LoadFailed } from '../../shared/ui/status';
import { SkeletonLines } from '../../shared/ui/skeleton';
import { Icon } from '../../shared/ui/icon';
import { newsListQuery } from './market-api';
import styles from './news.module.css';
import { formatJapanDayTime } from '../../shared/japan-time';

/** When an article was published, in Japan time (without Intl: Home's first view shows it). */
export function formatPublished(iso: string, locale: Locale): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : formatJapanDayTime(at, locale);
}

export function articlePath(id: number): string {
  return `/home/DetailsPage?id=${id}`;
}

function NewsRow({ item }: { item: NewsListItem }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  return (
    <Link to={articlePath(item.id)} className={styles.item} data-testid="news-item">
      <span className={styles.itemText}>
        <span className={styles.itemTitle}>
          {item.videoUrl || item.category === 'video' ? (
            <Icon name="PlayOutline" className={styles.videoIcon} aria-hidden="true" />
          ) : null}
          {item.title}
        </span>
        <span className={styles.itemSummary}>{item.summary}</span>
        <span className={styles.itemMeta}>
          <span>{item.source}</span>
          <span>{formatPublished(item.publishedAt, locale)}</span>
          {/* Integrity rule 7: the count is the server's count of real readers, shown as it is. */}
          <span>{t('news.reads', { count: item.readCount })}</span>
        </span>
      </span>
    </Link>
  );
}

/** One category's articles, newest first, loading the next page (keyset cursor) near the end. */
export function NewsFeed({ category }: { category: NewsCategory }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const feed = useInfiniteQuery(newsListQuery(category, locale));
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  if (feed.isPending) {
    return (
      <div className={styles.skeleton}>
        <SkeletonLines lineCount={5} />
      </div>
    );
  }
  if (feed.isError && items.length === 0) return <LoadFailed onRetry={() => void feed.refetch()} />;
  return (
    <div className={styles.feed} data-testid={`news-feed-${category}`}>
      {items.length === 0 ? <p className={styles.empty}>{t('news.empty')}</p> : null}
      {items.map((item) => (
        <NewsRow key={item.id} item={item} />
      ))}
      {items.length > 0 ? (
        <MoreOnScroll
          hasMore={feed.hasNextPage && !feed.isError}
          loadMore={() => feed.fetchNextPage()}
          endText={t('news.noMore')}
        />
      ) : null}
    </div>
  );
}
