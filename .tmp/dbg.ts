import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedDemoData, SMALL_SEED } from '../server/db/seed';
import { entitiesOf, volumeCounts } from '../server/repositories/bible';
import { sql } from 'drizzle-orm';
const database = await openDatabase({ inMemory: true });
await migrateDatabase(database);
await seedDemoData(database.db, SMALL_SEED);
const [row] = (await database.db.execute(sql`select book_id from bible_settings`)).rows as { book_id: string }[];
const ents = await entitiesOf(database.db, row!.book_id);
try { console.log(await volumeCounts(database.db, row!.book_id, ents[0]!.id)); } catch (e) { console.log(e); }
await database.close();
