/**
 * What platform staff decide: book review, signing, completion, and notices
 * to authors. The reference server has no staff back-office, so these are
 * plain functions over the database, driven by `npm run editor` and by the
 * contract tests. Each decision also leaves a notice in the author's message
 * box, which is how the author learns of it in the SPA.
 */

import {
  MESSAGE_HINT,
  type MessageCategory,
  type MessageTargetKind,
  type MessageTemplateKey,
  type ReviewReasonCode,
} from '../../../src/lib/contract/messages';
import type { Db } from '../../db/client';
import {
  type Book,
  type BookKind,
  type MessageType,
  REVIEW_FIELDS,
  type ReviewField,
  type ReviewStatus,
  type SerialStatus,
  type SignApplication,
  type SignApplicationStatus,
  type SignStatus,
} from '../../db/schema';
import { findAuthorByPhone, updateAuthor } from '../../repositories/authors';
import { booksForStaff, findBookById, updateBook } from '../../repositories/books';
import { insertMessage } from '../../repositories/messages';
import {
  latestApplication,
  latestStatuses,
  updateApplication,
} from '../../repositories/sign-applications';
import { bareReason } from '../chapter-review/platform';

export { latestApplication } from '../../repositories/sign-applications';

/** A decision the current state does not allow (the CLI prints the message). */
export class EditorialError extends Error {
  override name = 'EditorialError';
}

type Executor = Db;

interface Notice {
  title: string;
  subTitle: string;
  content: string;
  hint: number;
  type?: MessageType;
  category?: MessageCategory;
  /** What the message opens (a book, its application); none for general messages. */
  target?: { kind: MessageTargetKind; id: string; bookId: string };
  quote?: string;
  review?: { reasonCode: ReviewReasonCode; changes: ReviewField[] };
  /** A system message's template and values, shown in the page's language. */
  template?: { key: MessageTemplateKey; params: Record<string, string> };
}

/** Staff type reasons quickly; the notice reads as prose either way. */
function sentence(text: string): string {
  return /[。！？.!?]$/.test(text) ? text : `${text}。`;
}

async function notify(db: Executor, authorId: string, notice: Notice, now: Date): Promise<void> {
  await insertMessage(db, {
    authorId,
    type: notice.type ?? 'notice',
    title: notice.title,
    subTitle: notice.subTitle,
    content: notice.content,
    messageType: notice.hint,
    status: 0,
    time: now,
    category: notice.category ?? 'platform',
    targetKind: notice.target?.kind ?? null,
    targetId: notice.target?.id ?? null,
    bookId: notice.target?.bookId ?? null,
    quote: notice.quote ?? null,
    reasonCode: notice.review?.reasonCode ?? null,
    changes: notice.review?.changes ?? [],
    template: notice.template?.key ?? null,
    templateParams: notice.template?.params ?? {},
  });
}

async function findBook(db: Executor, bookId: string): Promise<Book> {
  const book = await findBookById(db, bookId);
  if (!book) throw new EditorialError(`No book with id ${bookId}`);
  return book;
}

/** A row of `list-books`. */
export interface BookOverview {
  id: string;
  phone: string;
  penName: string | null;
  kind: BookKind;
  title: string;
  reviewStatus: ReviewStatus;
  serialStatus: SerialStatus;
  signStatus: SignStatus;
  /** Status of the latest signing application, if any. */
  application: SignApplicationStatus | null;
}

/** Every book (or one author's, by phone) with the states staff act on. */
export async function listBooksForStaff(db: Db, phone?: string): Promise<BookOverview[]> {
  const rows = await booksForStaff(db, phone);
  const latest = await latestStatuses(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, application: latest.get(r.id) ?? null }));
}

/** Approves a book waiting in review. */
export async function approveBook(db: Db, bookId: string, now: Date): Promise<Book> {
  return db.transaction(async (tx) => {
    const book = await findBook(tx, bookId);
    if (book.reviewStatus !== 'pending') {
      throw new EditorialError(`《${book.title}》 is ${book.reviewStatus}, not pending review`);
    }
    const row = await updateBook(tx, bookId, {
      reviewStatus: 'approved',
      rejectReason: null,
      rejectFields: [],
    });
    await notify(
      tx,
      book.authorId,
      {
        title: '审核通过通知',
        subTitle: '作品审核',
        content: `《${book.title}》已通过审核，感谢您的辛勤创作。`,
        hint: MESSAGE_HINT.success,
        category: 'review',
        target: { kind: 'book', id: book.id, bookId: book.id },
        template: { key: 'book_approved', params: { book: book.title } },
      },
      now,
    );
    return row!;
  });
}

/** Rejects a book waiting in review, with the reason the author will read. */
/**
 * Returns a book under review with the reviewer's reason and, when given,
 * what to change (REVIEW_FIELDS), which the author's book page shows.
 */
