import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { allRouteChunkNames, chunksForRoute, PLACEHOLDER_CHUNK } from './route-chunks';
import { ROUTES } from './route-table';

const srcDir = path.resolve(import.meta.dirname, '..');
/** The webpackChunkName of every lazy import in a source file. */
function chunkNamesIn(file: string): string[] {
  const text = readFileSync(path.join(srcDir, file), 'utf8');
  return [...text.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]!);
}

describe('route chunks', () => {
  it('gives the login page its screen and catalogue, without the shell', () => {
    expect(chunksForRoute('login', 'zh-CN')).toEqual(['messages-zh-CN', 'login']);
  });

  it("gives a page inside the shell the screens' texts, the shell, its message box, the API actors and its screen", () => {
    expect(chunksForRoute('ChapterManage', 'en-US')).toEqual([
      'messages-en-US',
      'messages-en-US-screens',
      'shell',
      'message-box',
      'screen-actors',
      'screen-chapters',
    ]);
  });

  it('gives the root the landing page, and a route without a screen the placeholder', () => {
    expect(chunksForRoute('root', 'zh-CN')).toEqual(chunksForRoute('Home', 'zh-CN'));
    expect(chunksForRoute('NoSuchRoute', 'zh-CN').at(-1)).toBe(PLACEHOLDER_CHUNK);
  });

  it('has every lazy import of the router and the catalogues named', () => {
    for (const file of ['app/router.tsx', 'i18n/catalogues.ts', 'app/actors.ts']) {
      const imports = readFileSync(path.join(srcDir, file), 'utf8').match(/import\(/g) ?? [];
      expect(chunkNamesIn(file), file).toHaveLength(imports.length);
    }
  });

  it('names exactly the chunks the router and the catalogues import', () => {
    const imported = new Set([
      ...chunkNamesIn('app/router.tsx'),
      ...chunkNamesIn('i18n/catalogues.ts'),
      ...chunkNamesIn('app/actors.ts'),
    ]);
    expect(new Set(allRouteChunkNames(LOCALES))).toEqual(imported);
  });

  it('has a chunk for every route of the table', () => {
    for (const route of ROUTES) {
      expect(chunksForRoute(route.name, 'zh-CN').length).toBeGreaterThan(1);
    }
  });
});
