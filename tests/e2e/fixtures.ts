/**
 * The fixtures every spec uses instead of @playwright/test's own:
 *
 * - `appServer` (one per worker): the real server on a copy of the seeded
 *   data folder and a free port, so each worker has its own database;
 *   `baseURL` points at it.
 * - `author` (an option): the demo author a test runs as; `freshBrowser`
 *   (an option) starts from empty storage, as a first visit does. The worker logs
 *   each author in once through the API and the test's browser starts with
 *   that session in its storage state; tests of the login form itself leave
 *   `author` unset and use the form.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { serverEntry } from '../../scripts/lib/server-build';
import { repoRoot } from '../../scripts/lib/spa-build';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { expectAccessible } from './axe';
import { TEMPLATE_ENV } from './global-setup';
import { DEMO_PASSWORD, E2E_SMS_RESEND_AFTER_S } from './helpers';

export { expect, expectAccessible };

type StorageState = Exclude<Parameters<typeof base.use>[0]['storageState'], string | undefined>;

interface AppServer {
  url: string;
}

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz within 120 s:\n${log()}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    // SIGTERM closes the database cleanly; a stuck server is killed.
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Logs a demo author in through the API; the token is the session the browser starts with. */
async function apiToken(url: string, phone: string): Promise<string> {
  const response = await fetch(`${url}/author/user/login_by_pwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: DEMO_PASSWORD }),
  });
  const envelope = (await response.json()) as {
    code: number;
    msg: string;
    body: { token: string };
  };
  if (envelope.code !== 0)
    throw new Error(`login of ${phone} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.body.token;
}

/** True while the server still accepts the token (a test may have logged it out). */
async function tokenWorks(url: string, token: string): Promise<boolean> {
  const response = await fetch(`${url}/author/user/info`, { headers: { 'x-token': token } });
  return ((await response.json()) as { code: number }).code === 0;
}

export const test = base.extend<
  {
    author: string | null;
    freshBrowser: boolean;
    pageLanguage: string | null;
    finalPageCheck: boolean;
    axeOnFinalPage: undefined;
  },
  { appServer: AppServer; sessionOf: (phone: string) => Promise<string> }
>({
  appServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const template = process.env[TEMPLATE_ENV];
      if (!template)
        throw new Error(`${TEMPLATE_ENV} is not set: tests/e2e/global-setup.ts did not run`);
      const dataDir = await mkdtemp(join(tmpdir(), 'author-e2e-worker-'));
      await cp(template, dataDir, { recursive: true });
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      // The compiled server, as `npm start` runs it (global-setup.ts builds
      // it when stale): no TypeScript loader compiling the server at start.
      const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          // The SMS-code specs read codes from GET /dev/outbox (loopback only).
          DEV_OUTBOX: '1',
          // A second SMS code to one phone after seconds, not a minute.
          SMS_RESEND_AFTER_S: String(E2E_SMS_RESEND_AFTER_S),
          // A worker's tests share one client address, unlike real authors.
          RATE_LIMIT_PER_MIN: '20000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      try {
        await waitUntilUp(url, child, () => output);
        await use({ url });
      } finally {
        await stop(child);
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  // One API login per author per worker, checked before each use.
  sessionOf: [
    async ({ appServer }, use) => {
      const tokens = new Map<string, string>();
      await use(async (phone) => {
        const known = tokens.get(phone);
        if (known && (await tokenWorks(appServer.url, known))) return known;
        const token = await apiToken(appServer.url, phone);
        tokens.set(phone, token);
        return token;
      });
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ appServer }, use) => use(appServer.url),

  // Every test ends with an axe check of the page it ends on (./axe.ts),
  // every rule but colour contrast (the screens pass measures contrast on
  // every screen, where the page has settled): a violation there fails the
  // test. Tests also call `expectAccessible` at the states they pass
  // through. A test that already failed is not checked again (its own
  // failure is the one to read).
  axeOnFinalPage: [
    async ({ page, context, finalPageCheck }, use, testInfo) => {
      // The page a test ends on is the newest one still alive: a test may
      // open a second tab, or crash the first on purpose and reopen it.
      const crashed = new WeakSet<Page>();
      const watch = (opened: Page) => opened.on('crash', () => crashed.add(opened));
      watch(page);
      context.on('page', watch);
      await use(undefined);
      if (!finalPageCheck) return;
      if (testInfo.status !== testInfo.expectedStatus || testInfo.expectedStatus !== 'passed')
        return;
      const final = context
        .pages()
        .filter((open) => !open.isClosed() && !crashed.has(open))
        .at(-1);
      if (!final?.url().startsWith('http')) return;
      await expectAccessible(final, `the page "${testInfo.title}" ends on`, { contrast: false });
    },
    { auto: true },
  ],

  author: [null, { option: true }],
  freshBrowser: [false, { option: true }],
  // The language the author picked in the app (stored as the settings
  // drawer stores it); null leaves it to the browser's language.
  pageLanguage: [null, { option: true }],
  // Off only where a test has just checked the same page with every rule
  // (screens.spec.ts).
  finalPageCheck: [true, { option: true }],

  // The configured storage state (none for a fresh browser), moved to this
  // worker's origin, with the author's session in localStorage when the test
  // runs as one. (A spec sets `freshBrowser`, not `storageState`: a value for
  // `storageState` would replace this fixture.)
  storageState: async (
    { storageState, freshBrowser, author, pageLanguage, appServer, sessionOf },
    use,
  ) => {
    const configured: StorageState =
      typeof storageState === 'object' && storageState && !freshBrowser
        ? storageState
        : { cookies: [], origins: [] };
    const localStorage = configured.origins.flatMap((origin) => origin.localStorage);
    if (author) localStorage.push({ name: 'token', value: await sessionOf(author) });
    if (pageLanguage) localStorage.push({ name: STORAGE_KEYS.locale, value: pageLanguage });
    await use({
      cookies: configured.cookies,
      origins: localStorage.length > 0 ? [{ origin: appServer.url, localStorage }] : [],
    });
  },
});
