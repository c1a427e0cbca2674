/**
 * The logged-in author's avatar upload (profile edits: account-profile.ts;
 * personal data and passwords: account-security.ts; certification:
 * account-certification.ts; the bound phone: account-phone.ts).
 */
import type { FastifyRequest } from 'fastify';
import { AVATAR_RULES } from '../../../src/lib/contract';
import type { AppContext } from '../../context';
import type { Author } from '../../db/schema';
import { storeUpload } from '../platform/uploads';
import { reencodeAvatar } from './avatar-image';

export async function uploadAvatar(
  app: AppContext,
  author: Pick<Author, 'id'>,
  req: FastifyRequest,
) {
  const stored = await storeUpload(app, author, 'avatar', req, {
    // Below the multipart plugin's 2 MB ceiling; the form checks the same rule.
    maxBytes: AVATAR_RULES.maxBytes,
    allowed: [...AVATAR_RULES.kinds],
    transform: reencodeAvatar,
  });
  return { avatar_url: stored.url };
}
