import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './e2e/support/ports';
import { CLOCK_SPECS } from './e2e/support/ports';
import { CLOCK_PORTS, MAIN_PORTS, MAIN_URL, SHORT_SESSION_PORT } from './e2e/support/servers';

/**
 * End-to-end tests drive the built customer app (apps/web/dist, served by the API server) in the
 * system Chromium against real servers on fresh databases, on free ports chosen for the run
 * (e2e/support/ports.ts, e2e/support/servers.ts):
 * - a main server for each of the E2E_WORKERS workers (spec files run in parallel, one file per
 *   worker at a time; each worker's files use its own main server, in file order as before);
 * - one whose sessions last 4 seconds, for the expired-session test;
 * - one whose clock can be moved forward (CLOCK_CONTROL) for each spec that moves it (the trading
 *   journey, the IPO, copy trading and block trades), so one spec's jump of days never lands
 *   inside another's.
 * Build first: `bash scripts/e2e.sh` does both.
 */
const runId = `${Date.now()}-${randomBytes(4).toString('hex')}`;
// scripts/e2e.sh points this at a temporary directory it removes afterwards.
const dataRoot = process.env.KABUTO_E2E_DATA_ROOT ?? tmpdir();

function server(port: number, extraEnvironment: Record<string, string> = {}) {
  return {
    command: 'npm run start -w @kabuto/server',
    url: `http://127.0.0.1:${port}/api/images/logo.svg`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataRoot, `kabuto-e2e-${runId}-${port}`),
      LOG_LEVEL: 'warn',
      // Every run registers several customers, and loads every screen many times, from one address.
      REGISTER_LIMIT_PER_HOUR: '500',
      RATE_LIMIT_PER_MINUTE: '20000',
      MONEY_MOVEMENT_LIMIT_PER_MINUTE: '1000',
      ...extraEnvironment,
    },
  };
}

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
    trace: 'retain-on-failure',
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
  webServer: [
    // The main server's clock starts on a weekday morning in Japan, inside the deposit window
    // (weekdays 09:30-19:30 JST), and runs on from there: the funding journey works at any hour.
    // The market runs the always-open demo session either way.
    ...MAIN_PORTS.map((port) => server(port, { CLOCK_START: '2026-11-20T10:00:00+09:00' })),
    server(SHORT_SESSION_PORT, { SESSION_TTL_SECONDS: '4' }),
    // The trading journey moves this one's clock past the selling rules (15 minutes, T+1).
    ...CLOCK_SPECS.map((spec) =>
      server(CLOCK_PORTS[spec], { CLOCK_START: '2026-11-20T10:00:00+09:00', CLOCK_CONTROL: '1' }),
    ),
  ],
});
