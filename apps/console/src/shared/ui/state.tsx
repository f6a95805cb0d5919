import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from './error-notice';
import styles from './state.module.css';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-testid="loading">
      <span className={styles.spinner} aria-hidden="true" />
      {t('app.loading')}
    </div>
  );
}

/** What `QueryState` reads of a query (a TanStack query, paged or not). */
export type QueryLike<Data> = {
  data: Data | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  /** A paged list whose next page failed says so by its "more" button instead. */
  isFetchNextPageError?: boolean;
  refetch: () => Promise<unknown>;
};

/**
 * A query's states in one place: why it failed (with a retry), a spinner while it first loads,
 * then what the children make of its data.
 */
export function QueryState<Data>({
  query,
  children,
}: {
  query: QueryLike<Data>;
  children: (data: Data) => ReactNode;
}) {
  return (
    <>
      {query.isError && !query.isFetchNextPageError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isPending ? <Loading /> : null}
      {query.data === undefined ? null : children(query.data)}
    </>
  );
}
