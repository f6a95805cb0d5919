import { createHmac } from 'node:crypto';

/**
 * RFC 6238 TOTP as an authenticator app computes it (HMAC-SHA1, 30-second steps, six digits), so
 * a spec can act as the customer's phone: it reads the setup key from the screen and types the
 * code. Written apart from the server's (apps/server/src/modules/two-factor/totp.ts) on purpose:
 * the spec checks the server against the standard, not against itself.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code for the 30-second step `stepOffset` steps after the one `atMs` falls in. */
export function totpAt(secretBase32: string, atMs: number, stepOffset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000) + stepOffset));
  const mac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
