import type { PgTable } from 'drizzle-orm/pg-core';
import { newId } from './ids';
import { AUDIENCES, type categories, type NewAuthor, type NewBook } from './schema';
import { DAY } from './seed-clock';
import { type BookFixture, CATEGORY_TREE } from './seed-fixtures';

type Rows<T extends PgTable> = T['$inferInsert'][];

/** Channel, genre and leaf rows (one insert per level) and a leaf-id lookup. */
export function buildCategories() {
  const levels: Rows<typeof categories>[] = [[], [], []];
  const leafIds = new Map<string, string>();
  let channelSort = 0;
  for (const audience of AUDIENCES) {
    const channel = CATEGORY_TREE[audience];
    const channelId = newId();
    levels[0]!.push({
      id: channelId,
      parentId: null,
      name: channel.name[0],
      nameEn: channel.name[1],
      audience,
      sort: channelSort++,
    });
    channel.children.forEach((genre, g) => {
      const genreId = newId();
      const [name, nameEn] = genre.name;
      levels[1]!.push({ id: genreId, parentId: channelId, name, nameEn, audience, sort: g });
      genre.leaves.forEach(([leaf, leafEn], l) => {
        const leafId = newId();
        levels[2]!.push({
          id: leafId,
          parentId: genreId,
          name: leaf,
          nameEn: leafEn,
          audience,
          sort: l,
        });
        leafIds.set(`${audience}/${name}/${leaf}`, leafId);
      });
    });
  }
  return { levels, leafIds };
}

/** The approved exclusive contract of a signed demo book. */
export function buildSignApplication(fixture: BookFixture, book: NewBook, author: NewAuthor) {
  const submitted = book.createTime!.getTime() + 40 * DAY;
  return {
    id: newId(),
    bookId: book.id!,
    authorId: book.authorId,
    contractType: 'exclusive' as const,
    plannedTotalWords: fixture.serialStatus === 'completed' ? 400_000 : 8_000_000,
    updatesPerWeek: 7,
    outline: `${fixture.synopsis}\n主线规划：${fixture.volumes.join('、')}。`,
    contact: { phone: author.phone, email: author.email ?? '', qq: author.qq ?? '' },
    status: 'approved' as const,
    reviewerComment: '题材新颖，文笔扎实，更新稳定，欢迎签约。',
    submitTime: new Date(submitted),
    createTime: new Date(submitted - DAY),
    updateTime: new Date(submitted + 7 * DAY),
  };
}
