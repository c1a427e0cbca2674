/** The pre-publish check: the rules in force, and checks of a text or a saved chapter. */
import { authed } from '../http/operations';
import { checkPostedText, checkSavedChapter, prepublishRules } from '../services/prepublish/check';
import { reportFinding } from '../services/prepublish/reports';

export const prepublishHandlers = authed({
  getPrepublishRules: ({ query, author, app }) => prepublishRules(app, author.id, query.book_id),
  checkPrepublishText: ({ body, author, app }) => checkPostedText(app, author.id, body),
  checkPrepublishChapter: ({ query, author, app }) =>
    checkSavedChapter(app, author.id, query.chapter_id),
  reportPrepublishFinding: ({ body, author, app }) => reportFinding(app, author.id, body),
});
