import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

type InlineProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

// Where the contract tests record the operations that answered code 0 with a
// body the spec accepts; the coverage project reads it after them. One folder
// per run (this process), made and removed by the contract global setups.
const contractCoverageDir = join(tmpdir(), `author-contract-coverage-${process.pid}`);

// `npm run test:full` (TEST_FULL=1) runs the whole contract on PostgreSQL too.
const full = Boolean(process.env.TEST_FULL);

/**
 * The contract files that exercise what differs between the engines:
 * concurrency and bursts (PGlite interleaves handlers between queries,
 * PostgreSQL runs transactions side by side), replicas, the read cache's
 * invalidation, password-change races, backup and restore, durability after
 * a crash, the fuzz sample (each driver parses values its own way), and one
 * smoke walk through every operation. `npm test` runs these on PostgreSQL as
 * well as PGlite; every other file runs on PGlite only.
 */
const ENGINE_FILES = [
  'limits',
  'replicas',
  'read-cache',
  'password-change',
  'backup',
  'backup-runs',
  'crash',
  'fuzz',
  'engine-smoke',
].map((name) => `tests/contract/${name}.test.ts`);

/**
 * Unit tests of plain modules (the server's, src/lib's, the scripts'), which
 * keep no state between files. The machines, views and API actors run each
 * file in a fresh module graph: they stub globals and fake timers.
 */
const UNIT_MODULES = ['server/**/*.test.ts', 'src/lib/**/*.test.ts', 'scripts/**/*.test.ts'];

/** What the contract projects share; each adds its name, files and engine. */
const contractProject = {
  // A worker imports the server once for all its files, not once a file:
  // the import was a third of the run. Each file still starts its own
  // server on its own fresh database (harness.ts), so no state is shared
  // but the modules'.
  isolate: false,
  globalSetup: ['tests/contract/global-setup.ts'],
  provide: { contractCoverageDir },
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  sequence: { groupOrder: 0 },
} satisfies InlineProjectTest;

// Projects the test command runs and reports separately: unit and
// unit-modules (machines, logic, middleware; no network, no database), integration (a real database
// in-process: the seed), contract on each engine (the real server in-process
// on a fresh database, checked against the spec) and, after them,
// contract-coverage. The contract-pg project is there only when a
// PostgreSQL server is (DATABASE_URL, set by scripts/with-postgres.ts).
export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default, which on the two-core
    // machines here meant one worker: its main process does little, so
    // every core runs tests.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: UNIT_MODULES,
          environment: 'node',
          setupFiles: ['src/i18n/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'unit-modules',
          include: UNIT_MODULES,
          exclude: ['server/db/**'],
          environment: 'node',
          setupFiles: ['src/i18n/test-setup.ts'],
          // Plain modules, no globals or timers left behind: a worker imports
          // them once for all these files.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/db/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...contractProject,
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          // Replicas need a server many processes share: PostgreSQL only.
          exclude: ['tests/contract/coverage.test.ts', 'tests/contract/replicas.test.ts'],
          env: { CONTRACT_ENGINE: 'pglite' },
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                ...contractProject,
                name: 'contract-pg',
                include: full ? ['tests/contract/**/*.test.ts'] : ENGINE_FILES,
                exclude: ['tests/contract/coverage.test.ts'],
                env: { CONTRACT_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'contract-coverage',
          include: ['tests/contract/coverage.test.ts'],
          globalSetup: ['tests/contract/coverage-setup.ts'],
          provide: { contractCoverageDir },
          environment: 'node',
          // After every contract test file: it reads what they recorded.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
