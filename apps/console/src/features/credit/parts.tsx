import { CREDIT_FACTORS, type LOAN_REPAYMENT_STATES } from '@kabuto/contract';
import { isDecimalString, type DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDecimal } from '../../shared/format';
import { isOneOf } from '../../shared/labels';
import { useOperator } from '../../shared/operator';
import { Amount } from '../../shared/ui/money';
import { Badge, BadgeRow, type Tone } from '../../shared/ui/notice';
import { BackLink } from '../../shared/ui/page-header';
import { FundingStatusBadge } from '../../shared/ui/status-badges';
import { Dash, Text } from '../../shared/ui/text';
import type { AdminLoan } from './api';
import { fractionToPercent } from './rates';
import styles from './credit.module.css';

export const LOANS_PATH = '/loans';

export function BackToLoans() {
  const { t } = useTranslation('credit');
  return <BackLink to={LOANS_PATH}>{t('detail.back')}</BackLink>;
}

/** An application still to decide: pending, or awaiting its second approval. */
export function isOpen(loan: Pick<AdminLoan, 'reviewStatus'>): boolean {
  return loan.reviewStatus === 'pending' || loan.reviewStatus === 'awaiting_second_approval';
}

/** A yearly rate (a fraction) in percent: "2.9%". */
export function Rate({ fraction }: { fraction: DecimalString }) {
  return <Text tabular>{`${formatDecimal(fractionToPercent(fraction))}%`}</Text>;
}

/** Yen: the console's one way of showing an amount. */
export function Yen({ value }: { value: string }) {
  return <Amount value={value} currency="JPY" />;
}

const STATE_TONES: Record<(typeof LOAN_REPAYMENT_STATES)[number], Tone | 'neutral'> = {
  outstanding: 'info',
  overdue: 'danger',
  repaid: 'neutral',
};

/** An approved loan's repayment: owing, overdue or repaid; nothing before approval. */
export function RepaymentBadge({ state }: { state: AdminLoan['state'] }) {
  const { t } = useTranslation('credit');
  if (state === null) return null;
  return <Badge tone={STATE_TONES[state]}>{t(`repayment.${state}`)}</Badge>;
}

/** The review status (the status catalogue's words) and, once approved, the repayment. */
export function LoanBadges({ loan }: { loan: AdminLoan }) {
  return (
    <BadgeRow>
      <FundingStatusBadge status={loan.reviewStatus} />
      <RepaymentBadge state={loan.state} />
    </BadgeRow>
  );
}

/** Whether the signed-in operator gave the first approval (and so may not give the second). */
export function useIsFirstApprover(loan: AdminLoan): boolean {
  const { data } = useOperator();
  return (
    loan.reviewStatus === 'awaiting_second_approval' &&
    data !== undefined &&
    loan.firstApprovedBy === data.username
  );
}

/** In a queue row: the status, with who gave the first approval under an awaited second. */
export function QueueStatusCell({ loan }: { loan: AdminLoan }) {
  const { t } = useTranslation('credit');
  return (
    <div className={styles.statusCell}>
      <LoanBadges loan={loan} />
      {loan.reviewStatus === 'awaiting_second_approval' ? (
        <Text block muted small>
          {t('review.firstBy', { operator: loan.firstApprovedBy ?? '—' })}
        </Text>
      ) : loan.needsSecondApproval && loan.reviewStatus === 'approved' ? (
        <Text block muted small>
          {t('review.approvedByTwo')}
        </Text>
      ) : null}
    </div>
  );
}

/** Words for the score's factors and the facts behind them (docs/credit.md, "The score"). */
export function useFactorText() {
  const { t } = useTranslation('credit');
  return {
    name: (factor: string) =>
      isOneOf(CREDIT_FACTORS, factor) ? t(`factors.names.${factor}`) : factor,
    fact: (factor: string, fact: string) => {
      switch (factor) {
        case 'base':
          return <Dash />;
        case 'identity_verified':
          return fact === '1' ? t('factors.facts.verified') : t('factors.facts.notVerified');
        case 'account_age':
          return t('factors.facts.days', { count: Number(fact) });
        case 'deposits':
        case 'current_borrowing':
          return isDecimalString(fact) ? `${formatAmount(fact, 'JPY')} JPY` : fact;
        case 'on_time_repayments':
        case 'late_payments':
          return t('factors.facts.loans', { count: Number(fact) });
        default:
          return fact;
      }
    },
  };
}
