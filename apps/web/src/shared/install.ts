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
 * Registers the service worker of the built app: it keeps the app shell on the device for a fast
 * second start and shows the offline page without a network; it never keeps an API answer. Not in
 * development (Vite serves unbuilt modules) and not where the browser has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // A refusal (a private window, a policy) leaves the app as it was: online only.
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => undefined);
  });
}
