import { useTranslation } from 'react-i18next';
import { accountColumn, idColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { Count, Hash } from '../../shared/ui/draw-document';
import { Amount } from '../../shared/ui/money';
import { yen } from '../../shared/ui/offering-parts';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { FundingStatusBadge } from '../../shared/ui/status-badges';
import { Dash, Text } from '../../shared/ui/text';
import type { BiddingBid } from './api';
import { RejectReason } from './parts';
import styles from './bidding.module.css';

/**
 * An offering's bids, oldest first: who bid what price for how many lots, the amount held, where
 * each stands (pending until the close, then approved or rejected with the reason), the lots
 * filled, what was paid at the clearing price and given back, and each bid's published entry.
 */
export function BidsPanel({ bids }: { bids: readonly BiddingBid[] }) {
  const { t } = useTranslation('bidding');
  const amount = (value: string) => <Amount value={value} currency="JPY" />;
  const columns: Column<BiddingBid>[] = [
    idColumn(t('bidColumns.id'), (row) => row.id),
    accountColumn(t('bidColumns.account')),
    {
      key: 'price',
      header: t('bidColumns.price'),
      align: 'num',
      cell: (row) => (
        <Text tabular nowrap strong>
          {yen(row.price)}
        </Text>
      ),
    },
    {
      key: 'lots',
      header: t('bidColumns.lots'),
      align: 'num',
      cell: (row) => <Count count={row.lots} />,
    },
    {
      key: 'amount',
      header: t('bidColumns.amount'),
      align: 'num',
      cell: (row) => amount(row.amount),
    },
    {
      // Where it stands, and under a rejection why (below the price, withdrawn by either side).
      key: 'status',
      header: t('bidColumns.status'),
      cell: (row) => (
        <>
          <FundingStatusBadge status={row.status} />
          <RejectReason reason={row.rejectReason} />
        </>
      ),
    },
    {
      key: 'filled',
      header: t('bidColumns.lotsFilled'),
      align: 'num',
      cell: (row) => (row.status === 'pending' ? <Dash /> : <Count count={row.lotsFilled} />),
    },
    {
      key: 'paid',
      header: t('bidColumns.paid'),
      align: 'num',
      cell: (row) => (row.status === 'approved' ? amount(row.paid) : <Dash />),
    },
    {
      key: 'refunded',
      header: t('bidColumns.refunded'),
      align: 'num',
      cell: (row) => (row.status === 'pending' ? <Dash /> : amount(row.refunded)),
    },
    timeColumn('bidAt', t('bidColumns.bidAt'), (row) => row.bidAt),
    {
      key: 'entry',
      header: t('bidColumns.entry'),
      className: styles.entryColumn,
      cell: (row) => <Hash value={row.entryHash} />,
    },
  ];
  return (
    <Panel title={t('detail.bids')} count={bids.length} table>
      <DataTable
        columns={columns}
        rows={bids}
        rowKey={(row) => row.id}
        empty={t('detail.bidsEmpty')}
        testId="bidding-bids"
      />
      <PanelNote>{t('detail.bidsNote')}</PanelNote>
    </Panel>
  );
}
