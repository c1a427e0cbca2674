/**
 * Every operation of the spec must be covered: some contract test got a
 * code-0 answer from it whose body the spec's response schema accepted. The
 * harness records those answers (harness.ts, `call`); this project runs
 * after the contract project and reads the records.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { allOperationIds } from './harness';

describe('contract coverage', () => {
  it('every operation of the spec has a contract test', () => {
    const dir = inject('contractCoverageDir');
    expect(existsSync(dir), `no records in ${dir}: run the contract project first`).toBe(true);
    const covered = new Set<string>();
    for (const file of readdirSync(dir)) {
      for (const id of readFileSync(join(dir, file), 'utf8').split('\n')) if (id) covered.add(id);
    }
    const missing = allOperationIds.filter((id) => !covered.has(id));
    expect(
      missing,
      `operations without a contract test that got a code-0 answer the spec accepts: ${missing.join(', ')}`,
    ).toEqual([]);
  });
});
