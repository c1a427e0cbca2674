/** The message box's and the message page's actors: pages, reads and the unread counts. */
import { fromPromise } from 'xstate';
import type {
  FetchPageInput,
  MarkReadInput,
  MarkReadResult,
  MessagePage,
} from '../../machines/messages/messages.machine';
import { createNotificationActors, type SessionState } from './notifications';
import { type Api, bySignal } from './request';

/** The named actors messagesMachine declares, over the client. */
export function createMessageActors(api: Api, session: SessionState) {
  const { client } = api;
  return {
    fetchPage: fromPromise<MessagePage, FetchPageInput>(({ input, signal }) => {
      const query = {
        type: input.type,
        status: input.status,
        book_id: input.bookId,
        date_from: input.dateFrom,
        date_to: input.dateTo,
        page: input.page,
        page_size: input.pageSize,
      };
      return api.unwrap(
        client.GET('/author/message/page', { params: { query }, ...bySignal(signal) }),
      );
    }),
    markRead: fromPromise<MarkReadResult, MarkReadInput>(({ input, signal }) => {
      const body =
        'ids' in input
          ? { ids: [...input.ids] }
          : {
              all: true,
              type: input.type,
              book_id: input.bookId,
              date_from: input.dateFrom,
              date_to: input.dateTo,
            };
      return api.unwrap(client.POST('/author/message/read', { body, ...bySignal(signal) }));
    }),
    fetchStatistics: createNotificationActors(api, session).fetchStatistics,
  };
}
