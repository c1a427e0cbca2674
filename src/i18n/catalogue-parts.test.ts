import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGE_IDS } from '../machines/auth/auth.machine';
import { EN_US } from './messages';
import enCore from './messages/en-US/core';
import enScreens from './messages/en-US/screens';
import zhCore from './messages/zh-CN/core';
import zhScreens from './messages/zh-CN/screens';

const srcDir = path.resolve(import.meta.dirname, '..');

/** Every quoted message id of the catalogue that a source file names. */
function idsNamedIn(file: string): string[] {
  const text = readFileSync(path.join(srcDir, file), 'utf8');
  const quoted = [...text.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)+)['"`]/g)];
  return quoted.map((match) => match[1]!).filter((id) => id in EN_US);
}

// The pages drawn without the shell, which load only the core texts
// (src/lib/route-chunks.ts, BARE_ROUTE_NAMES; the 404 page for visitors).
const BARE_PAGE_FILES = [
  ...readdirSync(path.join(srcDir, 'features/auth')).map((name) => `features/auth/${name}`),
  'components/not-found-page.tsx',
  'components/full-page-loading.tsx',
  'components/locale-switch.tsx',
  'components/screen-error-boundary.tsx',
  'app/redirect-page.tsx',
];

describe('catalogue parts', () => {
  it('split each locale into the same two sets of ids', () => {
    expect(Object.keys(zhCore).sort()).toEqual(Object.keys(enCore).sort());
    expect(Object.keys(zhScreens).sort()).toEqual(Object.keys(enScreens).sort());
    expect(Object.keys(enCore).filter((id) => id in enScreens)).toEqual([]);
  });

  it('give the pages outside the shell every text they name in the core part', () => {
    const named = BARE_PAGE_FILES.flatMap(idsNamedIn);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((id) => !(id in enCore))).toEqual([]);
  });

  it('give the core part every error, validation and login text the client can show', () => {
    const shown = [
      ...Object.values(AUTH_MESSAGE_IDS),
      ...Object.keys(EN_US).filter((id) => /^(error|validation|login)\./.test(id)),
    ];
    expect(shown.filter((id) => !(id in enCore))).toEqual([]);
  });

  it('keep the login page small: the core is well under half of the texts', () => {
    const size = (texts: object) => JSON.stringify(texts).length;
    expect(size(enCore)).toBeLessThan(size(enScreens) / 2);
  });
});
