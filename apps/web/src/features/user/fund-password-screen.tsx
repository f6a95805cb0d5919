import { setFundPasswordRequest } from '@kabuto/contract';
import { useTranslation } from 'react-i18next';
import { useTwoFactorStatus } from '../../shared/api/two-factor-status';
import { useUserInfo } from '../../shared/api/user-info';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Page, useGoBack } from '../../shared/ui/page';
import { LoadFailed, Loading } from '../../shared/ui/status';
import { showSuccess } from '../../shared/ui/toast';
import { useSetFundPassword } from './api';
import styles from './user.module.css';

function FundPasswordForm({
  alreadySet,
  twoFactorOn,
}: {
  alreadySet: boolean;
  /** Two-factor sign-in is on: a code is asked too (docs/two-factor.md). */
  twoFactorOn: boolean;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack('/user/setting');
  // Setting asks for the login password; changing asks for the current fund password.
  const proof = alreadySet ? 'oldFundPassword' : 'loginPassword';
  const { form, field, check, refuse, showsRefusal } = useFormState(
    {
      loginPassword: '',
      oldFundPassword: '',
      newFundPassword: '',
      confirmFundPassword: '',
      twoFactorCode: '',
    },
    {
      serverFields: {
        original_password_wrong: 'loginPassword',
        fund_password_wrong: 'oldFundPassword',
        two_factor_code_wrong: 'twoFactorCode',
        two_factor_code_required: 'twoFactorCode',
      },
    },
  );
  const save = useSetFundPassword({ showsRefusal });
  const text = (key: 'old' | 'loginPassword' | 'new' | 'confirm') => ({
    label: t(`fundPassword.${key}`),
    placeholder: t(`fundPassword.${key}Placeholder`),
  });

  const submit = () => {
    if (!form[proof]) {
      refuse(proof, alreadySet ? 'fund_password_format' : 'password_required');
      return;
    }
    const body = check(setFundPasswordRequest, {
      [proof]: form[proof],
      newFundPassword: form.newFundPassword,
      confirmFundPassword: form.confirmFundPassword,
      ...(twoFactorOn ? { twoFactorCode: form.twoFactorCode.replace(/\s+/g, '') } : {}),
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
    <SubmitForm className={styles.formCard} onSubmit={submit}>
      {alreadySet ? (
        <Field
          {...field('oldFundPassword', 'current-fund-password')}
          kind="fundPassword"
          {...text('old')}
        />
      ) : (
        <Field
          {...field('loginPassword', 'current-password')}
          kind="currentPassword"
          {...text('loginPassword')}
        />
      )}
      <Field {...field('newFundPassword')} kind="fundPassword" {...text('new')} />
      <Field {...field('confirmFundPassword')} kind="fundPassword" {...text('confirm')} />
      {twoFactorOn ? (
        <Field
          {...field('twoFactorCode', 'two-factor-code')}
          kind="oneTimeCode"
          label={t('secondFactor.code')}
          placeholder={t('secondFactor.codePlaceholder')}
        />
      ) : null}
      <p className={styles.hint}>
        {alreadySet ? t('fundPassword.hintChange') : t('fundPassword.hintSet')}
      </p>
      <SubmitButton loading={save.isPending}>{t('fundPassword.submit')}</SubmitButton>
    </SubmitForm>
  );
}

/** /user/setPassword: set the fund password the first time, or change it. */
export function FundPasswordScreen() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const twoFactor = useTwoFactorStatus();
  const alreadySet = info.data?.fundPasswordSet;
  const title = alreadySet ? t('fundPassword.titleChange') : t('fundPassword.titleSet');
  return (
    <Page title={title} backTo="/user/setting">
      {info.data && twoFactor.data ? (
        // Keyed so the fields start empty when the state flips from "set" to "change".
        <FundPasswordForm
          key={String(alreadySet)}
          alreadySet={info.data.fundPasswordSet}
          twoFactorOn={twoFactor.data.on}
        />
      ) : info.isError || twoFactor.isError ? (
        <LoadFailed
          onRetry={() => {
            void info.refetch();
            void twoFactor.refetch();
          }}
        />
      ) : (
        <Loading />
      )}
    </Page>
  );
}
