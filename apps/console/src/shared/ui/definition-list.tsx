import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './definition-list.module.css';

/**
 * Labelled values. `ruled` in a panel (wideLabels for long labels), `summary` in a dialog
 * (compact for the context above a form), `dense` inside a table cell.
 */
export function DefinitionList({
  look,
  wideLabels = false,
  compact = false,
  testId,
  children,
}: {
  look: 'ruled' | 'summary' | 'dense';
  wideLabels?: boolean;
  compact?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <dl
      className={cx(
        styles.list,
        styles[look],
        wideLabels && styles.wideLabels,
        compact && styles.compact,
      )}
      data-testid={testId}
    >
      {children}
    </dl>
  );
}

/** One labelled value of a `DefinitionList`. */
export function Definition({
  label,
  className,
  children,
}: {
  label: ReactNode;
  /** The value's own style (a text style, a feature's class). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
