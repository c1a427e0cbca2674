/**
 * Makes sure the end-to-end tests have a browser and CJK fonts.
 *
 * Playwright cannot download its own browser on this machine kind, so the
 * tests drive Debian's Chromium (see playwright.config.ts). Without a CJK font
 * every Chinese label renders as tofu, which breaks screenshots and makes
 * failures hard to read, so the fonts are checked as well.
 *
 * Fast and silent apart from one line when everything is present; installs
 * with apt-get when running as root; otherwise prints the exact command.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const CJK_FONT = /Noto Sans CJK/i;
const tag = '[ensure-browser]';

function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
}

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
  const browser = chromiumPath();
  const customPath = process.env.CHROMIUM_PATH !== undefined;
  const browserPresent = existsSync(browser);

  if (!browserPresent && customPath) {
    // apt installs to /usr/bin/chromium; it cannot satisfy a custom path.
    console.error(`${tag} CHROMIUM_PATH=${browser} does not exist. Fix the path or unset it.`);
    return 1;
  }

  const missing: string[] = [];
  if (!browserPresent) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');

  if (missing.length === 0) {
    console.log(`${tag} ok: ${browser} and Noto Sans CJK are installed`);
    return 0;
  }

  if (!isRoot()) {
    const command = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`;
    if (!browserPresent) {
      console.error(`${tag} Chromium is missing at ${browser}; the end-to-end tests need it.`);
      console.error(`${tag} Install it with:\n\n  ${command}\n`);
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

  if (!existsSync(browser)) {
    console.error(`${tag} apt-get finished but ${browser} is still missing.`);
    return 1;
  }
  if (!hasCjkFont()) {
    console.warn(`${tag} warning: fonts-noto-cjk installed but fc-list does not list it yet.`);
  }
  console.log(`${tag} ok: ${browser} and Noto Sans CJK are installed`);
  return 0;
}

const runAsScript = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) process.exitCode = await ensureBrowser();
