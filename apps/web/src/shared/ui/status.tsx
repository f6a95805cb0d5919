import type { VerificationStatus } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { FailureBlock } from './failure-block';
import styles from './ui.module.css';

/** The verification state as a coloured pill (unverified, under review, verified, rejected). */
export function VerificationTag({ status }: { status: VerificationStatus }) {
  // Statuses come from the catalogue the console reads too (docs/adr/0017).
  const { t } = useTranslation('statuses');
  return (
    <span className={`${styles.tag} ${styles[`tag_${status}`]}`} data-testid="verification-status">
      {t(`verification.${status}`)}
    </span>
  );
}

/** A screen on its way: the spinner antd-mobile draws (SpinLoading), in CSS alone. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div
      className={styles.loading}
      role="status"
      aria-label={t('app.loading')}
      data-testid="loading"
    >
      <svg className={styles.spinner} viewBox="0 0 32 32" aria-hidden="true">
        <circle
          className={styles.spinnerArc}
          fill="transparent"
          strokeWidth="2"
          strokeDasharray={15 * Math.PI * 2}
          strokeLinecap="square"
          r={15}
          cx={16}
          cy={16}
        />
      </svg>
    </div>
  );
}

/**
 * A query that failed: the toast already said why; this says what is missing and offers the
 * retry. `title` names what could not be loaded (the market, a stock); the default speaks of the
 * customer's account, so every screen that loads something else passes its own.
 */
export function LoadFailed({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loadFailed} data-testid="load-failed">
      <FailureBlock
        title={title ?? t('common.loadFailed')}
        action={t('common.retry')}
        onAction={onRetry}
      />
    </div>
  );
}
