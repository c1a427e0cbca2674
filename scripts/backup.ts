/**
 * `npm run backup [-- --out=FILE] [--pg-dump]`: one file holding the whole
 * database and the uploads (server/backup/format.ts), restorable with
 * `npm run restore` into PGlite or PostgreSQL.
 *
 * - PGlite (DATA_DIR): when a server runs on the folder it takes the backup
 *   itself, in one transaction, and hands the file over (POST /admin/backup
 *   with the secret of <DATA_DIR>/backup-endpoint.json); otherwise this
 *   process opens the folder (locking it) and takes it.
 * - PostgreSQL (DATABASE_URL): read directly in one REPEATABLE READ, READ
 *   ONLY transaction while servers keep writing. `--pg-dump` writes pg_dump's
 *   custom format instead (pg_dump needed; PostgreSQL to PostgreSQL only).
 *
 * The file goes to --out, else <BACKUP_DIR>/manual-<time>.jsonl.gz
 * (BACKUP_DIR defaults to <DATA_DIR>/backups), and is read back and checked
 * against its manifest before the command says it is done.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { writeBackup } from '../server/backup/dump';
import { BACKUP_ROUTE, readEndpointFile } from '../server/backup/endpoint';
import { BACKUP_EXTENSION } from '../server/backup/format';
import { verifyBackup } from '../server/backup/restore';
import { appVersion } from '../server/backup/settings';
import { openDatabase } from '../server/db/client';
import { cliTarget, megabytes, parseArgs, postgresTool, runTool } from './lib/backup-cli';

const HELP = `Usage: npm run backup [-- --out=FILE] [--pg-dump]

Backs up the database the server uses (DATABASE_URL, else PGlite in
$DATA_DIR/pglite with the uploads in $DATA_DIR/uploads) into one file.
A running PGlite server is asked for the backup; nothing needs stopping.

  --out=FILE   where to write it (default $BACKUP_DIR/manual-<time>${BACKUP_EXTENSION},
               BACKUP_DIR defaulting to $DATA_DIR/backups)
  --pg-dump    PostgreSQL only: pg_dump's custom format (needs pg_dump) instead
               of the portable format; restores into PostgreSQL only
`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Loopback for a server listening on every interface, else its own address. */
function connectHost(host: string): string {
  if (host === '0.0.0.0' || host === '' || host === 'localhost') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

async function fromRunningServer(dataDir: string, out: string): Promise<boolean> {
  const endpoint = await readEndpointFile(dataDir);
  if (!endpoint || !isAlive(endpoint.pid)) return false;
  console.log(`asking the server running on ${dataDir} (pid ${endpoint.pid}) for a backup`);
  const response = await fetch(
    `http://${connectHost(endpoint.host)}:${endpoint.port}${BACKUP_ROUTE}`,
    { method: 'POST', headers: { authorization: `Bearer ${endpoint.secret}` } },
  );
  if (!response.ok || !response.body) {
    throw new Error(`the server refused the backup (HTTP ${response.status})`);
  }
  const partial = `${out}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(response.body as never),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return true;
}

async function main(): Promise<void> {
  const { flags } = parseArgs(process.argv.slice(2));
  if (flags.has('help')) {
    console.log(HELP);
    return;
  }
  const target = cliTarget();
  const pgDump = flags.has('pg-dump');
  if (pgDump && !target.databaseUrl) throw new Error('--pg-dump needs DATABASE_URL (PostgreSQL)');
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  const backupDir = resolve(
    process.env.BACKUP_DIR ||
      join(target.dataDir ?? resolve(process.env.DATA_DIR ?? './.data'), 'backups'),
  );
  const outFlag = flags.get('out');
  const out =
    typeof outFlag === 'string'
      ? resolve(outFlag)
      : join(backupDir, `manual-${stamp}Z${pgDump ? '.pgdump' : BACKUP_EXTENSION}`);
  await mkdir(dirname(out), { recursive: true });
  const started = performance.now();

  if (pgDump) {
    await runTool(postgresTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${out}`,
      `--dbname=${target.databaseUrl}`,
    ]);
    console.log(
      `pg_dump written: ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return;
  }
  if (target.dataDir && !(await fromRunningServer(target.dataDir, out))) {
    const handle = await openDatabase({ dataDir: join(target.dataDir, 'pglite') });
    try {
      await writeBackup(
        {
          db: handle.db,
          engine: 'pglite',
          uploadsDir: join(target.dataDir, 'uploads'),
          appVersion: appVersion(),
        },
        out,
      );
    } finally {
      await handle.close();
    }
  } else if (target.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: target.databaseUrl });
    try {
      await writeBackup({ db: handle.db, engine: 'postgres', appVersion: appVersion() }, out);
    } finally {
      await handle.close();
    }
  }
  const tookS = (performance.now() - started) / 1000;
  const { manifest, end } = await verifyBackup(out);
  const { size } = await import('node:fs/promises').then((fs) => fs.stat(out));
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `backup written: ${out}\n  ${megabytes(size)} in ${tookS.toFixed(1)} s; ${manifest.engine}, migration ${manifest.migrations.count}, snapshot ${manifest.takenAt}; ${rows} rows in ${manifest.tables.length} tables, ${end.files} uploads${end.missingFiles.length ? ` (${end.missingFiles.length} recorded without their bytes)` : ''}; checked`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
