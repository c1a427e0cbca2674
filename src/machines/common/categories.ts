/** The category tree as the book forms read it: a node, and the lookups both forms use. */
import type { BookAudience } from './book';

/**
 * A category's name in every UI language (the spec's CategoryNames). The
 * API sends all of them, so switching language needs no refetch.
 */
export interface CategoryNames {
  readonly 'zh-CN': string;
  readonly 'en-US': string;
}

/** The UI languages a category is named in. */
export type CategoryLocale = keyof CategoryNames;

/** The name for `locale`, or the zh-CN one should that be blank. */
export function categoryName(names: CategoryNames, locale: CategoryLocale): string {
  return names[locale] || names['zh-CN'];
}

/** A category path (channel down to leaf) in `locale`, joined for display. */
export function categoryPathText(
  path: readonly CategoryNames[],
  locale: CategoryLocale,
  separator = ' / ',
): string {
  return path.map((names) => categoryName(names, locale)).join(separator);
}

/** One node of the category tree (channel, genre or leaf). */
export interface CategoryNode {
  readonly id: string;
  /** The zh-CN name; show {@link categoryName} of `names` instead. */
  readonly name: string;
  readonly names: CategoryNames;
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
