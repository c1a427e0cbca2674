import { randomBytes } from 'node:crypto';

// Lower-case RFC 4648 alphabet: ids stay URL-safe and case-insensitive, and
// avoid 0/1/8/9 which read like O/I/B/g in logs and support tickets.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A 16-character base32 id from 80 random bits: short enough for URLs, with
 * collision odds negligible at any size this back-office will see.
 */
export function newId(): string {
  const bytes = randomBytes(10);
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >>> bits) & 31];
    }
    // Keep only the unread bits so the accumulator never overflows.
    buffer &= (1 << bits) - 1;
  }
  return out;
}
