/** The readers' inbox actors: a keyset page, the author's reply, the actions on a comment, marking read. */
import { fromPromise } from 'xstate';
import type {
  ActInput,
  FetchInboxInput,
  InboxPage,
  MarkReadInput,
  ReaderComment,
  ReplyInput,
  ReplyResult,
} from '../../machines/reader-inbox/reader-inbox.machine';
import { type Api, bySignal } from './request';

/** The named actors readerInboxMachine declares, over the client. */
export function createReaderActors(api: Api) {
  const { client } = api;
  return {
    fetchPage: fromPromise<InboxPage, FetchInboxInput>(async ({ input, signal }) => {
      const { filters } = input;
      const query = {
        kind: filters.kind,
        book_id: filters.bookId,
        chapter_from: filters.chapterFrom,
        chapter_to: filters.chapterTo,
        unread: filters.unread,
        answered: filters.answered,
        keyword: filters.keyword,
        cursor: input.cursor ?? undefined,
        page_size: input.pageSize,
      };
      const body = await api.unwrap(
        client.GET('/author/reader/comments', { params: { query }, ...bySignal(signal) }),
      );
      return { list: body.list, nextCursor: body.next_cursor, books: body.books };
    }),
    reply: fromPromise<ReplyResult, ReplyInput>(({ input, signal }) =>
      api.unwrap(
        client.POST('/author/reader/comment/reply', {
          body: { comment_id: input.commentId, content: input.content },
          ...bySignal(signal),
        }),
      ),
    ),
    act: fromPromise<ReaderComment, ActInput>(({ input, signal }) =>
      api.unwrap(
        client.POST('/author/reader/comment/act', {
          body: { comment_id: input.commentId, action: input.action },
          ...bySignal(signal),
        }),
      ),
    ),
    markRead: fromPromise<{ updated: number; unread: number }, MarkReadInput>(({ input, signal }) =>
      api.unwrap(
        client.POST('/author/reader/comment/read', {
          body: { ids: [...input.ids] },
          ...bySignal(signal),
        }),
      ),
    ),
  };
}
