import { operatorLoginRequest } from '@kabuto/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { translateErrorKey } from '../../shared/i18n';
import { ErrorNotice } from '../../shared/ui/error-notice';
import { Field } from '../../shared/ui/field';
import { LanguageSelect } from '../../shared/ui/language-select';
import { Notice } from '../../shared/ui/notice';
import { useOperatorLogin } from './api';

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
    <div className="login-page">
      <div className="login-language">
        <LanguageSelect />
      </div>
      <main className="login-card">
        <div className="login-brand">
          <img src="/api/images/logo.svg" alt="" width="40" height="40" />
          <div>
            <div className="brand-name">{t('app.brand')}</div>
            <div className="brand-sub">{t('login.subtitle')}</div>
          </div>
        </div>
        <h1>{t('login.title')}</h1>
        {notice === 'expired' && !login.isPending ? (
          <Notice tone="warning">{t('unauthorized', { ns: 'errors' })}</Notice>
        ) : null}
        {notice === 'logout' && !login.isPending ? (
          <Notice tone="info">{t('login.loggedOut')}</Notice>
        ) : null}
        <form
          className="form-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field label={t('login.username')}>
            {(control) => (
              <input
                {...control}
                name="username"
                autoComplete="username"
                autoFocus
                value={username}
                maxLength={64}
                onChange={(event) => setUsername(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('login.password')}>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                maxLength={128}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          {inputError ? <Notice tone="danger">{inputError}</Notice> : null}
          {login.isError ? <ErrorNotice error={login.error} /> : null}
          <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <p className="login-note">{t('login.auditNote')}</p>
        <p className="login-note">{t('login.sessionNote')}</p>
      </main>
    </div>
  );
}
