import type { ReactNode } from 'react';
import styles from './card.module.css';

/**
 * A white card on the grey page: a titled group of figures, a list, a chart. `extra` sits at the
 * title's end (a hint, a label, a link); `className` places the card (each screen's spacing).
 */
export function Card({
  title,
  extra,
  children,
  className,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      className={className ? `${styles.card} ${className}` : styles.card}
      data-testid={testId}
    >
      {title ? (
        <h2 className={styles.title}>
          <span>{title}</span>
          {extra ? <small>{extra}</small> : null}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
