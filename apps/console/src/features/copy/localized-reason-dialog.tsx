import { LOCALES, type Locale, type LocalizedNames } from '@kabuto/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorKey } from '../../shared/i18n';
import { Button } from '../../shared/ui/button';
import { Definition, DefinitionList } from '../../shared/ui/definition-list';
import { Dialog } from '../../shared/ui/dialog';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Field, FormStack, formStackClass } from '../../shared/ui/field';
import { Notice } from '../../shared/ui/notice';
import { Text, textClass } from '../../shared/ui/text';
import { useToast } from '../../shared/ui/toast';
import { blankNames, localizedReasonFromDraft, type DraftErrors, type Names } from './copy-form';
import styles from './copy.module.css';

/** The contract's longest reason followers read (copyCloseProductRequest, copySuspendStrategyRequest). */
const REASON_MAX_CHARS = 200;

type LocalizedReasonDialogProps = {
  title: string;
  /** Shown on both steps: what the action is about. */
  context: ReactNode;
  /** The reason's legend: followers read it in their own language. */
  reasonLegend: string;
  reasonHint: string;
  confirmLead: string;
  /** What will happen, shown on the confirmation step (rows of a summary list). */
  summary: ReactNode;
  /** What cannot be undone: shown while the reason is written and again before confirming. */
  warning: ReactNode;
  confirmLabel: string;
  submit: (reason: LocalizedNames) => Promise<unknown>;
  /** The toast once it is done; the dialog then closes. */
  done: () => string;
  onClose: () => void;
};

/**
 * An action whose reason the customers read (a product ended or terminated, a strategy
 * suspended): the reason in every language, so each follower reads it in theirs, then a
 * confirmation of exactly what will be sent, then the request (audited with the reason). The
 * shared reasoned dialog's steps, with three reasons in place of the one note.
 */
export function LocalizedReasonDialog(props: LocalizedReasonDialogProps) {
  const { t } = useTranslation();
  const { t: copyText } = useTranslation('copy');
  const notify = useToast();
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [reason, setReason] = useState<Names>(blankNames);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const formId = useId();
  const checked = localizedReasonFromDraft(reason);
  const languageName = (language: Locale) => t(`language.names.${language}`);

  function review() {
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSubmitError(null);
    setStep('confirm');
  }

  async function confirm() {
    if (!checked.ok) return;
    setPending(true);
    setSubmitError(null);
    try {
      await props.submit(checked.body);
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
        <Button variant="danger" onClick={() => void confirm()} disabled={pending} autoFocus>
          {pending ? t('common.processing') : props.confirmLabel}
        </Button>
      </>
    );

  return (
    <Dialog title={props.title} onClose={props.onClose} busy={pending} footer={footer} wide>
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
          <Notice tone="warning">{props.warning}</Notice>
          <fieldset className={styles.reasons}>
            <legend>{props.reasonLegend}</legend>
            {LOCALES.map((language) => {
              const error = errors[`reason.${language}`];
              return (
                <Field
                  key={language}
                  label={copyText('inLanguage', {
                    field: props.reasonLegend,
                    language: languageName(language),
                  })}
                  error={error ? translateErrorKey(error) : null}
                  hint={
                    <span className={styles.hintRow}>
                      <span>{props.reasonHint}</span>
                      <Text tabular nowrap>
                        {t('common.charCount', {
                          count: reason[language].length,
                          max: REASON_MAX_CHARS,
                        })}
                      </Text>
                    </span>
                  }
                >
                  {(control) => (
                    <textarea
                      {...control}
                      lang={language}
                      rows={2}
                      maxLength={REASON_MAX_CHARS}
                      value={reason[language]}
                      onChange={(event) => {
                        const value = event.target.value;
                        setReason((current) => ({ ...current, [language]: value }));
                        setErrors((current) => ({ ...current, [`reason.${language}`]: undefined }));
                      }}
                      required
                    />
                  )}
                </Field>
              );
            })}
          </fieldset>
        </form>
      ) : (
        <FormStack>
          <p className={styles.lead}>{props.confirmLead}</p>
          <DefinitionList look="summary" testId="confirm-summary">
            {props.summary}
            {checked.ok
              ? LOCALES.map((language) => (
                  <Definition
                    key={language}
                    label={copyText('inLanguage', {
                      field: props.reasonLegend,
                      language: languageName(language),
                    })}
                    className={textClass({ prewrap: true })}
                  >
                    <span lang={language}>{checked.body[language]}</span>
                  </Definition>
                ))
              : null}
          </DefinitionList>
          <Notice tone="warning">{props.warning}</Notice>
          {submitError ? <ErrorNotice error={submitError} /> : null}
        </FormStack>
      )}
    </Dialog>
  );
}
