/**
 * Reader data of a signed author's books: the books with figures, the daily
 * (or monthly) series with KPI figures, the per-chapter table and the
 * read-through curve. Handlers check who is asking and hand over to
 * server/services/data/, where the metrics are defined.
 */
import { authed } from '../http/operations';
import { dataBooks, dataChapters, dataDaily, dataReadthrough } from '../services/data/service';
import { requireSigned, requireSignedAuthor } from '../services/platform/signed-access';

export const dataHandlers = authed({
  async getDataBooks({ app, author }) {
    requireSigned(author);
    return dataBooks(app, author.id);
  },

  async getDataDaily({ app, author, query }) {
    const book = await requireSignedAuthor(app, author, query.book_id);
    return dataDaily(app, book, query);
  },

  async getDataChapters({ app, author, query }) {
    const book = await requireSignedAuthor(app, author, query.book_id);
    return dataChapters(app, book, query);
  },

  async getDataReadthrough({ app, author, query }) {
    const book = await requireSignedAuthor(app, author, query.book_id);
    return dataReadthrough(app, book);
  },
});
