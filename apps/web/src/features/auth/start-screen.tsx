import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteConfig } from '../../shared/site-config';
import { hasSession } from '../../shared/storage';
import { BrandLogo } from '../../shared/ui/brand-logo';
import styles from './auth.module.css';

/** How long the splash stays before moving on by itself; a tap moves on at once. */
const SPLASH_DURATION_MS = 2_500;

export function StartScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title } = useSiteConfig();
  // A customer with a session goes straight home; a visitor sees the introduction first.
  const next = hasSession() ? '/home/index' : '/login/logon';

  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate(next, { replace: true }),
      SPLASH_DURATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, next]);

  // The screen is the page's main landmark; the whole of it is one "tap to continue" button, drawn
  // over the logo and words (a heading may not sit inside a button).
  return (
    <main className={styles.splash}>
      <span className={styles.splashGlow} aria-hidden="true" />
      <BrandLogo size={104} className={styles.splashLogo} />
      <h1 className={styles.splashTitle}>{title}</h1>
      <p className={styles.splashTagline}>{t('splash.tagline')}</p>
      <button
        type="button"
        className={styles.splashTap}
        onClick={() => void navigate(next, { replace: true })}
      >
        <span className={styles.splashHint}>{t('splash.tapToStart')}</span>
      </button>
    </main>
  );
}
