import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Where the contract tests record the operations that answered code 0 with a
// body the spec accepts; the coverage project reads it after them. One folder
// per run (this process), made and removed by the contract global setups.
const contractCoverageDir = join(tmpdir(), `author-contract-coverage-${process.pid}`);

// Projects the test command runs and reports separately: unit (machines,
// logic, middleware; no network, no database), integration (a real database
// in-process: the seed), contract (the real server in-process on a fresh
// database, checked against the spec) and, after it, contract-coverage.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['server/db/**'],
          environment: 'node',
          setupFiles: ['src/i18n/test-setup.ts'],
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
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          exclude: ['tests/contract/coverage.test.ts'],
          globalSetup: ['tests/contract/global-setup.ts'],
          provide: { contractCoverageDir },
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
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
