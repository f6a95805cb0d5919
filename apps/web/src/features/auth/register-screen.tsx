import { registerRequest } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { checkForm } from '../../shared/forms';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Page } from '../../shared/ui/page';
import { showSuccess } from '../../shared/ui/toast';
import { useRegister } from './api';
import styles from './auth.module.css';

const EMPTY_FORM = { account: '', password: '', confirmPassword: '', invitationCode: '' };

export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const { form, field } = useFormState(EMPTY_FORM);
  const text = (key: 'account' | 'password' | 'confirmPassword' | 'invitationCode') => ({
    label: t(`register.${key}`),
    placeholder: t(`register.${key}Placeholder`),
  });

  const submit = () => {
    // The contract's own rules: ten digits, 8 letters or digits, matching passwords, a code.
    const body = checkForm(registerRequest, { ...form, account: form.account.trim() });
    if (!body) return;
    register.mutate(body, {
      onSuccess: (created) => {
        showSuccess(t('register.success'));
        void navigate('/login/login', { replace: true, state: { account: created.account } });
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
