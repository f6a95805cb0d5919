import { Button } from 'antd-mobile';
import { changeLoginPasswordRequest, LOGIN_PASSWORD_LENGTH } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForm } from '../../shared/forms';
import { Field } from '../../shared/ui/field';
import { Page } from '../../shared/ui/page';
import { useChangeLoginPassword } from './api';
import styles from './user.module.css';

/** /user/loginPassword: old, new and confirm; success ends every session and returns to login. */
export function LoginPasswordScreen() {
  const { t } = useTranslation();
  const change = useChangeLoginPassword();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const update = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  const submit = () => {
    const body = checkForm(changeLoginPasswordRequest, form);
    if (body) change.mutate(body);
  };

  return (
    <Page title={t('loginPassword.title')} backTo="/user/setting">
      <form
        className={styles.formCard}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Field
          label={t('loginPassword.old')}
          name="current-password"
          value={form.oldPassword}
          onChange={(oldPassword) => update({ oldPassword })}
          placeholder={t('loginPassword.oldPlaceholder')}
          secret
          autoComplete="current-password"
          maxLength={128}
        />
        <Field
          label={t('loginPassword.new')}
          name="new-password"
          value={form.newPassword}
          onChange={(newPassword) => update({ newPassword })}
          placeholder={t('loginPassword.newPlaceholder')}
          secret
          autoComplete="new-password"
          maxLength={LOGIN_PASSWORD_LENGTH + 8}
        />
        <Field
          label={t('loginPassword.confirm')}
          name="confirm-password"
          value={form.confirmPassword}
          onChange={(confirmPassword) => update({ confirmPassword })}
          placeholder={t('loginPassword.confirmPlaceholder')}
          secret
          autoComplete="new-password"
          maxLength={LOGIN_PASSWORD_LENGTH + 8}
        />
        <p className={styles.hint}>{t('loginPassword.hint')}</p>
        <Button block type="submit" color="primary" size="large" loading={change.isPending}>
          {t('loginPassword.submit')}
        </Button>
      </form>
    </Page>
  );
}
