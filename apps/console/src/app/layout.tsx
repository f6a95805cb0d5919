import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useOperatorLogout } from '../features/auth/api';
import { useLabels } from '../shared/labels';
import { useOperator, type OperatorProfile } from '../shared/operator';
import { ErrorNotice } from '../shared/ui/error-notice';
import { BrandMark } from '../shared/ui/brand';
import { Button } from '../shared/ui/button';
import { cx } from '../shared/ui/class-names';
import { Icon } from '../shared/ui/icons';
import { LanguageSelect } from '../shared/ui/language-select';
import { Loading } from '../shared/ui/state';
import styles from './layout.module.css';
import { NAV_ENTRIES, NAV_SECTIONS, visibleEntries } from './navigation';

function Sidebar({ operator }: { operator: OperatorProfile | undefined }) {
  const { t } = useTranslation();
  const entries = operator ? visibleEntries(NAV_ENTRIES, operator.roles) : [];
  return (
    <aside className={styles.sidebar}>
      <div className={styles.brand}>
        <BrandMark tone="dark" subtitle={t('app.subtitle')} />
      </div>
      <nav aria-label={t('nav.label')}>
        {NAV_SECTIONS.map((section) => {
          const inSection = entries.filter((entry) => entry.section === section);
          if (inSection.length === 0) return null;
          return (
            <div key={section} className={styles.navSection}>
              <div className={styles.navSectionTitle}>{t(`nav.sections.${section}`)}</div>
              <ul>
                {inSection.map((entry) => (
                  <li key={entry.path}>
                    <NavLink
                      to={`/${entry.path}`}
                      className={({ isActive }) => cx(styles.navLink, isActive && styles.active)}
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
    <div className={styles.operator} role="group" aria-label={t('operator.menuLabel')}>
      <span className={styles.avatar} aria-hidden="true">
        {operator.displayName.slice(0, 1).toUpperCase()}
      </span>
      <div className={styles.operatorText}>
        <div className={styles.operatorName}>
          {operator.displayName} <span className={styles.username}>@{operator.username}</span>
        </div>
        <div className={styles.operatorRoles} title={t('operator.roles')}>
          {operator.roles.map((role) => labels.role(role)).join(' · ')}
        </div>
      </div>
      <Button small onClick={() => logout.mutate()} disabled={logout.isPending}>
        <Icon name="logout" />
        {t('operator.logout')}
      </Button>
    </div>
  );
}

/** The signed-in frame: sidebar, top bar with the operator, and the current screen. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const operator = useOperator();
  return (
    <div className={styles.shell}>
      <a
        href="#content"
        className={styles.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        {t('app.skipToContent')}
      </a>
      <Sidebar operator={operator.data} />
      <div className={styles.main}>
        <header className={styles.topbar}>
          <span className={styles.topbarNote}>{t('app.timezoneNote')}</span>
          <div className={styles.topbarRight}>
            <LanguageSelect />
            {operator.data ? <OperatorMenu operator={operator.data} /> : null}
          </div>
        </header>
        <main id="content" className={styles.content} tabIndex={-1}>
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
