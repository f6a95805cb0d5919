/**
 * The Android back button in the native shell (apps/mobile), against the shape of Capacitor's App
 * plugin (`@capacitor/app`), so the rules are tested with a fake (back-button.test.ts):
 * 1. an open sheet or dialog closes first, and nothing else happens;
 * 2. else, where there is history, Back goes back in it;
 * 3. else (the first screen) the first press says "press again to quit", and a second press within
 *    QUIT_WINDOW_MS quits; a later one only says it again.
 */
export const QUIT_WINDOW_MS = 1_000;

export type BackButtonEvent = { canGoBack: boolean };

export type ListenerHandle = { remove(): Promise<void> };

/** What the rules need of `@capacitor/app`'s App plugin. */
export type AppBackPlugin = {
  addListener(
    eventName: 'backButton',
    listener: (event: BackButtonEvent) => void,
  ): Promise<ListenerHandle>;
  exitApp(): Promise<void>;
};

export type BackButtonDeps = {
  app: AppBackPlugin;
  /** Closes the top sheet or dialog if one is open; says whether it did. */
  closeOverlay(): boolean;
  /** One step back in the app's history. */
  goBack(): void;
  /** The "press again to quit" toast. */
  sayPressAgain(): void;
  now(): number;
};

/** Takes over the back button; the handle gives it back to the platform. */
export function handleBackButton(deps: BackButtonDeps): Promise<ListenerHandle> {
  let warnedAtMs = Number.NEGATIVE_INFINITY;
  return deps.app.addListener('backButton', ({ canGoBack }) => {
    if (deps.closeOverlay()) return;
    if (canGoBack) {
      deps.goBack();
      return;
    }
    const nowMs = deps.now();
    if (nowMs - warnedAtMs <= QUIT_WINDOW_MS) {
      void deps.app.exitApp();
      return;
    }
    warnedAtMs = nowMs;
    deps.sayPressAgain();
  });
}
