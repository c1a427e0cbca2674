/** Queries of `sessions` (stored by token hash) and of `sso_tickets`. */
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  type Author,
  authors,
  type Session,
  type SessionRevokeReason,
  sessions,
  ssoTickets,
} from '../db/schema';

export async function insertSession(
  db: Db,
  values: Pick<
    Session,
    'tokenHash' | 'authorId' | 'createdAt' | 'expiresAt' | 'credentialsGeneration'
  > &
    Partial<Pick<Session, 'browser' | 'os' | 'clientAddress'>>,
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session of a token hash with its author, or undefined. */
export async function sessionWithAuthor(
  db: Db,
  tokenHash: string,
): Promise<{ session: Session; author: Author } | undefined> {
  const [row] = await db
    .select({ session: sessions, author: authors })
    .from(sessions)
    .innerJoin(authors, eq(authors.id, sessions.authorId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Ends one session (unless it already ended). */
export async function revokeSessionRow(
  db: Db,
  tokenHash: string,
  reason: SessionRevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every open session of the author. */
export async function revokeAuthorSessions(
  db: Db,
  authorId: string,
  reason: SessionRevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.authorId, authorId), isNull(sessions.revokedAt)));
}

export async function insertSsoTicket(
  db: Db,
  values: { ticketHash: string; authorId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(ssoTickets).values(values);
}

/**
 * Spends a ticket: the author it was minted for, or undefined when it is
 * unknown, already used or expired. One conditional UPDATE, so two tabs
 * racing with the same ticket cannot both get it.
 */
export async function spendSsoTicket(
  db: Db,
  ticketHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(ssoTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoTickets.ticketHash, ticketHash),
        isNull(ssoTickets.usedAt),
        gt(ssoTickets.expiresAt, now),
      ),
    )
    .returning({ authorId: ssoTickets.authorId });
  return row?.authorId;
}

/** The author's most recent sessions, newest first (the login history). */
export async function recentSessions(db: Db, authorId: string, limit: number): Promise<Session[]> {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.authorId, authorId))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
}

/**
 * Whether the author has logged in before, and whether from this browser and
 * system: what decides that a login is from a new device.
 */
export async function knownDevice(
  db: Db,
  authorId: string,
  device: { browser: string; os: string },
): Promise<{ anyBefore: boolean; seen: boolean }> {
  const [row] = await db
    .select({
      any: sql<number>`count(*)::int`,
      same: sql<number>`count(*) filter (where ${sessions.browser} = ${device.browser} and ${sessions.os} = ${device.os})::int`,
    })
    .from(sessions)
    .where(eq(sessions.authorId, authorId));
  return { anyBefore: (row?.any ?? 0) > 0, seen: (row?.same ?? 0) > 0 };
}

/** Ends every open session of the author but one; answers how many ended. */
export async function revokeOtherSessions(
  db: Db,
  authorId: string,
  keepTokenHash: string,
  reason: SessionRevokeReason,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.authorId, authorId),
        ne(sessions.tokenHash, keepTokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}
