/**
 * Backups (issue 19): a backup taken WHILE authors save chapters through the
 * API restores into a new data folder with every table's rows and every
 * chapter's text identical to the backup's snapshot; the same file restores
 * into PostgreSQL identically (the move from PGlite to PostgreSQL); a
 * target holding data is refused.
 *
 * The snapshot's true state is read inside the backup's own transaction
 * (writeBackup's onSnapshot hook), so "identical" is checked against what
 * the database held at that instant, not against a later state.
 *
 * The source is the harness's server: in-memory PGlite, or PostgreSQL under
 * `npm run test:contract:pg`. PostgreSQL targets use DATABASE_URL's server,
 * else a throwaway cluster from the machine's binaries; without either the
 * PostgreSQL test is skipped with a printed reason.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findPostgresBin,
  type LocalPostgres,
  startLocalPostgres,
} from '../../scripts/lib/local-postgres';
import { rowsOf, tablesInOrder } from '../../server/backup/catalog';
import { type BackupResult, writeBackup } from '../../server/backup/dump';
import { restoreBackup, TargetNotEmptyError } from '../../server/backup/restore';
import { type Db, openDatabase } from '../../server/db/client';
import { freshPostgres } from '../lib/databases';
import { startServer, type TestServer } from './harness';
import { solidPng } from './images';

/** Every table's rows as PostgreSQL's JSON text, sorted; the uploads' bytes by key. */
interface State {
  tables: Record<string, string[]>;
  chapters: Map<string, string>;
}

const SKIPPED_TABLES = new Set(['backup_runs', 'stored_file_contents']);

async function stateOf(tx: Db): Promise<State> {
  const tables: Record<string, string[]> = {};
  for (const name of await tablesInOrder(tx)) {
    if (SKIPPED_TABLES.has(name)) continue;
    const rows = await rowsOf<{ r: string }>(
      tx,
      `select to_jsonb(t)::text as r from public."${name}" t`,
    );
    tables[name] = rows.map((row) => row.r).sort();
  }
  const chapters = await rowsOf<{ id: string; content: string }>(
    tx,
    `select id, content from chapters`,
  );
  return { tables, chapters: new Map(chapters.map((c) => [c.id, c.content])) };
}

/** The state of a restored database, timestamps in UTC as in the snapshot. */
async function restoredState(db: Db): Promise<State> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    return stateOf(tx as unknown as Db);
  });
}

function expectIdentical(restored: State, snapshot: State): void {
  expect(Object.keys(restored.tables).sort()).toEqual(Object.keys(snapshot.tables).sort());
  for (const [name, rows] of Object.entries(snapshot.tables)) {
    expect(restored.tables[name]?.length, `rows of ${name}`).toBe(rows.length);
    expect(restored.tables[name], `rows of ${name}`).toEqual(rows);
  }
  expect(restored.chapters.size).toBe(snapshot.chapters.size);
  for (const [id, content] of snapshot.chapters) {
    expect(restored.chapters.get(id), `text of chapter ${id}`).toBe(content);
  }
}

