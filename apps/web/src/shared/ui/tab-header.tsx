import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './tab-header.module.css';

/** The navy bar at the top of a tab screen (Home, Market, Trade): a title, then its buttons. */
export function TabHeader({ sticky = false, children }: { sticky?: boolean; children: ReactNode }) {
  return (
    <header className={sticky ? `${styles.header} ${styles.sticky}` : styles.header}>
      {children}
    </header>
  );
}

/** The tab screen's name, in gold. */
export function TabTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.title}>{children}</h1>;
}

/** A round icon button on a navy header (search, language, settings), named for screen readers. */
export function HeaderIconLink({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={styles.iconLink} aria-label={label}>
      {children}
    </Link>
  );
}
