/**
 * The spec's User as built from an authors row: one function, so login,
 * registration, profile edits and certification all answer the same shape
 * with the same masking.
 */
import type { components } from '../../src/api/schema';
import type { Db } from '../db/client';
import type { Author } from '../db/schema';
import { authorWordCount } from '../repositories/books';

export type User = components['schemas']['User'];

/** `13800000001` -> `138****0001`; short values are masked whole. */
export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** `林墨` -> `*墨`: only the last character stays (by code point, not UTF-16 unit). */
export function maskName(name: string | null): string {
  if (!name) return '';
  const chars = Array.from(name);
  return '*'.repeat(chars.length - 1) + chars[chars.length - 1];
}

/** `11010119900307123X` -> `1101**********123X`. */
export function maskIdCard(idCard: string | null): string {
  if (!idCard) return '';
  if (idCard.length <= 8) return '*'.repeat(idCard.length);
  return idCard.slice(0, 4) + '*'.repeat(idCard.length - 8) + idCard.slice(-4);
}

/** The spec's User: masked personal data, '' for absent strings, role derived from signing. */
export function toUser(author: Author, extra: { wordCount: number }): User {
  return {
    id: author.id,
    phone: maskPhone(author.phone),
    pen_name: author.penName,
    avatar: author.avatar ?? '',
    email: author.email ?? '',
    introduction: author.introduction ?? '',
    qq: author.qq ?? '',
    is_certified: author.isCertified,
    id_card: maskIdCard(author.idCard),
    real_name: maskName(author.realName),
    is_signed: author.isSigned,
    is_sign: author.isSigned,
    role: author.isSigned ? 'is_sign' : '',
    fan_num: author.fanNum,
    word_count: extra.wordCount,
    create_time: author.createTime.toISOString(),
    home_phone: author.homePhone ?? '',
    editor_name: author.editorName ?? '',
    cache_phone: maskPhone(author.phone),
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
