import { Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoanInfo } from '../../shared/api/loan-info';
import { Money } from '../../shared/ui/money';
import styles from './user.module.css';

/**
 * Mine's credit card (docs/credit.md): the credit score, the credit limit, what may still be
 * borrowed and what is owed, leading to the credit screen. Its own query: the rest of Mine never
 * waits for it, and a failure here leaves the rest of Mine as it is.
 */
export function CreditSummary() {
  const { t } = useTranslation('credit');
  const { t: tCommon } = useTranslation();
  const info = useLoanInfo();
  const data = info.data;
  if (!data) {
    return (
      <section className={styles.credit} data-testid="mine-credit">
        {info.isError ? (
          <div className={styles.creditFailed}>
            <span>{t('mine.failed')}</span>
            <button
              type="button"
              className={styles.creditRetry}
              onClick={() => void info.refetch()}
            >
              {tCommon('common.retry')}
            </button>
          </div>
        ) : (
          <Skeleton.Paragraph lineCount={2} animated />
        )}
      </section>
    );
  }
  const figures = [
    { key: 'creditLimit', value: data.creditLimit },
    { key: 'borrowable', value: data.borrowable },
    { key: 'borrowed', value: data.borrowed },
  ] as const;
  return (
    <Link to="/user/credit" className={styles.credit} data-testid="mine-credit">
      <span className={styles.creditHead}>
        <span className={styles.creditTitle}>{t('mine.title')}</span>
        <span className={styles.creditScore}>
          <strong data-testid="mine-credit-score">{data.score}</strong>
          <span>{t('score.outOf')}</span>
        </span>
        <RightOutline className={styles.creditChevron} aria-hidden="true" />
      </span>
      <span className={styles.creditMeter} aria-hidden="true">
        <span style={{ width: `${Math.max(0, Math.min(100, data.score))}%` }} />
      </span>
      <dl className={styles.creditGrid}>
        {figures.map(({ key, value }) => (
          <div key={key} data-testid={`mine-credit-${key}`}>
            <dt>{t(`mine.${key}`)}</dt>
            <dd>
              <Money value={value} currency="JPY" />
            </dd>
          </div>
        ))}
      </dl>
    </Link>
  );
}
