import { registerRequest } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../shared/storage';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Page } from '../../shared/ui/page';
import { showSuccess } from '../../shared/ui/toast';
import { AgreementCheck } from './agreement';
import { useRegister } from './api';
import styles from './auth.module.css';

/**
 * An empty form, with the invitation code of the link that opened it (`#/login/register?code=`,
 * features/referral); the agreement stays ticked if it was accepted on this device before.
 */
function initialForm(invitationCode: string) {
  return {
    account: '',
    password: '',
    confirmPassword: '',
    invitationCode,
    agreed: readStorage(STORAGE_KEYS.agreementAccepted) === '1',
  };
}

export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const codeFromLink = (params.get('code') ?? '').trim().slice(0, 32);
  const { form, field, update, check, refuse, showsRefusal, errorOf } = useFormState(
    () => initialForm(codeFromLink),
    {
      // Refusals only the server makes; the contract's rules name their fields themselves.
      serverFields: { inviter_not_found: 'invitationCode', account_exists: 'account' },
    },
  );
  const register = useRegister({ showsRefusal });
  const text = (key: 'account' | 'password' | 'confirmPassword' | 'invitationCode') => ({
    label: t(`register.${key}`),
    placeholder: t(`register.${key}Placeholder`),
  });

  const submit = () => {
    // The contract's own rules: ten digits, 8 letters or digits, matching passwords, a code.
    const body = check(registerRequest, { ...form, account: form.account.trim() });
    if (!body) return;
    if (!form.agreed) {
      refuse('agreed', 'agreement_required');
      return;
    }
    register.mutate(body, {
      // Registered and signed in (features/auth/api.ts): on to Home, as after a login.
      onSuccess: () => {
        writeStorage(STORAGE_KEYS.agreementAccepted, '1');
        showSuccess(t('register.success'));
        void navigate('/home/index', { replace: true });
      },
    });
  };

  return (
    <Page title={t('register.title')} backTo="/login/login" className={styles.registerContent}>
      <p className={styles.formLead}>{t('register.subtitle')}</p>
      <SubmitForm className={styles.card} onSubmit={submit}>
        <Field {...field('account')} kind="newAccount" {...text('account')} />
        <Field {...field('password', 'new-password')} kind="newPassword" {...text('password')} />
        <Field {...field('confirmPassword')} kind="newPassword" {...text('confirmPassword')} />
        <Field {...field('invitationCode')} kind="code" {...text('invitationCode')} />
        <AgreementCheck
          checked={form.agreed}
          onChange={(agreed) => update({ agreed })}
          error={errorOf('agreed')}
        />
        <SubmitButton loading={register.isPending} className={styles.submit}>
          {t('register.submit')}
        </SubmitButton>
        <p className={styles.switchPrompt}>
          {t('register.haveAccount')}{' '}
          <Link to="/login/login" replace className={styles.textLinkStrong}>
            {t('register.login')}
          </Link>
        </p>
      </SubmitForm>
    </Page>
  );
}
