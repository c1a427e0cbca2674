/**
 * Entities of a book's bible: list, card, create, edit, delete, merge, and
 * the entity's page (appearances, per-volume counts, state as of a chapter).
 * A change of names or aliases rebuilds the book's mention index in the same
 * transaction, under the book's lock.
 */
import type { components } from '../../../src/api/schema';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { BibleEntity } from '../../db/schema';
import { invalid, notFound } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import {
  appearancesAfter,
  bumpNamesVersion,
  deleteEntity,
  edgeAppearance,
  entitiesOf,
  findOwnEntity,
  insertEntity,
  lastChapterNo,
  mentionStats,
  moveProgressions,
  progressionsOf,
  settingsOf,
  updateEntity,
  volumeCounts,
} from '../../repositories/bible';
import { lockBook, ownedBook } from '../chapters/ownership';
import { rebuildBookIndex } from './mention-index';
import { defaultSettings, toEntity, toProgression, toSettings, unseenOf } from './views';

type Schemas = components['schemas'];
type CreateBody = RequestBody<'createBibleEntity'>;
type UpdateBody = RequestBody<'updateBibleEntity'>;

/** The author's entity, or 102001. */
export async function ownedEntity(db: Db, authorId: string, entityId: string) {
  const entity = await findOwnEntity(db, authorId, entityId);
  if (!entity) throw notFound();
  return entity;
}

function cleanName(name: string, field: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw invalid({ [field]: 'validation.tooShort' });
  return trimmed;
}

/** Trimmed, without empties and repeats; an alias equal to the name is refused. */
function cleanAliases(name: string, aliases: readonly string[]): string[] {
  const cleaned = [...new Set(aliases.map((a) => a.trim()).filter((a) => a !== ''))];
  if (cleaned.includes(name)) throw invalid({ aliases: 'validation.duplicate' });
  return cleaned;
}

function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim()).filter((t) => t !== ''))];
}

function cleanFields(fields: readonly Schemas['BibleField'][]) {
  return fields
    .map((f) => ({ key: f.key.trim(), value: f.value.trim() }))
    .filter((f) => f.key !== '');
}

/** 101001 `validation.duplicate` when another entity of the book already answers to a name. */
async function requireUniqueNames(
  tx: Db,
  bookId: string,
  name: string,
  aliases: string[],
  exceptIds: string[],
): Promise<void> {
  const taken = new Set<string>();
  for (const other of await entitiesOf(tx, bookId)) {
    if (exceptIds.includes(other.id)) continue;
    taken.add(other.name);
    for (const alias of other.aliases) taken.add(alias);
  }
  if (taken.has(name)) throw invalid({ name: 'validation.duplicate' });
  if (aliases.some((a) => taken.has(a))) throw invalid({ aliases: 'validation.duplicate' });
}

async function namesChanged(tx: Db, bookId: string): Promise<void> {
  await bumpNamesVersion(tx, bookId);
  await rebuildBookIndex(tx, bookId);
}

export async function listEntities(
  app: AppContext,
  authorId: string,
  query: { book_id: string; kind?: Schemas['BibleEntityKind']; q?: string },
) {
  const book = await ownedBook(app.db, authorId, query.book_id);
  const [rows, stats, last, settings] = await Promise.all([
    entitiesOf(app.db, book.id),
    mentionStats(app.db, book.id),
    lastChapterNo(app.db, book.id),
    settingsOf(app.db, book.id),
  ]);
  const limits = settings ?? defaultSettings(book.id);
  const needle = query.q?.trim().toLowerCase();
  const matches = (e: BibleEntity) =>
    !needle ||
    [e.name, ...e.aliases, ...e.tags].some((text) => text.toLowerCase().includes(needle));
  const list = rows
    .filter((e) => (query.kind === undefined || e.kind === query.kind) && matches(e))
    .map((e): Schemas['BibleEntitySummary'] => {
      const seen = stats.get(e.id);
      const { unseenFor, unseen } = unseenOf(
        e.isMain,
        seen?.lastChapterNo ?? null,
        last,
        limits.unseenChapters,
      );
      return {
        id: e.id,
        kind: e.kind,
        name: e.name,
        aliases: e.aliases,
        tags: e.tags,
        is_main: e.isMain,
        chapter_count: seen?.chapterCount ?? 0,
        first_chapter_no: seen?.firstChapterNo ?? null,
        last_chapter_no: seen?.lastChapterNo ?? null,
        unseen_for: unseenFor,
        unseen,
      };
    });
  return { settings: toSettings(limits), last_chapter_no: last, list };
}

export async function createEntity(app: AppContext, authorId: string, body: CreateBody) {
  const name = cleanName(body.name, 'name');
  const aliases = cleanAliases(name, body.aliases ?? []);
  return app.db.transaction(async (tx) => {
    const book = await lockBook(tx, body.book_id, authorId);
    await requireUniqueNames(tx, book.id, name, aliases, []);
    const now = app.now();
    const row = await insertEntity(tx, {
      bookId: book.id,
      kind: body.kind,
      name,
      aliases,
      fields: cleanFields(body.fields ?? []),
      notes: body.notes ?? '',
      tags: cleanTags(body.tags ?? []),
      isMain: body.is_main ?? false,
      createTime: now,
      updateTime: now,
    });
    await namesChanged(tx, book.id);
    return toEntity(row);
  });
}

