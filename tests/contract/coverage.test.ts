/**
 * Every operation of the spec must be covered on every engine the run used:
 * some contract test got a code-0 answer from it whose body the spec's
 * response schema accepted. The harness records those answers per engine
 * (harness.ts, `call`); this project runs after the contract projects and
 * reads the records. On PGlite the whole contract covers them; on
 * PostgreSQL, where `npm test` runs only the files where the engines differ,
 * engine-smoke.test.ts walks every operation once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { allOperationIds } from './harness';

/** Operations answered code 0, by engine ("pglite", "postgres"). */
function coveredByEngine(dir: string): Map<string, Set<string>> {
  const covered = new Map<string, Set<string>>();
  for (const file of readdirSync(dir)) {
    const engine = file.split('-')[0]!;
    const ids = covered.get(engine) ?? new Set<string>();
    for (const id of readFileSync(join(dir, file), 'utf8').split('\n')) if (id) ids.add(id);
    covered.set(engine, ids);
  }
  return covered;
}

describe('contract coverage', () => {
  it('every operation of the spec has a contract test on every engine that ran', () => {
    const dir = inject('contractCoverageDir');
    expect(existsSync(dir), `no records in ${dir}: run a contract project first`).toBe(true);
    const covered = coveredByEngine(dir);
    expect(covered.size, 'no contract test recorded a code-0 answer').toBeGreaterThan(0);
    for (const [engine, ids] of covered) {
      const missing = allOperationIds.filter((id) => !ids.has(id));
      expect(
        missing,
        `operations without a contract test that got a code-0 answer the spec accepts on ${engine}: ${missing.join(', ')}`,
      ).toEqual([]);
    }
  });
});
