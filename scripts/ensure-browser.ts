/**
 * Makes sure the end-to-end tests and benchmarks have their browsers and CJK
 * fonts.
 *
 * Playwright cannot download its own browser on this machine kind, so the
 * tests drive Debian's Chromium headless shell and the benchmarks its full
 * Chromium (scripts/lib/browsers.ts). Without a CJK font
 * every Chinese label renders as tofu, which breaks screenshots and makes
 * failures hard to read, so the fonts are checked as well.
 *
 * Fast and silent apart from one line when everything is present; installs
 * with apt-get when running as root; otherwise prints the exact command.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { FULL_CHROMIUM, HEADLESS_SHELL } from './lib/browsers';

const CJK_FONT = /Noto Sans CJK/i;
const tag = '[ensure-browser]';

/** Each browser binary and the Debian package that provides it (scripts/lib/browsers.ts). */
const BROWSERS = [
  { path: HEADLESS_SHELL, pkg: 'chromium-headless-shell' },
  { path: FULL_CHROMIUM, pkg: 'chromium' },
];

function hasCjkFont(): boolean {
  // fc-list comes with fontconfig, which Chromium pulls in; when it is absent
  // the fonts cannot be there either.
  const result = spawnSync('fc-list', { encoding: 'utf8' });
  return result.status === 0 && CJK_FONT.test(result.stdout);
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function run(command: string, args: string[]): Promise<void> {
  console.log(`${tag} $ ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      // apt must never stop to ask a question in CI.
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args[0] ?? ''} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Installs what is missing (as root); the exit code to end with (0 when the tests can run). */
export async function ensureBrowser(): Promise<number> {
  const customPath = process.env.CHROMIUM_PATH;
  if (customPath !== undefined && !existsSync(customPath)) {
    // apt installs to /usr/bin; it cannot satisfy a custom path.
    console.error(`${tag} CHROMIUM_PATH=${customPath} does not exist. Fix the path or unset it.`);
    return 1;
  }
  // With CHROMIUM_PATH set, that one browser serves tests and benchmarks.
  const wanted = customPath === undefined ? BROWSERS : [];
  const absent = () => wanted.filter((browser) => !existsSync(browser.path));

  const missing = absent().map((browser) => browser.pkg);
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  const present = customPath ?? BROWSERS.map((browser) => browser.path).join(' and ');

  if (missing.length === 0) {
    console.log(`${tag} ok: ${present} and Noto Sans CJK are installed`);
    return 0;
  }

  if (!isRoot()) {
    const command = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`;
    if (absent().length > 0) {
      console.error(
        `${tag} ${absent()
          .map((browser) => browser.path)
          .join(' and ')} missing; the end-to-end tests and benchmarks need them.`,
      );
      console.error(`${tag} Install with:\n\n  ${command}\n`);
      console.error(`${tag} or point CHROMIUM_PATH at an existing Chromium binary.`);
      return 1;
    }
    // Tests still run without the fonts; only the rendering of Chinese suffers.
    console.warn(`${tag} warning: no Noto Sans CJK font; Chinese text will render as boxes.`);
    console.warn(`${tag} Install it with:\n\n  ${command}\n`);
    return 0;
  }

  console.log(`${tag} installing ${missing.join(', ')} (about a minute on a fresh machine)`);
  try {
    await run('apt-get', ['update']);
    await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing]);
  } catch (error) {
    console.error(`${tag} ${(error as Error).message}`);
    return 1;
  }

  if (absent().length > 0) {
    console.error(
      `${tag} apt-get finished but ${absent()
        .map((browser) => browser.path)
        .join(' and ')} still missing.`,
    );
    return 1;
  }
  if (!hasCjkFont()) {
    console.warn(`${tag} warning: fonts-noto-cjk installed but fc-list does not list it yet.`);
  }
  console.log(`${tag} ok: ${present} and Noto Sans CJK are installed`);
  return 0;
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) process.exitCode = await ensureBrowser();
