import { operatorLoginRequest } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { translateErrorKey } from '../../shared/i18n';
import { BrandMark } from '../../shared/ui/brand';
import { Button } from '../../shared/ui/button';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { TextField, formStackClass } from '../../shared/ui/field';
import { LanguageSelect } from '../../shared/ui/language-select';
import { Notice } from '../../shared/ui/notice';
import { useOperatorLogin } from './api';
import styles from './login.module.css';

type LoginState = { notice: 'expired' | 'logout' | null; from: string | null };

/** What the previous screen left in the history entry (a session that ended, the page to return to). */
function readLoginState(state: unknown): LoginState {
  const record =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const notice = record.notice === 'expired' || record.notice === 'logout' ? record.notice : null;
  // Only an in-app path: never a full address that would leave the console.
  const from =
    typeof record.from === 'string' && record.from.startsWith('/') && !record.from.startsWith('//')
      ? record.from
      : null;
  return { notice, from };
}

export function LoginScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { notice, from } = readLoginState(location.state);
  const login = useOperatorLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);

  function submit() {
    const parsed = operatorLoginRequest.safeParse({ username: username.trim(), password });
    if (!parsed.success) {
      setInputError(translateErrorKey(parsed.error.issues[0]?.message ?? null));
      return;
    }
    setInputError(null);
    login.mutate(parsed.data, { onSuccess: () => void navigate(from ?? '/', { replace: true }) });
  }

  return (
    <div className={styles.page}>
      {/* The page's banner landmark, so that nothing on the page lies outside a landmark. */}
      <header className={styles.language}>
        <LanguageSelect />
      </header>
      <main className={styles.card}>
        <BrandMark tone="light" subtitle={t('login.subtitle')} />
        <h1>{t('login.title')}</h1>
        {notice === 'expired' && !login.isPending ? (
          <Notice tone="warning">{t('unauthorized', { ns: 'errors' })}</Notice>
        ) : null}
        {notice === 'logout' && !login.isPending ? (
          <Notice tone="info">{t('login.loggedOut')}</Notice>
        ) : null}
        <form
          className={formStackClass}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            maxLength={64}
            onChange={setUsername}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            maxLength={128}
            onChange={setPassword}
          />
          {inputError ? <Notice tone="danger">{inputError}</Notice> : null}
          {login.isError ? <ErrorNotice error={login.error} /> : null}
          <Button type="submit" variant="primary" block disabled={login.isPending}>
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <p className={styles.note}>{t('login.auditNote')}</p>
        <p className={styles.note}>{t('login.sessionNote')}</p>
      </main>
    </div>
  );
}
