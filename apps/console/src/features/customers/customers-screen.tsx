import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openColumn, textColumn, timeColumn } from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { Select } from '../../shared/ui/field';
import { FilterBar, FilterField, FilterInput } from '../../shared/ui/filter-bar';
import { CodeLink } from '../../shared/ui/links';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryTable } from '../../shared/ui/query-tables';
import { RestrictionsCell, VerificationBadge } from '../../shared/ui/status-badges';
import { Text } from '../../shared/ui/text';
import { SEARCH_LIMITS, useCustomerSearch, type CustomerSummary, type SearchLimit } from './api';

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
  const columns = useCustomerColumns();

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
      <QueryTable
        query={search}
        columns={columns}
        rowKey={(customer) => customer.id}
        empty={t('customers.noResults')}
        refreshing={search.isFetching}
      />
      {search.data?.length === limit ? (
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
    <FilterBar
      onApply={() => onApply(draft.trim(), limit)}
      applyLabel={t('common.search')}
      applyIcon="search"
      onClear={query ? () => onApply('', limit) : undefined}
      aside={
        resultCount === null ? null : (
          <Text tabular>{t('common.countItems', { count: resultCount })}</Text>
        )
      }
    >
      <FilterField label={t('customers.searchLabel')}>
        <FilterInput
          name="q"
          inputMode="numeric"
          wide
          mono
          placeholder={t('customers.searchPlaceholder')}
          maxLength={QUERY_MAX_CHARS}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </FilterField>
      <FilterField label={t('customers.limitLabel')}>
        <Select
          value={limit}
          onChange={(value) => onApply(query, readLimit(value))}
          options={SEARCH_LIMITS.map((option) => ({
            value: option,
            label: t('common.countItems', { count: option }),
          }))}
        />
      </FilterField>
    </FilterBar>
  );
}

function useCustomerColumns(): Column<CustomerSummary>[] {
  const { t } = useTranslation();
  return [
    {
      ...textColumn('id', t('customers.columns.id'), (customer) => customer.id, { mono: true }),
      align: 'num',
    },
    {
      key: 'account',
      header: t('customers.columns.account'),
      cell: (customer) => (
        <CodeLink to={`/customers/${customer.id}`} strong>
          {customer.account}
        </CodeLink>
      ),
    },
    {
      key: 'verification',
      header: t('customers.columns.verification'),
      cell: (customer) => <VerificationBadge status={customer.verificationStatus} />,
    },
    timeColumn(
      'registeredAt',
      t('customers.columns.registeredAt'),
      (customer) => customer.registeredAt,
    ),
    {
      key: 'restrictions',
      header: t('customers.columns.restrictions'),
      cell: (customer) => <RestrictionsCell kinds={customer.restrictions} />,
    },
    openColumn({
      label: t('customers.open'),
      to: (customer) => `/customers/${customer.id}`,
      text: () => t('customers.open'),
    }),
  ];
}
