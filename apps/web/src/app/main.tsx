/*
 * First: zod is told not to use `new Function` before any schema is built
 * (packages/contract/src/zod-jitless.ts says why). In development this import runs before the
 * modules below; the production build keeps zod off the first load and runs it where the schemas
 * are built instead (build/browser-contract.ts).
 */
import '@kabuto/contract/zod-jitless';
// antd-mobile's global styles first, as before the app's own: screens loaded later bring its
// components, and this order keeps `a` and `body` styled by theme.css whatever loads after.
import 'antd-mobile/es/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSiteConfig } from '../shared/api/site-config';
import { i18n, initI18n } from '../shared/i18n';
import { registerServiceWorker } from '../shared/install';
import { nativeBridge } from '../shared/native/bridge';
import { App } from './app';
import { preloadScreen } from './routes';
import './theme.css';

/**
 * Spec section 1: the site configuration is requested first; only then is the first view shown.
 * The texts of the customer's language, and the first screen's code, are loaded meanwhile.
 */
async function start(): Promise<void> {
  // The language is settled at once (the requests carry it); its texts load meanwhile.
  const texts = initI18n();
  const siteConfig = loadSiteConfig();
  preloadScreen(window.location.hash.replace(/^#/, '').split('?')[0] || '/');
  const [entries] = await Promise.all([siteConfig, texts]);
  const config = entries(i18n.t('app.name'));
  document.title = config.title;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
  // Inside the native shell only (apps/mobile): status bar, back button, return to the foreground.
  // A browser never loads that code.
  if (nativeBridge()) await (await import('./native-shell')).startNativeShell();
}

void start();
registerServiceWorker();
