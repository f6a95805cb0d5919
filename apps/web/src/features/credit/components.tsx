import type { CreditFactor, Locale, LoanView } from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { formatJapanTime } from '../../shared/format';
import { factOf, percentOf, wholeYen } from './credit-math';
import styles from './credit.module.css';

/** A moment in Japan time, to the minute, in the reader's language; a dash for none. */
export function formatTime(iso: string | null, locale: Locale): string {
  if (iso === null) return '—';
  return formatJapanTime(iso, locale, 'minutes') ?? iso;
}

/** A number of days ("30日", "30 天", "30 days"). */
export function useDaysText(): (days: number) => string {
  const { t } = useTranslation('credit');
  return (days) => t('facts.days', { count: days });
}

/** An annual rate as the screen words it ("年2.9%", "2.9% a year"). */
export function useRateText(): (rate: DecimalString) => string {
  const { t } = useTranslation('credit');
  return (rate) => t('apply.rate', { rate: percentOf(rate) });
}

/** A loan's term and annual rate in one ("30日・年2.9%", "30 days, 2.9% a year"). */
export function useTermText(): (loan: Pick<LoanView, 'termDays' | 'annualRate'>) => string {
  const { t } = useTranslation('credit');
  const days = useDaysText();
  return (loan) =>
    t('records.termValue', { days: days(loan.termDays), rate: percentOf(loan.annualRate) });
}

/** Whole yen as the app writes an amount ("¥200,000"). */
export function useYenText(): (amount: DecimalString) => string {
  const { t } = useTranslation();
  return (amount) => t('money.jpy', { amount: wholeYen(amount) });
}

/** A score factor's fact in words: "yes", "12 days", "¥10,000,000", "2 loans"; '' for none. */
export function useFactText(): (factor: CreditFactor, fact: string) => string {
  const { t } = useTranslation('credit');
  const yen = useYenText();
  return (factor, fact) => {
    const read = factOf(factor, fact);
    switch (read.kind) {
      case 'none':
        return '';
      case 'yesNo':
        return read.yes ? t('facts.yes') : t('facts.no');
      case 'days':
        return t('facts.days', { count: read.days });
      case 'yen':
        return yen(read.amount);
      case 'count':
        return t('facts.times', { count: read.count });
    }
  };
}

/**
 * A loan's review status as the one catalogue of statuses names it (docs/adr/0017: the console
 * names it the same), and, once approved, whether it is being repaid, overdue or repaid.
 */
export function LoanTags({ loan }: { loan: Pick<LoanView, 'status' | 'state'> }) {
  const { t } = useTranslation('credit');
  const { t: tStatus } = useTranslation('statuses');
  return (
    <span className={styles.tags}>
      <span
        className={`${styles.tag} ${styles[`status_${loan.status}`]}`}
        data-testid="loan-status"
        data-status={loan.status}
      >
        {tStatus(`request.${loan.status}`)}
      </span>
      {loan.state ? (
        <span
          className={`${styles.tag} ${styles[`state_${loan.state}`]}`}
          data-testid="loan-state"
          data-state={loan.state}
        >
          {t(`state.${loan.state}`)}
        </span>
      ) : null}
    </span>
  );
}
