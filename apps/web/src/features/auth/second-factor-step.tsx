import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { useSecondFactorSignIn } from './api';
import styles from './auth.module.css';

/**
 * The login's second step (docs/two-factor.md): the password was right, but two-factor sign-in is
 * on and this device has not passed it. A code from the authenticator app, or a recovery code,
 * redeems the challenge the login answered; then the session opens as a login's would.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (account: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { form, field, refuse, showsRefusal } = useFormState(
    { code: '' },
    // A spent or expired challenge is the whole form's: a toast, and back to the password.
    { serverFields: { two_factor_code_wrong: 'code', two_factor_code_required: 'code' } },
  );
  const signIn = useSecondFactorSignIn({ showsRefusal });

  const submit = () => {
    const code = form.code.replace(/\s+/g, '');
    if (!code) {
      refuse('code', 'two_factor_code_required');
      return;
    }
    signIn.mutate(
      { challenge, code },
      {
        onSuccess: (session) => onSignedIn(session.account),
        onError: (error) => {
          if (error instanceof ApiError && error.key === 'login_challenge_expired') onBack();
        },
      },
    );
  };

  return (
    <SubmitForm className={styles.card} onSubmit={submit}>
      <h2 className={styles.stepTitle}>{t('secondFactor.title')}</h2>
      <p className={styles.stepLead}>{t('secondFactor.lead')}</p>
      <Field
        {...field('code', 'second-factor-code')}
        kind="oneTimeCode"
        label={t('secondFactor.code')}
        placeholder={t('secondFactor.codePlaceholder')}
      />
      <SubmitButton loading={signIn.isPending} className={styles.submit}>
        {t('secondFactor.submit')}
      </SubmitButton>
      <div className={styles.linkRow}>
        <button type="button" className={styles.textButton} onClick={onBack}>
          {t('secondFactor.back')}
        </button>
      </div>
    </SubmitForm>
  );
}
