/**
 * The reading platform's side: a reader writes a book review, a chapter or
 * paragraph comment, or a reply (`npm run editor -- add-comment`, for tests
 * and demos). Paragraph comments are anchored as readers' apps anchor them:
 * the paragraph's index among non-blank lines and a hash of its text.
 */
import {
  paragraphExcerpt,
  paragraphHash,
  paragraphsOf,
  READER_COMMENT_MAX,
  type ReaderCommentKind,
} from '../../../src/lib/contract/readers';
import { codePointLength } from '../../../src/lib/contract/text';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { NewReaderComment, ReaderCommentRow } from '../../db/schema';
import { invalid, notAllowed, notFound } from '../../http/failure';
import { findBookById } from '../../repositories/books';
import {
  chapterOfBookByNo,
  commentById,
  insertComment,
  isMuted,
} from '../../repositories/reader-comments';
import { checkedText } from './actions';

export interface NewReaderCommentInput {
  bookId: string;
  kind: ReaderCommentKind;
  /** Chapter and paragraph comments: the chapter's number in the book. */
  chapterNo?: number;
  /** Paragraph comments: the paragraph's index among non-blank lines, from 0. */
  paragraph?: number;
  /** A reply: the comment it answers (its thread is that comment's). */
  replyTo?: string;
  readerId?: string;
  readerName: string;
  content: string;
}

export async function addReaderComment(
  db: Db,
  input: NewReaderCommentInput,
  now: Date,
): Promise<ReaderCommentRow> {
  const content = checkedText(input.content);
  if (codePointLength(content) > READER_COMMENT_MAX)
    throw invalid({ content: 'validation.tooLong' });
  const readerName = checkedText(input.readerName, 'reader_name');
  const book = await findBookById(db, input.bookId);
  if (!book) throw notFound('Book not found');
  const readerId = input.readerId ?? newId();
  if (await isMuted(db, book.id, readerId)) throw notAllowed('The reader is muted for this book');
  const row: NewReaderComment = {
    authorId: book.authorId,
    bookId: book.id,
    kind: input.kind,
    readerId,
    readerName,
    content,
    createTime: now,
  };
  if (input.replyTo) {
    const target = await commentById(db, input.replyTo);
    if (!target || target.bookId !== book.id) throw notFound('Comment not found');
    const rootId = target.parentId ?? target.id;
    const root = rootId === target.id ? target : await commentById(db, rootId);
    if (!root || root.hidden || target.hidden) throw notAllowed('The comment is hidden');
    return insertComment(db, {
      ...row,
      kind: root.kind,
      chapterId: root.chapterId,
      parentId: root.id,
      replyToId: target.id,
    });
  }
  if (input.kind === 'book') return insertComment(db, row);
  if (input.chapterNo === undefined) throw invalid({ chapter: 'validation.required' });
  const chapter = await chapterOfBookByNo(db, book.id, input.chapterNo);
  if (!chapter) throw notFound('Chapter not found');
  if (chapter.status !== 'published')
    throw notAllowed('Readers comment on published chapters only');
  if (input.kind === 'chapter') return insertComment(db, { ...row, chapterId: chapter.id });
  const paragraphs = paragraphsOf(chapter.content);
  const index = input.paragraph ?? 0;
  const text = paragraphs[index];
  if (text === undefined) throw invalid({ paragraph: 'validation.range' });
  return insertComment(db, {
    ...row,
    chapterId: chapter.id,
    paragraphIndex: index,
    paragraphHash: paragraphHash(text),
    paragraphExcerpt: paragraphExcerpt(text),
  });
}
