/**
 * The chapter list's query in the API's terms. Its own module: the page's
 * entry builds the list's first request from it (src/app/landing-requests.ts)
 * without carrying the chapter actors.
 */
import type { ChapterPageQuery } from '../../machines/chapter-list/chapter-list.types';

/** GET /author/chapter/list's query for a page of the list. */
export function chapterListQuery(input: ChapterPageQuery) {
  return {
    book_id: input.bookId,
    ...(input.volumeId ? { volume_id: input.volumeId } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...(input.revision ? { revision: true } : {}),
    ...(input.reviewState ? { review_state: input.reviewState } : {}),
    ...(input.keyword ? { keyword: input.keyword } : {}),
    ...(input.sort ? { sort: input.sort } : {}),
    page: input.page,
    page_size: input.pageSize,
  };
}
