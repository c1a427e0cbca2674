/** The category tree as the book forms read it: a node, and the lookups both forms use. */
import type { BookAudience } from './book';

/** One node of the category tree (channel, genre or leaf). */
export interface CategoryNode {
  readonly id: string;
  readonly name: string;
  readonly parent_id: string | null;
  /** The audience of the channel the node belongs to. */
  readonly audience: BookAudience;
  readonly children: readonly CategoryNode[];
}

/** The channel (top-level node) of an audience, if the tree has it. */
export function channelOf(
  tree: readonly CategoryNode[],
  audience: BookAudience,
): CategoryNode | undefined {
  return tree.find((node) => node.audience === audience);
}

/** The genre (second level) a leaf belongs to, within one channel. */
export function genreOf(
  channel: CategoryNode | undefined,
  leafId: string,
): CategoryNode | undefined {
  return channel?.children.find((genre) => genre.children.some((leaf) => leaf.id === leafId));
}
