/** Queries of `authors`: accounts, found by phone or id. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Author, authors, type NewAuthor } from '../db/schema';

export async function findAuthorByPhone(db: Db, phone: string): Promise<Author | undefined> {
  const [author] = await db.select().from(authors).where(eq(authors.phone, phone)).limit(1);
  return author;
}

export async function findAuthorById(db: Db, authorId: string): Promise<Author | undefined> {
  const [author] = await db.select().from(authors).where(eq(authors.id, authorId)).limit(1);
  return author;
}

/** Registers a phone unless it already has an account (two first logins racing make one). */
export async function insertAuthorIfAbsent(db: Db, phone: string, now: Date): Promise<void> {
  await db
    .insert(authors)
    .values({ phone, newRegister: true, createTime: now, updateTime: now })
    .onConflictDoNothing({ target: authors.phone });
}

/** The author's states a conditional update may expect. */
export interface AuthorStates {
  newRegister?: boolean;
  isCertified?: boolean;
}

/**
 * Updates the author; with `expected`, only while those states still hold
 * (another tab may have changed them). Undefined when they did not.
 */
export async function updateAuthor(
  db: Pick<Db, 'update'>,
  authorId: string,
  set: Partial<NewAuthor>,
  expected: AuthorStates = {},
): Promise<Author | undefined> {
  const [row] = await db
    .update(authors)
    .set(set)
    .where(
      and(
        eq(authors.id, authorId),
        expected.newRegister === undefined
          ? undefined
          : eq(authors.newRegister, expected.newRegister),
        expected.isCertified === undefined
          ? undefined
          : eq(authors.isCertified, expected.isCertified),
      ),
    )
    .returning();
  return row;
}

/** True when another author has this pen name. */
export async function penNameTaken(db: Db, penName: string, exceptId: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: authors.id })
    .from(authors)
    .where(and(eq(authors.penName, penName), ne(authors.id, exceptId)))
    .limit(1);
  return taken !== undefined;
}

/** Stores a new password hash and bumps the credentials generation; answers the new one. */
export async function storePassword(
  db: Db,
  authorId: string,
  passwordHash: string,
  now: Date,
): Promise<number | undefined> {
  const [updated] = await db
    .update(authors)
    .set({
      passwordHash,
      credentialsGeneration: sql`${authors.credentialsGeneration} + 1`,
      updateTime: now,
    })
    .where(eq(authors.id, authorId))
    .returning({ credentialsGeneration: authors.credentialsGeneration });
  return updated?.credentialsGeneration;
}

/** The author's current credentials generation. */
export async function credentialsGenerationOf(
  db: Db,
  authorId: string,
): Promise<number | undefined> {
  const [current] = await db
    .select({ generation: authors.credentialsGeneration })
    .from(authors)
    .where(eq(authors.id, authorId));
  return current?.generation;
}
