import { tradingAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { RefreshButton } from '../../shared/ui/button';
import { accountColumn, idColumn, reasonColumn, timeColumn } from '../../shared/ui/columns';
import type { Column } from '../../shared/ui/data-table';
import { DecisionButtons, type Decision } from '../../shared/ui/decision-buttons';
import { DateTime } from '../../shared/ui/date-time';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { PagedTable, pagedRows } from '../../shared/ui/query-tables';
import { Tabs, useStatusParam } from '../../shared/ui/tabs';
import { Text } from '../../shared/ui/text';
import {
  DAY_TRADING_QUEUE_STATUSES,
  useDayTradingQueue,
  useTradingSettings,
  type DayTradingApplication,
} from './api';
import { DayTradingDecisionDialog } from './day-trading-dialog';
import { Inline } from './parts';

const TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

type Deciding = { application: DayTradingApplication; decision: Decision };

/** Day-trading applications by status, newest first; compliance approves or rejects each. */
export function DayTradingScreen() {
  const { t } = useTranslation('trading');
  // The tabs are statuses: named by the catalogue both apps read (docs/adr/0017).
  const { t: tStatus } = useTranslation('statuses');
  const [status, setStatus] = useStatusParam(DAY_TRADING_QUEUE_STATUSES);
  const queue = useDayTradingQueue(status);
  const settings = useTradingSettings();
  // Approving and rejecting are one desk's: the contract names the same roles for both.
  const mayApprove = useMayCall(tradingAdminApi.approveDayTrading);
  const mayReject = useMayCall(tradingAdminApi.rejectDayTrading);
  const mayReview = mayApprove && mayReject;
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const columns = useApplicationColumns(mayReview, setDeciding);

  return (
    <>
      <PageHeader
        title={t('dayTrading.title')}
        subtitle={t('dayTrading.subtitle')}
        actions={<RefreshButton query={queue} />}
      />
      {settings.data && !settings.data.dayTradingEnabled ? (
        <Notice tone="info">{t('dayTrading.applicationsClosed')}</Notice>
      ) : null}
      <Tabs
        options={DAY_TRADING_QUEUE_STATUSES}
        value={status}
        onChange={setStatus}
        label={t('dayTrading.statusFilter')}
        text={(option) => tStatus(`request.${option}`)}
      />
      <PagedTable
        query={queue}
        rows={pagedRows(queue.data)}
        columns={columns}
        rowKey={(application) => application.id}
        empty={t(`dayTrading.empty.${status}`)}
      />
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

function useApplicationColumns(
  mayReview: boolean,
  onDecide: (deciding: Deciding) => void,
): Column<DayTradingApplication>[] {
  const { t } = useTranslation('trading');
  const { t: tStatus } = useTranslation('statuses');
  return [
    idColumn(t('dayTrading.columns.id'), (application) => application.id),
    timeColumn(
      'appliedAt',
      t('dayTrading.columns.appliedAt'),
      (application) => application.createdAt,
    ),
    accountColumn(t('fields.account')),
    {
      key: 'status',
      header: t('fields.status'),
      cell: (application) => (
        <Badge tone={TONES[application.status]}>{tStatus(`request.${application.status}`)}</Badge>
      ),
    },
    {
      key: 'reviewed',
      header: t('dayTrading.columns.reviewed'),
      cell: (application) => (
        <>
          <DateTime iso={application.reviewedAt} />
          {application.reviewedBy ? (
            <Text block mono small>
              {application.reviewedBy}
            </Text>
          ) : null}
        </>
      ),
    },
    reasonColumn(
      'reason',
      t('dayTrading.columns.reason'),
      (application) => application.reviewReason?.text ?? null,
    ),
    {
      key: 'decision',
      label: t('dayTrading.columns.decision'),
      align: 'actions',
      cell: (application) =>
        application.status === 'pending' ? (
          <Inline>
            <DecisionButtons
              small
              allowed={mayReview}
              onDecide={(decision) => onDecide({ application, decision })}
              approveLabel={t('dayTrading.approve')}
              rejectLabel={t('dayTrading.reject')}
              named={{
                approve: t('dayTrading.approveNamed', { account: application.account }),
                reject: t('dayTrading.rejectNamed', { account: application.account }),
              }}
            />
          </Inline>
        ) : null,
    },
  ];
}
