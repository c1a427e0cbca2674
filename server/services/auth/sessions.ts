/**
 * Session tokens: random 32 bytes handed to the client, stored hashed with an
 * expiry; logout revokes one, a password change revokes them all. Each
 * session also carries the author's credentials generation from when its
 * login began: a password change bumps the author's, which ends every
 * session made before it, including one whose login checked the old
 * password just before the change and stored its token just after.
 */
import type { AppContext } from '../../context';
import type { Author, SessionRevokeReason } from '../../db/schema';
import { ApiFailure, ErrorCodes } from '../../http/failure';
import { credentialsGenerationOf } from '../../repositories/authors';
import {
  insertSession,
  revokeAuthorSessions,
  revokeSessionRow,
  sessionWithAuthor,
} from '../../repositories/sessions';
import { type LoginClient, noteNewDevice } from './login-history';
import { hashSecret, newSecret } from './tokens';

export interface IssuedToken {
  token: string;
  expires_at: string;
}

/** Thrown when the author's password changed while the login was under way. */
export class CredentialsChangedError extends Error {
  constructor() {
    super('The password changed during the login');
    this.name = 'CredentialsChangedError';
  }
}

/**
 * A new session for an author as read when the login began. Refused (the
 * session is stored revoked) when the password changed meanwhile: the
 * credentials that let this login in are no longer the author's.
 */
export async function issueToken(
  app: AppContext,
  author: Pick<Author, 'id' | 'credentialsGeneration'>,
  client?: LoginClient,
): Promise<IssuedToken> {
  // Before this session is stored, so it does not count as the device seen before.
  if (client) await noteNewDevice(app, author.id, client);
  const token = newSecret();
  const tokenHash = hashSecret(token);
  const expiresAt = new Date(app.now().getTime() + app.config.tokenTtlMs);
  await insertSession(app.db, {
    tokenHash,
    authorId: author.id,
    createdAt: app.now(),
    expiresAt,
    credentialsGeneration: author.credentialsGeneration,
    ...(client ? { browser: client.browser, os: client.os, clientAddress: client.place } : {}),
  });
  const generation = await credentialsGenerationOf(app.db, author.id);
  if (generation !== author.credentialsGeneration) {
    await revokeSession(app, tokenHash, 'password_changed');
    throw new CredentialsChangedError();
  }
  return { token, expires_at: expiresAt.toISOString() };
}

/**
 * The author behind a token, or the failure the client must see: 100002 for
 * a missing, unknown or expired token, 109017 for a revoked one.
 */
export async function authenticate(
  app: AppContext,
  token: string | undefined,
): Promise<{ author: Author; sessionId: string }> {
  if (!token) throw new ApiFailure(ErrorCodes.tokenInvalid, 'Not logged in');
  const tokenHash = hashSecret(token);
  const cacheKey = `session:${tokenHash}`;
  const cached = app.readCache.get<{ author: Author; expiresAt: number }>(cacheKey);
  if (cached && cached.expiresAt > app.now().getTime()) {
    return { author: cached.author, sessionId: tokenHash };
  }
  const row = await sessionWithAuthor(app.db, tokenHash);
  if (!row) throw new ApiFailure(ErrorCodes.tokenInvalid, 'Session is invalid');
  // Revoked, or made with credentials the author has since changed.
  if (
    row.session.revokedAt ||
    row.session.credentialsGeneration !== row.author.credentialsGeneration
  ) {
    throw new ApiFailure(ErrorCodes.tokenRevoked, 'Session was ended, log in again');
  }
  if (row.session.expiresAt.getTime() <= app.now().getTime()) {
    throw new ApiFailure(ErrorCodes.tokenInvalid, 'Session expired');
  }
  const expiresAt = row.session.expiresAt.getTime();
  app.readCache.set(
    cacheKey,
    row.author.id,
    app.readCache.generation(row.author.id),
    { author: row.author, expiresAt },
    expiresAt,
  );
  return { author: row.author, sessionId: tokenHash };
}

export async function revokeSession(
  app: AppContext,
  sessionId: string,
  reason: SessionRevokeReason,
): Promise<void> {
  await revokeSessionRow(app.db, sessionId, reason, app.now());
  app.readCache.invalidateAll();
}

export async function revokeAllSessions(
  app: AppContext,
  authorId: string,
  reason: SessionRevokeReason,
): Promise<void> {
  await revokeAuthorSessions(app.db, authorId, reason, app.now());
  app.readCache.invalidateAuthor(authorId);
}
