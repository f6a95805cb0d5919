import { Button } from 'antd-mobile';
import { GlobalOutline, LockOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './auth.module.css';

type Step = { index: 1 | 2; icon: ReactNode; next: string };

const STEPS: readonly Step[] = [
  { index: 1, icon: <LockOutline />, next: '/login/logon2' },
  { index: 2, icon: <GlobalOutline />, next: '/login/login' },
];

function Onboarding({ step }: { step: Step }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLast = step.index === STEPS.length;
  return (
    <main className={styles.onboarding}>
      <header className={styles.onboardingTop}>
        <button
          type="button"
          className={styles.skip}
          onClick={() => void navigate('/login/login', { replace: true })}
        >
          {t('onboarding.skip')}
        </button>
      </header>
      <div className={styles.illustration} aria-hidden="true">
        <span className={styles.illustrationRing} />
        <span className={styles.illustrationIcon}>{step.icon}</span>
      </div>
      <section className={styles.onboardingText}>
        <h1>{t(`onboarding.step${step.index}.title`)}</h1>
        <p>{t(`onboarding.step${step.index}.body`)}</p>
      </section>
      <footer className={styles.onboardingBottom}>
        <div className={styles.dots} aria-hidden="true">
          {STEPS.map((each) => (
            <span
              key={each.index}
              className={each.index === step.index ? styles.dotActive : styles.dot}
            />
          ))}
        </div>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(step.next, { replace: isLast })}
        >
          {isLast ? t('onboarding.start') : t('onboarding.next')}
        </Button>
      </footer>
    </main>
  );
}

/** /login/logon: the first introduction page. */
export function LogonScreen() {
  return <Onboarding step={STEPS[0] as Step} />;
}

/** /login/logon2: the second introduction page. */
export function Logon2Screen() {
  return <Onboarding step={STEPS[1] as Step} />;
}
