/**
 * Long and short novels: the author's list, creation, details, edits, the
 * cover upload and the request to mark a book completed.
 */
import { authed } from '../http/operations';
import {
  createBook,
  getBook,
  listBooks,
  requestCompletion,
  resubmitBook,
  updateBook,
  uploadBookCover,
} from '../services/books/books';

export const bookHandlers = authed({
  listBooks: ({ query, author, app }) => listBooks(app, author.id, query),
  createBook: ({ body, author, app }) => createBook(app, author.id, body),
  getBook: ({ query, author, app }) => getBook(app, author.id, query.book_id),
  updateBook: ({ body, author, app }) => updateBook(app, author.id, body),
  uploadBookCover: async ({ req, author, app }) => uploadBookCover(app, author, req),
  resubmitBook: ({ body, author, app }) => resubmitBook(app, author.id, body.book_id),
  requestCompletion: ({ body, author, app }) => requestCompletion(app, author.id, body.book_id),
});
