import { kycAdminApi } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../shared/labels';
import { useMayCall } from '../../shared/operator';
import {
  accountColumn,
  verificationStatusColumn,
  reasonColumn,
  timeColumn,
} from '../../shared/ui/columns';
import { DataTable } from '../../shared/ui/data-table';
import { DecisionButtons, type Decision } from '../../shared/ui/decision-buttons';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { DateTime } from '../../shared/ui/date-time';
import { CodeLink, CustomerLink } from '../../shared/ui/links';
import { Notice } from '../../shared/ui/notice';
import { BackLink, PageHeader } from '../../shared/ui/page-header';
import { Columns, Panel, PanelEmpty, PanelNote, Stack } from '../../shared/ui/panel';
import { ImageGroup, ProtectedImage } from '../../shared/ui/protected-image';
import { RecordPage } from '../../shared/ui/record-page';
import { VerificationBadge } from '../../shared/ui/status-badges';
import { Dash, Text, textClass } from '../../shared/ui/text';
import { kycImageQuery, useKycDetail, type KycDetail } from './api';
import { KycDecisionDialog } from './kyc-decision-dialog';

export function VerificationDetailScreen() {
  const { t } = useTranslation();
  return (
    <RecordPage
      param="verificationId"
      useRecord={useKycDetail}
      breadcrumb={<BackLink to="/verification">{t('kyc.backToQueue')}</BackLink>}
      title={(id) => (id === null ? t('kyc.title') : t('kyc.detailTitle', { id }))}
      notFound={t('verification_not_found', { ns: 'errors' })}
    >
      {(detail) => <VerificationView detail={detail} />}
    </RecordPage>
  );
}

function VerificationView({ detail }: { detail: KycDetail }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const mayApprove = useMayCall(kycAdminApi.approve);
  const mayReject = useMayCall(kycAdminApi.reject);
  const mayReview = mayApprove && mayReject;
  const [decision, setDecision] = useState<Decision | null>(null);
  const pending = detail.status === 'pending';

  return (
    <>
      <PageHeader
        breadcrumb={<BackLink to="/verification">{t('kyc.backToQueue')}</BackLink>}
        title={t('kyc.detailTitle', { id: detail.id })}
        badges={
          <>
            <VerificationBadge status={detail.status} />
            <Text muted>
              {t('kyc.submittedAt')} <DateTime iso={detail.submittedAt} />
            </Text>
          </>
        }
        actions={
          pending ? (
            <DecisionButtons
              allowed={mayReview}
              onDecide={setDecision}
              approveLabel={t('kyc.approve')}
              rejectLabel={t('kyc.reject')}
            />
          ) : undefined
        }
      />
      {pending ? null : (
        <Notice tone={detail.status === 'verified' ? 'success' : 'warning'}>
          <strong>{t('kyc.decided', { status: labels.verification(detail.status) })}</strong>
          <div>
            {detail.reviewedBy ? <Text mono>{detail.reviewedBy}</Text> : null}{' '}
            <DateTime iso={detail.reviewedAt} />
            {detail.reviewReason ? <Text prewrap> — {detail.reviewReason}</Text> : null}
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

      <Columns review>
        <Panel title={t('kyc.images')}>
          <ImageGroup pair>
            <ProtectedImage title={t('kyc.front')} {...kycImageQuery(detail.id, 'front')} />
            <ProtectedImage title={t('kyc.back')} {...kycImageQuery(detail.id, 'back')} />
          </ImageGroup>
          <PanelNote>{t('kyc.imagesAudited')}</PanelNote>
        </Panel>
        <Stack>
          <SubmissionPanel detail={detail} />
          <SameDocument detail={detail} />
          <EarlierSubmissions detail={detail} />
        </Stack>
      </Columns>

      {mayReview ? null : <Notice tone="info">{t('kyc.complianceOnly')}</Notice>}
      {decision ? (
        <KycDecisionDialog detail={detail} decision={decision} onClose={() => setDecision(null)} />
      ) : null}
    </>
  );
}

/** What the customer sent: who they say they are, and the document. */
function SubmissionPanel({ detail }: { detail: KycDetail }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Panel title={t('kyc.submission')}>
      <DefinitionList look="ruled">
        <Definition label={t('kyc.columns.account')}>
          <CustomerLink customerId={detail.customerId} account={detail.account} withId />
        </Definition>
        <Definition label={t('kyc.name')} className={textClass({ strong: true })}>
          {detail.name}
        </Definition>
        <Definition label={t('kyc.katakanaName')}>{detail.katakanaName ?? <Dash />}</Definition>
        <Definition label={t('kyc.columns.documentType')}>
          {labels.documentType(detail.documentType)}
        </Definition>
        <Definition label={t('kyc.idNumber')} className={textClass({ mono: true })}>
          {detail.idNumber}
        </Definition>
        <Definition label={t('kyc.submittedAt')}>
          <DateTime iso={detail.submittedAt} />
        </Definition>
      </DefinitionList>
    </Panel>
  );
}

/** Other customers who sent the same document number: one person, several accounts? */
function SameDocument({ detail }: { detail: KycDetail }) {
  const { t } = useTranslation();
  const matches = detail.sameDocumentElsewhere;
  return (
    <Panel table title={t('kyc.sameDocument')} count={matches.length}>
      {matches.length === 0 ? (
        <PanelEmpty>{t('kyc.sameDocumentNone')}</PanelEmpty>
      ) : (
        <DataTable
          rows={matches}
          rowKey={(match) => match.verificationId}
          columns={[
            accountColumn(t('kyc.columns.account')),
            {
              key: 'id',
              header: t('kyc.columns.id'),
              cell: (match) => (
                <CodeLink to={`/verification/${match.verificationId}`}>
                  #{match.verificationId}
                </CodeLink>
              ),
            },
            verificationStatusColumn(t('kyc.columns.status')),
          ]}
        />
      )}
    </Panel>
  );
}

type Submission = KycDetail['history'][number];

/** The customer's earlier submissions, with why each was decided as it was. */
function EarlierSubmissions({ detail }: { detail: KycDetail }) {
  const { t } = useTranslation();
  const earlier = detail.history.filter((entry) => entry.id !== detail.id);
  return (
    <Panel table title={t('kyc.history')} count={earlier.length}>
      <DataTable
        rows={earlier}
        rowKey={(entry) => entry.id}
        empty={t('kyc.historyNone')}
        columns={[
          {
            key: 'id',
            header: t('kyc.columns.id'),
            cell: (entry) => <CodeLink to={`/verification/${entry.id}`}>#{entry.id}</CodeLink>,
          },
          timeColumn<Submission>(
            'submittedAt',
            t('kyc.columns.submittedAt'),
            (entry) => entry.submittedAt,
          ),
          verificationStatusColumn(t('kyc.columns.status')),
          reasonColumn<Submission>(
            'reason',
            t('kyc.columns.reason'),
            (entry) => entry.reviewReason,
            false,
          ),
        ]}
      />
    </Panel>
  );
}
