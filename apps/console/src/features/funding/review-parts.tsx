import type { OperatorReason } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { useOperator } from '../../shared/operator';
import { DateTime } from '../../shared/ui/date-time';
import { Amount } from '../../shared/ui/money';
import { Badge, Notice } from '../../shared/ui/notice';
import { Dash, Text } from '../../shared/ui/text';
import styles from './funding.module.css';

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
  reviewReason: OperatorReason | null;
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

/** The amount, and its JPY value when the request is in another currency. */
export function AmountWithJpy({ item }: { item: Reviewable }) {
  const { t } = useTranslation();
  return (
    <>
      <Amount value={item.amount} currency={item.currency} />
      {item.currency !== 'JPY' ? (
        <Text block muted small tabular>
          {item.amountJpy === null
            ? t('funding.noRate')
            : t('funding.aboutJpy', { amount: formatAmount(item.amountJpy, 'JPY') })}
        </Text>
      ) : null}
    </>
  );
}

/** In a queue row: where the request stands in the dual-control flow. */
export function DualControlCell({ item }: { item: Reviewable }) {
  const { t } = useTranslation();
  if (item.status === 'awaiting_second_approval') {
    return (
      <div className={styles.dualCell}>
        <Badge tone="info">{t('funding.awaitingSecond')}</Badge>
        <Text block muted small>
          {t('funding.firstApprovedBy', { operator: item.firstApprovedBy ?? '—' })}
        </Text>
      </div>
    );
  }
  if (item.status === 'pending' && item.aboveDualControlThreshold) {
    return <Badge tone="warning">{t('funding.needsTwo')}</Badge>;
  }
  if (item.needsSecondApproval) {
    return (
      <Text muted small>
        {t('funding.approvedByTwo')}
      </Text>
    );
  }
  return <Dash />;
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
        {firstApprover ? (
          <Text block strong>
            {t('funding.youApprovedFirst')}
          </Text>
        ) : null}
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
      {item.reviewReason ? (
        <Text block prewrap>
          {item.reviewReason.text}
        </Text>
      ) : null}
    </Notice>
  );
}
