/**
 * `npm run bench:browser [-- --loads=10]`
 *
 * What an end-to-end test's floor costs in each browser the project can
 * drive (scripts/lib/browsers.ts): a fresh context with an author's
 * session, /home opened until its heading shows, and the structure check
 * every test ends with (axe without colour contrast). Each browser runs the
 * loads twice, interleaved, against one compiled server on the e2e seed.
 * Reports the wall time and the whole machine's CPU time per load (from
 * /proc/stat: the browser's processes, the server and this script), which
 * is what two test workers on two cores compete for. Asserts nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEYS } from '../src/lib/storage-keys';
import { logIn, startServer } from './lib/bench-server';
import { FULL_CHROMIUM, HEADLESS_SHELL, launchBrowser } from './lib/browsers';
import { ensureE2eDataTemplate } from './lib/e2e-data';
import { ensureServerBuild } from './lib/server-build';
import { ensureSpaBuild } from './lib/spa-build';

const { values } = parseArgs({ options: { loads: { type: 'string', default: '10' } } });
const loads = Number(values.loads);

/** Busy and total jiffies of the whole machine so far (first line of /proc/stat). */
function machineJiffies(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  // user nice system idle iowait irq softirq steal
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, field) => sum + field, 0);
  const waiting = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - waiting, total };
}
const JIFFIES_PER_S = 100;

async function measure(executablePath: string, baseUrl: string, token: string) {
  const browser = await launchBrowser({ executablePath });
  try {
    const before = machineJiffies();
    const started = performance.now();
    for (let load = 0; load < loads; load += 1) {
      const context = await browser.newContext({
        locale: 'zh-CN',
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
        storageState: {
          cookies: [],
          origins: [
            {
              origin: baseUrl,
              localStorage: [
                { name: STORAGE_KEYS.guideModalOpened, value: '1' },
                { name: STORAGE_KEYS.token, value: token },
              ],
            },
          ],
        },
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/home`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await new AxeBuilder({ page }).setLegacyMode(true).disableRules(['color-contrast']).analyze();
      await context.close();
    }
    const after = machineJiffies();
    return {
      wallMs: (performance.now() - started) / loads,
      cpuS: (after.busy - before.busy) / JIFFIES_PER_S / loads,
    };
  } finally {
    await browser.close();
  }
}

const browsers = [
  { name: 'headless shell (tests)', path: HEADLESS_SHELL },
  { name: 'full Chromium (benchmarks)', path: FULL_CHROMIUM },
].filter((browser) => existsSync(browser.path));

const [template] = await Promise.all([
  ensureE2eDataTemplate(),
  ensureSpaBuild(),
  ensureServerBuild(),
]);
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-browser-'));
await cp(template, dataDir, { recursive: true });
const server = await startServer({
  dataDir,
  compiled: true,
  env: { RATE_LIMIT_PER_MIN: '20000' },
});
try {
  const token = await logIn(server.baseUrl);
  const results = new Map<string, { wallMs: number; cpuS: number }[]>();
  for (let round = 0; round < 2; round += 1) {
    for (const browser of browsers) {
      const result = await measure(browser.path, server.baseUrl, token);
      results.set(browser.name, [...(results.get(browser.name) ?? []), result]);
    }
  }
  console.log(`\n${loads} loads a round, two rounds interleaved:\n`);
  console.log('| browser | wall per load | machine CPU per load |\n|---|---|---|');
  for (const [name, rounds] of results) {
    const wall = rounds.map((round) => `${Math.round(round.wallMs)} ms`).join(', ');
    const cpu = rounds.map((round) => `${round.cpuS.toFixed(2)} s`).join(', ');
    console.log(`| ${name} | ${wall} | ${cpu} |`);
  }
} finally {
  await server.stop();
}
