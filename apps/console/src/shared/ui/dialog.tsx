import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';
import { cx } from './class-names';
import { Icon } from './icons';
import styles from './dialog.module.css';

type DialogProps = {
  title: string;
  onClose: () => void;
  /** While a request runs the dialog cannot be dismissed (Escape and the close button do nothing). */
  busy?: boolean;
  footer?: ReactNode;
  /** A wider dialog, for an image or a form of several columns. */
  wide?: boolean;
  children: ReactNode;
};

/** A modal on the native <dialog>: focus is trapped and Escape closes it, without a library. */
export function Dialog({
  title,
  onClose,
  busy = false,
  footer,
  wide = false,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => dialog.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={cx(styles.dialog, wide && styles.wide)}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <header className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        <IconButton label={t('common.close')} onClick={onClose} disabled={busy}>
          <Icon name="close" />
        </IconButton>
      </header>
      <div className={styles.body}>{children}</div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </dialog>
  );
}
