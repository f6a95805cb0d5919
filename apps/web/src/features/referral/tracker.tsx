import type { DecimalString } from '@kabuto/money';
import { useTranslation } from 'react-i18next';
import { formatMoney, INTL_LOCALE } from '../../shared/format';
import { useLocale } from '../../shared/i18n/use-locale';
import { japanDate, type ReferralTracker } from './api';
import styles from './referral.module.css';

function Step({ label, done, testId }: { label: string; done: boolean; testId: string }) {
  const { t } = useTranslation('referral');
  return (
    <li className={done ? styles.stepDone : styles.step} data-testid={testId} data-done={done}>
      <span aria-hidden="true" className={styles.stepMark}>
        {done ? '✓' : '○'}
      </span>
      <span className={styles.stepLabel}>{label}</span>
      <span className={styles.stepState}>{done ? t('tracker.done') : t('tracker.pending')}</span>
    </li>
  );
}

/** What the reward is doing, in one sentence with its date. */
export function RewardState({ tracker }: { tracker: ReferralTracker }) {
  const { t } = useTranslation('referral');
  const { t: tApp } = useTranslation();
  const locale = useLocale();
  const date = (iso: string | null) => (iso ? japanDate(iso, INTL_LOCALE[locale]) : '');
  const yen = (amount: DecimalString) => tApp('money.jpy', { amount: formatMoney(amount) });
  switch (tracker.status) {
    case 'waiting':
      return t('rewardState.waitingSteps');
    case 'on_hold':
      return t('rewardState.onHold', { date: date(tracker.holdUntil) });
    case 'paid':
      return t('rewardState.paidOn', {
        date: date(tracker.paidAt),
        amount: yen(tracker.rewardAmount),
      });
    case 'not_eligible':
      return t('rewardState.notEligible', {
        reason: tracker.reason ? t(`reason.${tracker.reason}`) : '',
      });
    case 'expired':
      return t('rewardState.expiredOn', { date: date(tracker.deadlineAt) });
  }
}

/**
 * One referral's steps, as the inviter and the friend both see them: registered, identity
 * verified, first deposit approved, the deadline for the steps, and the reward's state. No name,
 * no number beyond the masked account the inviter's list adds.
 */
export function Tracker({ tracker, testId }: { tracker: ReferralTracker; testId: string }) {
  const { t } = useTranslation('referral');
  const locale = useLocale();
  return (
    <div className={styles.tracker} data-testid={testId} data-status={tracker.status}>
      <ol className={styles.steps}>
        <Step label={t('tracker.registered')} done testId={`${testId}-registered`} />
        <Step
          label={t('tracker.identity')}
          done={tracker.identityVerified}
          testId={`${testId}-identity`}
        />
        <Step
          label={t('tracker.deposit')}
          done={tracker.firstDeposit}
          testId={`${testId}-deposit`}
        />
      </ol>
      <p className={styles.deadline} data-testid={`${testId}-deadline`}>
        {t('tracker.deadline', { date: japanDate(tracker.deadlineAt, INTL_LOCALE[locale]) })}
      </p>
      <p className={styles.reward} data-testid={`${testId}-reward`}>
        <span className={styles.rewardLabel}>{t('tracker.reward')}</span>
        <RewardState tracker={tracker} />
      </p>
    </div>
  );
}
