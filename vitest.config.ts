import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `*.postgres.test.ts` need a PostgreSQL installation of the machine's own (they run clusters of
 * their own, stop and start them). They run in the PostgreSQL phase only (`npm run test:api` with
 * DATABASE_URL set, after .ci/run has made sure PostgreSQL is there), so once per CI run; the
 * PGlite phase (`npm test`, no DATABASE_URL) leaves them out.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

// One runner for every suite. `npm run test:unit` and `npm run test:api` pick projects by name.
export default defineConfig({
  test: {
    // Each server test file builds its own app on its own database; two cores take two at a time.
    maxWorkers: 2,
    projects: [
      { test: { name: 'money', include: ['packages/money/src/**/*.test.ts'] } },
      { test: { name: 'lottery', include: ['packages/lottery/src/**/*.test.ts'] } },
      { test: { name: 'liabilities', include: ['packages/liabilities/src/**/*.test.ts'] } },
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'app-kit', include: ['packages/app-kit/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(onPostgres ? [] : ['**/*.postgres.test.ts'])],
          // Migrates one database per run; each test file's database starts as a copy of it.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Each file builds its own app on its own database, so files need no fresh module graph:
          // importing the server anew for every file cost a quarter of the suite's worker time.
          isolate: false,
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
        // One React for the app and its libraries, the app's own (19; npm hoisted an older one to
        // the root for other packages), as its build has (vite.config.ts dedupe): the router is
        // transformed, not loaded by Node, so that it finds the app's React too.
        resolve: {
          alias: {
            react: fileURLToPath(new URL('./apps/web/node_modules/react', import.meta.url)),
            'react-dom': fileURLToPath(new URL('./apps/web/node_modules/react-dom', import.meta.url)),
            // Its ES module build (Node would load the CommonJS one, which requires the root's React).
            'react-router': fileURLToPath(
              new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url),
            ),
          },
        },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          server: { deps: { inline: ['react-router'] } },
        },
      },
    ],
  },
});
