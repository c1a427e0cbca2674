/**
 * The spec's User as built from an authors row: one function, so login,
 * registration, profile edits and certification all answer the same shape
 * with the same masking.
 */
import type { components } from '../../../src/api/schema';
import type { Db } from '../../db/client';
import type { Author } from '../../db/schema';
import { authorWordCount } from '../../repositories/books';
import { maskPersonalData } from './account-masking';
import { decryptIdCard } from './id-card-crypto';

export type User = components['schemas']['User'];

/** The spec's User: personal data masked by the one rule (account-masking.ts), '' for absent strings, role derived from signing. */
function toUser(author: Author, extra: { wordCount: number }): User {
  const masked = maskPersonalData({ ...author, idCard: decryptIdCard(author.idCard) });
  return {
    id: author.id,
    phone: masked.phone,
    pen_name: author.penName,
    avatar: author.avatar ?? '',
    email: masked.email,
    introduction: author.introduction ?? '',
    qq: author.qq ?? '',
    is_certified: author.isCertified,
    id_card: masked.id_card,
    real_name: masked.real_name,
    is_signed: author.isSigned,
    is_sign: author.isSigned,
    role: author.isSigned ? 'is_sign' : '',
    fan_num: author.fanNum,
    word_count: extra.wordCount,
    create_time: author.createTime.toISOString(),
    home_phone: masked.home_phone,
    editor_name: author.editorName ?? '',
    cache_phone: masked.phone,
    new_register: author.newRegister,
    has_password: author.passwordHash != null,
  };
}

/**
 * toUser with the word count of all the author's books (their aggregates
 * already leave trashed chapters out, so this never scans chapter text).
 */
export async function loadUser(db: Db, author: Author): Promise<User> {
  return toUser(author, { wordCount: await authorWordCount(db, author.id) });
}
