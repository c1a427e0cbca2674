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
