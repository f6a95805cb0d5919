import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './ui.module.css';

type PageProps = {
  title: ReactNode;
  /** Where "back" goes when the screen was opened directly (no history entry to return to). */
  backTo: string;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
};

function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Goes back in history when there is somewhere to go back to, else to `fallback`. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

/**
 * A secondary screen: navy header with a back arrow, scrolling content below. The header is drawn
 * here rather than by antd-mobile's NavBar, whose back arrow is a nameless `role="button"` that a
 * keyboard cannot reach: the arrow is a named button, the title the screen's heading, the content
 * its main landmark.
 */
export function Page({ title, backTo, right, children, className }: PageProps) {
  const { t } = useTranslation();
  const goBack = useGoBack(backTo);
  return (
    <div className={styles.page}>
      <header className={styles.navBar}>
        <div className={styles.navBarSide}>
          <button
            type="button"
            className={styles.backButton}
            onClick={goBack}
            aria-label={t('common.back')}
          >
            <LeftOutline aria-hidden />
          </button>
        </div>
        <h1 className={styles.navBarTitle}>{title}</h1>
        <div className={`${styles.navBarSide} ${styles.navBarRight}`}>{right}</div>
      </header>
      <main className={className ?? styles.content}>{children}</main>
    </div>
  );
}
