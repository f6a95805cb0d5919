import { reasonField } from '@kabuto/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorKey } from '../i18n';
import { Button } from './button';
import { Definition, DefinitionList } from './definition-list';
import { Dialog } from './dialog';
import { ErrorNotice } from './error-notice';
import { Field, FormStack, formStackClass } from './field';
import { Notice } from './notice';
import { Text, textClass } from './text';
import { useToast } from './toast';
import styles from './reasoned-action-dialog.module.css';

const REASON_MAX_CHARS = 500;

type ReasonedActionDialogProps = {
  title: string;
  /** Shown on both steps: what the action is about (a customer, a setting), or a sentence. */
  context: ReactNode;
  /** Inputs before the reason (a restriction to choose, a new value). */
  fields?: ReactNode;
  /** Checks `fields` and shows their errors; the dialog moves on only when it answers true. */
  validate?: () => boolean;
  /** The reason's label and hint; by default an administrator's note for the audit log. */
  reasonLabel?: string;
  reasonHint?: string;
  /**
   * The words may be left out (an approval's note): then nothing is checked but the length, and
   * the confirmation says there are none. A reason is required otherwise.
   */
  reasonOptional?: boolean;
  confirmLead: string;
  /** What will happen, shown on the confirmation step (rows of a summary list). */
  summary: ReactNode;
  warning?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** A wider dialog for a form of several fields. */
  wide?: boolean;
  submit: (reason: string) => Promise<unknown>;
  /** The toast once it is done (asked after `submit` succeeded); the dialog then closes. */
  done: () => string;
  onClose: () => void;
};

/**
 * Every operator action that changes something states why (integrity rule 9): a form with a
 * required reason, then a confirmation of exactly what will be sent, then the request.
 */
export function ReasonedActionDialog(props: ReasonedActionDialogProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();
  const reasonLabel = props.reasonLabel ?? t('restrict.reason');

  function review() {
    const fieldsValid = props.validate ? props.validate() : true;
    const checked = props.reasonOptional
      ? { success: true as const }
      : reasonField.safeParse(reason);
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
      notify(props.done());
      props.onClose();
    } catch (error) {
      setSubmitError(error);
      setPending(false);
    }
  }

  const footer =
    step === 'edit' ? (
      <>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form={formId} variant="primary">
          {t('common.next')}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={() => setStep('edit')} disabled={pending}>
          {t('common.back')}
        </Button>
        <Button
          variant={props.danger ? 'danger' : 'primary'}
          onClick={() => void confirm()}
          disabled={pending}
          autoFocus
        >
          {pending ? t('common.processing') : props.confirmLabel}
        </Button>
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
      <div className={styles.context}>
        {typeof props.context === 'string' ? (
          <p className={styles.note}>{props.context}</p>
        ) : (
          props.context
        )}
      </div>
      {step === 'edit' ? (
        <form
          id={formId}
          className={formStackClass}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          {props.fields}
          <Field
            label={reasonLabel}
            error={reasonError}
            hint={
              <span className={styles.hintRow}>
                <span>{props.reasonHint ?? t('common.auditReasonHint')}</span>
                <Text tabular nowrap>
                  {t('common.charCount', { count: reason.length, max: REASON_MAX_CHARS })}
                </Text>
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
                required={!props.reasonOptional}
              />
            )}
          </Field>
        </form>
      ) : (
        <FormStack>
          <p className={styles.lead}>{props.confirmLead}</p>
          <DefinitionList look="summary" testId="confirm-summary">
            {props.summary}
            <Definition
              label={reasonLabel}
              className={textClass({ prewrap: true, muted: reason.trim() === '' })}
            >
              {reason.trim() || t('common.none')}
            </Definition>
          </DefinitionList>
          {props.warning ? <Notice tone="warning">{props.warning}</Notice> : null}
          {submitError ? <ErrorNotice error={submitError} /> : null}
        </FormStack>
      )}
    </Dialog>
  );
}

/** The summary's one line of what the dialog will do ("Decision: Approve"). */
export function ActionLine({ label, action }: { label: string; action: string }) {
  return (
    <Definition label={label}>
      <strong>{action}</strong>
    </Definition>
  );
}
