import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './panel.module.css';

/**
 * A white box on the page. Its title line may carry a count (of the rows below) and, pushed to
 * the right, controls (tabs, a checkbox, an edit button). `table` is for a panel around a table.
 */
export function Panel({
  title,
  count,
  actions,
  table = false,
  padded = false,
  testId,
  children,
}: {
  title?: ReactNode;
  count?: number;
  actions?: ReactNode;
  table?: boolean;
  padded?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={cx(styles.panel, table && styles.table, padded && styles.padded)}
      data-testid={testId}
    >
      {title === undefined ? null : (
        <h3 className={styles.title}>
          {title}
          {count === undefined ? null : <span className={styles.count}>{count}</span>}
          {actions ? (
            <>
              <span className={styles.spacer} />
              {actions}
            </>
          ) : null}
        </h3>
      )}
      {children}
    </section>
  );
}

/** What a panel says instead of its rows when it has none. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/** A line under a panel's content: where its figures come from, what is audited. */
export function PanelNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

/** Two columns: equal, or the review pages' wider left for the evidence. */
export function Columns({ review = false, children }: { review?: boolean; children: ReactNode }) {
  return <div className={cx(styles.columns, review && styles.review)}>{children}</div>;
}

/** Panels one under another, in a column. */
export function Stack({ children }: { children: ReactNode }) {
  return <div className={styles.stack}>{children}</div>;
}
