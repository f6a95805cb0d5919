import type { ReactNode } from 'react';
import styles from './headline.module.css';

/**
 * The navy band under the navigation bar of the ticket and of a position: the stock's name and
 * code, then what the screen says about it (`children`: the live price, the result).
 */
export function Headline({
  name,
  symbol,
  nameTestId,
  className,
  testId,
  children,
}: {
  name: string;
  symbol: string;
  nameTestId?: string;
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `${styles.headline} ${className}` : styles.headline}
      data-testid={testId}
    >
      <div className={styles.name}>
        <h1 data-testid={nameTestId}>{name}</h1>
        <span>{symbol}</span>
      </div>
      {children}
    </section>
  );
}
