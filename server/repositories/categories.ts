/** Queries of `categories`: a small table (channels, genres, leaves), read whole. */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type Category, categories } from '../db/schema';

/** Every category in display order. */
export async function categoriesInOrder(db: Db): Promise<Category[]> {
  return db.select().from(categories).orderBy(asc(categories.sort));
}

/** Every category's id, names and parent (what resolving paths needs). */
export async function categoryNodes(
  db: Db,
): Promise<Pick<Category, 'id' | 'name' | 'nameEn' | 'parentId' | 'audience'>[]> {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameEn: categories.nameEn,
      parentId: categories.parentId,
      audience: categories.audience,
    })
    .from(categories);
}
