/** Substring search with ILIKE, where the searched text matches literally. */
import { ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%`, `_` and the escape character itself match literally in ILIKE. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The column contains `text`, case-insensitively. */
export function containing(column: PgColumn, text: string): SQL {
  return ilike(column, `%${escapeLike(text)}%`);
}
