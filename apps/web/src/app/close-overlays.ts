import { Dialog, ImageViewer, Modal } from 'antd-mobile';

/** What this needs of the app's router: where it is, and word when that changes. */
type RouterLike = {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
};

/**
 * Closes every dialog opened imperatively (`Dialog.alert`/`confirm`/`show`, `Modal.*`,
 * `ImageViewer.show`) when the screen changes: the customer went Back, followed a link, or a
 * session ended. antd-mobile renders those in React roots of their own, outside the route tree, so
 * nothing else would close them, and their mask would block the next screen. Declarative overlays
 * (`<Popup visible>`, `<Picker visible>`) live inside their screen and go with it. A change of
 * the query alone (a tab of the same screen) keeps the screen, and its dialogs.
 */
export function closeOverlaysOnScreenChange(router: RouterLike): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    Dialog.clear();
    Modal.clear();
    ImageViewer.clear();
  });
}
