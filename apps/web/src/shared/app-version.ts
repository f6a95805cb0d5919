/** The app's version, from apps/web/package.json via Vite's `define`; unit tests run without it. */
export function appVersion(): string {
  return typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
}
