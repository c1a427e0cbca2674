/**
 * What the backup and the restore ask the database about itself: its tables
 * in foreign-key order, the serial counters, the columns an insert may set
 * and the migration level. Plain catalogue queries that PGlite and
 * PostgreSQL answer alike.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ident } from './format';

/** A statement's rows, on either driver. */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The public tables, parents before children (a table referencing itself
 * counts once), ties by name, so a restore inserts every row after the rows
 * it refers to.
 */
export async function tablesInOrder(db: Pick<Db, 'execute'>): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((row) => row.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    `select child.relname as child, parent.relname as parent from pg_constraint co
     join pg_class child on child.oid = co.conrelid
     join pg_class parent on parent.oid = co.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where co.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (name) => !placed.has(name) && [...parents.get(name)!].every((p) => placed.has(p)),
    );
    if (!next) throw new Error('foreign keys form a cycle between tables');
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/** Tables whose foreign keys point at themselves (their rows go in one statement). */
export async function selfReferencingTables(db: Pick<Db, 'execute'>): Promise<Set<string>> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `select distinct c.relname as name from pg_constraint co
     join pg_class c on c.oid = co.conrelid join pg_namespace n on n.oid = c.relnamespace
     where co.contype = 'f' and co.conrelid = co.confrelid and n.nspname = 'public'`,
  );
  return new Set(rows.map((row) => row.name));
}

/** Serial and identity columns of public tables, with their sequences. */
export async function ownedSequences(
  db: Pick<Db, 'execute'>,
): Promise<{ table: string; column: string; sequence: string }[]> {
  return rowsOf(
    db,
    `select t.relname as "table", a.attname as "column", s.relname as "sequence"
     from pg_depend d
     join pg_class s on s.oid = d.objid and s.relkind = 'S'
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
     order by 1, 2`,
  );
}

/** Columns an INSERT may set (generated columns are computed again). */
export async function insertableColumns(db: Pick<Db, 'execute'>, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    `select attname as name from pg_attribute
     where attrelid = 'public.${ident(table).replaceAll("'", "''")}'::regclass
       and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
  );
  return rows.map((row) => row.name);
}

/** Migrations drizzle recorded as applied: how many and the newest one's journal time. */
export async function migrationLevel(
  db: Pick<Db, 'execute'>,
): Promise<{ count: number; latest: number }> {
  const [row] = await rowsOf<{ count: unknown; latest: unknown }>(
    db,
    `select count(*) as count, coalesce(max(created_at), 0) as latest
     from drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), latest: Number(row?.latest ?? 0) };
}
