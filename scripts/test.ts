/**
 * `npm test`: the one command that says whether the repository is healthy.
 * `npm run test:full` (this script with --full): the same steps at full
 * strength: every e2e pass (tag @full), the whole contract on PostgreSQL as
 * well as PGlite, and the full fuzz. docs/testing.md says when to run which.
 *
 * Steps run in stages. The steps of a stage run side by side (the machines
 * here have two cores: the type checker uses one, the linters and the unit
 * tests the other); a stage starts when the one before it has passed, so the
 * first error on screen is still the one to fix.
 *
 *   npm test                          everything
 *   npm test -- --only=unit,database  just these steps
 *   npm test -- --skip=e2e            everything but these steps
 *   npm test -- --serial              one step at a time (to time one alone)
 *
 * A step run beside others has its output held and printed whole when it
 * ends, so two steps never interleave; each step's time is printed as it
 * finishes. Ends with a per-step summary and one line
 * `steps: N passed, N failed`, which CI reads. Steps are counted rather than
 * tests because the runners (compiler, linters, vitest, Playwright) do not
 * report tests in one format.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { repoRoot } from './lib/spa-build';

interface Step {
  id: string;
  title: string;
  /** The npm script this step runs. */
  script: string;
  /** Steps of one stage run side by side. */
  stage: number;
}

const steps: Step[] = [
  { id: 'typecheck', title: 'type check', script: 'typecheck', stage: 1 },
  { id: 'lint', title: 'lint', script: 'lint', stage: 1 },
  { id: 'spec', title: 'spec lint', script: 'lint:spec', stage: 1 },
  { id: 'api-types', title: 'generated API types up to date', script: 'check:api', stage: 1 },
  {
    id: 'migrations',
    title: 'schema and migrations agree',
    script: 'check:migrations',
    stage: 1,
  },
  { id: 'unit', title: 'unit tests', script: 'test:unit', stage: 1 },
  // What the browser tests need (Chromium, fonts, the built SPA and server),
  // made while the checks run rather than after the database tests.
  { id: 'e2e-build', title: 'browser and builds for e2e', script: 'test:e2e:prepare', stage: 1 },
  {
    id: 'database',
    title: 'integration and contract tests (PGlite, PostgreSQL)',
    script: 'test:database',
    stage: 2,
  },
  { id: 'e2e', title: 'end-to-end tests', script: 'test:e2e', stage: 3 },
];

function usage(message?: string): never {
  if (message) console.error(`test: ${message}\n`);
  console.error(
    'usage: npm test [-- --only=<steps>] [-- --skip=<steps>] [-- --serial] [-- --full]',
  );
  console.error(`steps: ${steps.map((step) => step.id).join(', ')}`);
  process.exit(message ? 2 : 0);
}

/** Step ids from a comma list; accepts ids and npm script names. */
function parseStepList(flag: string, value: string): Set<string> {
  const ids = new Set<string>();
  for (const name of value.split(',').map((part) => part.trim())) {
    if (!name) continue;
    const step = steps.find((candidate) =>
      [candidate.id, candidate.script, candidate.script.replace(/^test:/, '')].includes(name),
    );
    if (!step) usage(`unknown step '${name}' in ${flag}`);
    ids.add(step.id);
  }
  return ids;
}

interface Options {
  selected: Step[];
  serial: boolean;
  full: boolean;
}

function parseArguments(argv: string[]): Options {
  let only: Set<string> | null = null;
  let skip = new Set<string>();
  let serial = false;
  let full = false;
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') usage();
    if (arg === '--serial') {
      serial = true;
      continue;
    }
    if (arg === '--full') {
      full = true;
      continue;
    }
    const [flag, value] = arg.split(/=(.*)/s, 2);
    if (flag === '--only' && value !== undefined) only = parseStepList('--only', value);
    else if (flag === '--skip' && value !== undefined) skip = parseStepList('--skip', value);
    else usage(`unknown argument '${arg}'`);
  }
  const selected = steps.filter((step) => (only ? only.has(step.id) : true) && !skip.has(step.id));
  if (selected.length === 0) usage('no steps left to run');
  return { selected, serial, full };
}

