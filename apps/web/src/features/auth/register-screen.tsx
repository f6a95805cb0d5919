import { Button } from 'antd-mobile';
import { ACCOUNT_DIGITS, LOGIN_PASSWORD_LENGTH, registerRequest } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { checkForm } from '../../shared/forms';
import { Field } from '../../shared/ui/field';
import { Page } from '../../shared/ui/page';
import { showSuccess } from '../../shared/ui/toast';
import { useRegister } from './api';
import styles from './auth.module.css';

const EMPTY_FORM = { account: '', password: '', confirmPassword: '', invitationCode: '' };

export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const [form, setForm] = useState(EMPTY_FORM);
  const update = (change: Partial<typeof form>) =>
    setForm((current) => ({ ...current, ...change }));

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
      <form
        className={styles.card}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Field
          label={t('register.account')}
          name="account"
          value={form.account}
          onChange={(account) => update({ account })}
          placeholder={t('register.accountPlaceholder')}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={ACCOUNT_DIGITS + 4}
        />
        <Field
          label={t('register.password')}
          name="new-password"
          value={form.password}
          onChange={(password) => update({ password })}
          placeholder={t('register.passwordPlaceholder')}
          secret
          autoComplete="new-password"
          maxLength={LOGIN_PASSWORD_LENGTH + 8}
        />
        <Field
          label={t('register.confirmPassword')}
          name="confirm-password"
          value={form.confirmPassword}
          onChange={(confirmPassword) => update({ confirmPassword })}
          placeholder={t('register.confirmPasswordPlaceholder')}
          secret
          autoComplete="new-password"
          maxLength={LOGIN_PASSWORD_LENGTH + 8}
        />
        <Field
          label={t('register.invitationCode')}
          name="invitation-code"
          value={form.invitationCode}
          onChange={(invitationCode) => update({ invitationCode })}
          placeholder={t('register.invitationCodePlaceholder')}
          autoComplete="off"
          maxLength={32}
        />
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={register.isPending}
          className={styles.submit}
        >
          {t('register.submit')}
        </Button>
        <p className={styles.switchPrompt}>
          {t('register.haveAccount')}{' '}
          <Link to="/login/login" replace className={styles.textLinkStrong}>
            {t('register.login')}
          </Link>
        </p>
      </form>
    </Page>
  );
}
