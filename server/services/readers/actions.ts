/**
 * What the author does in the readers' inbox: reply (marked as the
 * author's), pin, like, hide, report, mark read, and mute a reader for a
 * book. Every id is checked against the token's author (102001 otherwise);
 * a hidden comment's thread takes no reply (103001).
 */
import { hasControlCharacters } from '../../../src/lib/contract/readers';
import type { AppContext } from '../../context';
import type { ReaderCommentRow } from '../../db/schema';
import { invalid, notAllowed, notFound } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import { findAuthorById } from '../../repositories/authors';
import {
  type CommentFlags,
  countOwnComments,
  findOwnComment,
  inboxRowById,
  insertComment,
  markCommentsRead,
  readerCommentedOn,
  setMuted,
  unreadCommentCount,
  updateFlags,
} from '../../repositories/reader-comments';
import { ownBook } from './inbox';
import { toComments } from './view';

/** The comment's text as stored, or 101001 (`field`: validation.*). */
export function checkedText(content: string, field = 'content'): string {
  if (hasControlCharacters(content)) throw invalid({ [field]: 'validation.text' });
  const text = content.trim();
  if (!text) throw invalid({ [field]: 'validation.required' });
  return text;
}

async function ownComment(
  app: AppContext,
  authorId: string,
  id: string,
): Promise<ReaderCommentRow> {
  const comment = await findOwnComment(app.db, authorId, id);
  if (!comment) throw notFound('Comment not found');
  return comment;
}

/** The comment as the inbox shows it now. */
async function shown(app: AppContext, authorId: string, id: string) {
  const row = await inboxRowById(app.db, authorId, id);
  if (!row) throw notFound('Comment not found');
  const [comment] = await toComments(app.db, [row]);
  return comment!;
}

export async function replyToComment(
  app: AppContext,
  authorId: string,
  body: RequestBody<'replyToReaderComment'>,
) {
  const content = checkedText(body.content);
  const comment = await ownComment(app, authorId, body.comment_id);
  const root = comment.parentId ? await ownComment(app, authorId, comment.parentId) : comment;
  if (comment.hidden || root.hidden) throw notAllowed('The comment is hidden');
  const author = await findAuthorById(app.db, authorId);
  const reply = await app.db.transaction(async (tx) => {
    const inserted = await insertComment(tx, {
      authorId,
      bookId: root.bookId,
      chapterId: root.chapterId,
      kind: root.kind,
      parentId: root.id,
      replyToId: comment.id,
      readerId: authorId,
      readerName: author?.penName ?? '',
      byAuthor: true,
      content,
      isRead: true,
      createTime: app.now(),
    });
    await updateFlags(tx, authorId, comment.id, { answered: true, isRead: true });
    return inserted;
  });
  return {
    reply: await shown(app, authorId, reply.id),
    comment: await shown(app, authorId, comment.id),
  };
}

const ACTIONS: Record<RequestBody<'actOnReaderComment'>['action'], CommentFlags> = {
  pin: { pinned: true },
  unpin: { pinned: false },
  like: { likedByAuthor: true },
  unlike: { likedByAuthor: false },
  hide: { hidden: true },
  unhide: { hidden: false },
  report: { reported: true },
};

export async function actOnComment(
  app: AppContext,
  authorId: string,
  body: RequestBody<'actOnReaderComment'>,
) {
  const comment = await ownComment(app, authorId, body.comment_id);
  if (body.action === 'pin' && comment.parentId !== null) {
    throw notAllowed('Only a thread’s first comment can be pinned');
  }
  await updateFlags(app.db, authorId, comment.id, ACTIONS[body.action]);
  return shown(app, authorId, comment.id);
}

export async function readComments(
  app: AppContext,
  authorId: string,
  body: RequestBody<'readReaderComments'>,
) {
  if (body.ids !== undefined && body.all) throw invalid({ all: 'validation.invalid' });
  if (body.ids === undefined && body.all !== true) throw invalid({ ids: 'validation.required' });
  let updated: number;
  if (body.ids !== undefined) {
    const ids = [...new Set(body.ids)];
    if ((await countOwnComments(app.db, authorId, ids)) !== ids.length) {
      throw notFound('Comment not found');
    }
    updated = await markCommentsRead(app.db, authorId, { ids });
  } else {
    if (body.book_id !== undefined) await ownBook(app, authorId, body.book_id);
    updated = await markCommentsRead(app.db, authorId, { bookId: body.book_id });
  }
  return { updated, unread: await unreadCommentCount(app.db, authorId) };
}

export async function muteReader(
  app: AppContext,
  authorId: string,
  body: RequestBody<'muteReader'>,
) {
  await ownBook(app, authorId, body.book_id);
  if (!(await readerCommentedOn(app.db, body.book_id, body.reader_id))) {
    throw notFound('No such reader on this book');
  }
  await setMuted(app.db, { authorId, bookId: body.book_id, readerId: body.reader_id }, body.muted);
  return { book_id: body.book_id, reader_id: body.reader_id, muted: body.muted };
}