describe('backup during chapter saves, restore', () => {
  let server: TestServer;
  let work: string;
  let backup: BackupResult;
  let snapshot: State;
  let live: State;
  const avatar = solidPng();
  const acknowledged = { beforeSnapshot: 0, afterSnapshot: 0 };

  beforeAll(async () => {
    server = await startServer();
    work = await mkdtemp(join(tmpdir(), 'author-backup-test-'));
    const token = await server.login();
    const db = server.database.db;
    const [author] = await rowsOf<{ id: string }>(
      db,
      `select id from authors where phone = '13800000001'`,
    );
    await server.context.files.put(db, {
      key: 'avatar/backup-test.png',
      ownerId: author!.id,
      contentType: 'image/png',
      bytes: avatar,
    });
    const targets = await rowsOf<{ id: string; version: number }>(
      db,
      `select c.id, c.version from chapters c join books b on b.id = c.book_id
       where b.author_id = '${author!.id}' and c.status = 'draft' order by c.id limit 6`,
    );
    expect(targets.length).toBeGreaterThan(2);

    // Writers save their chapter again and again, each save from the version
    // the last one answered, until told to stop.
    let snapshotTaken = false;
    let stop = false;
    const writer = async (target: { id: string; version: number }) => {
      let version = target.version;
      for (let n = 1; !stop; n += 1) {
        const saved = await server.ok<{ version: number }>('updateChapter', {
          token,
          body: {
            chapter_id: target.id,
            version,
            content: `第${n}稿：${target.id} 的正文。\n第二段 ${n}。`,
          },
        });
        version = saved.version;
        if (snapshotTaken) acknowledged.afterSnapshot += 1;
        else acknowledged.beforeSnapshot += 1;
      }
    };
    const writers = targets.map(writer);
    while (acknowledged.beforeSnapshot < targets.length * 2) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    backup = await writeBackup(
      {
        db,
        engine: server.database.kind,
        uploadsDir:
          server.database.kind === 'pglite' ? server.context.config.uploadsDir : undefined,
        appVersion: 'test',
        async onSnapshot(tx) {
          snapshot = await stateOf(tx);
          snapshotTaken = true;
        },
      },
      join(work, 'during-writes.jsonl.gz'),
    );
    const afterBackup = acknowledged.afterSnapshot;
    while (acknowledged.afterSnapshot < afterBackup + targets.length) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop = true;
    await Promise.all(writers);
    live = await restoredState(db);
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('was taken while saves went on (the test means something)', () => {
    expect(acknowledged.beforeSnapshot).toBeGreaterThan(0);
    expect(acknowledged.afterSnapshot).toBeGreaterThan(0);
    // Saves acknowledged after the snapshot changed texts it must not hold.
    const changed = [...live.chapters].filter(([id, text]) => snapshot.chapters.get(id) !== text);
    expect(changed.length).toBeGreaterThan(0);
    expect(backup.manifest.tables.find((t) => t.name === 'chapters')?.rows).toBe(
      snapshot.chapters.size,
    );
  });

  it('restores into a new PGlite folder identical to the snapshot, uploads included; refuses it again', async () => {
    const dataDir = join(work, 'restored-pglite');
    await restoreBackup(backup.path, { dataDir });
    const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      expectIdentical(await restoredState(handle.db), snapshot);
    } finally {
      await handle.close();
    }
    expect(await readFile(join(dataDir, 'uploads', 'avatar/backup-test.png'))).toEqual(avatar);
    await expect(restoreBackup(backup.path, { dataDir })).rejects.toBeInstanceOf(
      TargetNotEmptyError,
    );
  }, 300_000);

  describe('into PostgreSQL', () => {
    const adminUrl = process.env.DATABASE_URL;
    const binaries = findPostgresBin();
    if (!adminUrl && !binaries) {
      console.log(
        'backup.test.ts: no DATABASE_URL and no PostgreSQL binaries: skipping the restore into PostgreSQL',
      );
    }
    let cluster: LocalPostgres | null = null;
    let database: { url: string; drop(): Promise<void> } | null = null;

    afterAll(async () => {
      await database?.drop();
      await cluster?.stop();
    });

    it.skipIf(!adminUrl && !binaries)(
      'restores the same file into an empty PostgreSQL database identically; refuses it again',
      async () => {
        let url = adminUrl;
        if (!url) {
          cluster = await startLocalPostgres({ databaseName: 'author_backup' });
          url = cluster.url;
        }
        database = await freshPostgres(url);
        await restoreBackup(backup.path, { databaseUrl: database.url });
        const handle = await openDatabase({ databaseUrl: database.url });
        try {
          expectIdentical(await restoredState(handle.db), snapshot);
          const [file] = await rowsOf<{ bytes: Uint8Array }>(
            handle.db,
            `select bytes from stored_file_contents where key = 'avatar/backup-test.png'`,
          );
          expect(Buffer.from(file!.bytes)).toEqual(avatar);
        } finally {
          await handle.close();
        }
        await expect(
          restoreBackup(backup.path, { databaseUrl: database.url }),
        ).rejects.toBeInstanceOf(TargetNotEmptyError);
      },
      300_000,
    );
  });
});
