import { copyLeaderApplyRequest, LOCALES, type ErrorKey, type Locale } from '@kabuto/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newIdempotencyKey } from '../../shared/api';
import { translateErrorKey } from '../../shared/i18n';
import { useLocale } from '../../shared/i18n/use-locale';
import { Card } from '../../shared/ui/card';
import { Field, FieldError } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Notice } from '../../shared/ui/notice';
import { showSuccess } from '../../shared/ui/toast';
import { submissionKey } from './copy-math';
import { useLeaderApply, useRefreshLeaderStatus } from './leader-api';
import styles from './lead.module.css';

/** The contract's longest display name and profile (copyLeaderApplyRequest). */
const DISPLAY_NAME_MAX = 40;
const PROFILE_MAX = 1000;

/**
 * Refusals of the whole application, shown in the form until the next try (a toast would be
 * gone before it is read): the rules it did not meet, or a state that changed elsewhere.
 */
const APPLICATION_REFUSALS: readonly string[] = [
  'copy_leader_history_too_short',
  'verification_required',
  'copy_leader_application_pending',
  'copy_already_leader',
  'account_frozen',
] satisfies ErrorKey[];

/** Refusals that mean my application or strategy is not what the screen shows: it asks again. */
const STATE_MOVED: readonly string[] = [
  'copy_leader_application_pending',
  'copy_already_leader',
] satisfies ErrorKey[];

/** The language the profile is written in: the app's three, each named in its own language. */
function LanguageChoice({
  value,
  onChange,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const { t } = useTranslation('copy');
  const { t: tCommon } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.languages} data-testid="copy-lead-locale">
      <legend className={styles.label}>{t('lead.form.locale')}</legend>
      <div className={styles.languageOptions}>
        {LOCALES.map((locale) => (
          <label key={locale} className={styles.languageOption} lang={locale}>
            <input
              type="radio"
              name={name}
              value={locale}
              checked={value === locale}
              onChange={() => onChange(locale)}
            />
            <span>{tCommon(`language.names.${locale}`)}</span>
          </label>
        ))}
      </div>
      <p className={styles.hint}>{t('lead.form.localeHint')}</p>
    </fieldset>
  );
}

/** A labelled box of several lines, with the characters used (a Field is one line). */
function ProfileField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation('copy');
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const refused = error !== undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('lead.form.profile')}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        name="profile"
        className={refused ? `${styles.textarea} ${styles.refused}` : styles.textarea}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('lead.form.profilePlaceholder')}
        maxLength={PROFILE_MAX}
        rows={6}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? `${errorId} ${countId}` : countId}
      />
      <div className={styles.fieldFoot}>
        <FieldError id={errorId} message={error} />
        <span id={countId} className={styles.count} data-testid="copy-lead-profile-count">
          {t('lead.form.count', { used: String(value.length), max: String(PROFILE_MAX) })}
        </span>
      </div>
    </div>
  );
}

/** Why the application was refused, in the customer's language, with the way on when there is one. */
function Refusal({ refusal }: { refusal: string }) {
  const { t } = useTranslation('copy');
  return (
    <Notice tone="error" className={styles.refusal} testId="copy-lead-refusal">
      <p>{translateErrorKey(refusal)}</p>
      {refusal === 'verification_required' ? (
        <Link to="/user/bandCard" className={styles.inlineLink}>
          {t('lead.rules.verify')}
        </Link>
      ) : null}
    </Notice>
  );
}

/**
 * The application: a display name, a profile and the language they are written in (the app's
 * by default). Checked with the contract's schema first; each submission carries an idempotency
 * key, the same while the same application is sent again (a lost answer), a fresh one for a
 * changed application or after one went through.
 */
export function LeadForm() {
  const { t } = useTranslation('copy');
  const appLocale = useLocale();
  const { form, field, update, check, showsRefusal, errorOf, inputRef } = useFormState<{
    displayName: string;
    profile: string;
    locale: Locale;
  }>(() => ({ displayName: '', profile: '', locale: appLocale }));
  const [refusal, setRefusal] = useState<string | null>(null);
  const refreshStatus = useRefreshLeaderStatus();
  const apply = useLeaderApply({
    showsRefusal: (key) => {
      if (!APPLICATION_REFUSALS.includes(key)) return showsRefusal(key);
      setRefusal(key);
      if (STATE_MOVED.includes(key)) void refreshStatus();
      return true;
    },
  });
  const lastSubmission = useRef<{ request: string; key: string } | null>(null);

  const submit = async () => {
    setRefusal(null);
    const body = check(copyLeaderApplyRequest, form);
    if (!body) return;
    const submission = submissionKey(
      lastSubmission.current,
      JSON.stringify(body),
      newIdempotencyKey,
    );
    lastSubmission.current = submission;
    // A refusal is shown in the form (or beside its field); what was typed stays.
    const application = await apply
      .mutateAsync({ body, idempotencyKey: submission.key })
      .catch(() => null);
    if (!application) return;
    lastSubmission.current = null;
    showSuccess(t('lead.form.done'));
  };

  return (
    <Card title={t('lead.form.title')} testId="copy-lead-form">
      <SubmitForm onSubmit={() => void submit()}>
        <Field
          {...field('displayName', 'display-name')}
          label={t('lead.form.displayName')}
          placeholder={t('lead.form.displayNamePlaceholder', { max: String(DISPLAY_NAME_MAX) })}
          maxLength={DISPLAY_NAME_MAX}
        />
        <ProfileField
          value={form.profile}
          onChange={(profile) => update({ profile })}
          error={errorOf('profile')}
          inputRef={inputRef('profile')}
        />
        <p className={styles.hint}>{t('lead.form.profileHint')}</p>
        <LanguageChoice value={form.locale} onChange={(locale) => update({ locale })} />
        {refusal ? <Refusal refusal={refusal} /> : null}
        <p className={styles.hint}>{t('lead.form.reviewNote')}</p>
        <div className={styles.actions}>
          <SubmitButton loading={apply.isPending}>{t('lead.form.submit')}</SubmitButton>
        </div>
      </SubmitForm>
    </Card>
  );
}
