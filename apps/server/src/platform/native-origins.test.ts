import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

const { t } = useTestApp();

const preflight = (url: string, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, token, account, lang, x-kabuto-device',
    },
  });

describe('the native shell’s origins', () => {
  it('may call the customer API: the preflight names the methods and the app’s headers', async () => {
    for (const origin of ['https://localhost', 'capacitor://localhost']) {
      const answer = await preflight('/api/vue/common/config', origin);
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers['access-control-allow-methods']).toBe('GET, POST');
      expect(String(answer.headers['access-control-allow-headers']).split(', ')).toEqual(
        expect.arrayContaining([
          'content-type',
          'token',
          'account',
          'lang',
          'idempotency-key',
          'x-kabuto-device',
        ]),
      );
      // Sessions are headers, never cookies: no credentials mode.
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const config = await t.app.inject({
      method: 'POST',
      url: '/api/vue/common/config',
      headers: { origin: 'https://localhost', 'content-type': 'application/json' },
      payload: {},
    });
    expect(config.statusCode).toBe(200);
    expect(config.headers['access-control-allow-origin']).toBe('https://localhost');
    expect(config.headers.vary).toContain('Origin');
  });

  it('no other origin may, and the operator API is never opened to any', async () => {
    const elsewhere = await preflight('/api/vue/common/config', 'https://evil.example');
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    const config = await t.app.inject({
      method: 'POST',
      url: '/api/vue/common/config',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: {},
    });
    expect(config.headers['access-control-allow-origin']).toBeUndefined();
    const admin = await preflight('/api/admin/auth/login', 'https://localhost');
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
    expect(admin.statusCode).not.toBe(204);
  });
});
