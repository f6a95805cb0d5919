import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatBytes } from '../../shared/format';
import { useHasRole } from '../../shared/operator';
import { parseId } from '../../shared/route-params';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { FundingStatusBadge } from '../../shared/ui/funding-status-badge';
import { Badge, Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { ProtectedImage } from '../../shared/ui/protected-image';
import { Loading } from '../../shared/ui/state';
import {
  depositProofKey,
  loadDepositProof,
  useDepositDecision,
  useDepositDetail,
  type Decision,
  type DepositDetail,
} from './api';
import { BackTo, CustomerPanel, HistoryPanel, RestrictionWarning } from './detail-parts';
import {
  AmountWithJpy,
  DecisionButtons,
  DecisionNotice,
  DualControlNotice,
  FundingDecisionDialog,
} from './review-parts';

/** The server's roles for the deposit decisions. */
const REVIEW_ROLES = ['finance'] as const;

export function DepositDetailScreen() {
  const { t } = useTranslation();
  const depositId = parseId(useParams().depositId);
  if (depositId === null) {
    return (
      <>
        <PageHeader breadcrumb={<BackTo kind="deposit" />} title={t('funding.depositsTitle')} />
        <Notice tone="danger">{t('funding_request_not_found', { ns: 'errors' })}</Notice>
      </>
    );
  }
  return <DepositDetailBody depositId={depositId} />;
}

function DepositDetailBody({ depositId }: { depositId: number }) {
  const { t } = useTranslation();
  const detail = useDepositDetail(depositId);
  if (detail.data) return <DepositView deposit={detail.data} />;
  return (
    <>
      <PageHeader breadcrumb={<BackTo kind="deposit" />} title={t('funding.depositsTitle')} />
      {detail.isError ? (
        <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Loading />
      )}
    </>
  );
}

function DepositView({ deposit }: { deposit: DepositDetail }) {
  const { t } = useTranslation();
  const mayReview = useHasRole(REVIEW_ROLES);
  const decide = useDepositDecision();
  const [decision, setDecision] = useState<Decision | null>(null);
  const { channel } = deposit;

  return (
    <>
      <PageHeader
        breadcrumb={<BackTo kind="deposit" />}
        title={t('funding.depositTitle', { orderNo: deposit.orderNo })}
        subtitle={
          <span className="badge-row">
            <FundingStatusBadge status={deposit.status} />
            {deposit.origin === 'demo_seed' ? <Badge>{t('funding.demoSeed')}</Badge> : null}
          </span>
        }
        actions={<DecisionButtons item={deposit} allowed={mayReview} onDecide={setDecision} />}
      />
      <DualControlNotice item={deposit} />
      <DecisionNotice item={deposit} />
      <RestrictionWarning restrictions={deposit.customer.restrictions} />

      <div className="review-layout">
        <section className="panel">
          <h3 className="panel-title">{t('funding.proof')}</h3>
          {deposit.proof ? (
            <>
              <div className="image-single">
                <ProtectedImage
                  title={t('funding.proofImage', { orderNo: deposit.orderNo })}
                  queryKey={depositProofKey(deposit.id)}
                  load={(signal) => loadDepositProof(deposit.id, signal)}
                />
              </div>
              <p className="panel-note muted">
                {deposit.proof.contentType} · {formatBytes(deposit.proof.sizeBytes)} ·{' '}
                {t('funding.proofAudited')}
              </p>
            </>
          ) : (
            <p className="panel-empty">{t('funding.noProof')}</p>
          )}
        </section>

        <div className="review-side">
          <section className="panel">
            <h3 className="panel-title">{t('funding.request')}</h3>
            <dl className="definition-grid">
              <dt>{t('funding.columns.orderNo')}</dt>
              <dd className="mono">{deposit.orderNo}</dd>
              <dt>{t('funding.columns.amount')}</dt>
              <dd className="amount-large">
                <AmountWithJpy item={deposit} />
              </dd>
              <dt>{t('funding.columns.requestedAt')}</dt>
              <dd>
                <DateTime iso={deposit.createdAt} />
              </dd>
              <dt>{t('funding.columns.channel')}</dt>
              <dd>
                <div>{channel.name}</div>
                <div className="muted small">
                  {channel.bankName} · {channel.branchName} ({channel.branchCode}) ·{' '}
                  {channel.accountType} · <span className="mono">{channel.accountNumber}</span>
                </div>
                <div className="muted small">{channel.accountHolder}</div>
              </dd>
              <dt>{t('funding.journalEntry')}</dt>
              <dd>
                {deposit.journalEntryId === null ? (
                  <span className="muted">{t('funding.notCredited')}</span>
                ) : (
                  <span className="mono">#{deposit.journalEntryId}</span>
                )}
              </dd>
            </dl>
          </section>
          <CustomerPanel
            customerId={deposit.customerId}
            account={deposit.account}
            customer={deposit.customer}
          />
        </div>
      </div>

      <HistoryPanel kind="deposit" rows={deposit.history} />

      {mayReview ? null : <Notice tone="info">{t('funding.financeOnly')}</Notice>}
      {decision ? (
        <FundingDecisionDialog
          kind="deposit"
          item={deposit}
          decision={decision}
          details={
            <div>
              <dt>{t('funding.columns.channel')}</dt>
              <dd>{channel.name}</dd>
            </div>
          }
          submit={(reason) => decide.mutateAsync({ id: deposit.id, decision, reason })}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </>
  );
}
