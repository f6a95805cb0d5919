/** What the shell needs of `@capacitor/status-bar`'s StatusBar plugin. */
export type StatusBarPlugin = {
  setStyle(options: { style: string }): Promise<void>;
  setBackgroundColor(options: { color: string }): Promise<void>;
  setOverlaysWebView(options: { overlay: boolean }): Promise<void>;
};

/** The plugin's `Style.Light`: dark text, for a light background. */
export const DARK_TEXT_STYLE = 'LIGHT';
export const STATUS_BAR_COLOUR = '#ffffff';

/**
 * The status bar of the native shell: white, with dark text (spec). The web view is laid out
 * below it where the platform allows; where it is drawn edge to edge anyway (Android 15 and
 * later, iOS), the app keeps its content inside the safe area (theme.css, `html.native`).
 * iOS has no background colour of its own to set: the refusal is ignored there.
 */
export async function styleStatusBar(statusBar: StatusBarPlugin, platform: string): Promise<void> {
  await statusBar.setStyle({ style: DARK_TEXT_STYLE });
  if (platform !== 'android') return;
  await statusBar.setOverlaysWebView({ overlay: false });
  await statusBar.setBackgroundColor({ color: STATUS_BAR_COLOUR });
}
