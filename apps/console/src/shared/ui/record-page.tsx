import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { parseId } from '../route-params';
import { ErrorNotice } from './error-notice';
import { Notice } from './notice';
import { PageHeader } from './page-header';
import { Loading, type QueryLike } from './state';

type RecordPageProps<Query extends QueryLike<unknown>> = {
  /** The route parameter that holds the record's id (`depositId` of `/deposits/:depositId`). */
  param: string;
  /** The record's query (a hook: it is called once the id is known). */
  useRecord: (id: number) => Query;
  breadcrumb: ReactNode;
  /** The page's title until the record is there. */
  title: (id: number | null) => string;
  /** What a malformed id in the address is: a record that does not exist. */
  notFound: string;
  children: (record: NonNullable<Query['data']>, query: Query) => ReactNode;
};

/**
 * A page of one record named in the address: a malformed id is "not found" at once, and until the
 * record is there the page shows its title, the way back, and the loading or the failure.
 */
export function RecordPage<Query extends QueryLike<unknown>>(props: RecordPageProps<Query>) {
  const id = parseId(useParams()[props.param]);
  if (id === null) {
    return (
      <>
        <PageHeader breadcrumb={props.breadcrumb} title={props.title(null)} />
        <Notice tone="danger">{props.notFound}</Notice>
      </>
    );
  }
  return <LoadedRecord {...props} id={id} />;
}

function LoadedRecord<Query extends QueryLike<unknown>>({
  id,
  useRecord,
  breadcrumb,
  title,
  children,
}: RecordPageProps<Query> & { id: number }) {
  const query = useRecord(id);
  const record = query.data;
  if (record !== undefined && record !== null) return children(record, query);
  return (
    <>
      <PageHeader breadcrumb={breadcrumb} title={title(id)} />
      {query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Loading />
      )}
    </>
  );
}
