import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icons';
import styles from './page-header.module.css';

/**
 * A page's title, the way back (`breadcrumb`), a line under the title (`subtitle`, or `badges`:
 * the record's state as badges) and the page's actions on the right.
 */
export function PageHeader({
  title,
  subtitle,
  badges,
  breadcrumb,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  badges?: ReactNode;
  breadcrumb?: ReactNode;
  actions?: ReactNode;
}) {
  const under = badges ? <span className={styles.badges}>{badges}</span> : subtitle;
  return (
    <header className={styles.header}>
      <div>
        {breadcrumb ? <div className={styles.breadcrumb}>{breadcrumb}</div> : null}
        <h1>{title}</h1>
        {under ? (
          <p className={styles.subtitle} data-testid="page-subtitle">
            {under}
          </p>
        ) : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

/** The way back from a record to its list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to}>
      <Icon name="back" />
      {children}
    </Link>
  );
}
