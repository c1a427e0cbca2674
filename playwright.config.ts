import { defineConfig, devices } from '@playwright/test';
import { BROWSER_ARGS, testBrowserPath } from './scripts/lib/browsers';

const isCI = Boolean(process.env.CI);
// `npm run test:full` and `npm run test:e2e:full` run the passes tagged @full too.
const full = Boolean(process.env.TEST_FULL);

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: isCI,
  grepInvert: full ? undefined : /@full/,
  retries: isCI ? 1 : 0,
  // The machines here have two cores, and the server and Chromium share them.
  // Two workers, in CI too: each has its own server and database
  // (./tests/e2e/fixtures.ts), and most of a test is waiting on the browser.
  workers: 2,
  reporter: 'list',
  // Chromium, the server and a second worker share two cores: a screen that
  // answers in 1 s alone can take several while the other worker loads a
  // 3,000-chapter book. Waits, not timings: a passing test does not wait longer.
  expect: { timeout: 10_000 },
  // Every test ends with an axe-core pass (several seconds on these machines)
  // and many take one or two more on the way: 30 s per test was too tight.
  timeout: 60_000,
  // Builds the SPA when stale and seeds one data folder; every worker starts
  // its own server on a copy of it, on a free port (tests/e2e/fixtures.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    // Authors are mostly Chinese-speaking: zh-CN is the product's default.
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recorded on the retry of a failed test only (CI retries once): a trace
    // of every test (DOM snapshots and a screencast per action) made the same
    // 18 tests 28-43% slower on two cores (568 s against 321 s, 250 against
    // 180 s, interleaved). Locally, `--trace on` when debugging.
    trace: 'on-first-retry',
    // Fluent's dialogs, drawers and toasts skip their fades (it honours the
    // setting): a test waits for no animation, and axe never measures a
    // colour mid-fade. What an author sees at rest is the same.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The production build registers a service worker (src/service-worker/),
    // and requests a worker sends are not seen by page.route, which many
    // specs use to inject faults. Only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    // Every test starts as a returning author: the first-visit guide has its
    // own spec, which starts from empty storage. The fixtures move this to
    // the worker's origin and add the session of the test's `author`.
    storageState: {
      cookies: [],
      origins: [
        { origin: 'http://worker', localStorage: [{ name: 'guide-modal-opened', value: '1' }] },
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Playwright cannot download its own browser here; use Debian's
        // headless shell, half the CPU of the full browser per test, with
        // the flags every launch here uses (scripts/lib/browsers.ts;
        // scripts/ensure-browser.ts installs it).
        launchOptions: { executablePath: testBrowserPath(), args: BROWSER_ARGS },
      },
    },
  ],
});
