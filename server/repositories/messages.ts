/**
 * Queries of `messages`: every read and write is scoped to one author, so
 * ids of other authors' messages match nothing and reveal nothing.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Message, type MessageType, messages, type NewMessage } from '../db/schema';

/** `status` of a message the author has not read yet (1 once read). */
export const UNREAD = 0;
export const READ = 1;

/** What a page of messages may be narrowed to. */
export interface MessageFilter {
  type?: MessageType;
  status?: number;
}

/** Unread messages of the author, counted per type (types without any are absent). */
export async function unreadCountsByType(
  db: Db,
  authorId: string,
): Promise<{ type: MessageType; n: number }[]> {
  return db
    .select({ type: messages.type, n: count() })
    .from(messages)
    .where(and(eq(messages.authorId, authorId), eq(messages.status, UNREAD)))
    .groupBy(messages.type);
}

export async function unreadCount(db: Db, authorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.authorId, authorId), eq(messages.status, UNREAD)));
  return row?.n ?? 0;
}

/** A page of the author's messages, newest first, and how many match in all. */
export async function pageOfMessages(
  db: Db,
  authorId: string,
  filter: MessageFilter,
  offset: number,
  limit: number,
): Promise<{ rows: Message[]; total: number }> {
  const conditions: SQL[] = [eq(messages.authorId, authorId)];
  if (filter.type !== undefined) conditions.push(eq(messages.type, filter.type));
  if (filter.status !== undefined) conditions.push(eq(messages.status, filter.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      // id breaks ties so pages never overlap or skip on equal times.
      .orderBy(desc(messages.time), desc(messages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks the author's unread messages read (all, or those with `ids`, of one type); answers how many. */
export async function markRead(
  db: Db,
  authorId: string,
  which: { ids?: string[]; type?: MessageType },
): Promise<number> {
  const conditions: SQL[] = [eq(messages.authorId, authorId), eq(messages.status, UNREAD)];
  if (which.ids) conditions.push(inArray(messages.id, which.ids));
  if (which.type !== undefined) conditions.push(eq(messages.type, which.type));
  const updated = await db
    .update(messages)
    .set({ status: READ })
    .where(and(...conditions))
    .returning({ id: messages.id });
  return updated.length;
}

export async function insertMessage(
  db: Pick<Db, 'insert'>,
  message: Omit<NewMessage, 'id'>,
): Promise<void> {
  await db.insert(messages).values(message);
}
