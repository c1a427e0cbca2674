/**
 * The query of a page of the chapter list, and the list's opening view.
 * Apart from the list's other rules (./chapter-list.logic.ts) because the
 * page's entry asks for the opening page early (src/app/landing-requests.ts)
 * and should not carry the rest.
 */
import {
  type ChapterListContext,
  type ChapterListInput,
  type ChapterPageQuery,
  DEFAULT_PAGE_SIZE,
  type Filter,
} from './chapter-list.types';

export const EMPTY_FILTER: Filter = {
  status: 'all',
  keyword: '',
  volumeId: null,
  order: 'reading',
};

/** What the list shows as it opens: its page size and its filter (no filter, the given order). */
export function openingView(
  input: ChapterListInput,
): Pick<ChapterListContext, 'bookId' | 'pageSize' | 'filter'> {
  return {
    bookId: input.bookId,
    pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
    filter: { ...EMPTY_FILTER, order: input.order ?? 'reading' },
  };
}

/**
 * The list's first request as it opens: the composition root asks for it as
 * the page starts, on a cold open of the list (src/app/landing-requests.ts).
 */
export const openingPageQuery = (input: ChapterListInput): ChapterPageQuery =>
  pageQuery(openingView(input), 1);

export function pageQuery(
  context: Pick<ChapterListContext, 'bookId' | 'pageSize' | 'filter'>,
  page: number,
  pageSize = context.pageSize,
): ChapterPageQuery {
  const { filter } = context;
  return {
    bookId: context.bookId,
    ...(filter.volumeId ? { volumeId: filter.volumeId } : {}),
    ...(filter.status === 'all'
      ? {}
      : filter.status === 'revision'
        ? { revision: true as const }
        : filter.status === 'in_review' || filter.status === 'blocked'
          ? { reviewState: filter.status }
          : { status: filter.status }),
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.order === 'newest' ? { sort: 'newest' as const } : {}),
    page,
    pageSize,
  };
}
