import type { FastifyRequest } from 'fastify';
import { DEVICE_ID_PATTERN, HEADER_DEVICE_ID } from '@kabuto/contract';

/**
 * The device id the request's app sent (docs/security.md, "The app's device id"): a random UUID the
 * customer app keeps in its storage, in lower case, or null. A missing, repeated or malformed
 * header is treated as absent, never refused and never stored: the header is the client's word
 * only, so it may mark a device as seen before (the referral's device check, later trusted devices
 * for two-factor sign-in) but never proves who is calling.
 */
export function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.headers[HEADER_DEVICE_ID];
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value.toLowerCase() : null;
}
