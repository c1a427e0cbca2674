/** Message notifications: unread counts, a page of messages, marking them read. */
import { authed } from '../http/operations';
import { messagePage, messageStatistics, readMessages } from '../services/messages/messages';

export const messageHandlers = authed({
  getMessageStatistics: ({ author, app }) => messageStatistics(app, author.id),
  getMessagePage: ({ query, author, app }) => messagePage(app, author.id, query),
  readMessages: ({ body, author, app }) => readMessages(app, author.id, body),
});
