/**
 * The logged-in author's real-name certification and avatar upload (profile
 * edits: account-profile.ts; personal data and passwords: account-security.ts).
 */
import type { MultipartFile } from '@fastify/multipart';
import { AVATAR_RULES, codePointLength } from '../../src/lib/contract';
import type { AppContext } from '../context';
import type { Author } from '../db/schema';
import { invalid, notAllowed } from '../http/failure';
import type { RequestBody } from '../http/operations';
import { updateAuthor } from '../repositories/authors';
import { isValidChineseIdNumber } from './id-card';
import { storeUpload } from './uploads';
import { loadUser } from './user-view';

/** Real-name certification, once. */
export async function certify(app: AppContext, author: Author, body: RequestBody<'certify'>) {
  if (author.isCertified) throw notAllowed('Already certified');
  const realName = body.real_name.trim();
  if (codePointLength(realName) < 2) throw invalid({ real_name: 'validation.tooShort' });
  if (!isValidChineseIdNumber(body.id_card, app.now())) {
    throw invalid({ id_card: 'validation.idCard' });
  }
  const updated = await updateAuthor(
    app.db,
    author.id,
    {
      realName,
      idCard: body.id_card.toUpperCase(),
      isCertified: true,
      updateTime: app.now(),
    },
    { isCertified: false },
  );
  // A parallel request certified first.
  if (!updated) throw notAllowed('Already certified');
  return loadUser(app.db, updated);
}

export async function uploadAvatar(
  app: AppContext,
  author: Pick<Author, 'id'>,
  file: MultipartFile | undefined,
) {
  const stored = await storeUpload(app, author, 'avatar', file, {
    // Below the multipart plugin's 2 MB ceiling; the form checks the same rule.
    maxBytes: AVATAR_RULES.maxBytes,
    allowed: [...AVATAR_RULES.kinds],
  });
  return { avatar_url: stored.url };
}
