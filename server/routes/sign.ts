/** Signing applications: whether a book may apply, applying and withdrawing. */
import { authed } from '../http/operations';
import { applySign, signInfo, withdrawSign } from '../services/books/sign';

export const signHandlers = authed({
  getSignInfo: ({ query, author, app }) => signInfo(app, author.id, query.book_id),
  applySign: ({ body, author, app }) => applySign(app, author.id, body),
  withdrawSign: ({ body, author, app }) => withdrawSign(app, author.id, body.book_id),
});
