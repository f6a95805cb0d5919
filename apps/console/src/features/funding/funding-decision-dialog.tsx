import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import type { Decision } from '../../shared/ui/decision-buttons';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { CustomerLink } from '../../shared/ui/links';
import { Amount } from '../../shared/ui/money';
import { ActionLine, ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { textClass } from '../../shared/ui/text';
import type { FundingDecision } from './api';
import { useIsFirstApprover, type FundingKind, type Reviewable } from './review-parts';

/** The confirmation for approving or rejecting a deposit or withdrawal, with its required reason. */
export function FundingDecisionDialog({
  kind,
  item,
  decision,
  details,
  submit,
  onClose,
}: {
  kind: FundingKind;
  item: Reviewable;
  decision: Decision;
  /** Extra lines of the context (the channel, the destination account). */
  details?: ReactNode;
  submit: (reason: string) => Promise<FundingDecision>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const firstApprover = useIsFirstApprover(item);
  const approving = decision === 'approve';
  const firstOfTwo = approving && item.status === 'pending' && item.aboveDualControlThreshold;
  const secondOfTwo = approving && item.status === 'awaiting_second_approval';
  const amountText = `${formatAmount(item.amount, item.currency)} ${item.currency}`;
  const answer = useRef<FundingDecision | null>(null);

  const warning = !approving
    ? kind === 'deposit'
      ? t('funding.rejectDepositWarning')
      : t('funding.rejectWithdrawalWarning')
    : firstApprover
      ? t('funding.youApprovedFirst')
      : firstOfTwo
        ? t('funding.firstOfTwoWarning')
        : kind === 'deposit'
          ? t('funding.approveDepositWarning', { amount: amountText })
          : t('funding.approveWithdrawalWarning', { amount: amountText });

  return (
    <ReasonedActionDialog
      title={
        approving
          ? secondOfTwo
            ? t('funding.approveSecondTitle', { orderNo: item.orderNo })
            : t('funding.approveTitle', { orderNo: item.orderNo })
          : t('funding.rejectTitle', { orderNo: item.orderNo })
      }
      context={
        <DefinitionList look="summary" compact>
          <Definition label={t('funding.columns.account')}>
            <CustomerLink customerId={item.customerId} account={item.account} />
          </Definition>
          <Definition label={t('funding.columns.amount')} className={textClass({ strong: true })}>
            <Amount value={item.amount} currency={item.currency} />
          </Definition>
          {details}
        </DefinitionList>
      }
      reasonLabel={approving ? t('funding.approveReason') : t('funding.rejectReason')}
      reasonHint={approving ? t('funding.approveReasonHint') : t('funding.rejectReasonHint')}
      confirmLead={approving ? t('funding.confirmApproveLead') : t('funding.confirmRejectLead')}
      summary={
        <ActionLine
          label={t('funding.decision')}
          action={
            !approving
              ? t('funding.reject')
              : firstOfTwo
                ? t('funding.firstApproval')
                : secondOfTwo
                  ? t('funding.approveSecond')
                  : t('funding.approve')
          }
        />
      }
      warning={warning}
      confirmLabel={approving ? t('funding.confirmApprove') : t('funding.confirmReject')}
      danger={!approving}
      submit={async (reason) => {
        answer.current = await submit(reason);
      }}
      done={() => {
        // The server's answer decides the words: a first approval leaves it awaiting a second.
        const status = answer.current?.status;
        return status === 'awaiting_second_approval'
          ? t('funding.doneFirst', { orderNo: item.orderNo })
          : status === 'approved'
            ? t('funding.doneApprove', { orderNo: item.orderNo })
            : t('funding.doneReject', { orderNo: item.orderNo });
      }}
      onClose={onClose}
    />
  );
}
