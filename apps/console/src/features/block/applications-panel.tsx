import { useTranslation } from 'react-i18next';
import { accountColumn, idColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { Count, Hash } from '../../shared/ui/draw-document';
import { Amount } from '../../shared/ui/money';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { FundingStatusBadge } from '../../shared/ui/status-badges';
import { Dash } from '../../shared/ui/text';
import type { BlockApplication } from './api';
import { RejectReason } from './parts';
import styles from './block.module.css';

/**
 * An offering's applications, oldest first: who applied for how many lots, the amount held, where
 * each stands (pending until the allocation, then approved or rejected with the reason), the lots
 * filled and what they cost, and the entry each has in the published draw.
 */
export function ApplicationsPanel({ applications }: { applications: readonly BlockApplication[] }) {
  const { t } = useTranslation('block');
  const yen = (value: string) => <Amount value={value} currency="JPY" />;
  const columns: Column<BlockApplication>[] = [
    idColumn(t('applicationColumns.id'), (row) => row.id),
    accountColumn(t('applicationColumns.account')),
    {
      key: 'lots',
      header: t('applicationColumns.lots'),
      align: 'num',
      cell: (row) => <Count count={row.lots} />,
    },
    {
      key: 'amount',
      header: t('applicationColumns.amount'),
      align: 'num',
      cell: (row) => yen(row.amount),
    },
    {
      // Where it stands, and under a rejection why (not allocated, or the offering withdrawn).
      key: 'status',
      header: t('applicationColumns.status'),
      cell: (row) => (
        <>
          <FundingStatusBadge status={row.status} />
          <RejectReason reason={row.rejectReason} />
        </>
      ),
    },
    {
      key: 'filled',
      header: t('applicationColumns.lotsFilled'),
      align: 'num',
      cell: (row) => (row.status === 'pending' ? <Dash /> : <Count count={row.lotsFilled} />),
    },
    {
      key: 'turnover',
      header: t('applicationColumns.turnover'),
      align: 'num',
      cell: (row) => (row.status === 'approved' ? yen(row.turnover) : <Dash />),
    },
    timeColumn('appliedAt', t('applicationColumns.appliedAt'), (row) => row.appliedAt),
    {
      key: 'entry',
      header: t('applicationColumns.entry'),
      className: styles.entryColumn,
      cell: (row) => <Hash value={row.entryHash} />,
    },
  ];
  return (
    <Panel title={t('detail.applications')} count={applications.length} table>
      <DataTable
        columns={columns}
        rows={applications}
        rowKey={(row) => row.id}
        empty={t('detail.applicationsEmpty')}
        testId="block-applications"
      />
      <PanelNote>{t('detail.applicationsNote')}</PanelNote>
    </Panel>
  );
}
