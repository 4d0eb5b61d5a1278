import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The server's data directory (embedded database, files, the seeded aged-policies.json). */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `amparo-e2e-${port}`);
const dataDir = E2E_DATA_DIR;
/** The server's log of the whole run, every request at info level: checked for secrets afterwards. */
export const E2E_SERVER_LOG = path.join(os.tmpdir(), `amparo-e2e-${port}.log`);

/** Debian's Chromium, never a downloaded browser; flags for a closed network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export const E2E_ADMIN = { email: 'admin@amparo.test', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  timeout: 30_000,
  // 10 s: the CI machine has two cores and runs two browsers at once; a page still must show up.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium, viewport: { width: 390, height: 844 } },
      // One SEPA file generates at a time on the shared server: that journey runs once, on the desktop.
      // The fake camera's own check is the same on both: it runs on the desktop.
      // Staff cancelling on day 16 switches a server-wide setting: once, on the desktop.
      testIgnore: /sepa\.spec\.ts|fake-camera\.spec\.ts|day16-staff-cancel\.spec\.ts/,
    },
    // The purchase journeys and the phone check are a phone experience first; they run on the phone project only.
    {
      name: 'desktop',
      testIgnore: /purchase\.spec\.ts|phone-check\.spec\.ts/,
      use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  // The built product, exactly as `npm start` runs it, on a fresh embedded database, after
  // support/seed-aged-policies.ts has written the policies concluded 16 days ago (the clock is real).
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx e2e/support/seed-aged-policies.ts && exec node apps/api/dist/main.js > ${E2E_SERVER_LOG}`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      // Every request line, so that check-log-secrets.ts reads what a production log would hold.
      LOG_LEVEL: 'info',
      AMPARO_DATA_DIR: dataDir,
      AMPARO_ADMIN_EMAIL: E2E_ADMIN.email,
      AMPARO_ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      // The seeder runs the API's TypeScript (mail templates are TSX) through tsx.
      TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json',
      // Mail links and the card gateway's return address point at this server, as in production
      // (the default, localhost, is another origin than 127.0.0.1 to the browser and its CSP).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every spec books from 127.0.0.1 within the hour; the limits have their own API tests.
      BOOKINGS_PER_HOUR_PER_ADDRESS: '10000',
      BOOKINGS_PER_HOUR_PER_EMAIL: '10000',
      // Many specs enter the customer area from 127.0.0.1 within 15 minutes.
      ACCESS_CODES_PER_15_MIN_PER_ADDRESS: '10000',
      // …and sign in there with the code (the accessibility specs visit the customer area too).
      CUSTOMER_SESSIONS_PER_15_MIN_PER_ADDRESS: '10000',
    },
  },
});
