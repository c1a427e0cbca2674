/**
 * Message notifications: unread counts, a page of messages, and marking them
 * read. Every query is scoped to the token's author; ids of other authors'
 * messages are ignored rather than reported, so they reveal nothing.
 */
import type { components } from '../../src/api/schema';
import type { AppContext } from '../context';
import type { Message, MessageType } from '../db/schema';
import { invalid } from '../http/failure';
import type { Query, RequestBody } from '../http/operations';
import {
  markRead,
  pageOfMessages,
  READ,
  unreadCount,
  unreadCountsByType,
} from '../repositories/messages';

type MessageItem = components['schemas']['MessageItem'];

function toItem(row: Message): MessageItem {
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
  };
}

/** Unread messages in all and per type. */
export async function messageStatistics(app: AppContext, authorId: string) {
  const byType: Record<MessageType, number> = { message: 0, notice: 0, todo: 0 };
  for (const row of await unreadCountsByType(app.db, authorId)) byType[row.type] = row.n;
  return { unread: byType.message + byType.notice + byType.todo, ...byType };
}

export async function messagePage(
  app: AppContext,
  authorId: string,
  query: Query<'getMessagePage'>,
) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const { rows, total } = await pageOfMessages(
    app.db,
    authorId,
    { type: query.type, status: query.status },
    (page - 1) * pageSize,
    pageSize,
  );
  return { list: rows.map(toItem), total, page, page_size: pageSize };
}

/** Marks the listed messages (or all, optionally of one type) read; answers what is left unread. */
export async function readMessages(
  app: AppContext,
  authorId: string,
  body: RequestBody<'readMessages'>,
) {
  const hasIds = body.ids !== undefined;
  if (hasIds && body.all) throw invalid({ all: 'validation.invalid' });
  if (!hasIds && body.all !== true) throw invalid({ ids: 'validation.required' });
  const updated = await markRead(app.db, authorId, { ids: body.ids, type: body.type });
  return { updated, unread: await unreadCount(app.db, authorId) };
}
