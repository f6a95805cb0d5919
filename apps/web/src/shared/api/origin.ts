/**
 * Where the API is. On the web, the page's own origin (every path stays relative). In the native
 * shell (apps/mobile) the app's files are on the phone, so the build names the server:
 * `VITE_API_ORIGIN=https://kabuto.example npm run build -w @kabuto/web` (docs/native-shell.md);
 * the server lets the shell's origins call it (platform/native-origins.ts).
 */
export const API_ORIGIN: string = (
  (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? ''
).replace(/\/+$/, '');

/** An absolute path of the API (`/api/…`) at the API's origin. */
export function apiUrl(path: string): string {
  return path.startsWith('/') ? `${API_ORIGIN}${path}` : path;
}

/** The live socket's address: the API's origin, or the page's, in ws(s). */
export function socketUrl(path: string): string {
  const origin = API_ORIGIN || window.location.origin;
  return `${origin.replace(/^http/, 'ws')}${path}`;
}
