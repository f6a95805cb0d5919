import { Dialog, ImageViewer, Modal, Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { onScreenChange } from './screen-change';

/**
 * antd-mobile's imperative overlays (Dialog, Toast, Modal, ImageViewer), the only way the app
 * reaches them: importing them from here first teaches antd-mobile to render with React 19. This
 * module (and antd-mobile) loads with the first screen that needs it, or with the first toast;
 * Home's first view needs neither.
 */

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

/**
 * A dialog opened imperatively (`Dialog.alert`/`confirm`/`show`, `Modal.*`, `ImageViewer.show`)
 * belongs to its screen: leaving the screen closes it (antd-mobile renders those in React roots of
 * their own, outside the route tree, so nothing else would close them, and their mask would block
 * the next screen). Declarative overlays (`<Popup visible>`, `<Picker visible>`) live inside their
 * screen and go with it.
 */
onScreenChange(() => {
  Dialog.clear();
  Modal.clear();
  ImageViewer.clear();
});

export { Dialog, ImageViewer, Modal, Toast };
