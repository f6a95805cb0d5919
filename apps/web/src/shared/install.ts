import type { Locale } from '@kabuto/contract';

/**
 * The installable app (build/pwa.ts writes the manifests, icons, offline page and worker): the
 * manifest linked is the one in the customer's language (the format holds one name per file), so
 * an install names the app in that language.
 */
export function linkManifest(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  link.href = locale === 'ja' ? './manifest.webmanifest' : `./manifest.${locale}.webmanifest`;
}

/**
 * How long after the page's load the worker is registered. Its install fetches the shell's files
 * again to keep them; at `load` that competed with the first screen's own requests, scripts and
 * live quotes (bench:web: about 100 ms more blocking time on Home under a phone's CPU). The worker
 * only serves the next start, so registering it once the first screen has settled costs nothing.
 */
const REGISTER_AFTER_LOAD_MS = 3_000;

/**
 * Registers the service worker of the built app: it keeps the app shell on the device for a fast
 * second start and shows the offline page without a network; it never keeps an API answer. Not in
 * development (Vite serves unbuilt modules) and not where the browser has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A refusal (a private window, a policy) leaves the app as it was: online only.
  const register = () => {
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => undefined);
  };
  window.addEventListener('load', () => {
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 2_000 });
      else register();
    }, REGISTER_AFTER_LOAD_MS);
  });
}