function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m${String(Math.round(seconds - minutes * 60)).padStart(2, '0')}s`;
}

const running = new Set<ReturnType<typeof spawn>>();
let interrupted: NodeJS.Signals | null = null;

// A terminal's Ctrl+C already reaches the running steps (same process group);
// a signal sent to this script alone is passed on so the steps stop too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted ??= signal;
    for (const child of running) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }
  });
}

/**
 * Runs one npm script. Alone, its output goes straight to the terminal;
 * beside others, it is held and returned, to be printed when the step ends.
 */
function runScript(
  script: string,
  env: NodeJS.ProcessEnv,
  hold: boolean,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: repoRoot,
      env,
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => {
      running.delete(child);
      resolve({ code: 127, output: `test: could not start npm: ${error.message}\n` });
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code: signal ? 128 + constants.signals[signal] : (code ?? 1), output });
    });
  });
}

type Status = 'passed' | 'failed' | 'not run';
type Result = { step: Step; status: Status; ms: number };

const options = parseArguments(process.argv.slice(2));
const results: Result[] = options.selected.map((step) => ({ step, status: 'not run', ms: 0 }));
// Colours stay on when the output is held (vitest and Playwright check for a TTY).
const stepEnv: NodeJS.ProcessEnv = {
  ...process.env,
  ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
  ...(options.full ? { TEST_FULL: '1' } : {}),
};
const started = Date.now();

/** Stages in order; with --serial every step is a stage of its own. */
function stagesOf(selected: Result[]): Result[][] {
  if (options.serial) return selected.map((result) => [result]);
  const byStage = new Map<number, Result[]>();
  for (const result of selected) {
    byStage.set(result.step.stage, [...(byStage.get(result.step.stage) ?? []), result]);
  }
  return [...byStage.keys()].sort((a, b) => a - b).map((stage) => byStage.get(stage)!);
}

const elapsed = () => formatDuration(Date.now() - started);
if (options.full)
  console.log(
    '==> full strength: every e2e pass, the whole contract on both engines, the full fuzz',
  );

for (const stage of stagesOf(results)) {
  const hold = stage.length > 1;
  const names = stage.map((result) => result.step.title).join(', ');
  console.log(`\n==> [${elapsed()}] ${hold ? `side by side: ${names}` : names}\n`);
  await Promise.all(
    stage.map(async (result) => {
      const stepStart = Date.now();
      const { code, output } = await runScript(result.step.script, stepEnv, hold);
      result.ms = Date.now() - stepStart;
      result.status = code === 0 && !interrupted ? 'passed' : 'failed';
      if (hold) {
        console.log(`\n--- ${result.step.title} (npm run ${result.step.script}) ---`);
        process.stdout.write(output);
      }
      const verdict = result.status === 'passed' ? 'passed' : `failed (exit code ${code})`;
      console.log(
        `\n==> [${elapsed()}] ${result.step.title} ${verdict} in ${formatDuration(result.ms)}`,
      );
    }),
  );
  if (stage.some((result) => result.status === 'failed')) break;
}

const width = Math.max(...results.map((result) => result.step.title.length));
console.log('\n==> summary');
for (const { step, status, ms } of results) {
  const time = status === 'not run' ? '' : formatDuration(ms);
  console.log(`  ${step.title.padEnd(width)}  ${status.padEnd(7)}  ${time}`.trimEnd());
}
console.log(`  ${'total (wall clock)'.padEnd(width)}           ${elapsed()}`);

const passed = results.filter((result) => result.status === 'passed').length;
const failed = results.filter((result) => result.status === 'failed').length;
// Alone on its line: CI reads this.
console.log(`steps: ${passed} passed, ${failed} failed`);

process.exit(failed > 0 ? 1 : interrupted ? 128 + constants.signals[interrupted] : 0);
