/** Column builders and the CHECK helper every table module uses. */
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../ids';

/** CHECK (column IN (...)) from one of the value lists above. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list: SQL = sql.raw(values.map((v) => `'${v}'`).join(', '));
  return check(name, sql`${column} in (${list})`);
}

export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createTime = () => tstz('create_time').notNull().defaultNow();
export const updateTime = () => tstz('update_time').notNull().defaultNow();
export const cents = (name: string) => integer(name).notNull().default(0);
export const count = (name: string) => integer(name).notNull().default(0);
