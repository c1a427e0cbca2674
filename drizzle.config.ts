import { defineConfig } from 'drizzle-kit';

// Migrations are generated once and committed; the server applies the same
// SQL files to embedded PGlite and to node-postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
