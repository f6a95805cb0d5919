import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale';
import { parseId } from '../../shared/route-params';
import { RefreshButton } from '../../shared/ui/button';
import { accountColumn, idColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Count, Hash } from '../../shared/ui/draw-document';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Amount } from '../../shared/ui/money';
import { Notice } from '../../shared/ui/notice';
import { yen } from '../../shared/ui/offering-parts';
import { PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelNote } from '../../shared/ui/panel';
import { RecordPage } from '../../shared/ui/record-page';
import { Loading } from '../../shared/ui/state';
import { FundingStatusBadge } from '../../shared/ui/status-badges';
import { Dash, Text } from '../../shared/ui/text';
import { useGrabOrders, useGrabQueue, type GrabOrder, type GrabQueue } from './api';
import { GrabDocumentPanel } from './document-panel';
import { BackToQueues, QueueStatusBadges, RejectReason } from './parts';
import styles from './grab.module.css';

/**
 * One day's queue of one stock: its limit price and commitment, the supply the closing auction
 * gave and how it was shared, every order with its customer's account, and the allocation
 * document. Read only.
 */
export function GrabQueueDetailScreen() {
  const { t } = useTranslation('grab');
  return (
    <RecordPage
      param="queueId"
      useRecord={useGrabOrders}
      breadcrumb={<BackToQueues />}
      title={() => t('title')}
      notFound={t('grab_queue_not_found', { ns: 'errors' })}
    >
      {(orders, query) => <QueuePage orders={orders} query={query} />}
    </RecordPage>
  );
}

type Refetchable = { refetch: () => Promise<unknown>; isFetching: boolean };

function QueuePage({ orders, query }: { orders: readonly GrabOrder[]; query: Refetchable }) {
  const { t } = useTranslation('grab');
  // RecordPage has read a valid id from the address before asking for the orders.
  const queueId = parseId(useParams().queueId) ?? Number.NaN;
  const queue = useGrabQueue(queueId);
  if (!queue.data) {
    return (
      <>
        <PageHeader breadcrumb={<BackToQueues />} title={t('title')} />
        {queue.isError ? (
          <ErrorNotice error={queue.error} onRetry={() => void queue.refetch()} />
        ) : queue.data === null ? (
          <Notice tone="danger">{t('grab_queue_not_found', { ns: 'errors' })}</Notice>
        ) : (
          <Loading />
        )}
      </>
    );
  }
  const refresh: Refetchable = {
    isFetching: query.isFetching || queue.isFetching,
    refetch: () => Promise.all([query.refetch(), queue.refetch()]),
  };
  return <QueueView queue={queue.data} orders={orders} refresh={refresh} />;
}

function QueueView({
  queue,
  orders,
  refresh,
}: {
  queue: GrabQueue;
  orders: readonly GrabOrder[];
  refresh: Refetchable;
}) {
  const { t } = useTranslation('grab');
  const locale = useLocale();
  return (
    <>
      <PageHeader
        breadcrumb={<BackToQueues />}
        title={
          <>
            {t('detail.title', { symbol: queue.symbol, day: queue.tradingDay })}{' '}
            {queue.names[locale]}
          </>
        }
        badges={<QueueStatusBadges queue={queue} />}
        actions={<RefreshButton query={refresh} />}
      />
      {queue.status === 'open' ? <Notice tone="info">{t('detail.waiting')}</Notice> : null}
      {queue.closedAtLimit === false ? (
        <Notice tone="warning">{t('detail.offLimit')}</Notice>
      ) : null}
      <Columns>
        <QueuePanel queue={queue} />
        <SupplyPanel queue={queue} />
      </Columns>
      <OrdersPanel orders={orders} />
      {queue.status === 'allocated' ? <GrabDocumentPanel queue={queue} /> : null}
    </>
  );
}

