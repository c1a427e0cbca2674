/**
 * Profile edits (updateUser): the contract's profile rules
 * (src/lib/contract/profile.ts, the ones the form checks), the pen-name lock
 * of signed authors, and the changes as stored.
 */
import { checkProfile, type ProfileFields } from '../../../src/lib/contract';
import type { AppContext } from '../../context';
import type { Author, NewAuthor } from '../../db/schema';
import { invalid, notAllowed } from '../../http/failure';
import { updateAuthor } from '../../repositories/authors';
import { isOwnUpload, releaseUpload } from '../platform/uploads';
import { availablePenName } from './authors';

export interface ProfileUpdate extends ProfileFields {
  avatar?: string;
}

/**
 * Applies `update` to the author and answers the stored row. Fields left out
 * stay; an empty string clears an optional field. A signed author's pen name
 * is on the contract and in the readers' hands: changing it is refused
 * (103001), sending it unchanged is not.
 */
export async function updateProfile(
  app: AppContext,
  author: Author,
  update: ProfileUpdate,
): Promise<Author> {
  const errors = checkProfile(update);
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const changes: Partial<NewAuthor> = {};
  if (update.pen_name !== undefined && update.pen_name.trim() !== author.penName) {
    if (author.isSigned) throw notAllowed('The pen name is locked once signed');
    changes.penName = await availablePenName(app, author.id, update.pen_name);
  }
  if (update.email !== undefined) changes.email = update.email || null;
  if (update.introduction !== undefined) changes.introduction = update.introduction;
  if (update.qq !== undefined) changes.qq = update.qq || null;
  if (update.home_phone !== undefined) changes.homePhone = update.home_phone || null;
  if (update.avatar !== undefined) {
    if (update.avatar && !(await isOwnUpload(app, author.id, 'avatar', update.avatar))) {
      throw invalid({ avatar: 'validation.invalid' });
    }
    changes.avatar = update.avatar || null;
  }
  const updated = await updateAuthor(app.db, author.id, { ...changes, updateTime: app.now() });
  // A replaced avatar is not kept.
  if (updated && updated.avatar !== author.avatar) {
    await releaseUpload(app, author.id, 'avatar', author.avatar);
  }
  return updated ?? author;
}
