/**
 * The story bible as the screen sees it: the answers of the bible's calls in
 * the spec's shapes (snake_case, as the API actors hand them over), and what
 * the screen asks of them.
 */

export type BibleKind = 'character' | 'place' | 'faction' | 'item' | 'term';

export const BIBLE_KINDS: readonly BibleKind[] = ['character', 'place', 'faction', 'item', 'term'];

export interface BibleField {
  readonly key: string;
  readonly value: string;
}

export interface BibleEntity {
  readonly id: string;
  readonly kind: BibleKind;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly fields: readonly BibleField[];
  readonly notes: string;
  readonly tags: readonly string[];
  readonly is_main: boolean;
}

export interface BibleEntitySummary {
  readonly id: string;
  readonly kind: BibleKind;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly is_main: boolean;
  readonly chapter_count: number;
  readonly first_chapter_no: number | null;
  readonly last_chapter_no: number | null;
  readonly unseen_for: number;
  readonly unseen: boolean;
}

export interface BibleSettings {
  readonly unseen_chapters: number;
  readonly thread_overdue_chapters: number;
}

export interface BibleEntityList {
  readonly settings: BibleSettings;
  readonly last_chapter_no: number;
  readonly list: readonly BibleEntitySummary[];
}

export interface BibleProgression {
  readonly id: string;
  readonly from_chapter_no: number;
  readonly fact: string;
}

export interface BibleChapterRef {
  readonly chapter_id: string;
  readonly chapter_no: number;
  readonly title: string;
}

export interface BibleVolumeCount {
  readonly volume_id: string;
  readonly title: string;
  readonly chapters: number;
  readonly chapter_count: number;
  readonly mention_count: number;
}

export interface BibleAppearance extends BibleChapterRef {
  readonly count: number;
  readonly context: string;
}

export interface BibleAppearancePage {
  readonly list: readonly BibleAppearance[];
  readonly next_after_chapter_no: number | null;
}

export interface BibleEntityPage {
  readonly entity: BibleEntity;
  readonly progressions: readonly BibleProgression[];
  readonly as_of_chapter_no: number | null;
  readonly state: readonly BibleProgression[];
  readonly first_appearance: BibleChapterRef | null;
  readonly last_appearance: BibleChapterRef | null;
  readonly chapter_count: number;
  readonly mention_count: number;
  readonly volumes: readonly BibleVolumeCount[];
}

export interface BibleThread {
  readonly id: string;
  readonly title: string;
  readonly planted_chapter_no: number;
  readonly payoff_chapter_no: number | null;
  readonly resolved_chapter_no: number | null;
  readonly open: boolean;
  readonly overdue: boolean;
  readonly age: number;
}

export interface BibleThreadList {
  readonly last_chapter_no: number;
  readonly settings: BibleSettings;
  readonly list: readonly BibleThread[];
}

/** What the entity form sends: a new entity of the book, or changes to one. */
export interface BibleEntityDraft {
  readonly kind: BibleKind;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly notes: string;
  readonly tags: readonly string[];
  readonly isMain: boolean;
}

export type BibleEntitySave =
  | ({ readonly mode: 'create'; readonly bookId: string } & BibleEntityDraft)
  | ({ readonly mode: 'edit'; readonly entityId: string } & BibleEntityDraft);

/** A new thread of the book. */
export interface BibleThreadDraft {
  readonly bookId: string;
  readonly title: string;
  readonly plantedChapterNo: number;
  readonly payoffChapterNo: number | null;
}

/**
 * A change to the bible other than the entity form: delete the open entity,
 * merge it into another (its names become the other's aliases), add or
 * remove a progression, or set the book's limits.
 */
export type BibleChange =
  | { readonly mode: 'delete'; readonly entityId: string }
  | { readonly mode: 'merge'; readonly entityId: string; readonly fromEntityId: string }
  | {
      readonly mode: 'addProgression';
      readonly entityId: string;
      readonly fromChapterNo: number;
      readonly fact: string;
    }
  | { readonly mode: 'removeProgression'; readonly progressionId: string }
  | {
      readonly mode: 'settings';
      readonly bookId: string;
      readonly unseenChapters: number;
      readonly threadOverdueChapters: number;
    };

/** The bible's files: Markdown to read, JSON to keep or move. */
export type BibleExportFormat = 'markdown' | 'json';

/** Splits a comma or newline separated list as typed (、，, and new lines). */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、\n]/)
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    ),
  ];
}

/** True when a value read from a form or the URL is a kind of entity. */
export function isBibleKind(value: unknown): value is BibleKind {
  return typeof value === 'string' && (BIBLE_KINDS as readonly string[]).includes(value);
}
