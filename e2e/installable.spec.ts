import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { expectNoRawKeys, snapshot } from './support/app';
import { MAIN_URL } from './support/servers';
import { text } from './support/texts';

/**
 * The installable app (issue 17): Chromium reports it installable, with the manifest in the
 * customer's language; the service worker keeps the app shell (never an API answer) and shows the
 * offline page in the customer's language; About us shows the operator's company and the
 * open-source licences of what the app ships.
 */
test.use({ serviceWorkers: 'allow' });

const INSTALL_NAMES = { ja: 'Kabuto 日本株アプリ', en: 'Kabuto Japanese Stocks' } as const;

/** Chromium's own verdict through the DevTools protocol, and the manifest it read. */
async function installableIn(page: Page, locale: 'ja' | 'en'): Promise<void> {
  await page.goto(`${MAIN_URL}/?lang=${locale}#/login/start`);
  await workerReady(page);
  const cdp = await page.context().newCDPSession(page);
  await expect(async () => {
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
  }).toPass({ timeout: 15_000 });
  const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
  expect(url).toMatch(locale === 'ja' ? /manifest\.webmanifest$/ : /manifest\.en\.webmanifest$/);
  const manifest = JSON.parse(data) as {
    name: string;
    display: string;
    start_url: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest.name).toBe(INSTALL_NAMES[locale]);
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  const icon = await page.request.get(`${MAIN_URL}/icons/icon-512.png`);
  expect(icon.headers()['content-type']).toBe('image/png');
}

async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

for (const locale of ['ja', 'en'] as const) {
  test(`Chromium reports the app installable, named in ${locale}`, async () => {
    // A profile of its own: Chromium never offers to install from an incognito-like context,
    // which is what Playwright's usual contexts are.
    const profile = mkdtempSync(path.join(tmpdir(), 'kabuto-install-'));
    const { launchOptions } = test.info().project.use;
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: launchOptions?.executablePath,
      args: launchOptions?.args,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await installableIn(page, locale);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test(`offline, the app says so in ${locale}; the shell is kept, no API answer is`, async ({
    page,
    context,
  }) => {
    await page.goto(`${MAIN_URL}/?lang=${locale}#/login/start`);
    await workerReady(page);
    // Controlled from the next load on; the shell is in the cache by then.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return { names, urls };
    });
    expect(cached.names.some((name) => name.startsWith('kabuto-shell-'))).toBe(true);
    expect(cached.urls).toEqual(expect.arrayContaining(['/index.html', '/offline.html']));
    expect(cached.urls.some((url) => /^\/assets\/.+\.js$/.test(url))).toBe(true);
    expect(cached.urls.filter((url) => url.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    const offlineTitle = page.getByRole('heading', { name: text(locale, 'offline.title') });
    await expect(offlineTitle).toBeVisible();
    await expect(page.getByText(text(locale, 'offline.body'))).toBeVisible();
    await snapshot(page, `${locale}/offline`);
    // Trying again without a network: still the offline screen.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: text(locale, 'offline.retry') }).click(),
    ]);
    await expect(offlineTitle).toBeVisible();
    // The connection back: the app again, by the page's own reload on the browser's "online"
    // event or, where that event does not come (it did not always under Playwright's network
    // emulation), by the customer's retry.
    await context.setOffline(false);
    const retry = page.getByRole('button', { name: text(locale, 'offline.retry') });
    await expect(async () => {
      if ((await offlineTitle.count()) > 0) await retry.click({ timeout: 2_000 });
      await expect(offlineTitle).toHaveCount(0, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('#root')).not.toBeEmpty();
  });

  test(`About us shows the operator's company and the shipped licences in ${locale}`, async ({
    page,
  }) => {
    await page.goto(`${MAIN_URL}/?lang=${locale}#/user/aboutUs`);
    const name = page.getByTestId('company-name');
    await expect(name).toContainText(text(locale, 'about.companyName'));
    // The demo deployment says it is one: no company or registration is invented.
    await expect(name).toContainText(locale === 'ja' ? 'デモ環境' : 'demonstration');
    await expect(page.getByTestId('company-registration')).toBeVisible();
    await expectNoRawKeys(page);
    await snapshot(page, `${locale}/about-us`);
    await page.getByText(text(locale, 'about.licenses'), { exact: true }).click();
    await expect(page).toHaveURL(/#\/user\/licenses$/);
    const react = page.getByTestId('license-react');
    await expect(react).toContainText('MIT');
    await react.locator('summary').click();
    await expect(react.locator('pre')).toContainText('Permission is hereby granted');
    await expect(page.getByTestId('license-antd-mobile')).toBeVisible();
    await expectNoRawKeys(page);
    await snapshot(page, `${locale}/licenses`);
  });
}
