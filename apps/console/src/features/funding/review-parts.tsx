import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../shared/format';
import { useOperator } from '../../shared/operator';
import { DateTime } from '../../shared/ui/date-time';
import { Icon } from '../../shared/ui/icons';
import { Badge, Notice } from '../../shared/ui/notice';
import { ReasonedActionDialog } from '../../shared/ui/reasoned-action-dialog';
import { useToast } from '../../shared/ui/toast';
import type { Decision, FundingDecision } from './api';

/** The review fields deposits and withdrawals share. */
export type Reviewable = {
  id: number;
  orderNo: string;
  account: string;
  customerId: number;
  currency: string;
  amount: string;
  status: string;
  needsSecondApproval: boolean;
  firstApprovedBy: string | null;
  firstApprovedAt: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  reviewReason: string | null;
  amountJpy: string | null;
  aboveDualControlThreshold: boolean;
};

export type FundingKind = 'deposit' | 'withdrawal';

export function isOpen(status: string): boolean {
  return status === 'pending' || status === 'awaiting_second_approval';
}

/** Whether the signed-in operator gave the first approval (and so may not give the second). */
export function useIsFirstApprover(item: Reviewable): boolean {
  const { data } = useOperator();
  return (
    item.status === 'awaiting_second_approval' &&
    data !== undefined &&
    item.firstApprovedBy === data.username
  );
}

export function Money({ amount, currency }: { amount: string; currency: string }) {
  return (
    <span className="money tabular nowrap">
      {formatAmount(amount, currency)} <span className="currency">{currency}</span>
    </span>
  );
}

/** The amount, and its JPY value when the request is in another currency. */
export function AmountWithJpy({ item }: { item: Reviewable }) {
  const { t } = useTranslation();
  return (
    <>
      <Money amount={item.amount} currency={item.currency} />
      {item.currency !== 'JPY' ? (
        <div className="muted small tabular">
          {item.amountJpy === null
            ? t('funding.noRate')
            : t('funding.aboutJpy', { amount: formatAmount(item.amountJpy, 'JPY') })}
        </div>
      ) : null}
    </>
  );
}

/** In a queue row: where the request stands in the dual-control flow. */
export function DualControlCell({ item }: { item: Reviewable }) {
  const { t } = useTranslation();
  if (item.status === 'awaiting_second_approval') {
    return (
      <div className="dual-cell">
        <Badge tone="info">{t('funding.awaitingSecond')}</Badge>
        <div className="muted small">
          {t('funding.firstApprovedBy', { operator: item.firstApprovedBy ?? '—' })}
        </div>
      </div>
    );
  }
  if (item.status === 'pending' && item.aboveDualControlThreshold) {
    return <Badge tone="warning">{t('funding.needsTwo')}</Badge>;
  }
  if (item.needsSecondApproval) {
    return <span className="muted small">{t('funding.approvedByTwo')}</span>;
  }
  return <span className="muted">—</span>;
}

/**
 * On a detail page: the dual-control state in words. Awaiting a second approval says who gave the
 * first, and tells that operator plainly that someone else must approve.
 */
export function DualControlNotice({ item }: { item: Reviewable }) {
  const { t } = useTranslation();
  const firstApprover = useIsFirstApprover(item);
  if (item.status === 'awaiting_second_approval') {
    return (
      <Notice tone="info">
        <strong>{t('funding.awaitingSecondLong')}</strong>
        <div>
          {t('funding.firstApprovalBy', { operator: item.firstApprovedBy ?? '—' })}{' '}
          <DateTime iso={item.firstApprovedAt} />
        </div>
        {firstApprover ? <div className="strong">{t('funding.youApprovedFirst')}</div> : null}
      </Notice>
    );
  }
  if (item.status === 'pending' && item.aboveDualControlThreshold) {
    return (
      <Notice tone="warning">
        <strong>{t('funding.needsTwoLong')}</strong>
        <div>{t('funding.needsTwoHint')}</div>
      </Notice>
    );
  }
  return null;
}

/** The decision once made: who approved (both operators under dual control) or rejected, and why. */
export function DecisionNotice({ item }: { item: Reviewable }) {
  const { t } = useTranslation();
  if (isOpen(item.status)) return null;
  const approved = item.status === 'approved';
  return (
    <Notice tone={approved ? 'success' : 'warning'}>
      <strong>{approved ? t('funding.decidedApproved') : t('funding.decidedRejected')}</strong>
      <div>
        {item.needsSecondApproval && item.firstApprovedBy ? (
          <>
            {t('funding.firstApprovalBy', { operator: item.firstApprovedBy })}{' '}
            <DateTime iso={item.firstApprovedAt} /> ·{' '}
          </>
        ) : null}
        {t('funding.decidedBy', { operator: item.reviewedBy ?? '—' })}{' '}
        <DateTime iso={item.reviewedAt} />
      </div>
      {item.reviewReason ? <div className="prewrap">{item.reviewReason}</div> : null}
    </Notice>
  );
}

export function DecisionButtons({
  item,
  allowed,
  onDecide,
}: {
  item: Reviewable;
  allowed: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  if (!isOpen(item.status)) return null;
  const second = item.status === 'awaiting_second_approval';
  return (
    <>
      <button
        type="button"
        className="btn btn-danger"
        disabled={!allowed}
        onClick={() => onDecide('reject')}
      >
        {t('funding.reject')}
      </button>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!allowed}
        onClick={() => onDecide('approve')}
      >
        <Icon name="check" />
        {second ? t('funding.approveSecond') : t('funding.approve')}
      </button>
    </>
  );
}

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
  const notify = useToast();
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
        <dl className="summary-list compact">
          <div>
            <dt>{t('funding.columns.account')}</dt>
            <dd>
              <Link to={`/customers/${item.customerId}`} className="mono">
                {item.account}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('funding.columns.amount')}</dt>
            <dd className="strong">
              <Money amount={item.amount} currency={item.currency} />
            </dd>
          </div>
          {details}
        </dl>
      }
      reasonLabel={approving ? t('funding.approveReason') : t('funding.rejectReason')}
      reasonHint={approving ? t('funding.approveReasonHint') : t('funding.rejectReasonHint')}
      confirmLead={approving ? t('funding.confirmApproveLead') : t('funding.confirmRejectLead')}
      summary={
        <div>
          <dt>{t('funding.decision')}</dt>
          <dd>
            <strong>
              {!approving
                ? t('funding.reject')
                : firstOfTwo
                  ? t('funding.firstApproval')
                  : secondOfTwo
                    ? t('funding.approveSecond')
                    : t('funding.approve')}
            </strong>
          </dd>
        </div>
      }
      warning={warning}
      confirmLabel={approving ? t('funding.confirmApprove') : t('funding.confirmReject')}
      danger={!approving}
      submit={async (reason) => {
        answer.current = await submit(reason);
      }}
      onClose={onClose}
      onDone={() => {
        // The server's answer decides the words: a first approval leaves it awaiting a second.
        const status = answer.current?.status;
        onClose();
        notify(
          status === 'awaiting_second_approval'
            ? t('funding.doneFirst', { orderNo: item.orderNo })
            : status === 'approved'
              ? t('funding.doneApprove', { orderNo: item.orderNo })
              : t('funding.doneReject', { orderNo: item.orderNo }),
        );
      }}
    />
  );
}
