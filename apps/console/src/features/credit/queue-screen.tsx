import { compare, type DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../shared/labels';
import { RefreshButton } from '../../shared/ui/button';
import { accountColumn, openColumn, textColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { Badge } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Panel } from '../../shared/ui/panel';
import { QueryState } from '../../shared/ui/state';
import { Tabs, useStatusParam } from '../../shared/ui/tabs';
import { Text } from '../../shared/ui/text';
import {
  LOAN_QUEUE_STATUSES,
  useCreditSettings,
  useLoanQueue,
  type AdminLoan,
  type LoanQueueStatus,
} from './api';
import { LOANS_PATH, QueueStatusCell, Rate, Yen, isOpen } from './parts';

/**
 * Loan applications (docs/credit.md, "Review"): open ones oldest first, each with its amount,
 * term and rate, and where it stands in the dual-control flow; decided ones newest first.
 */
export function LoanQueueScreen() {
  const { t } = useTranslation('credit');
  const labels = useLabels();
  const [status, setStatus] = useStatusParam(LOAN_QUEUE_STATUSES);
  const queue = useLoanQueue(status);
  const threshold = useCreditSettings().data?.secondApprovalAbove ?? null;
  const columns = useQueueColumns(status, threshold);
  return (
    <>
      <PageHeader
        title={t('queue.title')}
        subtitle={t('queue.subtitle')}
        actions={<RefreshButton query={queue} />}
      />
      <Panel
        title={t('queue.listTitle')}
        count={queue.data?.length}
        table
        testId="loan-queue"
        actions={
          <Tabs
            inline
            options={LOAN_QUEUE_STATUSES}
            value={status}
            onChange={setStatus}
            label={t('queue.statusFilter')}
            // Decided statuses are named by the catalogue both apps read; open and all are groups.
            text={(option) =>
              option === 'open' || option === 'all'
                ? t(`queue.tabs.${option}`)
                : labels.fundingStatus(option)
            }
          />
        }
      >
        <QueryState query={queue}>
          {(rows) => (
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              empty={t(`queue.empty.${status}`)}
            />
          )}
        </QueryState>
      </Panel>
    </>
  );
}

/** A pending application above the threshold will need two operators. */
function NeedsTwo({ loan, threshold }: { loan: AdminLoan; threshold: DecimalString | null }) {
  const { t } = useTranslation('credit');
  if (loan.reviewStatus !== 'pending' || threshold === null) return null;
  if (compare(loan.amount, threshold) <= 0) return null;
  return (
    <div>
      <Badge tone="warning">{t('review.needsTwo')}</Badge>
    </div>
  );
}

function useQueueColumns(
  status: LoanQueueStatus,
  threshold: DecimalString | null,
): Column<AdminLoan>[] {
  const { t } = useTranslation('credit');
  return [
    textColumn('orderNo', t('columns.orderNo'), (row) => row.orderNo, {
      mono: true,
      nowrap: true,
    }),
    accountColumn(t('columns.account')),
    {
      key: 'amount',
      header: t('columns.amount'),
      align: 'num',
      cell: (row) => <Yen value={row.amount} />,
    },
    {
      key: 'term',
      header: t('columns.term'),
      align: 'num',
      cell: (row) => (
        <>
          <Text tabular nowrap>
            {t('units.days', { count: row.termDays })}
          </Text>
          <Text block muted small mono>
            {row.productId}
          </Text>
        </>
      ),
    },
    {
      key: 'rate',
      header: t('columns.rate'),
      align: 'num',
      cell: (row) => (
        <>
          <Rate fraction={row.annualRate} />
          <Text block muted small>
            {t('columns.lateShort')} <Rate fraction={row.lateAnnualRate} />
          </Text>
        </>
      ),
    },
    timeColumn('appliedAt', t('columns.appliedAt'), (row) => row.appliedAt),
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <>
          <QueueStatusCell loan={row} />
          <NeedsTwo loan={row} threshold={threshold} />
        </>
      ),
    },
    openColumn({
      label: t('queue.open'),
      to: (row) => `${LOANS_PATH}/${row.id}`,
      text: (row) => (isOpen(row) ? t('queue.review') : t('queue.open')),
      named: (row) => t('queue.openNamed', { orderNo: row.orderNo }),
      primary: (row) => status === 'open' && isOpen(row),
    }),
  ];
}
