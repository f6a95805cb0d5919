import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
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

/** A secondary screen: navy header with a back arrow, scrolling content below. */
export function Page({ title, backTo, right, children, className }: PageProps) {
  const goBack = useGoBack(backTo);
  return (
    <div className={styles.page}>
      <NavBar className={styles.navBar} onBack={goBack} right={right}>
        {title}
      </NavBar>
      <main className={className ?? styles.content}>{children}</main>
    </div>
  );
}