export async function rejectBook(
  db: Db,
  bookId: string,
  reason: string,
  now: Date,
  fields: ReviewField[] = [],
  reasonCode: ReviewReasonCode = 'other',
): Promise<Book> {
  const why = reason.trim();
  if (!why) throw new EditorialError('A rejection needs a reason');
  const unknown = fields.filter((f) => !REVIEW_FIELDS.includes(f));
  if (unknown.length > 0) throw new EditorialError(`Unknown fields: ${unknown.join(', ')}`);
  return db.transaction(async (tx) => {
    const book = await findBook(tx, bookId);
    if (book.reviewStatus !== 'pending') {
      throw new EditorialError(`《${book.title}》 is ${book.reviewStatus}, not pending review`);
    }
    const row = await updateBook(tx, bookId, {
      reviewStatus: 'rejected',
      rejectReason: why,
      rejectFields: [...new Set(fields)],
    });
    await notify(
      tx,
      book.authorId,
      {
        title: '审核未通过',
        subTitle: '作品审核',
        content: `很遗憾，《${book.title}》未通过审核：${sentence(why)}请修改后重新提交。`,
        hint: MESSAGE_HINT.error,
        category: 'review',
        target: { kind: 'book', id: book.id, bookId: book.id },
        quote: why,
        review: { reasonCode, changes: [...new Set(fields)] },
        template: {
          key: 'book_rejected',
          params: { book: book.title, reason: bareReason(why).slice(0, 500) },
        },
      },
      now,
    );
    return row!;
  });
}

async function submittedApplication(tx: Executor, book: Book): Promise<SignApplication> {
  const latest = await latestApplication(tx, book.id);
  if (latest?.status !== 'submitted') {
    throw new EditorialError(`《${book.title}》 has no submitted signing application`);
  }
  return latest;
}

/**
 * Approves the book's submitted application: the book is signed and may
 * carry VIP chapters, and its author becomes a signed author (role is_sign).
 */
export async function approveSign(
  db: Db,
  bookId: string,
  comment: string | undefined,
  now: Date,
): Promise<SignApplication> {
  return db.transaction(async (tx) => {
    const book = await findBook(tx, bookId);
    const application = await submittedApplication(tx, book);
    const remark = comment?.trim() || null;
    const row = await updateApplication(tx, application.id, {
      status: 'approved',
      reviewerComment: remark,
      updateTime: now,
    });
    await updateBook(tx, bookId, { signStatus: 'signed', allowVip: true });
    await updateAuthor(tx, book.authorId, { isSigned: true, updateTime: now });
    await notify(
      tx,
      book.authorId,
      {
        title: '签约申请已通过',
        subTitle: '签约中心',
        content: `恭喜！《${book.title}》的签约申请已通过${remark ? `：${sentence(remark)}` : '。'}现在可以设置 VIP 章节，并查看作品收入与数据。`,
        hint: MESSAGE_HINT.success,
        category: 'sign',
        target: { kind: 'sign_application', id: application.id, bookId: book.id },
        ...(remark ? { quote: remark } : {}),
        // The editor's remark stays in their words, as the quote beside it.
        template: { key: 'sign_approved', params: { book: book.title } },
      },
      now,
    );
    return row!;
  });
}

/** Rejects the book's submitted application with a comment; the book may apply again. */
export async function rejectSign(
  db: Db,
  bookId: string,
  comment: string,
  now: Date,
): Promise<SignApplication> {
  const remark = comment.trim();
  if (!remark) throw new EditorialError('A rejection needs a comment');
  return db.transaction(async (tx) => {
    const book = await findBook(tx, bookId);
    const application = await submittedApplication(tx, book);
    const row = await updateApplication(tx, application.id, {
      status: 'rejected',
      reviewerComment: remark,
      updateTime: now,
    });
    await updateBook(tx, bookId, { signStatus: 'rejected' });
    await notify(
      tx,
      book.authorId,
      {
        title: '签约申请未通过',
        subTitle: '签约中心',
        content: `《${book.title}》的签约申请未通过：${sentence(remark)}欢迎继续更新后再次申请。`,
        hint: MESSAGE_HINT.error,
        category: 'sign',
        target: { kind: 'sign_application', id: application.id, bookId: book.id },
        quote: remark,
        template: {
          key: 'sign_rejected',
          params: { book: book.title, reason: bareReason(remark).slice(0, 500) },
        },
      },
      now,
    );
    return row!;
  });
}

/** Marks a book whose author asked for completion as completed. */
export async function completeBook(db: Db, bookId: string, now: Date): Promise<Book> {
  return db.transaction(async (tx) => {
    const book = await findBook(tx, bookId);
    if (book.serialStatus !== 'completion_pending') {
      throw new EditorialError(`《${book.title}》 is ${book.serialStatus}, not completion_pending`);
    }
    const row = await updateBook(tx, bookId, { serialStatus: 'completed' });
    await notify(
      tx,
      book.authorId,
      {
        title: '完本申请已通过',
        subTitle: '作品审核',
        content: `《${book.title}》已完本，感谢您一路以来的坚持与付出。`,
        hint: MESSAGE_HINT.success,
        category: 'review',
        target: { kind: 'book', id: book.id, bookId: book.id },
        template: { key: 'book_completed', params: { book: book.title } },
      },
      now,
    );
    return row!;
  });
}

/** Any message to an author, found by phone. */
export async function sendMessage(
  db: Db,
  input: { phone: string; type: MessageType; title: string; content?: string; subTitle?: string },
  now: Date,
): Promise<void> {
  const title = input.title.trim();
  if (!title) throw new EditorialError('A message needs a title');
  const author = await findAuthorByPhone(db, input.phone);
  if (!author) throw new EditorialError(`No author with phone ${input.phone}`);
  await notify(
    db,
    author.id,
    {
      type: input.type,
      title,
      subTitle: input.subTitle ?? '平台消息',
      content: input.content ?? '',
      hint: MESSAGE_HINT.plain,
    },
    now,
  );
}

/** Books whose review or application waits for staff, for a quick glance. */
export function waitingOnStaff(book: BookOverview): boolean {
  return (
    book.reviewStatus === 'pending' ||
    book.application === 'submitted' ||
    book.serialStatus === 'completion_pending'
  );
}
