/**
 * One-time SSO tickets: an operator tool mints one for an author, the author
 * opens /login/sso?ticket=... and the SPA exchanges it for a session. Only the
 * ticket's hash is stored; a ticket works once and for a few minutes.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { insertSsoTicket, spendSsoTicket } from '../../repositories/sessions';
import { hashSecret, newSecret } from './tokens';

const SSO_TICKET_TTL_MS = 5 * 60_000;

function isContext(target: AppContext | Db): target is AppContext {
  return typeof (target as Partial<AppContext>).now === 'function';
}

/**
 * Mints a ticket for the author and returns it (the only time it is seen in
 * clear). With an AppContext the app's clock dates it, so tests that move the
 * clock see it expire; with a bare Db (the CLI) the wall clock does.
 */
export async function createSsoTicket(
  target: AppContext | Db,
  authorId: string,
  ttlMs: number = SSO_TICKET_TTL_MS,
): Promise<string> {
  const db = isContext(target) ? target.db : target;
  const now = isContext(target) ? target.now() : new Date();
  const ticket = newSecret();
  await insertSsoTicket(db, {
    ticketHash: hashSecret(ticket),
    authorId,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return ticket;
}

/**
 * Spends a ticket: the author it was minted for, or null when it is unknown,
 * already used or expired. One conditional UPDATE, so two tabs racing with
 * the same ticket cannot both get a session.
 */
export async function consumeSsoTicket(app: AppContext, ticket: string): Promise<string | null> {
  return (await spendSsoTicket(app.db, hashSecret(ticket), app.now())) ?? null;
}
