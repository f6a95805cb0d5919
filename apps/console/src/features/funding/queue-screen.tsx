import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { useLabels } from '../../shared/labels';
import { RefreshButton } from '../../shared/ui/button';
import {
  accountColumn,
  fundingStatusColumn,
  openColumn,
  textColumn,
  timeColumn,
} from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { PageHeader } from '../../shared/ui/page-header';
import { PagedTable, pagedRows } from '../../shared/ui/query-tables';
import { Tabs, useStatusParam } from '../../shared/ui/tabs';
import { Text } from '../../shared/ui/text';
import {
  QUEUE_STATUSES,
  useDepositQueue,
  useWithdrawalQueue,
  type DepositItem,
  type QueueStatus,
  type WithdrawalItem,
} from './api';
import { KIND_PATHS } from './detail-parts';
import { AmountWithJpy, DualControlCell, type FundingKind } from './review-parts';

type Row = DepositItem | WithdrawalItem;

/** Deposits reported by customers: open ones oldest first, with the dual-control state. */
export function DepositQueueScreen() {
  const [status, setStatus] = useStatusParam(QUEUE_STATUSES);
  const queue = useDepositQueue(status);
  return <QueueView kind="deposit" status={status} onStatus={setStatus} queue={queue} />;
}

/** Withdrawals held until reviewed: open ones oldest first, with the destination (masked). */
export function WithdrawalQueueScreen() {
  const [status, setStatus] = useStatusParam(QUEUE_STATUSES);
  const queue = useWithdrawalQueue(status);
  return <QueueView kind="withdrawal" status={status} onStatus={setStatus} queue={queue} />;
}

function QueueView({
  kind,
  status,
  onStatus,
  queue,
}: {
  kind: FundingKind;
  status: QueueStatus;
  onStatus: (status: QueueStatus) => void;
  queue: ReturnType<typeof useDepositQueue> | ReturnType<typeof useWithdrawalQueue>;
}) {
  const { t } = useTranslation();
  const columns = useQueueColumns(kind, status);
  const rows: Row[] = pagedRows<Row>(queue.data);
  const labels = useLabels();
  return (
    <>
      <PageHeader
        title={kind === 'deposit' ? t('funding.depositsTitle') : t('funding.withdrawalsTitle')}
        subtitle={
          kind === 'deposit' ? t('funding.depositsSubtitle') : t('funding.withdrawalsSubtitle')
        }
        actions={<RefreshButton query={queue} />}
      />
      <Tabs
        options={QUEUE_STATUSES}
        value={status}
        onChange={onStatus}
        label={t('funding.statusFilter')}
        // A status's tab is named by the status catalogue; `open` is a group of them.
        text={(option) =>
          option === 'open' ? t('funding.tabs.open') : labels.fundingStatus(option)
        }
      />
      <PagedTable
        query={queue}
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        empty={t(`funding.empty.${status}`)}
      />
    </>
  );
}

/** A deposit's channel, or a withdrawal's destination card (masked). */
function Counterpart({ row }: { row: Row }) {
  const locale = useLocale();
  if ('channelName' in row) return <>{row.channelName[locale]}</>;
  return (
    <>
      <div>
        {row.card.bankName} <Text mono>{row.card.maskedNumber}</Text>
      </div>
      <Text block muted small>
        {row.card.holderName}
      </Text>
    </>
  );
}

function useQueueColumns(kind: FundingKind, status: QueueStatus): Column<Row>[] {
  const { t } = useTranslation();
  return [
    textColumn('orderNo', t('funding.columns.orderNo'), (row) => row.orderNo, {
      mono: true,
      nowrap: true,
    }),
    timeColumn('requestedAt', t('funding.columns.requestedAt'), (row) => row.createdAt),
    accountColumn(t('funding.columns.account')),
    {
      key: 'amount',
      header: t('funding.columns.amount'),
      align: 'num',
      cell: (row) => <AmountWithJpy item={row} />,
    },
    {
      key: 'counterpart',
      header: kind === 'deposit' ? t('funding.columns.channel') : t('funding.columns.destination'),
      cell: (row) => <Counterpart row={row} />,
    },
    fundingStatusColumn(t('funding.columns.status')),
    {
      key: 'dualControl',
      header: t('funding.columns.dualControl'),
      cell: (row) => <DualControlCell item={row} />,
    },
    openColumn({
      label: t('funding.open'),
      to: (row) => `${KIND_PATHS[kind]}/${row.id}`,
      text: () => (status === 'open' ? t('funding.review') : t('funding.open')),
      named: (row) => t('funding.openNamed', { orderNo: row.orderNo }),
      primary: () => status === 'open',
    }),
  ];
}
