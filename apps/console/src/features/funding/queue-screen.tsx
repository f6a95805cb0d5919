import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { FundingStatusBadge } from '../../shared/ui/funding-status-badge';
import { LoadMore } from '../../shared/ui/load-more';
import { PageHeader } from '../../shared/ui/page-header';
import { EmptyRow, Loading } from '../../shared/ui/state';
import {
  QUEUE_STATUSES,
  useDepositQueue,
  useWithdrawalQueue,
  type DepositItem,
  type QueueStatus,
  type WithdrawalItem,
} from './api';
import { AmountWithJpy, DualControlCell, type FundingKind } from './review-parts';

function readStatus(value: string | null): QueueStatus {
  return QUEUE_STATUSES.find((status) => status === value) ?? 'open';
}

function StatusTabs({ status }: { status: QueueStatus }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  return (
    <div className="tabs" role="tablist" aria-label={t('funding.statusFilter')}>
      {QUEUE_STATUSES.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={option === status}
          className={option === status ? 'tab active' : 'tab'}
          onClick={() => setParams(option === 'open' ? {} : { status: option })}
        >
          {t(`funding.tabs.${option}`)}
        </button>
      ))}
    </div>
  );
}

type Row = (DepositItem & { kind: 'deposit' }) | (WithdrawalItem & { kind: 'withdrawal' });

function QueueTable({
  kind,
  rows,
  status,
}: {
  kind: FundingKind;
  rows: Row[];
  status: QueueStatus;
}) {
  const { t } = useTranslation();
  const base = kind === 'deposit' ? '/deposits' : '/withdrawals';
  const columns = 8;
  return (
    <div className="panel table-panel">
      <table className="table">
        <thead>
          <tr>
            <th>{t('funding.columns.orderNo')}</th>
            <th>{t('funding.columns.requestedAt')}</th>
            <th>{t('funding.columns.account')}</th>
            <th className="num">{t('funding.columns.amount')}</th>
            <th>
              {kind === 'deposit' ? t('funding.columns.channel') : t('funding.columns.destination')}
            </th>
            <th>{t('funding.columns.status')}</th>
            <th>{t('funding.columns.dualControl')}</th>
            <th aria-label={t('funding.open')} />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow columns={columns} text={t(`funding.empty.${status}`)} />
          ) : null}
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="mono nowrap">{row.orderNo}</td>
              <td>
                <DateTime iso={row.createdAt} />
              </td>
              <td>
                <Link to={`/customers/${row.customerId}`} className="mono">
                  {row.account}
                </Link>
              </td>
              <td className="num">
                <AmountWithJpy item={row} />
              </td>
              <td>
                {row.kind === 'deposit' ? (
                  row.channelName
                ) : (
                  <>
                    <div>
                      {row.card.bankName} <span className="mono">{row.card.maskedNumber}</span>
                    </div>
                    <div className="muted small">{row.card.holderName}</div>
                  </>
                )}
              </td>
              <td>
                <FundingStatusBadge status={row.status} />
              </td>
              <td>
                <DualControlCell item={row} />
              </td>
              <td className="actions">
                <Link
                  to={`${base}/${row.id}`}
                  className={status === 'open' ? 'btn btn-small btn-primary' : 'btn btn-small'}
                  aria-label={t('funding.openNamed', { orderNo: row.orderNo })}
                >
                  {status === 'open' ? t('funding.review') : t('funding.open')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type QueueQuery = ReturnType<typeof useDepositQueue> | ReturnType<typeof useWithdrawalQueue>;

function QueueView({
  kind,
  status,
  queue,
  rows,
}: {
  kind: FundingKind;
  status: QueueStatus;
  queue: QueueQuery;
  rows: Row[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={kind === 'deposit' ? t('funding.depositsTitle') : t('funding.withdrawalsTitle')}
        subtitle={
          kind === 'deposit' ? t('funding.depositsSubtitle') : t('funding.withdrawalsSubtitle')
        }
        actions={
          <button
            type="button"
            className="btn"
            onClick={() => void queue.refetch()}
            disabled={queue.isFetching}
          >
            {t('common.refresh')}
          </button>
        }
      />
      <StatusTabs status={status} />
      {queue.isError && !queue.data ? (
        <ErrorNotice error={queue.error} onRetry={() => void queue.refetch()} />
      ) : null}
      {queue.isPending ? <Loading /> : null}
      {queue.data ? <QueueTable kind={kind} rows={rows} status={status} /> : null}
      {queue.data ? <LoadMore query={queue} shown={rows.length} /> : null}
    </>
  );
}

/** Deposits reported by customers: open ones oldest first, with the dual-control state. */
export function DepositQueueScreen() {
  const [params] = useSearchParams();
  const status = readStatus(params.get('status'));
  const queue = useDepositQueue(status);
  const rows = (queue.data?.pages.flatMap((page) => page.items) ?? []).map((item) => ({
    ...item,
    kind: 'deposit' as const,
  }));
  return <QueueView kind="deposit" status={status} queue={queue} rows={rows} />;
}

/** Withdrawals held until reviewed: open ones oldest first, with the destination (masked). */
export function WithdrawalQueueScreen() {
  const [params] = useSearchParams();
  const status = readStatus(params.get('status'));
  const queue = useWithdrawalQueue(status);
  const rows = (queue.data?.pages.flatMap((page) => page.items) ?? []).map((item) => ({
    ...item,
    kind: 'withdrawal' as const,
  }));
  return <QueueView kind="withdrawal" status={status} queue={queue} rows={rows} />;
}
