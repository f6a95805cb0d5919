import type { ListenerHandle } from './back-button';

/** What the app needs of `@capacitor/app`'s App plugin to know it is in front again. */
export type AppStatePlugin = {
  addListener(
    eventName: 'appStateChange',
    listener: (state: { isActive: boolean }) => void,
  ): Promise<ListenerHandle>;
};

/**
 * Calls `onForeground` each time the app comes back to the foreground after having been in the
 * background (a phone that slept may have dropped the socket without a word, and every figure on
 * screen is as old as the sleep): the caller reconnects the live socket and refreshes the data.
 */
export function watchForeground(
  app: AppStatePlugin,
  onForeground: () => void,
): Promise<ListenerHandle> {
  let inBackground = false;
  return app.addListener('appStateChange', ({ isActive }) => {
    if (!isActive) {
      inBackground = true;
      return;
    }
    if (!inBackground) return;
    inBackground = false;
    onForeground();
  });
}
