import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { DataTable, type Column } from './data-table';
import { ErrorNotice } from './error-notice';
import { Panel } from './panel';
import { Tabs } from './tabs';
import { QueryState, type QueryLike } from './state';
import { Text } from './text';
import styles from './query-tables.module.css';

/** What the console reads of a keyset-paged list (a TanStack infinite query). */
export type PagedQuery<Page> = QueryLike<{ pages: Page[] }> & {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** Every row of the pages loaded so far, in order. */
export function pagedRows<Row>(data: { pages: { items: Row[] }[] } | undefined): Row[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** The count shown so far and a "load more" for a keyset-paged list. */
export function LoadMore({ query, shown }: { query: PagedQuery<unknown>; shown: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loadMore}>
      <Text muted tabular>
        {t('audit.shown', { count: shown })}
      </Text>
      {query.isFetchNextPageError ? <ErrorNotice error={query.error} /> : null}
      {query.hasNextPage ? (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
        </Button>
      ) : shown > 0 ? (
        <Text muted>{t('audit.end')}</Text>
      ) : null}
    </div>
  );
}

type TableProps<Row> = {
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  empty?: ReactNode;
  fixed?: boolean;
  className?: string;
  testId?: string;
};

/** Views of a list chosen in its panel's title line (named after the panel for screen readers). */
export type PanelTabs<Option extends string> = {
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  text: (option: Option) => string;
};

type PagedTableProps<Row, Option extends string> = TableProps<Row> & {
  query: PagedQuery<unknown>;
  /** The rows of every page loaded (`pagedRows`, or the pages' own shape). */
  rows: readonly Row[];
  /** A titled panel stands while its rows load (its title may hold the list's tabs). */
  title?: string;
  tabs?: PanelTabs<Option>;
  actions?: ReactNode;
  panelTestId?: string;
};

/**
 * A keyset-paged list in a panel: its failure, its loading, its rows (faded while they are asked
 * again), and "load more" under it. Every queue and log of the console is one.
 */
export function PagedTable<Row, Option extends string = never>({
  query,
  rows,
  title,
  tabs,
  actions,
  panelTestId,
  ...table
}: PagedTableProps<Row, Option>) {
  const tableOf = () => (
    <DataTable {...table} rows={rows} refreshing={query.isFetching && !query.isFetchingNextPage} />
  );
  const loadMore = query.data ? <LoadMore query={query} shown={rows.length} /> : null;
  if (title !== undefined) {
    return (
      <>
        <Panel
          table
          title={title}
          actions={
            tabs || actions ? (
              <>
                {tabs ? <Tabs inline label={title} {...tabs} /> : null}
                {actions}
              </>
            ) : undefined
          }
          testId={panelTestId}
        >
          <QueryState query={query}>{tableOf}</QueryState>
        </Panel>
        {loadMore}
      </>
    );
  }
  return (
    <QueryState query={query}>
      {() => (
        <>
          <Panel table testId={panelTestId}>
            {tableOf()}
          </Panel>
          {loadMore}
        </>
      )}
    </QueryState>
  );
}

/**
 * A list asked in one piece (not paged) in a panel: its failure, its loading, then its rows
 * (`select` keeps those to show, a filter typed on the screen).
 */
export function QueryTable<Row>({
  query,
  select = (rows) => rows,
  refreshing = false,
  ...table
}: TableProps<Row> & {
  query: QueryLike<readonly Row[]>;
  select?: (rows: readonly Row[]) => readonly Row[];
  refreshing?: boolean;
}) {
  return (
    <QueryState query={query}>
      {(rows) => (
        <Panel table>
          <DataTable {...table} rows={select(rows)} refreshing={refreshing} />
        </Panel>
      )}
    </QueryState>
  );
}
