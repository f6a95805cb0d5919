import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useOperatorLogout } from '../features/auth/api';
import { useLabels } from '../shared/labels';
import { useOperator, type OperatorProfile } from '../shared/operator';
import { ErrorNotice } from '../shared/ui/error-notice';
import { Icon } from '../shared/ui/icons';
import { LanguageSelect } from '../shared/ui/language-select';
import { Loading } from '../shared/ui/state';
import { NAV_ENTRIES, NAV_SECTIONS, visibleEntries } from './navigation';

function Sidebar({ operator }: { operator: OperatorProfile | undefined }) {
  const { t } = useTranslation();
  const entries = operator ? visibleEntries(NAV_ENTRIES, operator.roles) : [];
  return (
    <aside className="sidebar">
      <div className="brand">
        <img src="/api/images/logo.svg" alt="" width="28" height="28" />
        <div>
          <div className="brand-name">{t('app.brand')}</div>
          <div className="brand-sub">{t('app.subtitle')}</div>
        </div>
      </div>
      <nav aria-label={t('nav.label')}>
        {NAV_SECTIONS.map((section) => {
          const inSection = entries.filter((entry) => entry.section === section);
          if (inSection.length === 0) return null;
          return (
            <div key={section} className="nav-section">
              <div className="nav-section-title">{t(`nav.sections.${section}`)}</div>
              <ul>
                {inSection.map((entry) => (
                  <li key={entry.path}>
                    <NavLink
                      to={`/${entry.path}`}
                      className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
                    >
                      <Icon name={entry.icon} />
                      {t(`nav.${entry.label}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
    </aside>
  );
}

function OperatorMenu({ operator }: { operator: OperatorProfile }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const logout = useOperatorLogout();
  return (
    <div className="operator" role="group" aria-label={t('operator.menuLabel')}>
      <span className="avatar" aria-hidden="true">
        {operator.displayName.slice(0, 1).toUpperCase()}
      </span>
      <div className="operator-text">
        <div className="operator-name">
          {operator.displayName} <span className="muted mono">@{operator.username}</span>
        </div>
        <div className="operator-roles" title={t('operator.roles')}>
          {operator.roles.map((role) => labels.role(role)).join(' · ')}
        </div>
      </div>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <Icon name="logout" />
        {t('operator.logout')}
      </button>
    </div>
  );
}

/** The signed-in frame: sidebar, top bar with the operator, and the current screen. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const operator = useOperator();
  return (
    <div className="shell">
      <a
        href="#content"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        {t('app.skipToContent')}
      </a>
      <Sidebar operator={operator.data} />
      <div className="main">
        <header className="topbar">
          <span className="topbar-note">{t('app.timezoneNote')}</span>
          <div className="topbar-right">
            <LanguageSelect />
            {operator.data ? <OperatorMenu operator={operator.data} /> : null}
          </div>
        </header>
        <main id="content" className="content" tabIndex={-1}>
          {operator.isError ? (
            <ErrorNotice error={operator.error} onRetry={() => void operator.refetch()} />
          ) : operator.data ? (
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          ) : (
            <Loading />
          )}
        </main>
      </div>
    </div>
  );
}
