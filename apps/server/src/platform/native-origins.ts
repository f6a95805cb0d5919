import type { FastifyInstance } from 'fastify';
import {
  HEADER_ACCOUNT,
  HEADER_DEVICE_ID,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_LANGUAGE,
  HEADER_TOKEN,
} from '@kabuto/contract';

/**
 * The native shell (apps/mobile) runs the customer app from files on the phone, so its pages have
 * an origin of their own (`https://localhost` on Android, `capacitor://localhost` on iOS) and call
 * the API across origins. Those origins, and only those, may call the customer API and load its
 * images: the answer names the origin back, and a preflight is answered with the methods and the
 * headers the app sends (docs/native-shell.md). A session is a header the app holds, never a
 * cookie, so no credentials mode is allowed. The operator API (`/api/admin/`) stays same-origin.
 * Configured by NATIVE_APP_ORIGINS (config.ts; Capacitor's two origins by default).
 */
const CUSTOMER_PATHS = ['/api/vue/', '/api/images/'];
const ALLOWED_HEADERS = [
  'content-type',
  HEADER_TOKEN,
  HEADER_ACCOUNT,
  HEADER_LANGUAGE,
  HEADER_IDEMPOTENCY_KEY,
  HEADER_DEVICE_ID,
].join(', ');
const PREFLIGHT_MAX_AGE_SECONDS = '600';

export function allowNativeOrigins(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  if (allowed.size === 0) return;
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (
      !origin ||
      !allowed.has(origin) ||
      !CUSTOMER_PATHS.some((path) => request.url.startsWith(path))
    ) {
      done();
      return;
    }
    void reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      void reply
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
        .code(204)
        .send();
      return;
    }
    done();
  });
}
