/** Queries of `sessions` (stored by token hash) and of `sso_tickets`. */
import { and, eq, gt, isNull } from 'drizzle-orm';
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
  >,
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
