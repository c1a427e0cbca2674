/**
 * The browsers the project drives, both from Debian's packages (Playwright
 * cannot download its own on these machines; scripts/ensure-browser.ts
 * installs them).
 *
 * - The end-to-end tests run Chromium's headless shell: the same Blink and V8
 *   without the desktop browser around them. Opening a screen in a fresh
 *   context and checking it with axe costs about half the machine's CPU of
 *   the full browser (3.3 s against 6.3 s a test on two cores,
 *   scripts/bench-browser.ts), and a test is mostly that.
 * - Benchmarks and screenshots drive the full browser, which is what authors
 *   run.
 *
 * CHROMIUM_PATH, when set, is used for both.
 */
import { type Browser, chromium } from '@playwright/test';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The browser binary of the end-to-end tests. */
export function testBrowserPath(): string {
  return process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
}

/** The browser binary of benchmarks and screenshots. */
export function fullBrowserPath(): string {
  return process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;
}

/**
 * The flags every launch here uses. No sandbox: the tests and benchmarks run
 * as root in containers. Nothing that phones home: the machines reach no
 * network but the package registries, and Chromium's own background
 * connections would fail by the dozen. Shared memory stays in /dev/shm (a
 * RAM disk here; --disable-dev-shm-usage would move it to /tmp on disk).
 */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Launches the full browser for a benchmark or the screenshots, with
 * {@link BROWSER_ARGS} and any flags the caller adds. `gpu: true` keeps
 * GPU rasterisation on (SwiftShader here), for benches that time painting.
 */
export function launchBrowser(
  options: { executablePath?: string; args?: string[]; gpu?: boolean } = {},
): Promise<Browser> {
  const args = BROWSER_ARGS.filter((flag) => !(options.gpu && flag === '--disable-gpu'));
  return chromium.launch({
    executablePath: options.executablePath ?? fullBrowserPath(),
    args: [...args, ...(options.args ?? [])],
  });
}
