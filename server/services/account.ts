/**
 * The logged-in author's own account: profile, real-name certification,
 * sensitive data behind a fresh SMS code, and the avatar upload.
 */
import type { MultipartFile } from '@fastify/multipart';
import { codePointLength } from '../../src/lib/contract';
import type { AppContext } from '../context';
import type { Author, NewAuthor } from '../db/schema';
import { invalid, notAllowed } from '../http/failure';
import type { RequestBody } from '../http/operations';
import { updateAuthor } from '../repositories/authors';
import { availablePenName } from './authors';
import { isValidChineseIdNumber } from './id-card';
import { isOwnUpload, storeUpload } from './uploads';
import { loadUser, maskIdCard, maskName, maskPhone } from './user-view';

/** Avatars are small: 1 MB, below the multipart plugin's 2 MB ceiling. */
const AVATAR_MAX_BYTES = 1024 * 1024;

export async function updateProfile(
  app: AppContext,
  author: Author,
  body: RequestBody<'updateUser'>,
) {
  const changes: Partial<NewAuthor> = {};
  if (body.pen_name !== undefined) {
    changes.penName = await availablePenName(app, author.id, body.pen_name);
  }
  // Empty strings clear the optional contact fields.
  if (body.email !== undefined) changes.email = body.email || null;
  if (body.introduction !== undefined) changes.introduction = body.introduction;
  if (body.qq !== undefined) changes.qq = body.qq || null;
  if (body.home_phone !== undefined) changes.homePhone = body.home_phone || null;
  if (body.avatar !== undefined) {
    if (body.avatar && !(await isOwnUpload(app, author.id, 'avatar', body.avatar))) {
      throw invalid({ avatar: 'validation.invalid' });
    }
    changes.avatar = body.avatar || null;
  }
  const updated = await updateAuthor(app.db, author.id, { ...changes, updateTime: app.now() });
  return loadUser(app.db, updated ?? author);
}

/** Masked personal data, or with a fresh `sensitive` code the data itself. */
export async function sensitiveInfo(app: AppContext, author: Author, code: string | undefined) {
  if (code === undefined) {
    return {
      phone: maskPhone(author.phone),
      real_name: maskName(author.realName),
      id_card: maskIdCard(author.idCard),
      revealed: false,
    };
  }
  await app.sms.verify(author.phone, 'sensitive', code);
  return {
    phone: author.phone,
    real_name: author.realName ?? '',
    id_card: author.idCard ?? '',
    revealed: true,
  };
}

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
    maxBytes: AVATAR_MAX_BYTES,
    allowed: ['jpeg', 'png', 'webp'],
  });
  return { avatar_url: stored.url };
}
