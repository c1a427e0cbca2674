/**
 * The inbox's keyset cursor: the last comment's time and id, opaque to
 * clients (base64url). A cursor this server did not write is 101001.
 */
import type { InboxCursor } from '../../repositories/reader-comments';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(`${cursor.time.toISOString()}|${cursor.id}`).toString('base64url');
}

/** The cursor, or null when it is not one this server wrote. */
export function decodeCursor(text: string): InboxCursor | null {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const [time, id, ...rest] = decoded.split('|');
  if (rest.length > 0 || !time || !id || !ID.test(id)) return null;
  const date = new Date(time);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== time) return null;
  return { time: date, id };
}
