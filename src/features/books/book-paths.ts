import type { BookKind } from '../../machines/common/book';

/** Paths of the screens a book row links to. */
export const bookPaths = {
  create: (kind: BookKind) => `/book-manage/create-book?kind=${kind}`,
  info: (id: string) => `/book-manage/book-info?book_id=${encodeURIComponent(id)}`,
  write: (id: string) => `/chapter-add?book_id=${encodeURIComponent(id)}`,
  chapters: (id: string) => `/chapter-manage?book_id=${encodeURIComponent(id)}`,
  bible: (id: string) => `/book-manage/bible?book_id=${encodeURIComponent(id)}`,
  data: (id: string) => `/book-data?book_id=${encodeURIComponent(id)}`,
  income: (id: string) => `/income?book_id=${encodeURIComponent(id)}`,
};
