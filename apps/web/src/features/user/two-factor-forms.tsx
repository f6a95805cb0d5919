import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { Dialog } from '../../shared/ui/overlays';
import { showSuccess } from '../../shared/ui/toast';
import { useNewRecoveryCodes, useTurnOffTwoFactor } from './two-factor-api';
import styles from './two-factor.module.css';

const CODE_FIELDS = { two_factor_code_wrong: 'code', two_factor_code_required: 'code' } as const;

/** The recovery codes, shown once: right after turning on or making new ones. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('activity');
  return (
    <section className={styles.panel} data-testid="recovery-codes">
      <h2>{t('twoFactor.codesTitle')}</h2>
      <p className={styles.lead}>{t('twoFactor.codesLead')}</p>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button block color="primary" size="large" onClick={onDone}>
        {t('twoFactor.codesDone')}
      </Button>
    </section>
  );
}

/** New recovery codes for a code from the app (a recovery code cannot make more). */
export function NewRecoveryCodesForm({
  onRecoveryCodes,
}: {
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation('activity');
  const { form, field, refuse, showsRefusal, setForm } = useFormState(
    { code: '' },
    { serverFields: CODE_FIELDS },
  );
  const renew = useNewRecoveryCodes({ showsRefusal });
  const submit = () => {
    const code = form.code.replace(/\s+/g, '');
    if (!code) {
      refuse('code', 'two_factor_code_required');
      return;
    }
    renew.mutate(code, {
      onSuccess: ({ recoveryCodes }) => {
        setForm({ code: '' });
        onRecoveryCodes(recoveryCodes);
      },
    });
  };
  return (
    <SubmitForm className={styles.panel} onSubmit={submit}>
      <h2>{t('twoFactor.newCodesTitle')}</h2>
      <p className={styles.lead}>{t('twoFactor.newCodesLead')}</p>
      <Field
        {...field('code', 'new-codes-code')}
        kind="oneTimeCode"
        label={t('twoFactor.appCode')}
        placeholder={t('twoFactor.appCodePlaceholder')}
      />
      <SubmitButton loading={renew.isPending} className={styles.action}>
        {t('twoFactor.newCodes')}
      </SubmitButton>
    </SubmitForm>
  );
}

/** Turning off: the login password and a code (or a recovery code), after a confirmation. */
export function TurnOffForm() {
  const { t } = useTranslation('activity');
  const { t: tCommon } = useTranslation();
  const { form, field, refuse, showsRefusal } = useFormState(
    { loginPassword: '', code: '' },
    { serverFields: { ...CODE_FIELDS, original_password_wrong: 'loginPassword' } },
  );
  const turnOff = useTurnOffTwoFactor({ showsRefusal });
  const submit = () => {
    const code = form.code.replace(/\s+/g, '');
    if (!form.loginPassword) {
      refuse('loginPassword', 'password_required');
      return;
    }
    if (!code) {
      refuse('code', 'two_factor_code_required');
      return;
    }
    void Dialog.confirm({
      content: t('twoFactor.turnOffConfirm'),
      confirmText: t('twoFactor.turnOff'),
      cancelText: tCommon('common.cancel'),
      onConfirm: async () => {
        try {
          await turnOff.mutateAsync({ loginPassword: form.loginPassword, code });
          showSuccess(t('twoFactor.turnedOff'));
        } catch {
          // Told beside its field or as a toast by the API client.
        }
      },
    });
  };
  return (
    <SubmitForm className={styles.panel} onSubmit={submit}>
      <h2>{t('twoFactor.turnOffTitle')}</h2>
      <p className={styles.lead}>{t('twoFactor.turnOffLead')}</p>
      <Field
        {...field('loginPassword', 'current-password')}
        kind="currentPassword"
        label={t('twoFactor.loginPassword')}
        placeholder={t('twoFactor.loginPasswordPlaceholder')}
      />
      <Field
        {...field('code', 'turn-off-code')}
        kind="oneTimeCode"
        label={t('twoFactor.code')}
        placeholder={t('twoFactor.codePlaceholder')}
      />
      <SubmitButton loading={turnOff.isPending} className={styles.action}>
        {t('twoFactor.turnOff')}
      </SubmitButton>
    </SubmitForm>
  );
}
