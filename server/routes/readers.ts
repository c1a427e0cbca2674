/** The readers' inbox: comments on the author's books, the author's answers and counts per chapter. */
import { authed } from '../http/operations';
import {
  actOnComment,
  muteReader,
  readComments,
  replyToComment,
} from '../services/readers/actions';
import { readerCommentCounts, readerCommentPage } from '../services/readers/inbox';

export const readerHandlers = authed({
  listReaderComments: ({ query, author, app }) => readerCommentPage(app, author.id, query),
  replyToReaderComment: ({ body, author, app }) => replyToComment(app, author.id, body),
  actOnReaderComment: ({ body, author, app }) => actOnComment(app, author.id, body),
  readReaderComments: ({ body, author, app }) => readComments(app, author.id, body),
  muteReader: ({ body, author, app }) => muteReader(app, author.id, body),
  getReaderCommentCounts: ({ query, author, app }) =>
    readerCommentCounts(app, author.id, query.book_id),
});
