/**
 * `npm test`: the one command that says whether the repository is healthy.
 *
 * Runs every check in order, cheapest and most fundamental first, and stops
 * at the first failure so the first error on screen is the one to fix.
 *
 *   npm test                          everything
 *   npm test -- --only=unit,contract  just these steps
 *   npm test -- --skip=e2e            everything but these steps
 *
 * Ends with a per-step summary and one line `steps: N passed, N failed`,
 * which CI reads. Steps are counted rather than individual tests because the
 * steps (compiler, linters, vitest, Playwright) do not report tests in one
 * format, and a guessed number would be worse than none.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { repoRoot } from './lib/spa-build';

type Step = { id: string; title: string; script: string };

const steps: Step[] = [
  { id: 'typecheck', title: 'type check', script: 'typecheck' },
  { id: 'lint', title: 'lint', script: 'lint' },
  { id: 'spec', title: 'spec lint', script: 'lint:spec' },
  { id: 'api-types', title: 'generated API types up to date', script: 'check:api' },
  { id: 'unit', title: 'unit tests', script: 'test:unit' },
  { id: 'integration', title: 'integration tests (database)', script: 'test:integration' },
  { id: 'contract', title: 'contract tests (PGlite)', script: 'test:contract' },
  { id: 'contract-pg', title: 'contract tests (PostgreSQL)', script: 'test:contract:pg' },
  { id: 'e2e', title: 'end-to-end tests', script: 'test:e2e' },
];

function usage(message?: string): never {
  if (message) console.error(`test: ${message}\n`);
  console.error('usage: npm test [-- --only=<steps>] [-- --skip=<steps>]');
  console.error(`steps: ${steps.map((step) => step.id).join(', ')}`);
  console.error('(npm script names such as test:unit, contract:pg or lint:spec work too)');
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

function selectSteps(argv: string[]): Step[] {
  let only: Set<string> | null = null;
  let skip = new Set<string>();
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') usage();
    const [flag, value] = arg.split(/=(.*)/s, 2);
    if (flag === '--only' && value !== undefined) only = parseStepList('--only', value);
    else if (flag === '--skip' && value !== undefined) skip = parseStepList('--skip', value);
    else usage(`unknown argument '${arg}'`);
  }
  const selected = steps.filter((step) => (only ? only.has(step.id) : true) && !skip.has(step.id));
  if (selected.length === 0) usage('no steps left to run');
  return selected;
}

function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m${String(Math.round(seconds - minutes * 60)).padStart(2, '0')}s`;
}

let current: ReturnType<typeof spawn> | null = null;
let interrupted: NodeJS.Signals | null = null;

// A terminal's Ctrl+C already reaches the running step (same process group);
// a signal sent to this script alone is passed on so the step stops too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    interrupted ??= signal;
    if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
  });
}

function runScript(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: repoRoot, stdio: 'inherit' });
    current = child;
    child.on('error', (error) => {
      console.error(`test: could not start npm: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve(signal ? 128 + constants.signals[signal] : (code ?? 1));
    });
  });
}

type Result = { step: Step; status: 'passed' | 'failed' | 'not run'; ms: number };

const selected = selectSteps(process.argv.slice(2));
const results: Result[] = selected.map((step) => ({ step, status: 'not run', ms: 0 }));
const started = Date.now();

for (const [index, result] of results.entries()) {
  const { step } = result;
  console.log(`\n==> [${index + 1}/${results.length}] ${step.title}  (npm run ${step.script})\n`);
  const stepStart = Date.now();
  const code = await runScript(step.script);
  result.ms = Date.now() - stepStart;
  result.status = code === 0 && !interrupted ? 'passed' : 'failed';
  if (result.status === 'failed') {
    console.error(`\n==> ${step.title} failed (exit code ${code})`);
    break;
  }
}

const width = Math.max(...results.map((result) => result.step.title.length));
console.log('\n==> summary');
for (const { step, status, ms } of results) {
  const time = status === 'not run' ? '' : formatDuration(ms);
  console.log(`  ${step.title.padEnd(width)}  ${status.padEnd(7)}  ${time}`.trimEnd());
}
console.log(`  ${'total'.padEnd(width)}           ${formatDuration(Date.now() - started)}`);

const passed = results.filter((result) => result.status === 'passed').length;
const failed = results.filter((result) => result.status === 'failed').length;
// Alone on its line: CI reads this.
console.log(`steps: ${passed} passed, ${failed} failed`);

process.exit(failed > 0 ? 1 : interrupted ? 128 + constants.signals[interrupted] : 0);
