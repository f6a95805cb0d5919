/* global self, caches, SHELL_VERSION, SHELL_FILES */
/**
 * The customer app's service worker (built by build/pwa.ts, which puts SHELL_VERSION and
 * SHELL_FILES in front of this file). What it keeps, and what it never keeps:
 * - The app shell: the first screen's scripts and styles, the icon sprite, the offline page.
 *   Cached when installed; a later start takes them from the device (a fast second start).
 * - Other built files (`assets/…`, named by their content's hash, so a name never changes its
 *   bytes): from the cache once fetched.
 * - Pages (this app's; the operator console under `/console/` is left alone): always from the network, so a deployment shows at once; without a network, the
 *   offline page in the customer's language.
 * - Nothing under `/api/`: every answer there carries an account's money or a session, and must
 *   be current (the server sends them with `Cache-Control: no-store` as well). They pass through
 *   untouched.
 */
const CACHE = `kabuto-shell-${SHELL_VERSION}`;
const OFFLINE_PAGE = 'offline.html';
const scope = new URL(self.registration.scope);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES.map((file) => new URL(file, scope).href)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('kabuto-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** A built file: the cached copy, else the network's (then kept). */
async function builtFile(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

/** A page: the network's; without a network, the offline page. */
async function page(request) {
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(CACHE);
    const offline = await cache.match(new URL(OFFLINE_PAGE, scope).href);
    return (
      offline ?? new Response('offline', { status: 503, headers: { 'content-type': 'text/plain' } })
    );
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || url.pathname.startsWith('/api/')) return;
  const path = url.pathname.slice(scope.pathname.length);
  // The operator console is another app under the same origin: not this worker's.
  if (path.startsWith('console/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (path.startsWith('assets/') || SHELL_FILES.includes(path))
    event.respondWith(builtFile(request));
});
