import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { RefreshButton } from '../../shared/ui/button';
import { openColumn, textColumn, timeColumn } from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { Count } from '../../shared/ui/draw-document';
import { yen } from '../../shared/ui/offering-parts';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryTable } from '../../shared/ui/query-tables';
import { Text } from '../../shared/ui/text';
import { GRAB_PATH, useGrabQueues, type GrabQueue } from './api';
import { QueueStatusBadges } from './parts';

/**
 * The grab-shares queues, newest day first: each stock's limit price, the customers' lots and
 * orders, and after the close the supply, the market's own bids and what the customers got. Read
 * only: the supply comes from the market's closing auction and the server's job allocates.
 */
export function GrabQueuesScreen() {
  const { t } = useTranslation('grab');
  const queues = useGrabQueues();
  const columns = useQueueColumns();
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<RefreshButton query={queues} />}
      />
      <QueryTable
        query={queues}
        rowKey={(queue) => queue.id}
        empty={t('empty')}
        columns={columns}
        refreshing={queues.isFetching}
        testId="grab-queues"
      />
    </>
  );
}

function useQueueColumns(): Column<GrabQueue>[] {
  const { t } = useTranslation('grab');
  const locale = useLocale();
  const count = (
    key: 'supply' | 'marketLots' | 'allocated',
    value: (row: GrabQueue) => number | null,
  ): Column<GrabQueue> => ({
    key,
    header: t(`columns.${key}`),
    align: 'num',
    cell: (row) => <Count count={value(row)} />,
  });
  return [
    textColumn('day', t('columns.day'), (row) => row.tradingDay, { mono: true, nowrap: true }),
    textColumn('code', t('columns.code'), (row) => row.symbol, { mono: true, strong: true }),
    textColumn('name', t('columns.name'), (row) => row.names[locale]),
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <QueueStatusBadges queue={row} />,
    },
    {
      key: 'limitPrice',
      header: t('columns.limitPrice'),
      align: 'num',
      cell: (row) => (
        <Text tabular nowrap strong>
          {yen(row.limitPrice)}
        </Text>
      ),
    },
    {
      key: 'queued',
      header: t('columns.queued'),
      align: 'num',
      cell: (row) => (
        <Text tabular nowrap>
          <Count count={row.lotsQueued} /> (<Count count={row.orders} />)
        </Text>
      ),
    },
    count('supply', (row) => row.supplyLots),
    count('marketLots', (row) => row.marketLots),
    count('allocated', (row) => row.lotsAllocated),
    timeColumn('closesAt', t('columns.closesAt'), (row) => row.closesAt),
    openColumn({
      label: t('open'),
      to: (row) => `${GRAB_PATH}/${row.id}`,
      text: () => t('open'),
      named: (row) => t('openNamed', { symbol: row.symbol, day: row.tradingDay }),
    }),
  ];
}
