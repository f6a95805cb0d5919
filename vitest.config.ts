import { defineConfig } from 'vitest/config';

// One runner for every suite. `npm run test:unit` and `npm run test:api` pick projects by name.
export default defineConfig({
  test: {
    // Each server test file builds its own app on its own database; two cores take two at a time.
    maxWorkers: 2,
    projects: [
      { test: { name: 'money', include: ['packages/money/src/**/*.test.ts'] } },
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Generous: on a busy two-core machine, opening PGlite and migrating alone can take 10 s+.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'console',
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
