import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

// The built web app the server serves, written before the app is built.
const webDist = mkdtempSync(path.join(tmpdir(), 'kabuto-web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kabuto</title>');
writeFileSync(path.join(webDist, 'app.js'), `console.log(${JSON.stringify('x'.repeat(20_000))});`);

const { t } = useTestApp({ configure: (config) => ({ ...config, webDistDir: webDist }) });
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

describe('compression', () => {
  it('compresses the built app’s scripts and large JSON answers for clients that accept it', async () => {
    const script = await t.app.inject({
      method: 'GET',
      url: '/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.rawPayload.length).toBeLessThan(2_000);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/vue/market/list',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: JSON.stringify({ pageSize: 50 }),
    });
    expect(list.headers['content-encoding']).toBe('gzip');
    // An answer of a few kilobytes (an order's is about 1.5) goes as it is: compressing it costs
    // the server more than it saves the phone.
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/vue/market/list',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: JSON.stringify({ pageSize: 4 }),
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeGreaterThan(1_024);
    expect(small.rawPayload.length).toBeLessThan(4_096);
  });

  it('sends plain bytes to clients that do not', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/app.js' });
    expect(script.headers['content-encoding']).toBeUndefined();
    expect(script.payload).toContain('console.log');
  });
});
