/**
 * The category tree (audience channels, their categories and the leaves
 * books pick) and the lookups books need. The table is small, so a request
 * reads it once and resolves every path from memory instead of joining per
 * row or walking the tree with one query per level.
 */
import type { components } from '../../../src/api/schema';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Audience } from '../../db/schema';
import { categoriesInOrder, categoryNodes } from '../../repositories/categories';

type CategoryView = components['schemas']['Category'];
/** A category's name in every UI language (the spec's CategoryNames). */
export type CategoryNames = components['schemas']['CategoryNames'];

/** The spec's names of a categories row. */
function namesOf(row: { name: string; nameEn: string }): CategoryNames {
  return { 'zh-CN': row.name, 'en-US': row.nameEn };
}

interface CategoryNode {
  names: CategoryNames;
  parentId: string | null;
  audience: Audience;
}

/** Every category by id, plus which ids have children (so are not leaves). */
export interface CategoryIndex {
  byId: Map<string, CategoryNode>;
  parents: Set<string>;
}

/** The spec's category tree: channels at the top, children in display order. */
export async function categoryTree(app: AppContext): Promise<CategoryView[]> {
  const nodes = new Map<string, CategoryView>();
  for (const row of await categoriesInOrder(app.db)) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      names: namesOf(row),
      parent_id: row.parentId,
      audience: row.audience,
      children: [],
    });
  }
  const roots: CategoryView[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Reads the whole category tree in one query. */
export async function loadCategoryIndex(db: Db): Promise<CategoryIndex> {
  const byId = new Map<string, CategoryNode>();
  const parents = new Set<string>();
  for (const row of await categoryNodes(db)) {
    byId.set(row.id, { names: namesOf(row), parentId: row.parentId, audience: row.audience });
    if (row.parentId) parents.add(row.parentId);
  }
  return { byId, parents };
}

/** Ids from the channel down to `categoryId`; empty for an unknown id. */
function chainOf(index: CategoryIndex, categoryId: string): string[] {
  const chain: string[] = [];
  const seen = new Set<string>();
  let id: string | null = categoryId;
  // `seen` guards against a cycle a hand-edited table could contain.
  while (id && !seen.has(id)) {
    const node = index.byId.get(id);
    if (!node) return [];
    seen.add(id);
    chain.unshift(id);
    id = node.parentId;
  }
  return chain;
}

/** Category names, in every language, from the channel (男频 / 女频) down to the leaf. */
export function categoryPath(index: CategoryIndex, categoryId: string): CategoryNames[] {
  return chainOf(index, categoryId).map(
    (id) => index.byId.get(id)?.names ?? { 'zh-CN': '', 'en-US': '' },
  );
}

/** True when `categoryId` is a leaf under the channel of `audience`. */
export function isLeafOfAudience(
  index: CategoryIndex,
  categoryId: string,
  audience: Audience,
): boolean {
  if (index.parents.has(categoryId)) return false;
  const chain = chainOf(index, categoryId);
  // A leaf sits below its channel: a lone top-level row is a channel, not a pick.
  if (chain.length < 2) return false;
  return index.byId.get(chain[0]!)?.audience === audience;
}
