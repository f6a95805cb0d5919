import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './e2e/support/ports';
import { MAIN_URL } from './e2e/support/servers';

/**
 * End-to-end tests drive the built customer app (apps/web/dist, served by the API server) in the
 * system Chromium against real servers on fresh databases, on free ports chosen for the run
 * (e2e/support/ports.ts, e2e/support/servers.ts):
 * - a main server for each of the E2E_WORKERS workers (spec files run in parallel, one file per
 *   worker at a time; each worker's files use its own main server, in file order as before);
 * - one whose sessions last 4 seconds, for the expired-session test, and one whose clock can be
 *   moved forward (CLOCK_CONTROL) for each spec that moves it (the trading journey, the IPO, copy
 *   trading, block trades, bidding, grab shares), so one spec's jump of days never lands inside
 *   another's: each started by its spec, while it runs (e2e/support/own-server.ts).
 * Build first: `bash scripts/e2e.sh` does both.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // The tests of one file run in order in one worker (several journeys are steps of one story).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Evaluated again in each worker: its own main server (e2e/support/servers.ts).
    baseURL: MAIN_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'ja-JP',
    // The app's service worker (build/pwa.ts) stays out of the specs, which route and count the
    // page's own requests; e2e/installable.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    // A failed test keeps its trace: every action with the page's DOM before and after it, and the
    // network. Not the screencast (screenshots: false): filming every test cost about a third of
    // the suite's time (a subset took 4.2 min with it, 2.7 min without; Chromium's GPU and browser
    // processes encode the frames). The failure's own screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The main servers, started side by side before the first spec and stopped after the last
  // (e2e/support/start-servers.ts).
  globalSetup: './e2e/support/start-servers.ts',
});
