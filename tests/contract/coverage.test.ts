/**
 * Every operation of the spec must have a contract test: a test file under
 * tests/contract that names it with `op('operationId')`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allOperationIds } from './harness';

describe('contract coverage', () => {
  it('every operation of the spec has a contract test', () => {
    const dir = new URL('.', import.meta.url).pathname;
    const named = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.ts'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const match of text.matchAll(/\bop\('([A-Za-z]+)'\)/g)) named.add(match[1]!);
    }
    const missing = allOperationIds.filter((id) => !named.has(id));
    expect(missing, `operations without a contract test: ${missing.join(', ')}`).toEqual([]);
  });
});
