/**
 * The setup the editor's specs share: every test as the signed author, on a
 * book of its own with one chapter, starting from the home page (so each
 * test opens the editor the way an author does, and no test sees another's
 * chapters).
 */
import { apiLogin, createBookWithChapter, type TestBook } from './editor-helpers';
import { test } from './fixtures';
import { openHome, SIGNED_AUTHOR } from './helpers';

/** The current test's session token and book, set before each test. */
export interface EachTestBook {
  readonly token: string;
  readonly book: TestBook;
}

/** Registers the setup for the calling spec file; read `token` and `book` inside tests. */
export function eachTestOnANewBook(firstChapterText: string): EachTestBook {
  let token = '';
  let book: TestBook | undefined;
  test.use({ author: SIGNED_AUTHOR });
  test.beforeEach(async ({ page, request }) => {
    token = await apiLogin(request, SIGNED_AUTHOR);
    book = await createBookWithChapter(request, token, firstChapterText);
    await openHome(page);
  });
  return {
    get token() {
      return token;
    },
    get book() {
      if (!book) throw new Error('eachTestOnANewBook: read `book` inside a test');
      return book;
    },
  };
}
