import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';
import { cx } from './class-names';
import styles from './button.module.css';

export type ButtonLook = {
  /** primary: the page's main action; danger: one that takes something away; ghost: a quiet one. */
  variant?: 'primary' | 'danger' | 'ghost';
  /** In a table row, a panel's title or a notice. */
  small?: boolean;
  /** The whole width of its form (the login). */
  block?: boolean;
};

function buttonClass({ variant, small = false, block = false }: ButtonLook): string {
  return cx(
    styles.button,
    variant && styles[variant],
    small && styles.small,
    block && styles.block,
  );
}

type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button; `type="button"` unless it submits its form. */
export function Button({ variant, small, block, type = 'button', ...props }: ButtonProps) {
  return <button {...props} type={type} className={buttonClass({ variant, small, block })} />;
}

/** A link that looks like a button: it opens a page rather than doing something. */
export function ButtonLink({ variant, small, block, ...props }: ButtonLook & LinkProps) {
  return <Link {...props} className={buttonClass({ variant, small, block })} />;
}

/** A small square button with only an icon; `label` names it for screen readers. */
export function IconButton({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-label' | 'className' | 'children'
>) {
  return (
    <button {...props} type="button" className={styles.icon} aria-label={label}>
      {children}
    </button>
  );
}

/** Asks a list or a record again (a queue another desk works on at the same time). */
export function RefreshButton({
  query,
}: {
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}) {
  const { t } = useTranslation();
  return (
    <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
      {t('common.refresh')}
    </Button>
  );
}
