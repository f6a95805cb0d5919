import type { FastifyInstance } from 'fastify';

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

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    done();
  });
}
