import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { waitFor } from '../testing/wait';
import {
  type ActInput,
  type FetchInboxInput,
  type InboxPage,
  type ReaderComment,
  type ReplyInput,
  type ReplyResult,
  readerInboxMachine,
} from './reader-inbox.machine';

function comment(id: string, over: Partial<ReaderComment> = {}): ReaderComment {
  return {
    id,
    kind: 'chapter',
    book_id: 'b1',
    book_title: '星海长歌',
    chapter: { id: 'c1', chapter_no: 1, title: '第1章' },
    paragraph: null,
    parent_id: null,
    reader: { id: 'r1', name: '书友', muted: false },
    content: '好看',
    by_author: false,
    like_count: 0,
    liked: false,
    pinned: false,
    hidden: false,
    reported: false,
    read: false,
    answered: false,
    reply_count: 0,
    author_replies: [],
    create_time: '2026-11-20T10:00:00+08:00',
    ...over,
  };
}

function start(pages: InboxPage[]) {
  const fetched: FetchInboxInput[] = [];
  const reported: number[] = [];
  const unreadChanged = vi.fn();
  const actor = createActor(
    readerInboxMachine.provide({
      actions: {
        reportUnread: (_, params: { unread: number }) => {
          reported.push(params.unread);
        },
        unreadChanged,
      },
      actors: {
        fetchPage: fromPromise<InboxPage, FetchInboxInput>(async ({ input }) => {
          fetched.push(input);
          return pages.shift() ?? { list: [], nextCursor: null, books: [] };
        }),
        reply: fromPromise(async ({ input }: { input: ReplyInput }) => ({
          reply: comment('reply', { by_author: true, parent_id: input.commentId }),
          comment: comment(input.commentId, { answered: true, read: true }),
        })),
        act: fromPromise(async ({ input }: { input: ActInput }) =>
          comment(input.commentId, { liked: input.action === 'like' }),
        ),
        markRead: fromPromise(async () => ({ updated: 1, unread: 41 })),
      },
    }),
    { input: { filters: { unread: true, keyword: '  ' } } },
  );
  actor.start();
  return { actor, fetched, reported, unreadChanged };
}

describe('readerInboxMachine', () => {
  it('loads the first page with the cleaned filters, then the next by cursor', async () => {
    const { actor, fetched } = start([
      { list: [comment('a')], nextCursor: 'next', books: [{ id: 'b1', title: '星海长歌' }] },
      { list: [comment('b')], nextCursor: null, books: [] },
    ]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(fetched[0]).toEqual({ filters: { unread: true }, cursor: null, pageSize: 20 });
    actor.send({ type: 'inbox.more' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.items.length === 2);
    expect(fetched[1]?.cursor).toBe('next');
    expect(actor.getSnapshot().context.nextCursor).toBeNull();
  });

  it('starts over when the filters change', async () => {
    const { actor, fetched } = start([
      { list: [comment('a')], nextCursor: 'next', books: [] },
      { list: [comment('c')], nextCursor: null, books: [] },
    ]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'inbox.filter', filters: { kind: 'paragraph', answered: false } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.items[0]?.id === 'c');
    expect(fetched[1]).toEqual({
      filters: { kind: 'paragraph', answered: false },
      cursor: null,
      pageSize: 20,
    });
  });

  it('replies, likes and marks read, each putting the comment back as answered', async () => {
    const { actor } = start([{ list: [comment('a'), comment('b')], nextCursor: null, books: [] }]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'comment.reply', commentId: 'a', content: '谢谢' });
    const replied = await waitFor(actor, (s) => s.matches('ready') && s.context.replied !== null);
    expect(replied.context.replied).toEqual({ id: 'a', ok: true });
    expect(replied.context.items[0]).toMatchObject({ answered: true, read: true });
    actor.send({ type: 'comment.act', commentId: 'b', action: 'like' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.items[1]?.liked === true);
    actor.send({ type: 'comment.read', commentId: 'b' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.items[1]?.read === true);
  });

  it('tells the menu’s count when comments are read: the server’s count, or a recount after a reply', async () => {
    const { actor, reported, unreadChanged } = start([
      {
        list: [comment('a'), comment('b'), comment('c', { read: true })],
        nextCursor: null,
        books: [],
      },
    ]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'comment.read', commentId: 'a' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.items[0]?.read === true);
    // What the server says is still unread, not the list's own arithmetic.
    expect(reported).toEqual([41]);
    expect(unreadChanged).not.toHaveBeenCalled();

    // A reply reads the comment it answers, but its answer holds no count.
    actor.send({ type: 'comment.reply', commentId: 'b', content: '谢谢' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.replied?.id === 'b');
    expect(unreadChanged).toHaveBeenCalledTimes(1);

    // Answering a comment already read changes nothing to count.
    actor.send({ type: 'comment.reply', commentId: 'c', content: '谢谢' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.replied?.id === 'c');
    expect(unreadChanged).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([41]);
  });

  it('keeps a refused reply text’s reason for the reply box', async () => {
    const actor = createActor(
      readerInboxMachine.provide({
        actors: {
          fetchPage: fromPromise<InboxPage, FetchInboxInput>(async () => ({
            list: [comment('a')],
            nextCursor: null,
            books: [],
          })),
          reply: fromPromise<ReplyResult, ReplyInput>(async () => {
            throw { code: 101001, body: { errors: { content: 'validation.text' } } };
          }),
        },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'comment.reply', commentId: 'a', content: '\u0007' });
    const after = await waitFor(
      actor,
      (s) => s.matches('ready') && s.context.replyErrorId !== null,
    );
    expect(after.context.replyErrorId).toBe('validation.text');
    expect(after.context.items[0]?.answered).toBe(false);
  });
});
