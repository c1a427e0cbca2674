/** Account rules shared by registration, profile edits and password changes. */

import { codePointLength, FIELD_LIMITS } from '../../../src/lib/contract';
import type { AppContext } from '../../context';
import type { Author } from '../../db/schema';
import { conflict, invalid } from '../../http/failure';
import { penNameTaken, storePassword } from '../../repositories/authors';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';

/**
 * A pen name as stored: trimmed, at least 2 characters, and not another
 * author's (104001). The unique index closes the race between two requests.
 */
export async function availablePenName(
  app: AppContext,
  authorId: string,
  raw: string,
): Promise<string> {
  const penName = raw.trim();
  if (codePointLength(penName) < FIELD_LIMITS.penName.min)
    throw invalid({ pen_name: 'validation.tooShort' });
  if (await penNameTaken(app.db, penName, authorId)) throw conflict('Pen name is taken');
  return penName;
}

/**
 * Stores a new password and ends every session of the author (109017 for
 * them), including those of logins still under way: the new credentials
 * generation is returned for the one session the caller may issue.
 */
export async function replacePassword(
  app: AppContext,
  author: Pick<Author, 'id'>,
  password: string,
): Promise<number> {
  const passwordHash = await hashPassword(password);
  const generation = await storePassword(app.db, author.id, passwordHash, app.now());
  await revokeAllSessions(app, author.id, 'password_changed');
  if (generation === undefined) throw new Error('author vanished during a password change');
  return generation;
}
