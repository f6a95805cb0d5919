import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The operator console's workspace (its build is served by the API server at /console/). */
export const CONSOLE_DIR = path.join(import.meta.dirname, '..', '..', 'apps', 'console');

/**
 * For a console spec: a desktop browser in Japanese (a back office is used at a desk), and a check
 * that the console was built before the server started (the server serves it only then).
 */
export function useConsoleDesktop(): void {
  test.use({
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
    locale: 'ja-JP',
  });
  test.beforeAll(() => {
    expect(
      existsSync(path.join(CONSOLE_DIR, 'dist', 'index.html')),
      'Build the console first: npm run build -w @kabuto/console',
    ).toBe(true);
  });
}
