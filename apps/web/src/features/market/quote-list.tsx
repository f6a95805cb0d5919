import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import type { Quote } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuotes } from '../../shared/realtime';
import { MoreOnScroll } from '../../shared/ui/lists';
import { LoadFailed } from '../../shared/ui/status';
import { hasPageAfter, quoteListPageQuery, type QuoteSort } from './api';
import { QuoteListHeader, QuoteRow } from './quote-rows';
import styles from './market.module.css';

export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.skeleton}>
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

/** A stock that moved from one page to the next between their fetches is shown once. */
function onceEach(quotes: Quote[]): Quote[] {
  const bySymbol = new Map<string, Quote>();
  for (const quote of quotes) if (!bySymbol.has(quote.symbol)) bySymbol.set(quote.symbol, quote);
  return [...bySymbol.values()];
}

/**
 * A sorted quote list, paged by scrolling (20 a page), with live prices for the loaded rows. Each
 * page is its own query, so the first hot page is the very entry Home's hot stocks show.
 */
export function SortedQuoteList({ sort, ranked = false }: { sort: QuoteSort; ranked?: boolean }) {
  const { t } = useTranslation('market');
  const client = useQueryClient();
  const [pageCount, setPageCount] = useState(1);
  const [moreFailed, setMoreFailed] = useState(false);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => quoteListPageQuery(sort, index + 1)),
  });
  const quotes = onceEach(pages.flatMap((page) => page.data?.items ?? []));
  const live = useLiveQuotes(quotes.map((quote) => quote.symbol));
  const first = pages[0];
  const last = pages[pages.length - 1]?.data;
  const hasMore = last !== undefined && hasPageAfter(last) && !moreFailed;
  // The next page is fetched before it is shown, so scrolling waits for it; a failure ends the
  // scrolling (the failure itself is shown by the API client).
  const loadMore = async () => {
    try {
      await client.fetchQuery(quoteListPageQuery(sort, pageCount + 1));
      setPageCount(pageCount + 1);
    } catch (error) {
      setMoreFailed(true);
      throw error;
    }
  };
  if (!first || first.isPending) return <ListSkeleton />;
  if (first.isError && quotes.length === 0)
    return <LoadFailed title={t('market.loadFailed')} onRetry={() => void first.refetch()} />;
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
      <MoreOnScroll hasMore={hasMore} loadMore={loadMore} endText={t('list.noMore')} />
    </div>
  );
}
