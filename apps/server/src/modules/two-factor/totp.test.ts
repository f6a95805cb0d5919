import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET_BOX_KEY, secretBox } from '../../platform/secret-box';
import {
  acceptedStep,
  base32Decode,
  base32Encode,
  otpauthUri,
  timeStepAt,
  totpCode,
  type TotpAlgorithm,
} from './totp';

/** RFC 6238 appendix B: the seeds are ASCII digits repeated to the hash's length. */
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, TotpAlgorithm, string][] = [
  [59, 'sha1', '94287082'],
  [59, 'sha256', '46119246'],
  [59, 'sha512', '90693936'],
  [1111111109, 'sha1', '07081804'],
  [1111111111, 'sha1', '14050471'],
  [1234567890, 'sha1', '89005924'],
  [1234567890, 'sha256', '91819424'],
  [2000000000, 'sha1', '69279037'],
  [20000000000, 'sha1', '65353130'],
  [20000000000, 'sha512', '47863826'],
];

describe('RFC 6238', () => {
  it.each(VECTORS)('at %i s with %s the eight-digit code is %s', (seconds, algorithm, code) => {
    const step = timeStepAt(new Date(seconds * 1000));
    expect(totpCode(SEEDS[algorithm], step, 8, algorithm)).toBe(code);
  });

  it('six digits are the last six of the RFC’s eight (the same truncation)', () => {
    expect(totpCode(SEEDS.sha1, timeStepAt(new Date(59_000)))).toBe('287082');
  });
});

describe('the window and replay', () => {
  const secret = SEEDS.sha1;
  const now = new Date('2026-11-20T01:00:10Z');
  const step = timeStepAt(now);
  const codeOf = (offset: number) => totpCode(secret, step + offset);

  it('accepts the previous, current and next step, and answers which', () => {
    for (const offset of [-1, 0, 1]) {
      expect(acceptedStep(secret, codeOf(offset), now, null)).toBe(step + offset);
    }
  });

  it('refuses two steps either side', () => {
    for (const offset of [-2, 2])
      expect(acceptedStep(secret, codeOf(offset), now, null)).toBeNull();
  });

  it('refuses a code at or below the last used step: a code works once', () => {
    expect(acceptedStep(secret, codeOf(0), now, step)).toBeNull();
    expect(acceptedStep(secret, codeOf(-1), now, step)).toBeNull();
    expect(acceptedStep(secret, codeOf(1), now, step)).toBe(step + 1);
  });

  it('refuses anything but six digits', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ` ${codeOf(0)}`]) {
      expect(acceptedStep(secret, code, now, null)).toBeNull();
    }
  });
});

describe('base32 and the key URI', () => {
  it('encodes as RFC 4648 without padding and decodes back', () => {
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe(
      'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    );
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe(
      '12345678901234567890',
    );
  });

  it('names the issuer Kabuto and the account in the otpauth URI', () => {
    const uri = new URL(otpauthUri('GEZDGNBV', '0901234567'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Kabuto:0901234567');
    expect(uri.searchParams.get('secret')).toBe('GEZDGNBV');
    expect(uri.searchParams.get('issuer')).toBe('Kabuto');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
  });
});

describe('the secret box', () => {
  const box = secretBox(DEVELOPMENT_SECRET_BOX_KEY);
  it('opens what it sealed for the same owner only, and never stores the clear text', () => {
    const secret = Buffer.from('a twenty-byte secret');
    const sealed = box.seal(secret, 'customer-two-factor:1');
    expect(sealed).not.toContain(base32Encode(secret));
    expect(sealed).not.toContain(secret.toString('base64url'));
    expect(box.open(sealed, 'customer-two-factor:1').equals(secret)).toBe(true);
    expect(() => box.open(sealed, 'customer-two-factor:2')).toThrow();
    expect(() => secretBox(Buffer.alloc(32, 1)).open(sealed, 'customer-two-factor:1')).toThrow();
  });
});
