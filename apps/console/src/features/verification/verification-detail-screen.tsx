import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLabels } from '../../shared/labels';
import { useHasRole } from '../../shared/operator';
import { parseId } from '../../shared/route-params';
import { DateTime } from '../../shared/ui/date-time';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { FundingStatusBadge } from '../../shared/ui/funding-status-badge';
import { Icon } from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { ProtectedImage } from '../../shared/ui/protected-image';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { EmptyRow, Loading } from '../../shared/ui/state';
import { useToast } from '../../shared/ui/toast';
import { kycImageKey, loadKycImage, useKycDecision, useKycDetail, type KycDetail } from './api';

/** The server's roles for /kyc/approve and /kyc/reject. */
const REVIEW_ROLES = ['compliance'] as const;

function BackToQueue() {
  const { t } = useTranslation();
  return (
    <Link to="/verification">
      <Icon name="back" />
      {t('kyc.backToQueue')}
    </Link>
  );
}

export function VerificationDetailScreen() {
  const { t } = useTranslation();
  const verificationId = parseId(useParams().verificationId);
  if (verificationId === null) {
    return (
      <>
        <PageHeader breadcrumb={<BackToQueue />} title={t('kyc.title')} />
        <Notice tone="danger">{t('verification_not_found', { ns: 'errors' })}</Notice>
      </>
    );
  }
  return <VerificationDetailBody verificationId={verificationId} />;
}

function VerificationDetailBody({ verificationId }: { verificationId: number }) {
  const { t } = useTranslation();
  const detail = useKycDetail(verificationId);
  if (detail.data) return <VerificationView detail={detail.data} />;
  return (
    <>
      <PageHeader
        breadcrumb={<BackToQueue />}
        title={t('kyc.detailTitle', { id: verificationId })}
      />
      {detail.isError ? (
        <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Loading />
      )}
    </>
  );
}

type Decision = 'approve' | 'reject';

