import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cx } from './class-names';
import { Icon, type IconName } from './icons';
import { textClass } from './text';
import styles from './filter-bar.module.css';

/** The bar above a list: its filters, and on the right what it says about the list (`aside`). */
export function Toolbar({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      {children}
      <Aside>{aside}</Aside>
    </div>
  );
}

function Aside({ children }: { children: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <>
      <span className={styles.spacer} />
      <span className={styles.aside}>{children}</span>
    </>
  );
}

/**
 * A list's filter form: the fields, the button that applies them and, while the list is
 * filtered, one that clears them. The filter lives in the address, so `onApply` writes it there.
 */
export function FilterBar({
  onApply,
  applyLabel,
  applyIcon = 'filter',
  onClear,
  clearLabel,
  aside,
  children,
}: {
  onApply: () => void;
  applyLabel: string;
  applyIcon?: IconName;
  /** Shown only while the list is filtered. */
  onClear?: () => void;
  clearLabel?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      className={styles.toolbar}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      {children}
      <Button type="submit" variant="primary">
        <Icon name={applyIcon} />
        {applyLabel}
      </Button>
      {onClear ? (
        <Button variant="ghost" onClick={onClear}>
          {clearLabel ?? t('common.clear')}
        </Button>
      ) : null}
      <Aside>{aside}</Aside>
    </form>
  );
}

/** One labelled control of a filter bar. */
export function FilterField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      {children}
    </label>
  );
}

/** A search box of a filter bar; `wide` for an account or an id, `mono` for codes. */
export function FilterInput({
  wide = false,
  mono = false,
  className,
  ...props
}: { wide?: boolean; mono?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      type="search"
      {...props}
      className={cx(textClass({ mono }), wide && styles.wide, className)}
    />
  );
}
