import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHasRole } from '../../shared/operator';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Icon } from '../../shared/ui/icons';
import { LoadMore } from '../../shared/ui/load-more';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { EmptyRow, Loading } from '../../shared/ui/state';
import {
  DAY_TRADING_QUEUE_STATUSES,
  useDayTradingQueue,
  useTradingSettings,
  type DayTradingApplication,
  type DayTradingDecision,
  type DayTradingQueueStatus,
} from './api';
import { DayTradingDecisionDialog } from './day-trading-dialog';

/** The server's roles for the day-trading decisions. */
const REVIEW_ROLES = ['compliance'] as const;

const TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

function readStatus(value: string | null): DayTradingQueueStatus {
  return DAY_TRADING_QUEUE_STATUSES.find((status) => status === value) ?? 'pending';
}

/** Day-trading applications by status, newest first; compliance approves or rejects each. */
export function DayTradingScreen() {
  const { t } = useTranslation('trading');
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const queue = useDayTradingQueue(status);
  const settings = useTradingSettings();
  const mayReview = useHasRole(REVIEW_ROLES);
  const [deciding, setDeciding] = useState<{
    application: DayTradingApplication;
    decision: DayTradingDecision;
  } | null>(null);
  const rows = queue.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader
        title={t('dayTrading.title')}
        subtitle={t('dayTrading.subtitle')}
        actions={
          <button
            type="button"
            className="btn"
            onClick={() => void queue.refetch()}
            disabled={queue.isFetching}
          >
            {t('common.refresh', { ns: 'translation' })}
          </button>
        }
      />
      {settings.data && !settings.data.dayTradingEnabled ? (
        <Notice tone="info">{t('dayTrading.applicationsClosed')}</Notice>
      ) : null}
      <div className="tabs" role="tablist" aria-label={t('dayTrading.statusFilter')}>
        {DAY_TRADING_QUEUE_STATUSES.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={option === status}
            className={option === status ? 'tab active' : 'tab'}
            onClick={() => setParams(option === 'pending' ? {} : { status: option })}
          >
            {t(`dayTrading.tabs.${option}`)}
          </button>
        ))}
      </div>
      {queue.isError && !queue.data ? (
        <ErrorNotice error={queue.error} onRetry={() => void queue.refetch()} />
      ) : null}
      {queue.isPending ? <Loading /> : null}
      {queue.data ? (
        <div className="panel table-panel">
          <table className="table">
            <thead>
              <tr>
                <th className="num">{t('dayTrading.columns.id')}</th>
                <th>{t('dayTrading.columns.appliedAt')}</th>
                <th>{t('fields.account')}</th>
                <th>{t('fields.status')}</th>
                <th>{t('dayTrading.columns.reviewed')}</th>
                <th className="wide">{t('dayTrading.columns.reason')}</th>
                <th aria-label={t('dayTrading.columns.decision')} />
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <EmptyRow columns={7} text={t(`dayTrading.empty.${status}`)} />
              ) : null}
              {rows.map((application) => (
                <tr key={application.id}>
                  <td className="num mono muted">{application.id}</td>
                  <td>
                    <DateTime iso={application.createdAt} />
                  </td>
                  <td>
                    <Link to={`/customers/${application.customerId}`} className="mono">
                      {application.account}
                    </Link>
                  </td>
                  <td>
                    <Badge tone={TONES[application.status]}>
                      {t(`dayTrading.statuses.${application.status}`)}
                    </Badge>
                  </td>
                  <td>
                    <DateTime iso={application.reviewedAt} />
                    {application.reviewedBy ? (
                      <div className="mono small">{application.reviewedBy}</div>
                    ) : null}
                  </td>
                  <td className="prewrap">
                    {application.reviewReason ?? <span className="muted">—</span>}
                  </td>
                  <td className="actions">
                    {application.status === 'pending' ? (
                      <span className="row-actions">
                        <button
                          type="button"
                          className="btn btn-small btn-danger"
                          disabled={!mayReview}
                          aria-label={t('dayTrading.rejectNamed', { account: application.account })}
                          onClick={() => setDeciding({ application, decision: 'reject' })}
                        >
                          {t('dayTrading.reject')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-small btn-primary"
                          disabled={!mayReview}
                          aria-label={t('dayTrading.approveNamed', {
                            account: application.account,
                          })}
                          onClick={() => setDeciding({ application, decision: 'approve' })}
                        >
                          <Icon name="check" />
                          {t('dayTrading.approve')}
                        </button>
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {queue.data ? <LoadMore query={queue} shown={rows.length} /> : null}
      {mayReview ? null : <Notice tone="info">{t('dayTrading.complianceOnly')}</Notice>}
      {deciding ? (
        <DayTradingDecisionDialog
          application={deciding.application}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </>
  );
}
