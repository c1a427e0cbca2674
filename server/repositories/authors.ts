/** Queries of `authors`: accounts, found by phone or id. */
import { and, eq, inArray, isNotNull, ne, notLike, sql } from 'drizzle-orm';
import type { CertStatus } from '../../src/lib/contract/certification';
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
  /** The certification status is one of these. */
  certStatusIn?: readonly CertStatus[];
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
        expected.certStatusIn === undefined
          ? undefined
          : inArray(authors.certStatus, [...expected.certStatusIn]),
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

/** Authors whose ID number is stored as written before encryption (not `v1:...`). */
export async function authorsWithPlainIdCard(
  db: Db,
): Promise<Array<{ id: string; idCard: string }>> {
  const rows = await db
    .select({ id: authors.id, idCard: authors.idCard })
    .from(authors)
    .where(and(isNotNull(authors.idCard), notLike(authors.idCard, 'v1:%')));
  return rows.map((row) => ({ id: row.id, idCard: row.idCard ?? '' }));
}

/** Replaces an ID number only while it is still the one read (a plain one being sealed). */
export async function replaceIdCard(
  db: Db,
  authorId: string,
  from: string,
  to: string,
): Promise<void> {
  await db
    .update(authors)
    .set({ idCard: to })
    .where(and(eq(authors.id, authorId), eq(authors.idCard, from)));
}

/** Binds a new phone and ends every session (the credentials generation moves on). */
export async function storePhone(
  db: Pick<Db, 'update'>,
  authorId: string,
  phone: string,
  now: Date,
): Promise<void> {
  await db
    .update(authors)
    .set({
      phone,
      credentialsGeneration: sql`${authors.credentialsGeneration} + 1`,
      updateTime: now,
    })
    .where(eq(authors.id, authorId));
}
