import { Checkbox } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { loginRequest } from '@kabuto/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { appVersion } from '../../shared/app-version';
import { readPasswordCredential, storePasswordCredential } from '../../shared/credentials';
import { useSiteConfig } from '../../shared/site-config';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../shared/storage';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { Field } from '../../shared/ui/field';
import { SubmitButton, SubmitForm, useFormState } from '../../shared/ui/form';
import { useSupportDialog } from '../../shared/ui/support-dialog';
import { showSuccess } from '../../shared/ui/toast';
import { AgreementCheck } from './agreement';
import { useLogin } from './api';
import { SecondFactorStep } from './second-factor-step';
import styles from './auth.module.css';

/** What the login form starts with: what the customer asked us to remember. */
function initialForm() {
  const rememberedAccount = readStorage(STORAGE_KEYS.rememberedAccount);
  // Older versions kept the password itself here; it is removed on sight.
  removeStorage(STORAGE_KEYS.rememberedPassword);
  return {
    account: rememberedAccount ?? '',
    password: '',
    rememberAccount: rememberedAccount !== null,
    rememberPassword: readStorage(STORAGE_KEYS.rememberPasswordChoice) === '1',
    agreed: readStorage(STORAGE_KEYS.agreementAccepted) === '1',
  };
}

/** Remembers on this device only what the customer ticked, and forgets what they unticked. */
function rememberChoices(
  account: string,
  password: string,
  rememberAccount: boolean,
  rememberPassword: boolean,
) {
  if (rememberAccount) writeStorage(STORAGE_KEYS.rememberedAccount, account);
  else removeStorage(STORAGE_KEYS.rememberedAccount);
  // Only the choice is kept here; the password itself goes to the browser's password manager.
  if (rememberPassword) {
    writeStorage(STORAGE_KEYS.rememberPasswordChoice, '1');
    void storePasswordCredential(account, password);
  } else {
    removeStorage(STORAGE_KEYS.rememberPasswordChoice);
  }
  writeStorage(STORAGE_KEYS.agreementAccepted, '1');
}

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { title } = useSiteConfig();
  const openSupport = useSupportDialog();
  const { form, field, update, setForm, check, refuse, showsRefusal, errorOf } =
    useFormState(initialForm);
  const login = useLogin({ showsRefusal });
  // Two-factor sign-in on and this device new to it: the password was right, a code is next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const text = (key: 'account' | 'password') => ({
    label: t(`login.${key}`),
    placeholder: t(`login.${key}Placeholder`),
  });

  // Fill the password from the browser's password manager when the customer chose to remember it.
  const [initialAccount, wantsPassword] = [form.account, form.rememberPassword];
  useEffect(() => {
    if (!wantsPassword || !initialAccount) return;
    let cancelled = false;
    void readPasswordCredential(initialAccount).then((password) => {
      if (!cancelled && password)
        setForm((current) => (current.password ? current : { ...current, password }));
    });
    return () => {
      cancelled = true;
    };
    // Only on arrival: later typing must not be overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form keeps what was typed while the second step asks for the code.
  const signedIn = (account: string) => {
    rememberChoices(account, form.password, form.rememberAccount, form.rememberPassword);
    showSuccess(t('login.success'));
    void navigate('/home/index', { replace: true });
  };

  const submit = () => {
    const body = check(loginRequest, { account: form.account.trim(), password: form.password });
    if (!body) return;
    if (!form.agreed) {
      refuse('agreed', 'agreement_required');
      return;
    }
    login.mutate(body, {
      onSuccess: (answer) => {
        if ('token' in answer) signedIn(answer.account);
        else setChallenge(answer.challenge);
      },
    });
  };

  return (
    <div className={styles.loginPage}>
      <header className={styles.loginHero}>
        <Link
          to="/user/changeLang"
          className={styles.heroLanguage}
          aria-label={t('language.title')}
        >
          <GlobalOutline />
          <span>{t('language.title')}</span>
        </Link>
        <BrandLogo size={64} />
        <p className={styles.heroBrand}>{title}</p>
        <h1 className={styles.heroTitle}>{t('login.welcome')}</h1>
        <p className={styles.heroSubtitle}>{t('login.subtitle')}</p>
      </header>

      <main>
        {challenge !== null ? (
          <SecondFactorStep
            challenge={challenge}
            onSignedIn={signedIn}
            onBack={() => setChallenge(null)}
          />
        ) : (
          <SubmitForm className={styles.card} onSubmit={submit}>
            <Field {...field('account')} kind="account" {...text('account')} />
            <Field {...field('password')} kind="currentPassword" {...text('password')} />

            <div className={styles.rememberRow}>
              <Checkbox
                className={styles.smallCheck}
                checked={form.rememberAccount}
                onChange={(checked) =>
                  update({
                    rememberAccount: checked,
                    rememberPassword: checked && form.rememberPassword,
                  })
                }
              >
                {t('login.rememberMe')}
              </Checkbox>
              <Checkbox
                className={styles.smallCheck}
                checked={form.rememberPassword}
                onChange={(checked) =>
                  update({
                    rememberPassword: checked,
                    rememberAccount: checked || form.rememberAccount,
                  })
                }
              >
                {t('login.rememberPassword')}
              </Checkbox>
            </div>

            <AgreementCheck
              checked={form.agreed}
              onChange={(agreed) => update({ agreed })}
              error={errorOf('agreed')}
            />

            <SubmitButton loading={login.isPending} className={styles.submit}>
              {t('login.submit')}
            </SubmitButton>

            <div className={styles.linkRow}>
              <button
                type="button"
                className={styles.textButton}
                onClick={() =>
                  openSupport({ title: t('login.forgotTitle'), lead: t('login.forgotBody') })
                }
              >
                {t('login.forgot')}
              </button>
              <Link to="/login/register" className={styles.textLinkStrong}>
                {t('login.register')}
              </Link>
            </div>
          </SubmitForm>
        )}
      </main>

      <footer className={styles.loginFooter}>
        <p className={styles.version}>{t('login.version', { version: appVersion() })}</p>
      </footer>
    </div>
  );
}
