/**
 * Message notifications: unread counts, a filtered page of messages, and
 * marking them read (by ids, or all in the filter in view). Every query is
 * scoped to the token's author; another author's message or book answers
 * 102001. A to-do's state is worked out here, when answering, from its
 * target as it is now (src/lib/contract/messages.ts, todoState).
 */
import type { components } from '../../../src/api/schema';
import { isAlwaysDelivered, todoState } from '../../../src/lib/contract/messages';
import type { AppContext } from '../../context';
import type { Message, MessageType } from '../../db/schema';
import { invalid, notFound } from '../../http/failure';
import type { Query, RequestBody } from '../../http/operations';
import { findBookById } from '../../repositories/books';
import {
  booksOfMessages,
  countOwnMessages,
  type MessageFilter,
  markRead,
  pageOfMessages,
  READ,
  type TodoFacts,
  todoFacts,
  unreadCountsByType,
} from '../../repositories/messages';
import { unreadCommentCount } from '../../repositories/reader-comments';

type MessageItem = components['schemas']['MessageItem'];
type MessageTarget = components['schemas']['MessageTarget'];

const DAY_MS = 86_400_000;

function targetOf(row: Message): MessageTarget | null {
  if (!row.targetKind) return null;
  return { kind: row.targetKind, id: row.targetId ?? null, book_id: row.bookId ?? null };
}

/** Whether the thing a to-do asks for is done, read from its target as it is now. */
function taskDone(row: Message, facts: TodoFacts): boolean {
  const bookId = row.bookId ?? row.targetId ?? '';
  switch (row.task) {
    case 'certify':
      return facts.certified;
    case 'sign':
      return facts.books.get(bookId)?.signStatus === 'signed';
    case 'resubmit': {
      const book = facts.books.get(bookId);
      return book !== undefined && book.reviewStatus !== 'rejected';
    }
    case 'statement':
      return row.targetId !== null && !facts.heldMonths.has(row.targetId);
    default:
      return false;
  }
}

function toItem(row: Message, facts: TodoFacts, now: Date): MessageItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    subTitle: row.subTitle,
    avatar: row.avatar ?? '',
    content: row.content,
    time: row.time.toISOString(),
    messageType: row.messageType,
    status: row.status === READ ? 1 : 0,
    category: row.category,
    always_delivered: isAlwaysDelivered(row.category),
    target: targetOf(row),
    quote: row.quote ?? null,
    review: row.reasonCode ? { reason_code: row.reasonCode, changes: row.changes } : null,
    template: row.template ? { key: row.template, params: row.templateParams } : null,
    todo:
      row.type === 'todo'
        ? {
            task: row.task ?? 'other',
            due_at: row.dueAt ? row.dueAt.toISOString() : null,
            state: todoState(taskDone(row, facts), row.dueAt ?? null, now),
          }
        : null,
  };
}

/** Unread messages in all and per type. */
export async function messageStatistics(app: AppContext, authorId: string) {
  const byType: Record<MessageType, number> = { message: 0, notice: 0, todo: 0 };
  const [rows, readerComments] = await Promise.all([
    unreadCountsByType(app.db, authorId),
    unreadCommentCount(app.db, authorId),
  ]);
  for (const row of rows) byType[row.type] = row.n;
  return {
    unread: byType.message + byType.notice + byType.todo,
    ...byType,
    reader_comments: readerComments,
  };
}

/** A Beijing day (YYYY-MM-DD) as its first instant; null when no such day exists. */
function beijingDayStart(day: string): Date | null {
  const start = new Date(`${day}T00:00:00+08:00`);
  if (Number.isNaN(start.getTime())) return null;
  // 2026-02-30 would roll over to March: refuse it rather than guess.
  const back = new Date(start.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  return back === day ? start : null;
}

interface FilterInput {
  type?: MessageType;
  status?: 0 | 1;
  book_id?: string;
  date_from?: string;
  date_to?: string;
}

/** The repository's filter for the query's, checked: bad days 101001, another author's book 102001. */
async function resolveFilter(
  app: AppContext,
  authorId: string,
  input: FilterInput,
): Promise<MessageFilter> {
  const filter: MessageFilter = { type: input.type, status: input.status };
  const errors: Record<string, string> = {};
  if (input.date_from !== undefined) {
    const from = beijingDayStart(input.date_from);
    if (from) filter.from = from;
    else errors.date_from = 'validation.format';
  }
  if (input.date_to !== undefined) {
    const to = beijingDayStart(input.date_to);
    if (to) filter.until = new Date(to.getTime() + DAY_MS);
    else errors.date_to = 'validation.format';
  }
  if (filter.from && filter.until && filter.from.getTime() >= filter.until.getTime()) {
    errors.date_to = 'validation.range';
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (input.book_id !== undefined) {
    const book = await findBookById(app.db, input.book_id);
    if (!book || book.authorId !== authorId) throw notFound('Book not found');
    filter.bookId = book.id;
  }
  return filter;
}

export async function messagePage(
  app: AppContext,
  authorId: string,
  query: Query<'getMessagePage'>,
) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const filter = await resolveFilter(app, authorId, query);
  const [{ rows, total }, books] = await Promise.all([
    pageOfMessages(app.db, authorId, filter, (page - 1) * pageSize, pageSize),
    booksOfMessages(app.db, authorId),
  ]);
  const todos = rows.filter((row) => row.type === 'todo');
  const facts = await todoFacts(
    app.db,
    authorId,
    [...new Set(todos.flatMap((row) => (row.bookId ? [row.bookId] : [])))],
    [
      ...new Set(
        todos.flatMap((row) => (row.task === 'statement' && row.targetId ? [row.targetId] : [])),
      ),
    ],
  );
  const now = app.now();
  return {
    list: rows.map((row) => toItem(row, facts, now)),
    total,
    page,
    page_size: pageSize,
    books,
  };
}

/**
 * Marks the listed messages (every one must be the author's, or 102001), or
 * all in the filter in view, read; answers how many and the new counts.
 */
export async function readMessages(
  app: AppContext,
  authorId: string,
  body: RequestBody<'readMessages'>,
) {
  const hasIds = body.ids !== undefined;
  if (hasIds && body.all) throw invalid({ all: 'validation.invalid' });
  if (!hasIds && body.all !== true) throw invalid({ ids: 'validation.required' });
  let updated: number;
  if (body.ids !== undefined) {
    const ids = [...new Set(body.ids)];
    if ((await countOwnMessages(app.db, authorId, ids)) !== ids.length) {
      throw notFound('Message not found');
    }
    updated = await markRead(app.db, authorId, { ids });
  } else {
    const filter = await resolveFilter(app, authorId, body);
    updated = await markRead(app.db, authorId, { filter });
  }
  const statistics = await messageStatistics(app, authorId);
  return { updated, unread: statistics.unread, statistics };
}
