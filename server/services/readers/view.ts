/**
 * A comment as the inbox shows it: its book and chapter, where its
 * paragraph is now (found again by the paragraph's hash after edits), the
 * thread's reply count and the author's replies to it.
 */
import type { components } from '../../../src/api/schema';
import { locateParagraph, paragraphsOf } from '../../../src/lib/contract/readers';
import type { Db } from '../../db/client';
import type { ReaderCommentRow } from '../../db/schema';
import { authorRepliesTo, type InboxRow, replyCounts } from '../../repositories/reader-comments';

type ReaderComment = components['schemas']['ReaderComment'];

/** How many of the author's replies a comment carries (the spec's maxItems). */
const AUTHOR_REPLIES_SHOWN = 3;

function paragraphOf(
  row: InboxRow,
  paragraphsByChapter: Map<string, string[]>,
): ReaderComment['paragraph'] {
  const c = row.comment;
  if (c.kind !== 'paragraph' || c.paragraphIndex === null || c.paragraphHash === null) return null;
  let paragraphs = paragraphsByChapter.get(c.chapterId ?? '');
  if (!paragraphs) {
    paragraphs = paragraphsOf(row.chapterContent ?? '');
    paragraphsByChapter.set(c.chapterId ?? '', paragraphs);
  }
  const where = locateParagraph(paragraphs, { index: c.paragraphIndex, hash: c.paragraphHash });
  return { ...where, excerpt: c.paragraphExcerpt ?? '' };
}

/** The rows of a page as the spec's comments, with two grouped queries for the whole page. */
export async function toComments(db: Db, rows: readonly InboxRow[]): Promise<ReaderComment[]> {
  const ids = rows.map((r) => r.comment.id);
  const rootIds = rows.filter((r) => r.comment.parentId === null).map((r) => r.comment.id);
  const [counts, replies] = await Promise.all([replyCounts(db, rootIds), authorRepliesTo(db, ids)]);
  const repliesTo = new Map<string, ReaderCommentRow[]>();
  for (const reply of replies) {
    const list = repliesTo.get(reply.replyToId ?? '') ?? [];
    list.push(reply);
    repliesTo.set(reply.replyToId ?? '', list);
  }
  const paragraphsByChapter = new Map<string, string[]>();
  return rows.map((row) => {
    const c = row.comment;
    return {
      id: c.id,
      kind: c.kind,
      book_id: c.bookId,
      book_title: row.bookTitle,
      chapter:
        c.chapterId && row.chapterNo !== null
          ? { id: c.chapterId, chapter_no: row.chapterNo, title: row.chapterTitle ?? '' }
          : null,
      paragraph: paragraphOf(row, paragraphsByChapter),
      parent_id: c.parentId,
      reader: { id: c.readerId, name: c.readerName, muted: Boolean(row.muted) },
      content: c.content,
      by_author: c.byAuthor,
      like_count: c.likeCount,
      liked: c.likedByAuthor,
      pinned: c.pinned,
      hidden: c.hidden,
      reported: c.reported,
      read: c.isRead,
      answered: c.answered,
      reply_count: c.parentId === null ? (counts.get(c.id) ?? 0) : 0,
      author_replies: (repliesTo.get(c.id) ?? []).slice(-AUTHOR_REPLIES_SHOWN).map((r) => ({
        id: r.id,
        content: r.content,
        create_time: r.createTime.toISOString(),
      })),
      create_time: c.createTime.toISOString(),
    };
  });
}
