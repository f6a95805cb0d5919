import { useTranslation } from 'react-i18next';
import { translateErrorKey } from '../../shared/i18n';
import { timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { DateTime } from '../../shared/ui/date-time';
import { CodeLink } from '../../shared/ui/links';
import { Badge } from '../../shared/ui/notice';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { Dash, Text } from '../../shared/ui/text';
import type { NavPoint, Rebalance, WaitingRedemption } from './api';
import { Figure, Yen } from './parts';
import { isQuietDay, readSummary } from './rebalance-summary';
import styles from './copy.module.css';

/** A pool's history on its page: the NAV at each close, waiting redemptions, daily rebalances. */

/** The NAV at each recorded close, newest first. */
export function NavHistoryPanel({ points }: { points: readonly NavPoint[] }) {
  const { t } = useTranslation('copy');
  const rows = [...points].sort((a, b) => b.day.localeCompare(a.day));
  const columns: Column<NavPoint>[] = [
    {
      key: 'day',
      header: t('pool.navColumns.day'),
      cell: (row) => <Text tabular>{row.day}</Text>,
    },
    {
      key: 'nav',
      header: t('pool.navColumns.nav'),
      align: 'num',
      cell: (row) => <Yen value={row.nav} />,
    },
    {
      key: 'equity',
      header: t('pool.navColumns.equity'),
      align: 'num',
      cell: (row) => <Yen value={row.equity} />,
    },
  ];
  return (
    <Panel title={t('pool.navHistory')} count={rows.length} table>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.day}
        empty={t('pool.navEmpty')}
        testId="pool-nav-history"
      />
      <PanelNote>{t('pool.navNote')}</PanelNote>
    </Panel>
  );
}

export function RedemptionsPanel({ redemptions }: { redemptions: readonly WaitingRedemption[] }) {
  const { t } = useTranslation('copy');
  const columns: Column<WaitingRedemption>[] = [
    {
      key: 'customer',
      header: t('pool.redemptionColumns.customer'),
      cell: (row) => (
        <CodeLink to={`/customers/${row.customerId}`}>{String(row.customerId)}</CodeLink>
      ),
    },
    {
      key: 'units',
      header: t('pool.redemptionColumns.units'),
      align: 'num',
      cell: (row) => <Figure value={row.units} />,
    },
    {
      key: 'reason',
      header: t('pool.redemptionColumns.reason'),
      cell: (row) => <Text nowrap>{t(`pool.redemptionReasons.${row.reason}`)}</Text>,
    },
    timeColumn('requestedAt', t('pool.redemptionColumns.requestedAt'), (row) => row.requestedAt),
  ];
  return (
    <Panel title={t('pool.redemptions')} count={redemptions.length} table>
      <DataTable
        columns={columns}
        rows={redemptions}
        rowKey={(row) => row.id}
        empty={t('pool.redemptionsEmpty')}
        testId="pool-redemptions"
      />
      <PanelNote>{t('pool.redemptionsNote')}</PanelNote>
    </Panel>
  );
}

export function RebalancesPanel({ rebalances }: { rebalances: readonly Rebalance[] }) {
  const { t } = useTranslation('copy');
  const rows = [...rebalances].sort((a, b) => b.day.localeCompare(a.day));
  const columns: Column<Rebalance>[] = [
    {
      key: 'day',
      header: t('pool.rebalanceColumns.day'),
      cell: (row) => <Text tabular>{row.day}</Text>,
    },
    {
      key: 'finishedAt',
      header: t('pool.rebalanceColumns.finishedAt'),
      cell: (row) =>
        row.finishedAt === null ? (
          <Badge tone="warning">{t('pool.running')}</Badge>
        ) : (
          <DateTime iso={row.finishedAt} />
        ),
    },
    {
      key: 'summary',
      header: t('pool.rebalanceColumns.summary'),
      wide: true,
      cell: (row) => <RebalanceSummaryCell summary={row.summary} />,
    },
  ];
  return (
    <Panel title={t('pool.rebalances')} count={rows.length} table>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.day}
        empty={t('pool.rebalancesEmpty')}
        testId="pool-rebalances"
      />
      <PanelNote>{t('pool.rebalancesNote')}</PanelNote>
    </Panel>
  );
}

function RebalanceSummaryCell({ summary }: { summary: unknown }) {
  const { t } = useTranslation('copy');
  const read = readSummary(summary);
  if (read === null) return <Dash />;
  if (read === 'unreadable') return <Text muted>{t('pool.summary.unreadable')}</Text>;
  if (isQuietDay(read)) return <Text muted>{t('pool.summary.nothing')}</Text>;
  return (
    <ul className={styles.summaryList}>
      {read.opened.length > 0 ? (
        <li>
          {t('pool.summary.opened', {
            orders: read.opened
              .map((order) => t('pool.summary.lots', { symbol: order.symbol, count: order.lots }))
              .join(', '),
          })}
        </li>
      ) : null}
      {read.closed.length > 0 ? (
        <li>{t('pool.summary.closed', { count: read.closed.length })}</li>
      ) : null}
      {read.refused.map((refusal) => (
        <li key={refusal.order}>
          {t('pool.summary.refused', {
            order: refusal.order,
            reason: translateErrorKey(refusal.key),
          })}
        </li>
      ))}
    </ul>
  );
}
