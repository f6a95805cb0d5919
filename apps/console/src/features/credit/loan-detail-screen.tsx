import { loanAdminApi } from '@kabuto/contract';
import { compare, type DecimalString } from '@kabuto/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '../../shared/operator';
import { AuditLink } from '../../shared/ui/audit-link';
import { DateTime } from '../../shared/ui/date-time';
import { DecisionButtons, type Decision } from '../../shared/ui/decision-buttons';
import { Notice, NoticeHint } from '../../shared/ui/notice';
import { PageHeader } from '../../shared/ui/page-header';
import { Columns, Stack } from '../../shared/ui/panel';
import { RecordPage } from '../../shared/ui/record-page';
import { Text } from '../../shared/ui/text';
import { useCreditSettings, useLoanDetail, type LoanDetail } from './api';
import {
  AccrualsPanel,
  ApplicantPanel,
  OwedPanel,
  RepaymentsPanel,
  SchedulePanel,
  TermsPanel,
} from './loan-panels';
import { BackToLoans, LoanBadges, isOpen, useIsFirstApprover } from './parts';
import { LoanReviewDialog } from './review-dialog';

/** One loan from its id in the address: review it, or read how it is being repaid. */
export function LoanDetailScreen() {
  const { t } = useTranslation('credit');
  return (
    <RecordPage
      param="loanId"
      useRecord={useLoanDetail}
      breadcrumb={<BackToLoans />}
      title={() => t('detail.titlePlain')}
      notFound={t('loan_not_found', { ns: 'errors' })}
    >
      {(loan) => <LoanView loan={loan} />}
    </RecordPage>
  );
}

function LoanView({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('credit');
  const mayReview = useMayCall(loanAdminApi.review);
  const threshold = useCreditSettings().data?.secondApprovalAbove ?? null;
  const [decision, setDecision] = useState<Decision | null>(null);
  const second = loan.reviewStatus === 'awaiting_second_approval';
  return (
    <>
      <PageHeader
        breadcrumb={<BackToLoans />}
        title={t('detail.title', { orderNo: loan.orderNo })}
        badges={<LoanBadges loan={loan} />}
        actions={
          <>
            <AuditLink targetType="loan" targetId={loan.id}>
              {t('detail.auditLink')}
            </AuditLink>
            {isOpen(loan) ? (
              <DecisionButtons
                allowed={mayReview}
                onDecide={setDecision}
                approveLabel={second ? t('review.approveSecond') : t('review.approve')}
                rejectLabel={t('review.reject')}
              />
            ) : null}
          </>
        }
      />
      <DualControlNotice loan={loan} threshold={threshold} />
      <DecisionNotice loan={loan} />
      {isOpen(loan) && compare(loan.amount, loan.borrowable) > 0 ? (
        <Notice tone="warning">
          <strong>{t('review.overLimit')}</strong>
          <NoticeHint>{t('review.overLimitHint')}</NoticeHint>
        </Notice>
      ) : null}
      {isOpen(loan) && !mayReview ? <Notice tone="info">{t('review.financeOnly')}</Notice> : null}
      <Columns review>
        <Stack>
          <TermsPanel loan={loan} />
          {/* Nothing is owed on an application: the schedule below estimates it instead. */}
          {loan.reviewStatus === 'approved' ? <OwedPanel loan={loan} /> : null}
        </Stack>
        <Stack>
          <ApplicantPanel loan={loan} />
        </Stack>
      </Columns>
      <SchedulePanel loan={loan} />
      <AccrualsPanel loan={loan} />
      <RepaymentsPanel loan={loan} />
      {decision ? (
        <LoanReviewDialog
          loan={loan}
          threshold={threshold}
          decision={decision}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </>
  );
}

/**
 * Where the application stands under dual control: awaiting a second approval says who gave the
 * first and tells that operator plainly that someone else must approve; a pending one above the
 * threshold says that two operators will approve it.
 */
function DualControlNotice({
  loan,
  threshold,
}: {
  loan: LoanDetail;
  threshold: DecimalString | null;
}) {
  const { t } = useTranslation('credit');
  const firstApprover = useIsFirstApprover(loan);
  if (loan.reviewStatus === 'awaiting_second_approval') {
    return (
      <Notice tone="info">
        <strong>{t('review.awaitingSecondLong')}</strong>
        <div>{t('review.firstApprovalBy', { operator: loan.firstApprovedBy ?? '—' })}</div>
        {firstApprover ? (
          <Text block strong>
            {t('review.youApprovedFirst')}
          </Text>
        ) : null}
      </Notice>
    );
  }
  if (loan.reviewStatus === 'pending' && threshold && compare(loan.amount, threshold) > 0) {
    return (
      <Notice tone="warning">
        <strong>{t('review.needsTwoLong')}</strong>
        <NoticeHint>{t('review.needsTwoHint')}</NoticeHint>
      </Notice>
    );
  }
  return null;
}

/** The decision once made: both approvers under dual control, or who rejected and why. */
function DecisionNotice({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation('credit');
  const { t: tMain } = useTranslation();
  if (isOpen(loan)) return null;
  const approved = loan.reviewStatus === 'approved';
  const reason = loan.rejectReason;
  return (
    <Notice tone={approved ? 'success' : 'warning'}>
      <strong>{approved ? t('review.decidedApproved') : t('review.decidedRejected')}</strong>
      <div>
        {loan.needsSecondApproval && loan.firstApprovedBy ? (
          <>{t('review.firstApprovalBy', { operator: loan.firstApprovedBy })} · </>
        ) : null}
        {t('review.decidedBy', { operator: loan.reviewedBy ?? '—' })}{' '}
        <DateTime iso={loan.reviewedAt} />
      </div>
      {reason ? (
        <Text block prewrap>
          <span lang={reason.locale ?? undefined}>{reason.text}</span>
          {reason.locale ? (
            <Text muted small>
              {' '}
              ({tMain(`language.names.${reason.locale}`)})
            </Text>
          ) : null}
        </Text>
      ) : null}
    </Notice>
  );
}
