// GB 11643-1999 resident identity number: 6-digit area code, 8-digit birth
// date, 3-digit sequence, and an ISO 7064 MOD 11-2 check character.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

// First two digits: provinces, plus 71/81/82 (Taiwan, Hong Kong, Macao)
// and 83 (residence permits issued to Taiwan residents).
const PROVINCE_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52,
  53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83,
]);

/**
 * The check character for the first 17 digits of an ID number. Exported so
 * demo data and tests can build valid numbers instead of hard-coding them.
 */
export function chineseIdCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('expected 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (first17.charCodeAt(i) - 48) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/**
 * True for a well-formed 18-character mainland ID number: known province
 * code, a real birth date between 1900 and `now`, and a correct check
 * character (a lower-case x is accepted, as people often type it).
 */
export function isValidChineseIdNumber(id: string, now: Date = new Date()): boolean {
  if (!/^\d{17}[\dXx]$/.test(id)) return false;
  if (!PROVINCE_CODES.has(Number(id.slice(0, 2)))) return false;

  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const birth = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 02-30 over into March; a rollover means the day is invalid.
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  if (birth.getTime() > now.getTime()) return false;

  return chineseIdCheckChar(id.slice(0, 17)) === id.charAt(17).toUpperCase();
}

/** The age (whole years) of the holder of a valid ID number on `now` (birth date in the number, UTC). */
export function ageFromIdNumber(id: string, now: Date): number {
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
