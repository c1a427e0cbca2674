/** Removes the contract run's coverage records once ./coverage.test.ts has read them. */
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const dir = project.config.provide.contractCoverageDir;
  return async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
