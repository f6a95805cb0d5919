import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

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
      className={wide ? 'dialog dialog-wide' : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <header className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.close')}
          onClick={onClose}
          disabled={busy}
        >
          <Icon name="close" />
        </button>
      </header>
      <div className="dialog-body">{children}</div>
      {footer ? <footer className="dialog-footer">{footer}</footer> : null}
    </dialog>
  );
}
