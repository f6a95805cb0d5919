import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HashRouter, useLocation, useNavigate } from 'react-router';
import type { SiteConfig } from '../shared/api/site-config';
import { i18n } from '../shared/i18n';
import { onSessionEnded, setLoginNavigator } from '../shared/session';
import { SiteConfigProvider } from '../shared/site-config';
import { reportScreenChange } from '../shared/ui/screen-change';
import { queryClient } from './query-client';
import { AppRoutes } from './routes';

// Whatever the old session cached must not be shown to the next one.
onSessionEnded(() => queryClient.clear());

/**
 * What the app layer tells shared/ about the router: how to reach the login screen (a session
 * that ended), and every change of screen (the dialogs of the last one close: shared/ui/overlays.ts).
 * A change of the query alone (a tab of the same screen) keeps the screen, and its dialogs.
 */
function RouterLinks() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setLoginNavigator(() => void navigate('/login/login', { replace: true }));
  }, [navigate]);
  // Said when the screen is left: the cleanup of the screen's own run.
  useEffect(() => reportScreenChange, [pathname]);
  return null;
}

export function App({ config }: { config: SiteConfig }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SiteConfigProvider value={config}>
          <HashRouter>
            <RouterLinks />
            <AppRoutes />
          </HashRouter>
        </SiteConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
