/**
 * `npm run sso-ticket -- <phone>`: mints a one-time SSO ticket for an author
 * and prints the login URL (valid 5 minutes, usable once).
 *
 * It opens the database the way server/main.ts does: DATABASE_URL when set,
 * else PGlite in <DATA_DIR>/pglite (DATA_DIR defaults to ./.data). PGlite is
 * single-process and does NOT lock its directory: a second process opening it
 * while the server runs would write behind the server's back and can corrupt
 * it. So with PGlite this refuses to run while another process has the
 * directory open (or, where that cannot be checked, while a server answers on
 * PORT): stop the server first, or use DATABASE_URL.
 */
import { readdir, readlink } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { authors } from '../server/db/schema';
import { createSsoTicket } from '../server/services/sso';

const PHONE_PATTERN = /^1[3-9][0-9]{9}$/;

function fail(message: string): never {
  console.error(`sso-ticket: ${message}`);
  process.exit(1);
}

/**
 * Pids of other processes with a file under `dir` open (Linux /proc), or null
 * where /proc cannot be read. A running PGlite keeps its relation files open.
 */
async function processesUsing(dir: string): Promise<number[] | null> {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return null;
  }
  const prefix = dir.endsWith(sep) ? dir : dir + sep;
  const users: number[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let fds: string[];
    try {
      fds = await readdir(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's process
    }
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (target.startsWith(prefix)) {
        users.push(pid);
        break;
      }
    }
  }
  return users;
}

/** True when something answers the server's health check on this port. */
async function serverAnswers(port: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

const phone = process.argv[2];
if (!phone || !PHONE_PATTERN.test(phone)) {
  fail('usage: npm run sso-ticket -- <phone>   (e.g. 13800000001)');
}

const port = process.env.PORT ?? '8080';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDirSetting = process.env.DATA_DIR ?? './.data';
if (!databaseUrl && dataDirSetting === 'memory://') {
  fail(
    'DATA_DIR=memory:// is private to the server process; use a data directory or DATABASE_URL.',
  );
}
const pgliteDir = join(resolve(dataDirSetting), 'pglite');

if (!databaseUrl) {
  const busyMessage =
    `the server seems to be running on ${pgliteDir}. PGlite allows one process per ` +
    'data directory: stop the server, run this again, then start the server ' +
    '(or run both with DATABASE_URL).';
  const users = await processesUsing(pgliteDir);
  if (users === null ? await serverAnswers(port) : users.length > 0) {
    fail(users?.length ? `${busyMessage} (pid ${users.join(', ')})` : busyMessage);
  }
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ databaseUrl, dataDir: pgliteDir });
  await migrateDatabase(database);
} catch (error) {
  const where = databaseUrl ? 'DATABASE_URL' : pgliteDir;
  fail(
    `could not open the database (${where}): ${(error as Error).message}. ` +
      'If the server is running on it, stop it first.',
  );
}

try {
  const [author] = await database.db
    .select({ id: authors.id, penName: authors.penName })
    .from(authors)
    .where(eq(authors.phone, phone))
    .limit(1);
  if (!author) {
    await database.close();
    fail(`no author with phone ${phone} (demo authors: 13800000001, 13800000002).`);
  }
  const ticket = await createSsoTicket(database.db, author.id);
  console.log(
    `ticket for ${phone}${author.penName ? ` (${author.penName})` : ''}, valid 5 minutes, once:`,
  );
  console.log(ticket);
  console.log(`http://127.0.0.1:${port}/login/sso?ticket=${ticket}`);
} finally {
  await database.close();
}
