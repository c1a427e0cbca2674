/**
 * `npm run sso-ticket -- <phone>`: mints a one-time SSO ticket for an author
 * and prints the login URL (valid 5 minutes, usable once).
 *
 * It opens the database the way server/main.ts does (DATABASE_URL, or PGlite
 * in <DATA_DIR>/pglite); a PGlite folder in use by the server is refused with
 * a clear message: stop the server first, or run both on DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { authors } from '../server/db/schema';
import { createSsoTicket } from '../server/services/auth/sso';
import { openProjectDatabase, type ProjectDatabase } from './lib/project-database';

const PHONE_PATTERN = /^1[3-9][0-9]{9}$/;

function fail(message: string): never {
  console.error(`sso-ticket: ${message}`);
  process.exit(1);
}

const phone = process.argv[2];
if (!phone || !PHONE_PATTERN.test(phone)) {
  fail('usage: npm run sso-ticket -- <phone>   (e.g. 13800000001)');
}

const port = process.env.PORT ?? '8080';
let database: ProjectDatabase;
try {
  database = await openProjectDatabase();
} catch (error) {
  fail((error as Error).message);
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