export async function editEntity(app: AppContext, authorId: string, body: UpdateBody) {
  const found = await ownedEntity(app.db, authorId, body.entity_id);
  return app.db.transaction(async (tx) => {
    await lockBook(tx, found.bookId);
    const current = await ownedEntity(tx, authorId, body.entity_id);
    const name = body.name === undefined ? current.name : cleanName(body.name, 'name');
    const aliases =
      body.aliases === undefined
        ? current.aliases.filter((a) => a !== name)
        : cleanAliases(name, body.aliases);
    const renamed =
      name !== current.name || aliases.join('\u0000') !== current.aliases.join('\u0000');
    if (renamed) await requireUniqueNames(tx, current.bookId, name, aliases, [current.id]);
    const row = await updateEntity(tx, current.id, {
      kind: body.kind,
      name,
      aliases,
      fields: body.fields === undefined ? undefined : cleanFields(body.fields),
      notes: body.notes,
      tags: body.tags === undefined ? undefined : cleanTags(body.tags),
      isMain: body.is_main,
      updateTime: app.now(),
    });
    if (renamed) await namesChanged(tx, current.bookId);
    return toEntity(row);
  });
}

export async function removeEntity(
  app: AppContext,
  authorId: string,
  body: RequestBody<'deleteBibleEntity'>,
) {
  const found = await ownedEntity(app.db, authorId, body.entity_id);
  await app.db.transaction(async (tx) => {
    await lockBook(tx, found.bookId);
    await deleteEntity(tx, found.id);
    // Its names may have hidden shorter ones inside them: those count now.
    await namesChanged(tx, found.bookId);
  });
  return null;
}

/**
 * Merges `from_entity_id` into `entity_id`: its name and aliases become
 * aliases, its progressions move, its fields, tags and notes are added, and
 * the index is rebuilt (so its mentions now count for the one kept).
 */
export async function mergeEntities(
  app: AppContext,
  authorId: string,
  body: RequestBody<'mergeBibleEntities'>,
) {
  const kept = await ownedEntity(app.db, authorId, body.entity_id);
  const merged = await ownedEntity(app.db, authorId, body.from_entity_id);
  if (kept.id === merged.id || kept.bookId !== merged.bookId) {
    throw invalid({ from_entity_id: 'validation.invalid' });
  }
  return app.db.transaction(async (tx) => {
    await lockBook(tx, kept.bookId);
    const into = await ownedEntity(tx, authorId, kept.id);
    const from = await ownedEntity(tx, authorId, merged.id);
    const aliases = [...new Set([...into.aliases, from.name, ...from.aliases])].filter(
      (a) => a !== into.name,
    );
    const keys = new Set(into.fields.map((f) => f.key));
    await moveProgressions(tx, from.id, into.id);
    await deleteEntity(tx, from.id);
    const row = await updateEntity(tx, into.id, {
      aliases,
      fields: [...into.fields, ...from.fields.filter((f) => !keys.has(f.key))],
      tags: [...new Set([...into.tags, ...from.tags])],
      notes: [into.notes, from.notes].filter((n) => n !== '').join('\n\n'),
      isMain: into.isMain || from.isMain,
      updateTime: app.now(),
    });
    await namesChanged(tx, into.bookId);
    return toEntity(row);
  });
}

export async function entityPage(
  app: AppContext,
  authorId: string,
  query: { entity_id: string; as_of_chapter_no?: number },
) {
  const entity = await ownedEntity(app.db, authorId, query.entity_id);
  const [progressions, first, last, volumes] = await Promise.all([
    progressionsOf(app.db, entity.id),
    edgeAppearance(app.db, entity.id, false),
    edgeAppearance(app.db, entity.id, true),
    volumeCounts(app.db, entity.bookId, entity.id),
  ]);
  const asOf = query.as_of_chapter_no ?? null;
  const ref = (r: typeof first) =>
    r ? { chapter_id: r.chapterId, chapter_no: r.chapterNo, title: r.title } : null;
  return {
    entity: toEntity(entity),
    progressions: progressions.map(toProgression),
    as_of_chapter_no: asOf,
    state: progressions.filter((p) => asOf === null || p.fromChapterNo <= asOf).map(toProgression),
    first_appearance: ref(first),
    last_appearance: ref(last),
    chapter_count: volumes.reduce((sum, v) => sum + v.chapterCount, 0),
    mention_count: volumes.reduce((sum, v) => sum + v.mentionCount, 0),
    volumes: volumes.map((v) => ({
      volume_id: v.volumeId,
      title: v.title,
      chapters: v.chapters,
      chapter_count: v.chapterCount,
      mention_count: v.mentionCount,
    })),
  };
}

export async function entityAppearances(
  app: AppContext,
  authorId: string,
  query: { entity_id: string; after_chapter_no?: number; limit?: number },
) {
  const entity = await ownedEntity(app.db, authorId, query.entity_id);
  const limit = query.limit ?? 50;
  const rows = await appearancesAfter(app.db, entity.id, query.after_chapter_no ?? 0, limit + 1);
  const page = rows.slice(0, limit);
  return {
    list: page.map((r) => ({
      chapter_id: r.chapterId,
      chapter_no: r.chapterNo,
      title: r.title,
      volume_id: r.volumeId,
      count: r.count,
      context: r.context,
    })),
    next_after_chapter_no: rows.length > limit ? page[page.length - 1]!.chapterNo : null,
  };
}
