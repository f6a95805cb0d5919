import type { ReactNode } from 'react';
import styles from './rows.module.css';

/** Term / value rows: what an order, a deposit or a quote is made of, one figure a line. */
export function Rows({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `${styles.rows} ${className}` : styles.rows}>{children}</dl>;
}

/** A term and its value; `strong` for a total (what arrives, what is returned). */
export function Row({
  term,
  children,
  strong = false,
  testId,
  className,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
  className?: string;
}) {
  return (
    <div
      className={[styles.row, strong ? styles.strong : undefined, className]
        .filter(Boolean)
        .join(' ')}
    >
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
