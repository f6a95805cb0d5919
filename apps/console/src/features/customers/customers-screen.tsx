import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLabels } from '../../shared/labels';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Icon } from '../../shared/ui/icons';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { EmptyRow, Loading } from '../../shared/ui/state';
import { SEARCH_LIMITS, useCustomerSearch, type CustomerSummary, type SearchLimit } from './api';
import { VerificationBadge } from './verification-badge';

/** The contract's limit on the search text. */
const QUERY_MAX_CHARS = 40;

function readLimit(value: string | null): SearchLimit {
  return SEARCH_LIMITS.find((limit) => String(limit) === value) ?? SEARCH_LIMITS[0];
}

/** Customers by account; the search lives in the address so a result can be linked and reloaded. */
export function CustomersScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, QUERY_MAX_CHARS);
  const limit = readLimit(params.get('limit'));
  const search = useCustomerSearch(query, limit);

  function apply(nextQuery: string, nextLimit: SearchLimit) {
    const next = new URLSearchParams();
    if (nextQuery) next.set('q', nextQuery);
    if (nextLimit !== SEARCH_LIMITS[0]) next.set('limit', String(nextLimit));
    setParams(next);
  }

  return (
    <>
      <PageHeader title={t('customers.title')} subtitle={t('customers.subtitle')} />
      {/* Keyed by the search: going back in history shows that search's text again. */}
      <SearchToolbar
        key={query}
        query={query}
        limit={limit}
        resultCount={search.data?.length ?? null}
        onApply={apply}
      />
      {search.isError ? (
        <ErrorNotice error={search.error} onRetry={() => void search.refetch()} />
      ) : null}
      {search.isPending ? <Loading /> : null}
      {search.data ? <CustomerTable rows={search.data} refreshing={search.isFetching} /> : null}
      {search.data && search.data.length === limit ? (
        <Notice tone="info">{t('customers.resultLimited', { count: limit })}</Notice>
      ) : null}
    </>
  );
}

function SearchToolbar({
  query,
  limit,
  resultCount,
  onApply,
}: {
  query: string;
  limit: SearchLimit;
  resultCount: number | null;
  onApply: (query: string, limit: SearchLimit) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  return (
    <form
      className="toolbar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft.trim(), limit);
      }}
    >
      <label className="toolbar-field">
        <span>{t('customers.searchLabel')}</span>
        <input
          type="search"
          name="q"
          inputMode="numeric"
          className="input-wide mono"
          placeholder={t('customers.searchPlaceholder')}
          maxLength={QUERY_MAX_CHARS}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <label className="toolbar-field">
        <span>{t('customers.limitLabel')}</span>
        <select value={limit} onChange={(event) => onApply(query, readLimit(event.target.value))}>
          {SEARCH_LIMITS.map((option) => (
            <option key={option} value={option}>
              {t('common.countItems', { count: option })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary">
        <Icon name="search" />
        {t('common.search')}
      </button>
      {query ? (
        <button type="button" className="btn btn-ghost" onClick={() => onApply('', limit)}>
          {t('common.clear')}
        </button>
      ) : null}
      <span className="toolbar-spacer" />
      {resultCount === null ? null : (
        <span className="muted tabular">{t('common.countItems', { count: resultCount })}</span>
      )}
    </form>
  );
}

function CustomerTable({ rows, refreshing }: { rows: CustomerSummary[]; refreshing: boolean }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <div className={refreshing ? 'panel table-panel is-refreshing' : 'panel table-panel'}>
      <table className="table">
        <thead>
          <tr>
            <th className="num">{t('customers.columns.id')}</th>
            <th>{t('customers.columns.account')}</th>
            <th>{t('customers.columns.verification')}</th>
            <th>{t('customers.columns.registeredAt')}</th>
            <th>{t('customers.columns.restrictions')}</th>
            <th aria-label={t('customers.open')} />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? <EmptyRow columns={6} text={t('customers.noResults')} /> : null}
          {rows.map((customer) => (
            <tr key={customer.id}>
              <td className="num mono">{customer.id}</td>
              <td>
                <Link to={`/customers/${customer.id}`} className="mono strong-link">
                  {customer.account}
                </Link>
              </td>
              <td>
                <VerificationBadge status={customer.verificationStatus} />
              </td>
              <td>
                <DateTime iso={customer.registeredAt} />
              </td>
              <td>
                {customer.restrictions.length === 0 ? (
                  <span className="muted">{t('common.none')}</span>
                ) : (
                  <span className="badge-row">
                    {customer.restrictions.map((kind) => (
                      <Badge key={kind} tone="danger">
                        {labels.restriction(kind)}
                      </Badge>
                    ))}
                  </span>
                )}
              </td>
              <td className="actions">
                <Link to={`/customers/${customer.id}`} className="btn btn-small">
                  {t('customers.open')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
