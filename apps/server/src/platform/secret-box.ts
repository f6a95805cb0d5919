import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Small secrets kept at rest encrypted (the TOTP secrets of two-factor sign-in, docs/two-factor.md):
 * AES-256-GCM under a key from the configuration (`TWO_FACTOR_KEY`), a fresh 96-bit nonce per seal,
 * and the owner's name as additional data, so a sealed value moved to another row does not open.
 * A database dump without the key gives no secret.
 */
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Without `TWO_FACTOR_KEY` outside production, a fixed key that is written here, so the demo and
 * development need no configuration; it protects nothing and production never uses it.
 */
export const DEVELOPMENT_SECRET_BOX_KEY = createHash('sha256')
  .update('kabuto development secret box key: not a secret, never used in production')
  .digest();

export function secretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('secret box: the key must be 32 bytes');

  function seal(plain: Buffer, owner: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    cipher.setAAD(Buffer.from(owner));
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    return `${VERSION}:${Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')}`;
  }

  /** Throws when the value was not sealed under this key for this owner. */
  function open(sealedText: string, owner: string): Buffer {
    const [version, body] = sealedText.split(':');
    if (version !== VERSION || body === undefined) throw new Error('secret box: unknown format');
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(owner));
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
  }

  return { seal, open };
}

export type SecretBox = ReturnType<typeof secretBox>;
