import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package ships it as a const enum, which isolated modules cannot import. */
const ARGON2ID = 2 as Options['algorithm'];

/** argon2id with the library's defaults (19 MiB, 2 passes, OWASP's recommended minimum). */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Compared against when an account does not exist, so a wrong account takes as long as a wrong
 * password and the answer cannot be used to find registered numbers.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
}

/** 256 random bits, URL-safe. Only the SHA-256 of a token is ever stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Invitation codes avoid look-alike characters (0/O, 1/I/L) because people type them. */
const INVITATION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newInvitationCode(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)];
  return code;
}

/** HMAC-SHA256 of `text` under `secret`, lowercase hex: a value only the secret's holder can derive. */
export function hmacSha256Hex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
