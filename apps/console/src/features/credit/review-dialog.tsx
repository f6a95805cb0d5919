import { compare, type DecimalString } from '@kabuto/money';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import type { Decision } from '../../shared/ui/decision-buttons';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { CustomerLink } from '../../shared/ui/links';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { textClass } from '../../shared/ui/text';
import { useLoanReview, type AdminLoan, type LoanDetail } from './api';
import { Rate, Yen, useIsFirstApprover } from './parts';

/**
 * The confirmation of a loan decision. Approving takes an optional note for the audit log; above
 * the threshold the first approval only marks the loan for a second, different operator.
 * Rejecting needs the reason the customer reads, written in the console's language (sent with it).
 * A refusal (the same operator twice, a limit that no longer covers the amount) is shown in the
 * dialog in the operator's language, from the error catalogue.
 */
export function LoanReviewDialog({
  loan,
  threshold,
  decision,
  onClose,
}: {
  loan: LoanDetail;
  /** The second-approval threshold in force, when it could be read. */
  threshold: DecimalString | null;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation('credit');
  const { t: tMain } = useTranslation();
  const locale = useLocale();
  const review = useLoanReview();
  const firstApprover = useIsFirstApprover(loan);
  const answer = useRef<AdminLoan | null>(null);
  const approving = decision === 'approve';
  const secondOfTwo = approving && loan.reviewStatus === 'awaiting_second_approval';
  const firstOfTwo =
    approving &&
    loan.reviewStatus === 'pending' &&
    threshold !== null &&
    compare(loan.amount, threshold) > 0;
  const amount = `${formatAmount(loan.amount, 'JPY')} JPY`;

  const warning = !approving
    ? t('review.rejectWarning')
    : firstApprover
      ? t('review.youApprovedFirst')
      : firstOfTwo
        ? t('review.firstOfTwoWarning')
        : t('review.approveWarning', { amount });

  return (
    <ReasonedActionDialog
      title={
        approving
          ? secondOfTwo
            ? t('review.approveSecondTitle', { orderNo: loan.orderNo })
            : t('review.approveTitle', { orderNo: loan.orderNo })
          : t('review.rejectTitle', { orderNo: loan.orderNo })
      }
      context={
        <DefinitionList look="summary" compact>
          <Definition label={t('columns.account')}>
            <CustomerLink customerId={loan.customerId} account={loan.account} />
          </Definition>
          <Definition label={t('columns.amount')} className={textClass({ strong: true })}>
            <Yen value={loan.amount} />
          </Definition>
          <Definition label={t('detail.product')}>
            {t('units.days', { count: loan.termDays })} · <Rate fraction={loan.annualRate} />
          </Definition>
          <Definition label={t('detail.borrowable')}>
            <Yen value={loan.borrowable} />
          </Definition>
        </DefinitionList>
      }
      reasonOptional={approving}
      reasonLabel={approving ? t('review.noteLabel') : t('review.rejectReason')}
      reasonHint={
        approving
          ? t('review.noteHint')
          : t('review.rejectReasonHint', { language: tMain(`language.names.${locale}`) })
      }
      confirmLead={approving ? t('review.confirmApproveLead') : t('review.confirmRejectLead')}
      summary={
        <ActionLine
          label={t('review.decision')}
          action={
            !approving
              ? t('review.reject')
              : firstOfTwo
                ? t('review.firstApproval')
                : secondOfTwo
                  ? t('review.approveSecond')
                  : t('review.approve')
          }
        />
      }
      warning={warning}
      confirmLabel={approving ? t('review.confirmApprove') : t('review.confirmReject')}
      danger={!approving}
      submit={async (text) => {
        answer.current = await review.mutateAsync({ loanId: loan.id, decision, text });
      }}
      done={() => {
        // The server's answer decides the words: a first approval leaves it awaiting a second.
        const status = answer.current?.reviewStatus;
        return status === 'awaiting_second_approval'
          ? t('review.doneFirst', { orderNo: loan.orderNo })
          : status === 'approved'
            ? t('review.doneApprove', { orderNo: loan.orderNo })
            : t('review.doneReject', { orderNo: loan.orderNo });
      }}
      onClose={onClose}
    />
  );
}
