import { reasonField } from '@kabuto/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorKey } from '../i18n';
import { Dialog } from './dialog';
import { ErrorNotice } from './error-notice';
import { Field } from './field';
import { Notice } from './notice';

const REASON_MAX_CHARS = 500;

type ReasonedActionDialogProps = {
  title: string;
  /** Shown on both steps: what the action is about (a customer, a setting). */
  context: ReactNode;
  /** Inputs before the reason (a restriction to choose, a new value). */
  fields?: ReactNode;
  /** Checks `fields` and shows their errors; the dialog moves on only when it answers true. */
  validate?: () => boolean;
  reasonLabel: string;
  reasonHint: string;
  confirmLead: string;
  /** What will happen, shown on the confirmation step. */
  summary: ReactNode;
  warning?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** A wider dialog for a form of several fields. */
  wide?: boolean;
  submit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
};

/**
 * Every operator action that changes something states why (integrity rule 9): a form with a
 * required reason, then a confirmation of exactly what will be sent, then the request.
 */
export function ReasonedActionDialog(props: ReasonedActionDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();

  function review() {
    const fieldsValid = props.validate ? props.validate() : true;
    const checked = reasonField.safeParse(reason);
    setReasonError(
      checked.success ? null : translateErrorKey(checked.error.issues[0]?.message ?? null),
    );
    if (fieldsValid && checked.success) {
      setSubmitError(null);
      setStep('confirm');
    }
  }

  async function confirm() {
    setPending(true);
    setSubmitError(null);
    try {
      await props.submit(reason.trim());
      props.onDone();
    } catch (error) {
      setSubmitError(error);
      setPending(false);
    }
  }

  const footer =
    step === 'edit' ? (
      <>
        <button type="button" className="btn" onClick={props.onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" form={formId} className="btn btn-primary">
          {t('common.next')}
        </button>
      </>
    ) : (
      <>
        <button type="button" className="btn" onClick={() => setStep('edit')} disabled={pending}>
          {t('common.back')}
        </button>
        <button
          type="button"
          className={props.danger ? 'btn btn-danger' : 'btn btn-primary'}
          onClick={() => void confirm()}
          disabled={pending}
          autoFocus
        >
          {pending ? t('common.processing') : props.confirmLabel}
        </button>
      </>
    );

  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      busy={pending}
      footer={footer}
      wide={props.wide}
    >
      <div className="dialog-context">{props.context}</div>
      {step === 'edit' ? (
        <form
          id={formId}
          className="form-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          {props.fields}
          <Field
            label={props.reasonLabel}
            error={reasonError}
            hint={
              <span className="hint-row">
                <span>{props.reasonHint}</span>
                <span className="tabular nowrap">
                  {t('common.charCount', { count: reason.length, max: REASON_MAX_CHARS })}
                </span>
              </span>
            }
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={REASON_MAX_CHARS}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(null);
                }}
                required
              />
            )}
          </Field>
        </form>
      ) : (
        <div className="form-stack">
          <p className="confirm-lead">{props.confirmLead}</p>
          <dl className="summary-list">
            {props.summary}
            <div>
              <dt>{props.reasonLabel}</dt>
              <dd className="prewrap">{reason.trim()}</dd>
            </div>
          </dl>
          {props.warning ? <Notice tone="warning">{props.warning}</Notice> : null}
          {submitError ? <ErrorNotice error={submitError} /> : null}
        </div>
      )}
    </Dialog>
  );
}
