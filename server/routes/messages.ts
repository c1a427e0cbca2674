/**
 * Message notifications: unread counts, a page of messages, and marking them
 * read. Every query is scoped to the token's author; ids of other authors'
 * messages are ignored rather than reported, so they reveal nothing.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import type { Db } from '../db/client';
import { type Message, type MessageType, messages } from '../db/schema';
import { invalid } from '../http/failure';
import { authed } from '../http/operations';

type MessageItem = components['schemas']['MessageItem'];

const UNREAD = 0;
const READ = 1;

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

async function unreadCount(db: Db, authorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.authorId, authorId), eq(messages.status, UNREAD)));
  return row?.n ?? 0;
}

export const messageHandlers = authed({
  async getMessageStatistics({ author, app }) {
    const rows = await app.db
      .select({ type: messages.type, n: count() })
      .from(messages)
      .where(and(eq(messages.authorId, author.id), eq(messages.status, UNREAD)))
      .groupBy(messages.type);
    const byType: Record<MessageType, number> = { message: 0, notice: 0, todo: 0 };
    for (const row of rows) byType[row.type] = row.n;
    return { unread: byType.message + byType.notice + byType.todo, ...byType };
  },

  async getMessagePage({ query, author, app }) {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 20;
    const filters: SQL[] = [eq(messages.authorId, author.id)];
    if (query.type !== undefined) filters.push(eq(messages.type, query.type));
    if (query.status !== undefined) filters.push(eq(messages.status, query.status));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(messages)
        .where(where)
        // id breaks ties so pages never overlap or skip on equal times.
        .orderBy(desc(messages.time), desc(messages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      app.db.select({ n: count() }).from(messages).where(where),
    ]);
    return { list: rows.map(toItem), total: total?.n ?? 0, page, page_size: pageSize };
  },

  async readMessages({ body, author, app }) {
    const hasIds = body.ids !== undefined;
    if (hasIds && body.all) throw invalid({ all: 'validation.invalid' });
    if (!hasIds && body.all !== true) throw invalid({ ids: 'validation.required' });
    const filters: SQL[] = [eq(messages.authorId, author.id), eq(messages.status, UNREAD)];
    if (body.ids) filters.push(inArray(messages.id, body.ids));
    if (body.type !== undefined) filters.push(eq(messages.type, body.type));
    const updated = await app.db
      .update(messages)
      .set({ status: READ })
      .where(and(...filters))
      .returning({ id: messages.id });
    return { updated: updated.length, unread: await unreadCount(app.db, author.id) };
  },
});
