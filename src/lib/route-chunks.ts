/**
 * The named chunks a route's first paint needs, so the server can list them
 * in the HTML (rel=preload) and the browser fetches them beside the entry
 * scripts instead of discovering them one import() after another once the
 * entry has run.
 *
 * The names are the `webpackChunkName`s of the lazy imports in
 * src/app/router.tsx, src/i18n/catalogues.ts and src/app/actors.ts; the build
 * (rsbuild.config.ts, pluginRouteChunks) fails when a name listed here is
 * not a chunk it wrote, so a renamed import cannot silently drop a hint.
 */
import { DEFAULT_ROUTE_NAME, LOGIN_ROUTE_NAME, NOT_FOUND_ROUTE_NAME } from './route-table';

/** Routes drawn without the shell (no menu, no tab bar, no message box). */
export const BARE_ROUTE_NAMES: ReadonlySet<string> = new Set([
  LOGIN_ROUTE_NAME,
  'loginSso',
  'Redirect',
]);

/**
 * The shell around every other route, its message box, and the screens'
 * API actors (src/app/create-screen-actors.ts).
 */
const SHELL_CHUNKS = ['shell', 'message-box', 'screen-actors'] as const;

/** Each route's screen chunk; routes not listed show the placeholder. */
export const SCREEN_CHUNKS: Readonly<Record<string, string>> = {
  [LOGIN_ROUTE_NAME]: 'login',
  loginSso: 'sso',
  Redirect: 'redirect',
  [NOT_FOUND_ROUTE_NAME]: 'not-found',
  Home: 'screen-home',
  BookManage: 'screen-books',
  BookShorts: 'screen-books',
  CreateBook: 'screen-books',
  BookInfo: 'screen-books',
  ChapterManage: 'screen-chapters',
  ChapterAdd: 'screen-editor',
  Stockpile: 'screen-desk',
  StoryBible: 'screen-bible',
  Readers: 'screen-readers',
  Income: 'screen-income',
  BookData: 'screen-book-data',
  MessageNotification: 'message-page',
  AccountInfo: 'screen-account',
  AccountEdit: 'screen-account',
};

/** Chunk of the screen for routes without one of their own. */
export const PLACEHOLDER_CHUNK = 'placeholder';

/** The core message catalogue of a locale (every page's texts). */
const catalogueChunk = (locale: string): string => `messages-${locale}`;

/** The texts of the screens inside the shell, in a locale. */
const screenTextsChunk = (locale: string): string => `messages-${locale}-screens`;

/** Every chunk name this module can answer, for the build's check. */
export function allRouteChunkNames(locales: readonly string[]): string[] {
  return [
    ...new Set([
      ...SHELL_CHUNKS,
      ...Object.values(SCREEN_CHUNKS),
      PLACEHOLDER_CHUNK,
      ...locales.flatMap((locale) => [catalogueChunk(locale), screenTextsChunk(locale)]),
    ]),
  ];
}

/**
 * Chunks the first paint of the named route needs in `locale`. The root
 * route redirects to the landing page, so it needs the landing page's.
 */
export function chunksForRoute(name: string, locale: string): string[] {
  const routeName = name === 'root' ? DEFAULT_ROUTE_NAME : name;
  const screen = SCREEN_CHUNKS[routeName] ?? PLACEHOLDER_CHUNK;
  if (BARE_ROUTE_NAMES.has(routeName)) return [catalogueChunk(locale), screen];
  return [catalogueChunk(locale), screenTextsChunk(locale), ...SHELL_CHUNKS, screen];
}
