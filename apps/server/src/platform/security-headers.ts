import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Headers helmet does not set (docs/security.md):
 * - Permissions-Policy: the app needs no camera, microphone, location, payment or sensors (an ID
 *   photo is picked through a file input, which needs no permission); sharing and the clipboard
 *   stay with the page itself.
 * - Cache-Control: no-store on every API answer: they carry session tokens and private figures,
 *   which no browser or proxy cache may keep.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'web-share=(self)',
].join(', ');

/** Helmet's settings: its defaults, and a content security policy that allows the app's images and socket. */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'", 'ws:', 'wss:'],
    },
  },
};

/**
 * The headers helmet sets, worked out once: with fixed settings (no nonces) they are the same for
 * every answer, and helmet's middleware, run per request as @fastify/helmet does, rebuilt and
 * parsed the policy each time (2-3% of the server's CPU per order, bench:orders --profile).
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet refused its settings');
    },
  );
  return Object.freeze(headers);
}

export function installSecurityHeaders(app: FastifyInstance): void {
  const everyAnswer = {
    ...helmetHeaders(HELMET_OPTIONS),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const apiAnswer = { ...everyAnswer, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith('/api/') ? apiAnswer : everyAnswer);
    done();
  });
}
