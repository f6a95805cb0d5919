import { handleBackButton } from '../shared/native/back-button';
import { nativeBridge } from '../shared/native/bridge';
import { watchForeground } from '../shared/native/foreground';
import { styleStatusBar } from '../shared/native/status-bar';
import { appQuoteSocket } from '../shared/realtime/app-socket';
import { reconnectCustomerEvents } from '../shared/realtime/customer-events';
import { i18n } from '../shared/i18n';
import { queryClient } from './query-client';

/** antd-mobile's open sheet or dialog, if any: its mask is on screen. */
function openOverlayMask(): HTMLElement | undefined {
  const masks = [...document.querySelectorAll<HTMLElement>('.adm-mask')].filter(
    (mask) => mask.offsetParent !== null || getComputedStyle(mask).position === 'fixed',
  );
  return masks.filter((mask) => getComputedStyle(mask).display !== 'none').at(-1);
}

/**
 * Closes the top sheet or dialog: the imperative ones (shared/ui/overlays.ts) by clearing them,
 * a declarative sheet by a tap on its mask, which every sheet of the app closes on.
 */
async function closeOverlay(): Promise<boolean> {
  const mask = openOverlayMask();
  if (!mask) return false;
  const { Dialog, ImageViewer, Modal } = await import('../shared/ui/overlays');
  if (document.querySelector('.adm-dialog, .adm-modal, .adm-image-viewer-content')) {
    Dialog.clear();
    Modal.clear();
    ImageViewer.clear();
  } else {
    mask.click();
  }
  return true;
}

/**
 * The native shell's behaviours (apps/mobile; the rules in shared/native, unit-tested against
 * fakes of the plugins): the white status bar with dark text, the Android back button, and a fresh
 * socket and fresh data when the app returns to the foreground. Loaded only inside the shell
 * (main.tsx): in a browser neither this module nor Capacitor is.
 */
export async function startNativeShell(): Promise<void> {
  const bridge = nativeBridge();
  if (!bridge) return;
  document.documentElement.classList.add('native');
  const [{ App }, { StatusBar }] = await Promise.all([
    import('@capacitor/app'),
    import('@capacitor/status-bar'),
  ]);
  await styleStatusBar(StatusBar, bridge.getPlatform?.() ?? 'web').catch(() => undefined);
  await handleBackButton({
    app: App,
    // A sheet's presence is known at once; closing it may load the overlays module.
    closeOverlay: () => {
      if (!openOverlayMask()) return false;
      void closeOverlay();
      return true;
    },
    goBack: () => window.history.back(),
    sayPressAgain: () => {
      void import('../shared/ui/toast').then(({ showMessage }) =>
        showMessage(i18n.t('native.pressAgainToQuit'), 1_000),
      );
    },
    now: () => Date.now(),
  });
  await watchForeground(App, () => {
    appQuoteSocket.reconnect();
    reconnectCustomerEvents();
    void queryClient.invalidateQueries();
  });
}
