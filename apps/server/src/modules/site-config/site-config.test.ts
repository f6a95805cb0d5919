import { describe, expect, it } from 'vitest';
import { setSiteConfigValue } from './repo';
import { useTestApp } from '../../test/use-test-app';

const { t } = useTestApp();

describe('POST /api/vue/common/config', () => {
  it('answers the spec shape with title and logo, from the database', async () => {
    const answer = await t.call('/common/config', { type: 'all' });
    expect(answer.status).toBe(1);
    const entries = answer.data as { name: string; value: string }[];
    const config = Object.fromEntries(entries.map((e) => [e.name, e.value]));
    expect(config.title).toBe('Kabuto');
    expect(config.logo).toMatch(/^\/images\/.+/);
    await setSiteConfigValue(t.database.db, 'title', 'Kabuto Securities');
    const changed = await t.call('/common/config', { type: 'all' });
    expect(changed.data).toContainEqual({ name: 'title', value: 'Kabuto Securities' });
  });

  it('serves the logo under the image base', async () => {
    const logo = await t.app.inject({ method: 'GET', url: '/api/images/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('refuses any other type', async () => {
    expect((await t.call('/common/config', { type: 'some' })).msg).toBe('invalid_params');
    expect((await t.call('/common/config', {})).msg).toBe('invalid_params');
  });
});

describe('platform', () => {
  it('sets helmet security headers', async () => {
    const answer = await t.call('/common/config', { type: 'all' });
    expect(answer.response.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.response.headers['content-security-policy']).toContain(
      "connect-src 'self' ws: wss:",
    );
    expect(answer.response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.response.headers['strict-transport-security']).toContain('max-age=');
    expect(answer.response.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.response.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown routes in the envelope, with the security headers', async () => {
    const answer = await t.call('/nothing/here', {});
    expect(answer).toMatchObject({ httpStatus: 404, status: 0, msg: 'not_found' });
    expect(answer.response.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.response.headers['permissions-policy']).toContain('camera=()');
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/vue/user/register', '/api/vue/user/login', '/api/vue/common/config']));
    const html = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(html.statusCode);
  });
});
