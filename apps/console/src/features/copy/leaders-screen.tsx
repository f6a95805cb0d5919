import { COPY_LEADER_APPLICATION_STATUSES, copyAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { ButtonLink, RefreshButton } from '../../shared/ui/button';
import { idColumn, timeColumn } from '../../shared/ui/columns';
import { DataTable, type Column } from '../../shared/ui/data-table';
import { DecisionButtons, type Decision } from '../../shared/ui/decision-buttons';
import { DateTime } from '../../shared/ui/date-time';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { CustomerLink } from '../../shared/ui/links';
import { SignedAmount } from '../../shared/ui/money';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Panel, PanelNote } from '../../shared/ui/panel';
import { QueryState } from '../../shared/ui/state';
import { VerificationBadge } from '../../shared/ui/status-badges';
import { Tabs, useStatusParam } from '../../shared/ui/tabs';
import { Dash, Text } from '../../shared/ui/text';
import { useLeaderApplications, type LeaderApplication, type LeaderApplicationStatus } from './api';
import { ApproveLeaderDialog, RejectLeaderDialog } from './leader-dialogs';
import { Count } from './parts';
import styles from './copy.module.css';

const TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;
const EMPTY = {
  pending: 'emptyPending',
  approved: 'emptyApproved',
  rejected: 'emptyRejected',
} as const;

type Deciding = { application: LeaderApplication; decision: Decision };

/**
 * Applications to lead (docs/copy-trading.md, "Leaders"): the queue, oldest first, with each
 * applicant's account, verification and trading history; reviewed ones newest first. An
 * administrator or compliance approves (writing the strategy's published names and description in
 * every language) or rejects with the reason the applicant reads.
 */
export function LeadersScreen() {
  const { t } = useTranslation('copy');
  // The tabs are statuses: named by the catalogue both apps read (docs/adr/0017).
  const { t: tStatus } = useTranslation('statuses');
  const [status, setStatus] = useStatusParam(COPY_LEADER_APPLICATION_STATUSES);
  const applications = useLeaderApplications(status);
  const mayReview = useMayCall(copyAdminApi.reviewLeader);
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const columns = useApplicationColumns(status, mayReview, setDeciding);

  return (
    <>
      <PageHeader
        title={t('leaders.title')}
        subtitle={t('leaders.subtitle')}
        actions={
          <>
            <RefreshButton query={applications} />
            <ButtonLink to="/copy">{t('leaders.toStrategies')}</ButtonLink>
          </>
        }
      />
      {mayReview ? null : <Notice tone="info">{t('leaders.reviewersOnly')}</Notice>}
      <Panel
        title={t('leaders.listTitle')}
        count={applications.data?.length}
        table
        testId="leader-applications"
        actions={
          <Tabs
            inline
            options={COPY_LEADER_APPLICATION_STATUSES}
            value={status}
            onChange={setStatus}
            label={t('leaders.statusFilter')}
            text={(option) => tStatus(`request.${option}`)}
          />
        }
      >
        <QueryState query={applications}>
          {(rows) => (
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              empty={t(`leaders.${EMPTY[status]}`)}
              refreshing={applications.isFetching}
            />
          )}
        </QueryState>
        <PanelNote>{t('leaders.note')}</PanelNote>
      </Panel>
      {deciding?.decision === 'approve' ? (
        <ApproveLeaderDialog application={deciding.application} onClose={() => setDeciding(null)} />
      ) : deciding ? (
        <RejectLeaderDialog application={deciding.application} onClose={() => setDeciding(null)} />
      ) : null}
    </>
  );
}

function useApplicationColumns(
  status: LeaderApplicationStatus,
  mayReview: boolean,
  onDecide: (deciding: Deciding) => void,
): Column<LeaderApplication>[] {
  const { t } = useTranslation('copy');
  const { t: tMain } = useTranslation();
  const { t: tStatus } = useTranslation('statuses');
  const common: Column<LeaderApplication>[] = [
    idColumn(t('fields.id'), (row) => row.id),
    timeColumn('submittedAt', t('leaders.columns.submittedAt'), (row) => row.submittedAt),
    {
      key: 'account',
      header: t('leaders.columns.accountAndVerification'),
      cell: (row) => (
        <>
          <Text block nowrap>
            <CustomerLink customerId={row.customerId} account={row.account} />
          </Text>
          <VerificationBadge status={row.verificationStatus} />
        </>
      ),
    },
    {
      key: 'applicant',
      header: t('leaders.columns.applicant'),
      wide: true,
      cell: (row) => (
        <>
          <Text strong block>
            <span lang={row.locale}>{row.displayName}</span>{' '}
            <Text muted small>
              {tMain(`language.names.${row.locale}`)}
            </Text>
          </Text>
          <span lang={row.locale} className={styles.profile} title={row.profile}>
            {row.profile}
          </span>
        </>
      ),
    },
    {
      key: 'history',
      header: t('leaders.columns.history'),
      cell: (row) => <HistoryCell application={row} />,
    },
  ];
  if (status === 'pending')
    return [
      ...common,
      {
        key: 'decision',
        label: t('leaders.columns.decision'),
        align: 'actions',
        cell: (application) => (
          <span className={styles.rowActions}>
            <DecisionButtons
              small
              allowed={mayReview}
              onDecide={(decision) => onDecide({ application, decision })}
              approveLabel={t('leaders.approve')}
              rejectLabel={t('leaders.reject')}
              named={{
                approve: t('leaders.approveNamed', { account: application.account }),
                reject: t('leaders.rejectNamed', { account: application.account }),
              }}
            />
          </span>
        ),
      },
    ];
  return [
    ...common,
    {
      key: 'reviewed',
      header: t('leaders.columns.reviewed'),
      cell: (row) => (
        <>
          <Badge tone={TONES[row.status]}>{tStatus(`request.${row.status}`)}</Badge>
          <Text block nowrap>
            <DateTime iso={row.reviewedAt} />
          </Text>
          {row.reviewerOperatorId === null ? null : (
            <Text block small muted nowrap>
              {t('leaders.operator', { id: String(row.reviewerOperatorId) })}
            </Text>
          )}
          {row.strategyId === null ? null : (
            <Text block small nowrap>
              {t('leaders.strategy', { id: String(row.strategyId) })}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'reason',
      header: t('leaders.columns.reason'),
      wide: true,
      cell: (row) =>
        row.reviewReason === null ? (
          <Dash />
        ) : (
          <>
            <Text prewrap block>
              <span lang={row.reviewReason.locale ?? undefined}>{row.reviewReason.text}</span>
            </Text>
            {row.reviewReason.locale ? (
              <Text muted small>
                {tMain(`language.names.${row.reviewReason.locale}`)}
              </Text>
            ) : null}
          </>
        ),
    },
  ];
}

/** The applicant's trading history when asked: first opened position, closed ones, realised net P/L. */
function HistoryCell({ application }: { application: LeaderApplication }) {
  const { t } = useTranslation('copy');
  return (
    <DefinitionList look="dense">
      <Definition label={t('leaders.columns.firstTradeAt')}>
        <DateTime iso={application.firstTradeAt} />
      </Definition>
      <Definition label={t('leaders.columns.closedPositions')}>
        <Count count={application.closedPositions} />
      </Definition>
      <Definition label={t('leaders.columns.realizedPnl')}>
        <SignedAmount value={application.realizedPnl} currency="JPY" />
      </Definition>
    </DefinitionList>
  );
}