function QueuePanel({ queue }: { queue: GrabQueue }) {
  const { t } = useTranslation('grab');
  return (
    <Panel title={t('detail.queue')} padded>
      <DefinitionList look="ruled" wideLabels testId="queue-terms">
        <Definition label={t('fields.tradingDay')}>
          <Text tabular>{queue.tradingDay}</Text>
        </Definition>
        <Definition label={t('fields.limitPrice')}>
          <Text tabular strong>
            {yen(queue.limitPrice)}
          </Text>
        </Definition>
        <Definition label={t('fields.lotShares')}>
          <Count count={queue.lotShares} />
        </Definition>
        <Definition label={t('fields.lotsQueued')}>
          <Count count={queue.lotsQueued} />
        </Definition>
        <Definition label={t('fields.orders')}>
          <Count count={queue.orders} />
        </Definition>
        <Definition label={t('fields.closesAt')}>
          <DateTime iso={queue.closesAt} />
        </Definition>
        <Definition label={t('fields.commitment')}>
          <span data-testid="commitment">
            <Hash value={queue.commitment} />
          </span>
        </Definition>
      </DefinitionList>
    </Panel>
  );
}

function SupplyPanel({ queue }: { queue: GrabQueue }) {
  const { t } = useTranslation('grab');
  const counts = [
    'supplyShares',
    'marketQueuedShares',
    'supplyLots',
    'marketLots',
    'lotsAllocated',
    'marketLotsFilled',
  ] as const;
  return (
    <Panel title={t('detail.supply')} padded>
      <DefinitionList look="ruled" wideLabels testId="queue-supply">
        {counts.map((field) => (
          <Definition key={field} label={t(`fields.${field}`)}>
            <Count count={queue[field]} />
          </Definition>
        ))}
        <Definition label={t('fields.closedAtLimit')}>
          {queue.closedAtLimit === null ? (
            <Dash />
          ) : (
            t(queue.closedAtLimit ? 'closedAtLimit.yes' : 'closedAtLimit.no')
          )}
        </Definition>
        <Definition label={t('fields.allocatedAt')}>
          <DateTime iso={queue.allocatedAt} />
        </Definition>
      </DefinitionList>
      <PanelNote>{t('detail.supplyNote')}</PanelNote>
    </Panel>
  );
}

/**
 * The queue's orders, oldest first: who queued how many lots, the amount held (the limit price ×
 * shares and the fee on it), where each stands, the lots filled, what was paid, the fee, what was
 * given back, and each order's entry in the document.
 */
function OrdersPanel({ orders }: { orders: readonly GrabOrder[] }) {
  const { t } = useTranslation('grab');
  const amount = (value: string) => <Amount value={value} currency="JPY" />;
  const decided = (row: GrabOrder, value: string) =>
    row.status === 'pending' ? <Dash /> : amount(value);
  const columns: Column<GrabOrder>[] = [
    idColumn(t('orderColumns.id'), (row) => row.id),
    accountColumn(t('orderColumns.account')),
    {
      key: 'lots',
      header: t('orderColumns.lots'),
      align: 'num',
      cell: (row) => <Count count={row.lots} />,
    },
    {
      key: 'amount',
      header: t('orderColumns.amount'),
      align: 'num',
      cell: (row) => amount(row.amount),
    },
    {
      key: 'status',
      header: t('orderColumns.status'),
      cell: (row) => (
        <>
          <FundingStatusBadge status={row.status} />
          <RejectReason reason={row.rejectReason} />
        </>
      ),
    },
    {
      key: 'filled',
      header: t('orderColumns.lotsFilled'),
      align: 'num',
      cell: (row) => (row.status === 'pending' ? <Dash /> : <Count count={row.lotsFilled} />),
    },
    {
      key: 'paid',
      header: t('orderColumns.paid'),
      align: 'num',
      cell: (row) => decided(row, row.paid),
    },
    {
      key: 'fee',
      header: t('orderColumns.fee'),
      align: 'num',
      cell: (row) => decided(row, row.fee),
    },
    {
      key: 'released',
      header: t('orderColumns.released'),
      align: 'num',
      cell: (row) => decided(row, row.released),
    },
    timeColumn('joinedAt', t('orderColumns.joinedAt'), (row) => row.joinedAt),
    {
      key: 'entry',
      header: t('orderColumns.entry'),
      className: styles.entryColumn,
      cell: (row) => <Hash value={row.entryHash} />,
    },
  ];
  return (
    <Panel title={t('detail.orders')} count={orders.length} table>
      <DataTable
        columns={columns}
        rows={orders}
        rowKey={(row) => row.id}
        empty={t('detail.ordersEmpty')}
        testId="grab-orders"
      />
      <PanelNote>{t('detail.ordersNote')}</PanelNote>
    </Panel>
  );
}
