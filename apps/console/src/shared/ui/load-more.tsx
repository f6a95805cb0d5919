import { useTranslation } from 'react-i18next';
import { ErrorNotice } from './error-notice';

type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
};

/** The count shown so far and a "load more" for a keyset-paged list. */
export function LoadMore({ query, shown }: { query: PagedQuery; shown: number }) {
  const { t } = useTranslation();
  return (
    <div className="load-more">
      <span className="muted tabular">{t('audit.shown', { count: shown })}</span>
      {query.isFetchNextPageError ? <ErrorNotice error={query.error} /> : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className="btn"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
        </button>
      ) : shown > 0 ? (
        <span className="muted">{t('audit.end')}</span>
      ) : null}
    </div>
  );
}
