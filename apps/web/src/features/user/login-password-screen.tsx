import { changeLoginPasswordRequest } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Page } from '../../shared/ui/page';
import { useChangeLoginPassword } from './api';
import styles from './user.module.css';

/**
 * /user/loginPassword: old, new and confirm; success ends every session and returns to login.
 * What is wrong is said beside the field it concerns (a wrong old password too), as on register.
 */
export function LoginPasswordScreen() {
  const { t } = useTranslation();
  const { form, field, check, showsRefusal } = useFormState(
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    { serverFields: { original_password_wrong: 'oldPassword' } },
  );
  const change = useChangeLoginPassword({ showsRefusal });
  const text = (key: 'old' | 'new' | 'confirm') => ({
    label: t(`loginPassword.${key}`),
    placeholder: t(`loginPassword.${key}Placeholder`),
  });

  const submit = () => {
    const body = check(changeLoginPasswordRequest, form);
    if (body) change.mutate(body);
  };

  return (
    <Page title={t('loginPassword.title')} backTo="/user/setting">
      <SubmitForm className={styles.formCard} onSubmit={submit}>
        <Field
          {...field('oldPassword', 'current-password')}
          kind="currentPassword"
          {...text('old')}
        />
        <Field {...field('newPassword')} kind="newPassword" {...text('new')} />
        <Field {...field('confirmPassword')} kind="newPassword" {...text('confirm')} />
        <p className={styles.hint}>{t('loginPassword.hint')}</p>
        <SubmitButton loading={change.isPending}>{t('loginPassword.submit')}</SubmitButton>
      </SubmitForm>
    </Page>
  );
}