function VerificationView({ detail }: { detail: KycDetail }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const mayReview = useHasRole(REVIEW_ROLES);
  const [decision, setDecision] = useState<Decision | null>(null);
  const pending = detail.status === 'pending';
  const earlier = detail.history.filter((entry) => entry.id !== detail.id);

  return (
    <>
      <PageHeader
        breadcrumb={<BackToQueue />}
        title={t('kyc.detailTitle', { id: detail.id })}
        subtitle={
          <span className="badge-row">
            <FundingStatusBadge status={detail.status} />
            <span className="muted">
              {t('kyc.submittedAt')} <DateTime iso={detail.submittedAt} />
            </span>
          </span>
        }
        actions={
          pending ? (
            <>
              <button
                type="button"
                className="btn btn-danger"
                disabled={!mayReview}
                onClick={() => setDecision('reject')}
              >
                {t('kyc.reject')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={!mayReview}
                onClick={() => setDecision('approve')}
              >
                <Icon name="check" />
                {t('kyc.approve')}
              </button>
            </>
          ) : undefined
        }
      />
      {pending ? null : (
        <Notice tone={detail.status === 'verified' ? 'success' : 'warning'}>
          <strong>{t('kyc.decided', { status: labels.fundingStatus(detail.status) })}</strong>
          <div>
            {detail.reviewedBy ? <span className="mono">{detail.reviewedBy}</span> : null}{' '}
            <DateTime iso={detail.reviewedAt} />
            {detail.reviewReason ? <span className="prewrap"> — {detail.reviewReason}</span> : null}
          </div>
        </Notice>
      )}
      {detail.sameDocumentElsewhere.length > 0 ? (
        <Notice tone="danger">
          <strong>
            {t('kyc.sameDocumentWarning', { count: detail.sameDocumentElsewhere.length })}
          </strong>
          <div>{t('kyc.sameDocumentHint')}</div>
        </Notice>
      ) : null}

      <div className="review-layout">
        <section className="panel">
          <h3 className="panel-title">{t('kyc.images')}</h3>
          <div className="image-pair">
            <ProtectedImage
              title={t('kyc.front')}
              queryKey={kycImageKey(detail.id, 'front')}
              load={(signal) => loadKycImage(detail.id, 'front', signal)}
            />
            <ProtectedImage
              title={t('kyc.back')}
              queryKey={kycImageKey(detail.id, 'back')}
              load={(signal) => loadKycImage(detail.id, 'back', signal)}
            />
          </div>
          <p className="panel-note muted">{t('kyc.imagesAudited')}</p>
        </section>

        <div className="review-side">
          <section className="panel">
            <h3 className="panel-title">{t('kyc.submission')}</h3>
            <dl className="definition-grid">
              <dt>{t('kyc.columns.account')}</dt>
              <dd>
                <Link to={`/customers/${detail.customerId}`} className="mono">
                  {detail.account}
                </Link>{' '}
                <span className="muted">#{detail.customerId}</span>
              </dd>
              <dt>{t('kyc.name')}</dt>
              <dd className="strong">{detail.name}</dd>
              <dt>{t('kyc.katakanaName')}</dt>
              <dd>{detail.katakanaName ?? <span className="muted">—</span>}</dd>
              <dt>{t('kyc.columns.documentType')}</dt>
              <dd>{labels.documentType(detail.documentType)}</dd>
              <dt>{t('kyc.idNumber')}</dt>
              <dd className="mono">{detail.idNumber}</dd>
              <dt>{t('kyc.submittedAt')}</dt>
              <dd>
                <DateTime iso={detail.submittedAt} />
              </dd>
            </dl>
          </section>

          <section className="panel table-panel">
            <h3 className="panel-title">
              {t('kyc.sameDocument')}
              <span className="count-pill">{detail.sameDocumentElsewhere.length}</span>
            </h3>
            {detail.sameDocumentElsewhere.length === 0 ? (
              <p className="panel-empty">{t('kyc.sameDocumentNone')}</p>
            ) : (
              <table className="table">
                <thead>
                  <tr>
                    <th>{t('kyc.columns.account')}</th>
                    <th>{t('kyc.columns.id')}</th>
                    <th>{t('kyc.columns.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.sameDocumentElsewhere.map((match) => (
                    <tr key={match.verificationId}>
                      <td>
                        <Link to={`/customers/${match.customerId}`} className="mono">
                          {match.account}
                        </Link>
                      </td>
                      <td>
                        <Link to={`/verification/${match.verificationId}`} className="mono">
                          #{match.verificationId}
                        </Link>
                      </td>
                      <td>
                        <FundingStatusBadge status={match.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>

          <section className="panel table-panel">
            <h3 className="panel-title">
              {t('kyc.history')}
              <span className="count-pill">{earlier.length}</span>
            </h3>
            <table className="table">
              <thead>
                <tr>
                  <th>{t('kyc.columns.id')}</th>
                  <th>{t('kyc.columns.submittedAt')}</th>
                  <th>{t('kyc.columns.status')}</th>
                  <th>{t('kyc.columns.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {earlier.length === 0 ? <EmptyRow columns={4} text={t('kyc.historyNone')} /> : null}
                {earlier.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <Link to={`/verification/${entry.id}`} className="mono">
                        #{entry.id}
                      </Link>
                    </td>
                    <td>
                      <DateTime iso={entry.submittedAt} />
                    </td>
                    <td>
                      <FundingStatusBadge status={entry.status} />
                    </td>
                    <td className="prewrap">
                      {entry.reviewReason ?? <span className="muted">—</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </div>

      {mayReview ? null : <Notice tone="info">{t('kyc.complianceOnly')}</Notice>}
      {decision ? (
        <KycDecisionDialog detail={detail} decision={decision} onClose={() => setDecision(null)} />
      ) : null}
    </>
  );
}

function KycDecisionDialog({
  detail,
  decision,
  onClose,
}: {
  detail: KycDetail;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const notify = useToast();
  const decide = useKycDecision();
  const approving = decision === 'approve';
  return (
    <ReasonedActionDialog
      title={approving ? t('kyc.approveTitle') : t('kyc.rejectTitle')}
      context={
        <dl className="summary-list compact">
          <div>
            <dt>{t('kyc.columns.account')}</dt>
            <dd className="mono">{detail.account}</dd>
          </div>
          <div>
            <dt>{t('kyc.name')}</dt>
            <dd>
              {detail.name}
              {detail.katakanaName ? ` (${detail.katakanaName})` : ''}
            </dd>
          </div>
          <div>
            <dt>{t('kyc.columns.documentType')}</dt>
            <dd>
              {labels.documentType(detail.documentType)}{' '}
              <span className="mono">{detail.idNumber}</span>
            </dd>
          </div>
        </dl>
      }
      reasonLabel={approving ? t('kyc.approveReason') : t('kyc.rejectReason')}
      reasonHint={approving ? t('kyc.approveReasonHint') : t('kyc.rejectReasonHint')}
      confirmLead={approving ? t('kyc.confirmApproveLead') : t('kyc.confirmRejectLead')}
      summary={
        <div>
          <dt>{t('kyc.decision')}</dt>
          <dd>
            <strong>{approving ? t('kyc.approve') : t('kyc.reject')}</strong>
          </dd>
        </div>
      }
      warning={
        approving && detail.sameDocumentElsewhere.length > 0
          ? t('kyc.sameDocumentWarning', { count: detail.sameDocumentElsewhere.length })
          : approving
            ? undefined
            : t('kyc.rejectWarning')
      }
      confirmLabel={approving ? t('kyc.confirmApprove') : t('kyc.confirmReject')}
      danger={!approving}
      submit={(reason) => decide.mutateAsync({ verificationId: detail.id, decision, reason })}
      onClose={onClose}
      onDone={() => {
        notify(
          approving
            ? t('kyc.doneApprove', { account: detail.account })
            : t('kyc.doneReject', { account: detail.account }),
        );
        onClose();
      }}
    />
  );
}
