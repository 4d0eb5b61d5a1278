import { defineConfig } from 'vitest/config';

// Three projects: pure unit tests (domain, contract, web components), API
// integration tests against a real database (AMPARO_TEST_DB: "pglite", the
// default, or "postgres" with DATABASE_URL), and the resilience suite: real
// server and worker processes killed and restarted on the PostgreSQL of
// DATABASE_URL (apps/api/test/resilience, docs/operations.md).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'e2e/support/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['apps/web/src/test/async-timeout.ts'],
          // jsdom page tests render whole pages: the slowest take 5 s alone and four times that on a
          // machine running slower beside the other lanes (a CI run of 2026-12-07 failed one at 15 s).
          testTimeout: 30_000,
          // The page tests' libraries bundled once by esbuild, each into one module, instead of their
          // hundreds of files imported again for every file (unit suite: 214 to 195 CPU-seconds,
          // docs/performance.md). Not react-router: tests mock it with vi.mock, which needs its own module.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  'react',
                  'react-dom',
                  'react-dom/client',
                  'react/jsx-runtime',
                  'react/jsx-dev-runtime',
                  '@tanstack/react-query',
                  '@tanstack/react-table',
                  '@radix-ui/react-checkbox',
                  '@radix-ui/react-dialog',
                  '@radix-ui/react-label',
                  '@radix-ui/react-radio-group',
                  '@radix-ui/react-slot',
                  '@radix-ui/react-toast',
                  '@radix-ui/react-visually-hidden',
                  'react-hook-form',
                  '@hookform/resolvers/zod',
                  'i18next',
                  'react-i18next',
                  'lucide-react',
                  'recharts',
                  'zod',
                  '@testing-library/react',
                  '@testing-library/user-event',
                ],
              },
            },
          },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One module graph per worker, not per file: importing the whole app again for each of the
          // 120-odd files was over half of the suite's time (docs/performance.md, "Test suite"). Each
          // file still gets its own app and database copy (apps/api/test/test-app.ts), and the app
          // keeps no state in its modules; spies are put back after each test so none leaks into
          // the next file.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'resilience',
          include: ['apps/api/test/resilience/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/resilience/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One file at a time: each starts several Node processes, and the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
