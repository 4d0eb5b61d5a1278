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
/** How Debian's Chromium is launched (also by installable-app.spec.ts, for its persistent profile). */
export const CHROMIUM_LAUNCH = {
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

/** Customer journeys: a phone experience first, run at 390 px only. */
const CUSTOMER_AT_PHONE = specs(
  'claims-conversation',
  'card-payment',
  'claims',
  'day16-customer',
  'imei-queue',
  'link-tokens',
  'new-customer.purchase',
  'phone-check',
  'purchase',
  'signing',
  'withdrawal',
);
/**
 * Back-office journeys, run at 1280 px only. Also here: the SEPA journey (one file generates at a
 * time on the shared server; it visits the customer's side at 390 px itself) and the fake camera's
 * own check (the same at any width).
 */
const STAFF_AT_DESKTOP = specs(
  'back-office-network',
  'day16-staff-cancel',
  'fake-camera',
  'sepa',
  'staff-payments',
  'staff-withdrawal',
);
// At both widths, listed in neither: the page sweeps (smoke, pages, security-headers), the
// accessibility sweeps (accessibility, accessibility-evaluation), the back-office layout (it checks
// each width's layout), signing-expired (the phone and the desktop open different lapsed signings:
// before and after the hourly run), and identity.spec.ts, whose tests are tagged one by one.

/** A pattern matching exactly these spec files (tests/NAME.spec.ts). */
function specs(...names: string[]): RegExp {
  const escaped = names.map((name) => name.replaceAll('.', '\\.'));
  return new RegExp(`(^|/)(${escaped.join('|')})\\.spec\\.ts$`);
}

export const E2E_ADMIN = { email: 'admin@amparo.test', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  timeout: 30_000,
  // 10 s: the CI machine has two cores and runs two browsers at once; a page still must show up.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // A failing test runs once more, recording its trace then: recording every test's trace to keep
  // only the failures' cost a fifth of the journeys' CPU (docs/performance.md, "Test suite"). The
  // retry is for the trace, not a second chance: a test that passes on its retry fails the run.
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: true,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    // The installable app's service worker (docs/installable-app.md) stays out of the journeys, so
    // each request is the page's own; installable-app.spec.ts allows it and tests it.
    serviceWorkers: 'block',
  },
  // Each journey runs at the width its users use; the sweeps run at both (docs/performance.md,
  // "Test suite"). A spec listed in neither list runs at both widths, so a new spec is never
  // left out; a test inside a mixed spec picks its width with a tag, `{ tag: '@customer' }` (phone)
  // or `{ tag: '@staff' }` (desktop).
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: CHROMIUM_LAUNCH, viewport: { width: 390, height: 844 } },
      testIgnore: STAFF_AT_DESKTOP,
      grepInvert: /@staff/,
    },
    {
      name: 'desktop',
      testIgnore: CUSTOMER_AT_PHONE,
      grepInvert: /@customer/,
      use: { viewport: { width: 1280, height: 800 }, launchOptions: CHROMIUM_LAUNCH },
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
