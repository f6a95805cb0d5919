import { Button } from 'antd-mobile';
import { FUND_PASSWORD_LENGTH, setFundPasswordRequest } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../shared/api/user-info';
import { checkForm, refuse } from '../../shared/forms';
import { Field } from '../../shared/ui/field';
import { Page, useGoBack } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { useSetFundPassword } from './api';
import styles from './user.module.css';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, FUND_PASSWORD_LENGTH);

function FundPasswordForm({ alreadySet }: { alreadySet: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack('/user/setting');
  const save = useSetFundPassword();
  const [form, setForm] = useState({ proof: '', newFundPassword: '', confirmFundPassword: '' });
  const update = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  const submit = () => {
    // Setting asks for the login password; changing asks for the current fund password.
    if (!form.proof) {
      refuse(alreadySet ? 'fund_password_format' : 'password_required');
      return;
    }
    const proof = alreadySet ? { oldFundPassword: form.proof } : { loginPassword: form.proof };
    const body = checkForm(setFundPasswordRequest, {
      ...proof,
      newFundPassword: form.newFundPassword,
      confirmFundPassword: form.confirmFundPassword,
    });
    if (!body) return;
    save.mutate(body, {
      onSuccess: () => {
        showSuccess(t('fundPassword.success'));
        goBack();
      },
    });
  };

  return (
    <form
      className={styles.formCard}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      {alreadySet ? (
        <Field
          label={t('fundPassword.old')}
          name="current-fund-password"
          value={form.proof}
          onChange={(proof) => update({ proof: digitsOnly(proof) })}
          placeholder={t('fundPassword.oldPlaceholder')}
          secret
          inputMode="numeric"
          autoComplete="off"
          maxLength={FUND_PASSWORD_LENGTH}
        />
      ) : (
        <Field
          label={t('fundPassword.loginPassword')}
          name="current-password"
          value={form.proof}
          onChange={(proof) => update({ proof })}
          placeholder={t('fundPassword.loginPasswordPlaceholder')}
          secret
          autoComplete="current-password"
          maxLength={128}
        />
      )}
      <Field
        label={t('fundPassword.new')}
        name="new-fund-password"
        value={form.newFundPassword}
        onChange={(value) => update({ newFundPassword: digitsOnly(value) })}
        placeholder={t('fundPassword.newPlaceholder')}
        secret
        inputMode="numeric"
        autoComplete="off"
        maxLength={FUND_PASSWORD_LENGTH}
      />
      <Field
        label={t('fundPassword.confirm')}
        name="confirm-fund-password"
        value={form.confirmFundPassword}
        onChange={(value) => update({ confirmFundPassword: digitsOnly(value) })}
        placeholder={t('fundPassword.confirmPlaceholder')}
        secret
        inputMode="numeric"
        autoComplete="off"
        maxLength={FUND_PASSWORD_LENGTH}
      />
      <p className={styles.hint}>
        {alreadySet ? t('fundPassword.hintChange') : t('fundPassword.hintSet')}
      </p>
      <Button block type="submit" color="primary" size="large" loading={save.isPending}>
        {t('fundPassword.submit')}
      </Button>
    </form>
  );
}

/** /user/setPassword: set the fund password the first time, or change it. */
export function FundPasswordScreen() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const alreadySet = info.data?.fundPasswordSet;
  const title = alreadySet ? t('fundPassword.titleChange') : t('fundPassword.titleSet');
  return (
    <Page title={title} backTo="/user/setting">
      {info.data ? (
        // Keyed so the fields start empty when the state flips from "set" to "change".
        <FundPasswordForm key={String(alreadySet)} alreadySet={info.data.fundPasswordSet} />
      ) : info.isError ? (
        <LoadFailed onRetry={() => void info.refetch()} />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
