/**
 * `npm run check:migrations`: the database schema (server/db/schema/) and
 * the committed migrations (server/db/migrations/) agree.
 *
 * The server applies the migrations, and the code reads and writes through
 * the schema: a column added to the schema without `npm run db:generate`
 * passes the type check and fails only where a query first touches it.
 * drizzle-kit generates from a copy of the migrations here; when it writes a
 * new migration, the schema has changes no migration holds, and this prints
 * that SQL and fails.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/spa-build';

const MIGRATIONS = 'server/db/migrations';
// drizzle-kit takes its output folder relative to the working directory.
const SCRATCH = 'node_modules/.cache/check-migrations';

const sqlFiles = (folder: string) =>
  readdirSync(path.join(repoRoot, folder)).filter((name) => name.endsWith('.sql'));

rmSync(path.join(repoRoot, SCRATCH), { recursive: true, force: true });
mkdirSync(path.join(repoRoot, SCRATCH), { recursive: true });
cpSync(path.join(repoRoot, MIGRATIONS), path.join(repoRoot, SCRATCH), { recursive: true });
const before = new Set(sqlFiles(SCRATCH));

const generate = spawnSync(
  'npx',
  [
    '--no-install',
    'drizzle-kit',
    'generate',
    '--dialect=postgresql',
    '--schema=./server/db/schema.ts',
    `--out=./${SCRATCH}`,
    '--name=unmigrated',
  ],
  { cwd: repoRoot, encoding: 'utf8' },
);
if (generate.status !== 0) {
  console.error(generate.stdout, generate.stderr);
  console.error('check-migrations: drizzle-kit generate failed');
  process.exit(1);
}

const added = sqlFiles(SCRATCH)
  .filter((name) => !before.has(name))
  .map((name) => readFileSync(path.join(repoRoot, SCRATCH, name), 'utf8'));
rmSync(path.join(repoRoot, SCRATCH), { recursive: true, force: true });
if (added.length === 0) {
  console.log(`check-migrations: the schema and the ${before.size} migrations agree`);
} else {
  console.error('check-migrations: the schema has changes no migration holds.');
  console.error(
    'Run `npm run db:generate -- --name=<what changed>` and commit the migration. It would hold:\n',
  );
  for (const sql of added) console.error(sql);
  process.exit(1);
}
