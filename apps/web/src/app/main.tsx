import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadSiteConfig } from '../shared/api/site-config';
import { i18n, initI18n } from '../shared/i18n';
import { App } from './app';
import './theme.css';

/**
 * antd-mobile renders Toast, Dialog and friends into their own containers with the React 16-18
 * `render` API, which React 19 no longer has: without this hook they silently show nothing.
 */
const portalRoots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = portalRoots.get(container);
  if (!root) {
    root = createRoot(container);
    portalRoots.set(container, root);
  }
  root.render(node);
  const mounted = root;
  return async () => {
    // Let the closing animation's last frame commit before the root goes away.
    await new Promise((resolve) => setTimeout(resolve, 0));
    mounted.unmount();
    portalRoots.delete(container);
  };
});

/** Spec section 1: the site configuration is requested first; only then is the first view shown. */
async function start(): Promise<void> {
  initI18n();
  const config = await loadSiteConfig(i18n.t('app.name'));
  document.title = config.title;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

void start();
