import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './text.module.css';

export type TextStyle = {
  /** Secondary: a hint, a unit, an id next to a name. */
  muted?: boolean;
  small?: boolean;
  /** A code the operator reads or copies character by character (an account, an order number). */
  mono?: boolean;
  /** Figures that line up in a column. */
  tabular?: boolean;
  nowrap?: boolean;
  /** Free text as it was typed (a reason): line breaks kept, long words wrapped. */
  prewrap?: boolean;
  strong?: boolean;
};

/** The class of a text style, for an element that is not a `Text` (a table cell, an input). */
export function textClass(style: TextStyle): string {
  return cx(
    style.muted && styles.muted,
    style.small && styles.small,
    style.mono && styles.mono,
    style.tabular && styles.tabular,
    style.nowrap && styles.nowrap,
    style.prewrap && styles.prewrap,
    style.strong && styles.strong,
  );
}

/** A run of text in one of the console's text styles; `block` makes it a line of its own. */
export function Text({
  block = false,
  children,
  ...style
}: TextStyle & { block?: boolean; children: ReactNode }) {
  const className = textClass(style);
  return block ? (
    <div className={className}>{children}</div>
  ) : (
    <span className={className}>{children}</span>
  );
}

/** The mark of a value that is not there (yet): never an empty cell, never a zero. */
export function Dash() {
  return <span className={styles.muted}>—</span>;
}

/** Words for screen readers only (the sign of a diff line, the name of an icon's control). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}

/** A code with its words above it (an action, a record type): the words to read, the code to search. */
export function LabelledCode({
  label,
  code,
  strong = false,
}: {
  label: ReactNode;
  code: string;
  strong?: boolean;
}) {
  return (
    <>
      {strong ? <Text strong>{label}</Text> : label}
      <Text block mono muted small>
        {code}
      </Text>
    </>
  );
}
