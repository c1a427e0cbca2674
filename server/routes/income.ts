/**
 * Income of a signed author: the overview with its KPI figures, monthly
 * statements, the daily rows of a month and attendance. Handlers check who
 * is asking and hand over to server/services/income/, where the rules live.
 */
import { authed } from '../http/operations';
import {
  incomeAttendance,
  incomeDaily,
  incomeOverview,
  incomeStatements,
} from '../services/income/service';
import { requireSignedAuthor } from '../services/platform/signed-access';

export const incomeHandlers = authed({
  async getIncomeOverview({ app, author, query }) {
    const book = await requireSignedAuthor(app, author, query.book_id);
    return incomeOverview(app, author.id, book);
  },

  async getIncomeSummary({ app, author, query }) {
    const book = await requireSignedAuthor(app, author, query.book_id);
    return incomeStatements(app, author.id, book, query);
  },

  async getIncomeDaily({ app, author, query }) {
    const book = await requireSignedAuthor(app, author, query.book_id);
    return incomeDaily(app, author.id, book, query.month);
  },

  async getIncomeAttendance({ app, author, query }) {
    const book = await requireSignedAuthor(app, author, query.book_id);
    return incomeAttendance(app, author.id, book, query.month);
  },
});
