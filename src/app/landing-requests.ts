/**
 * The GETs a screen makes as it opens, known from its address alone: the
 * composition root starts them as the page starts (src/api/early-fetch.ts),
 * so on a cold open of a bookmark they travel beside the code and the
 * user's answer instead of after the first render. Each URL must be the one
 * the screen's actor will ask for (path and query; the order of the query
 * does not matter): one that differs is simply not used, and the screen asks
 * as it always did. The unit test holds these to the actors' requests.
 */
import { chapterListQuery } from '../api/actors/chapter-query';
import { browserStorage } from '../lib/browser-storage';
import { readChapterOrder } from '../lib/chapter-order';
import { openingPageQuery } from '../machines/chapter-list/chapter-list.query';

type Query = Record<string, string | number | boolean>;

function get(path: string, query: Query = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  // No bare '?': the URL is the one the client sends, to the letter.
  return search.toString() ? `${path}?${search}` : path;
}

/** The book's facts and volumes: the chapter list's panel and the editor open with both. */
const bookAndVolumes = (bookId: string) => [
  get('/author/book/info', { book_id: bookId }),
  get('/author/volume/list', { book_id: bookId }),
];

/** The screens worth starting early: the ones authors bookmark and open cold. */
const LANDING: Record<string, (params: URLSearchParams, storage: Storage | null) => string[]> = {
  '/home': () => [get('/author/dashboard')],
  '/chapter-manage': (params, storage) => {
    const bookId = params.get('book_id');
    if (!bookId) return [];
    const firstPage = openingPageQuery({ bookId, order: readChapterOrder(bookId, storage) });
    return [...bookAndVolumes(bookId), get('/author/chapter/list', chapterListQuery(firstPage))];
  },
  '/chapter-add': (params) => {
    const bookId = params.get('book_id');
    if (!bookId) return [];
    const chapterId = params.get('chapter_id');
    return [
      ...bookAndVolumes(bookId),
      ...(chapterId ? [get('/author/chapter/info', { chapter_id: chapterId })] : []),
    ];
  },
};

/** The API paths (with query) the screen at this address asks for first; none when unknown. */
export function landingRequests(
  pathname: string,
  search: string,
  storage: Storage | null = browserStorage(),
): string[] {
  return LANDING[pathname]?.(new URLSearchParams(search), storage) ?? [];
}
