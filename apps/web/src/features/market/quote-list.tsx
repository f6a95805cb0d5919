import { useInfiniteQuery } from '@tanstack/react-query';
import { InfiniteScroll, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLiveQuotes } from '../../shared/realtime';
import { LoadFailed } from '../../shared/ui/status';
import { quoteListQuery, type QuoteSort } from './api';
import { QuoteListHeader, QuoteRow } from './quote-rows';
import styles from './market.module.css';

export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.skeleton}>
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

/** A sorted quote list, paged by scrolling (20 a page), with live prices for the loaded rows. */
export function SortedQuoteList({ sort, ranked = false }: { sort: QuoteSort; ranked?: boolean }) {
  const { t } = useTranslation('market');
  const list = useInfiniteQuery(quoteListQuery(sort));
  const quotes = list.data?.pages.flatMap((page) => page.items) ?? [];
  const live = useLiveQuotes(quotes.map((quote) => quote.symbol));
  if (list.isPending) return <ListSkeleton />;
  if (list.isError && quotes.length === 0)
    return <LoadFailed onRetry={() => void list.refetch()} />;
  return (
    <div className={styles.listCard} data-testid={`quote-list-${sort}`}>
      <QuoteListHeader sort={sort} />
      {quotes.length === 0 ? <p className={styles.empty}>{t('list.empty')}</p> : null}
      {quotes.map((quote, index) => (
        <QuoteRow
          key={quote.symbol}
          quote={quote}
          live={live}
          sort={sort}
          rank={ranked ? index + 1 : undefined}
        />
      ))}
      <InfiniteScroll
        threshold={300}
        hasMore={list.hasNextPage && !list.isError}
        loadMore={async () => {
          await list.fetchNextPage();
        }}
      >
        {list.hasNextPage ? (
          <span className={styles.listEnd}>{t('list.loadingMore')}</span>
        ) : (
          <span className={styles.listEnd}>{t('list.noMore')}</span>
        )}
      </InfiniteScroll>
    </div>
  );
}
