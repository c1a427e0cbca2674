/** The category tree: audience channels, their categories and the leaves books pick. */
import { asc } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { categories } from '../db/schema';
import { authed } from '../http/operations';

type CategoryNode = components['schemas']['Category'];

export const categoryHandlers = authed({
  async getCategoryTree({ app }) {
    const rows = await app.db.select().from(categories).orderBy(asc(categories.sort));
    const nodes = new Map<string, CategoryNode>();
    for (const row of rows) {
      nodes.set(row.id, {
        id: row.id,
        name: row.name,
        parent_id: row.parentId,
        audience: row.audience,
        children: [],
      });
    }
    const roots: CategoryNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  },
});
