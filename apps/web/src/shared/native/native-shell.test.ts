import { describe, expect, it } from 'vitest';
import {
  handleBackButton,
  QUIT_WINDOW_MS,
  type AppBackPlugin,
  type BackButtonEvent,
} from './back-button';
import { watchForeground, type AppStatePlugin } from './foreground';
import { DARK_TEXT_STYLE, STATUS_BAR_COLOUR, styleStatusBar } from './status-bar';

/** A fake of `@capacitor/app`'s App plugin: the listeners it was given, and whether it quit. */
class FakeAppPlugin implements AppBackPlugin, AppStatePlugin {
  back: ((event: BackButtonEvent) => void)[] = [];
  state: ((state: { isActive: boolean }) => void)[] = [];
  exits = 0;
  removed = 0;
  addListener(
    eventName: 'backButton' | 'appStateChange',
    listener: ((event: BackButtonEvent) => void) & ((state: { isActive: boolean }) => void),
  ) {
    (eventName === 'backButton' ? this.back : this.state).push(listener);
    return Promise.resolve({
      remove: () => {
        this.removed += 1;
        return Promise.resolve();
      },
    });
  }
  exitApp() {
    this.exits += 1;
    return Promise.resolve();
  }
  press(canGoBack: boolean) {
    for (const listener of this.back) listener({ canGoBack });
  }
}

function shell(options: { overlays?: number } = {}) {
  const app = new FakeAppPlugin();
  let overlays = options.overlays ?? 0;
  let nowMs = 1_000_000;
  const seen = { backs: 0, toasts: 0 };
  const handle = handleBackButton({
    app,
    closeOverlay: () => {
      if (overlays === 0) return false;
      overlays -= 1;
      return true;
    },
    goBack: () => (seen.backs += 1),
    sayPressAgain: () => (seen.toasts += 1),
    now: () => nowMs,
  });
  return {
    app,
    seen,
    handle,
    wait: (ms: number) => (nowMs += ms),
    overlaysOpen: () => overlays,
  };
}

describe('the back button in the native shell', () => {
  it('goes back one step in history when there is history', () => {
    const { app, seen } = shell();
    app.press(true);
    expect(seen).toEqual({ backs: 1, toasts: 0 });
    app.press(true);
    expect(seen).toEqual({ backs: 2, toasts: 0 });
    expect(app.exits).toBe(0);
  });

  it('closes an open sheet or dialog first, one per press, before going back', () => {
    const { app, seen, overlaysOpen } = shell({ overlays: 2 });
    app.press(true);
    expect(overlaysOpen()).toBe(1);
    expect(seen.backs).toBe(0);
    app.press(false);
    expect(overlaysOpen()).toBe(0);
    expect(seen.toasts).toBe(0);
    expect(app.exits).toBe(0);
    app.press(true);
    expect(seen.backs).toBe(1);
  });

  it('at the first screen: one press says "press again", a second within one second quits', () => {
    const { app, seen, wait } = shell();
    app.press(false);
    expect(seen.toasts).toBe(1);
    expect(app.exits).toBe(0);
    wait(QUIT_WINDOW_MS - 1);
    app.press(false);
    expect(app.exits).toBe(1);
  });

  it('a second press after more than one second only says it again', () => {
    const { app, seen, wait } = shell();
    app.press(false);
    wait(QUIT_WINDOW_MS + 1);
    app.press(false);
    expect(app.exits).toBe(0);
    expect(seen.toasts).toBe(2);
    // ...and a third press right after that one quits.
    wait(300);
    app.press(false);
    expect(app.exits).toBe(1);
  });

  it('a dialog closed in between does not count as the first press', () => {
    const { app, seen } = shell({ overlays: 1 });
    app.press(false);
    app.press(false);
    expect(seen.toasts).toBe(1);
    expect(app.exits).toBe(0);
  });

  it('gives the button back to the platform through its handle', async () => {
    const { app, handle } = shell();
    await (await handle).remove();
    expect(app.removed).toBe(1);
  });
});

describe('back in the foreground', () => {
  it('refreshes once each time the app returns from the background, not on start', () => {
    const app = new FakeAppPlugin();
    let refreshes = 0;
    void watchForeground(app, () => (refreshes += 1));
    const change = (isActive: boolean) => app.state.forEach((listener) => listener({ isActive }));
    change(true);
    expect(refreshes).toBe(0);
    change(false);
    change(true);
    expect(refreshes).toBe(1);
    change(true);
    expect(refreshes).toBe(1);
    change(false);
    change(false);
    change(true);
    expect(refreshes).toBe(2);
  });
});

describe('the status bar', () => {
  function fakeStatusBar() {
    const calls: [string, unknown][] = [];
    return {
      calls,
      plugin: {
        setStyle: (options: { style: string }) => (
          calls.push(['style', options]),
          Promise.resolve()
        ),
        setBackgroundColor: (options: { color: string }) => (
          calls.push(['background', options]),
          Promise.resolve()
        ),
        setOverlaysWebView: (options: { overlay: boolean }) => (
          calls.push(['overlay', options]),
          Promise.resolve()
        ),
      },
    };
  }

  it('is white with dark text on Android, the web view below it', async () => {
    const { calls, plugin } = fakeStatusBar();
    await styleStatusBar(plugin, 'android');
    expect(calls).toEqual([
      ['style', { style: DARK_TEXT_STYLE }],
      ['overlay', { overlay: false }],
      ['background', { color: STATUS_BAR_COLOUR }],
    ]);
    expect(STATUS_BAR_COLOUR).toBe('#ffffff');
  });

  it('has dark text on iOS, which has no colour of its own to set', async () => {
    const { calls, plugin } = fakeStatusBar();
    await styleStatusBar(plugin, 'ios');
    expect(calls).toEqual([['style', { style: DARK_TEXT_STYLE }]]);
  });
});
