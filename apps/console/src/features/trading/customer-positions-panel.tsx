import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { LoadMore } from '../../shared/ui/load-more';
import { Loading } from '../../shared/ui/state';
import { usePositions } from './api';
import { statusesOf } from './position-filter';
import { PositionsTable } from './positions-table';
import './trading.css';

const TABS = ['open', 'ended', 'all'] as const;
type Tab = (typeof TABS)[number];
const PAGE_SIZE = 20;

/** On the customer page: that customer's orders and positions, each linking to its detail. */
export function CustomerPositionsPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation('trading');
  const [tab, setTab] = useState<Tab>('open');
  const list = usePositions({ statuses: statusesOf(tab), symbol: '', customerId }, PAGE_SIZE);
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <section className="panel table-panel table-scroll" data-testid="customer-positions">
        <h3 className="panel-title">
          {t('customerPanel.title')}
          <span className="toolbar-spacer" />
          <span className="tabs tabs-inline" role="tablist" aria-label={t('customerPanel.title')}>
            {TABS.map((option) => (
              <button
                key={option}
                type="button"
                role="tab"
                aria-selected={option === tab}
                className={option === tab ? 'tab active' : 'tab'}
                onClick={() => setTab(option)}
              >
                {t(`customerPanel.tabs.${option}`)}
              </button>
            ))}
          </span>
          <Link className="btn btn-small" to={`/positions?customer=${customerId}`}>
            {t('customerPanel.openList')}
          </Link>
        </h3>
        {list.isError && !list.data ? (
          <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
        ) : null}
        {list.isPending ? <Loading /> : null}
        {list.data ? (
          <PositionsTable
            rows={rows}
            showCustomer={false}
            emptyText={t(`customerPanel.empty.${tab}`)}
            refreshing={list.isFetching && !list.isFetchingNextPage}
          />
        ) : null}
      </section>
      {list.data ? <LoadMore query={list} shown={rows.length} /> : null}
    </>
  );
}
