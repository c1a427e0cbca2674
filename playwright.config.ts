import { defineConfig, devices } from '@playwright/test';

const isCI = Boolean(process.env.CI);

// A fixed port away from `npm start` (8080) and `npm run dev` (3000), so the
// tests can run while a developer has the app open; E2E_PORT moves it when
// two checkouts run their tests side by side.
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // The machines here have two cores, and the server and Chromium share them.
  workers: isCI ? 1 : 2,
  reporter: 'list',
  use: {
    baseURL,
    // Authors are mostly Chinese-speaking: zh-CN is the product's default.
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Every test starts as a returning author: the first-visit guide has its
    // own spec, which starts from empty storage.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'guide-modal-opened', value: '1' }] }],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Playwright cannot download its own browser here; use Debian's
        // (scripts/ensure-browser.ts installs it). Flags from STACK.md: no
        // sandbox as root in containers, nothing that phones home.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // Playwright starts its web server *before* globalSetup runs, so the SPA
    // build cannot live in a globalSetup: the server would start on a missing
    // or outdated dist/. The first command builds only when the sources are
    // newer than dist/ (the same check as `npm start`), then the server runs
    // exactly as in production.
    command: 'node --import tsx scripts/lib/spa-build.ts && node --import tsx server/main.ts',
    url: `${baseURL}/healthz`,
    env: {
      PORT: String(port),
      // In-memory PGlite: every run starts from a freshly migrated and seeded
      // database, with no data directory to reset between runs.
      DATA_DIR: 'memory://',
      // The SMS-code specs read codes from GET /dev/outbox (loopback only).
      DEV_OUTBOX: '1',
      // Both workers' browsers share one client address, unlike real authors.
      RATE_LIMIT_PER_MIN: '20000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    // Let the server close the database cleanly instead of being SIGKILLed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
