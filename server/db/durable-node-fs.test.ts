/**
 * A commit on the PGlite data folder reaches the disk: PostgreSQL runs with
 * fsync on and syncs its WAL with fsync(), and that fsync arrives at the OS
 * (PGlite's own defaults turn it off, and Emscripten's NODEFS dropped it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { durableFsyncCount, openDurablePglite } from './durable-node-fs';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('durable PGlite', () => {
  it('syncs every commit to the disk and keeps it across a reopen', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'durable-pglite-'));
    folders.push(folder);
    const db = await openDurablePglite(folder);
    expect((await db.query<{ fsync: string }>('show fsync')).rows[0]?.fsync).toBe('on');
    expect(
      (await db.query<{ wal_sync_method: string }>('show wal_sync_method')).rows[0]
        ?.wal_sync_method,
    ).toBe('fsync');
    await db.exec('create table saves (id serial primary key, body text not null)');
    for (const body of ['一', '二', '三']) {
      const before = durableFsyncCount();
      await db.query('insert into saves (body) values ($1)', [body]);
      expect(durableFsyncCount()).toBeGreaterThan(before);
    }
    await db.close();
    const reopened = await openDurablePglite(folder);
    const rows = await reopened.query<{ body: string }>('select body from saves order by id');
    expect(rows.rows.map((row) => row.body)).toEqual(['一', '二', '三']);
    await reopened.close();
  }, 60_000);
});
