/**
 * Find and replace across a book. The search walks the book in reading order
 * a batch of chapters at a time (memory stays bounded by a batch), within a
 * time and match budget; the replace changes the chosen chapters in one
 * transaction per batch, keeps each chapter's previous text in history,
 * writes a `replace` version, and records an undo. Published and scheduled
 * chapters get the change as a pending revision: readers never see an
 * unreviewed replace.
 */
import type { components } from '../../src/api/schema';
import { codePointLength, FIELD_LIMITS } from '../../src/lib/contract';
import { countWords } from '../../src/lib/word-count';
import type { AppContext } from '../context';
import { notFound } from '../http/failure';
import type { Query, RequestBody } from '../http/operations';
import { revisionsOf } from '../repositories/chapter-revisions';
import { workingTextsAfter } from '../repositories/chapter-texts';
import { chapterRows } from '../repositories/chapters';
import { Deltas } from './chapters/aggregates';
import { lockBook, ownedBook } from './chapters/ownership';
import { snapshotOf, writeWorkingText } from './revisions';
import {
  contextAfter,
  contextBefore,
  type FieldMatch,
  type SearchSpec,
  TextMatcher,
} from './text-search';
import { recordReplace } from './undo';
import { keepText, pruneHistory, recordVersion } from './versions';
import { editsAsRevision, sameText, textStateOf, workingTextOf } from './working-text';

type SearchChapter = components['schemas']['SearchChapter'];
interface ChangedChapter {
  chapter_id: string;
  replaced: number;
  version: number;
  text_state: SearchChapter['text_state'];
}
type SkipReason = components['schemas']['ReplaceResultEnvelope'] extends infer E
  ? E extends { code: 0; body: { skipped: { reason: infer R }[] } }
    ? R
    : never
  : never;

/** Chapters read per query while searching. */
const SEARCH_BATCH = 200;
/** Matching time a search may use before it answers what it found. */
export const SEARCH_BUDGET_MS = 5_000;
/** Matches a search counts before it stops. */
export const SEARCH_MAX_MATCHES = 200_000;
const MATCHES_PER_CHAPTER = 20;
const MATCHES_IN_ONE_CHAPTER = 1_000;

function specOf(input: {
  query: string;
  mode?: 'plain' | 'regex';
  case_sensitive?: boolean;
  whole_word?: boolean;
}): SearchSpec {
  return {
    query: input.query,
    mode: input.mode ?? 'plain',
    caseSensitive: input.case_sensitive ?? false,
    wholeWord: input.whole_word ?? false,
  };
}

/** Matches of a chapter's title then content, numbered in that order. */
function chapterMatches(
  matcher: TextMatcher,
  text: { title: string; content: string },
  limit?: number,
): FieldMatch[] {
  const inTitle = matcher.find(text.title, limit).map((m) => ({ ...m, field: 'title' as const }));
  const inContent = matcher
    .find(text.content, limit === undefined ? undefined : limit - inTitle.length)
    .map((m) => ({ ...m, field: 'content' as const }));
  return [...inTitle, ...inContent];
}

/** Yields to other requests between batches: a long search never blocks the server. */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

export async function searchBook(
  app: AppContext,
  authorId: string,
  query: Query<'searchChapters'>,
) {
  const matcher = TextMatcher.compile(specOf(query));
  const book = await ownedBook(app.db, authorId, query.book_id);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const context = query.context ?? 20;
  const perChapter =
    query.max_matches ?? (query.chapter_id ? MATCHES_IN_ONE_CHAPTER : MATCHES_PER_CHAPTER);
  const first = (page - 1) * pageSize;
  const list: SearchChapter[] = [];
  let totalMatches = 0;
  let totalChapters = 0;
  let scanned = 0;
  let complete = true;
  let matchingMs = 0;
  let after: { position: number; id: string } | null = null;

  for (;;) {
    const batch = await workingTextsAfter(app.db, book.id, after, SEARCH_BATCH, query.chapter_id);
    if (batch.length === 0) break;
    const started = performance.now();
    for (const row of batch) {
      const matches = chapterMatches(matcher, row);
      scanned += 1;
      if (matches.length > 0) {
        const ordinal = totalChapters;
        totalChapters += 1;
        totalMatches += matches.length;
        if (ordinal >= first && ordinal < first + pageSize) {
          list.push({
            chapter_id: row.id,
            chapter_no: row.chapterNo,
            title: row.title,
            status: row.status,
            text_state: textStateOf(row.status, row.hasRevision),
            version: row.version,
            match_count: matches.length,
            matches: matches.slice(0, perChapter).map((m, index) => {
              const text = m.field === 'title' ? row.title : row.content;
              return {
                index,
                field: m.field,
                start: m.start,
                end: m.end,
                before: contextBefore(text, m.start, context),
                match: text.slice(m.start, m.end),
                after: contextAfter(text, m.end, context),
              };
            }),
          });
        }
      }
      if (totalMatches >= SEARCH_MAX_MATCHES) {
        complete = false;
        break;
      }
    }
    matchingMs += performance.now() - started;
    if (!complete || batch.length < SEARCH_BATCH) break;
    after = batch.at(-1)!;
    if (matchingMs >= SEARCH_BUDGET_MS) {
      const more = await workingTextsAfter(app.db, book.id, after, 1, query.chapter_id);
      complete = more.length === 0;
      break;
    }
    await breathe();
  }
  if (query.chapter_id && scanned === 0) throw notFound();
  return {
    total_matches: totalMatches,
    total_chapters: totalChapters,
    scanned_chapters: scanned,
    complete,
    page,
    page_size: pageSize,
    list,
  };
}

type ReplaceBody = RequestBody<'replaceInChapters'>;

/** Replaces in one batch of chapters; see the spec's replaceInChapters. */
export async function replaceInBook(app: AppContext, authorId: string, body: ReplaceBody) {
  const spec = specOf(body);
  const matcher = TextMatcher.compile(spec);
  const ids = [...new Set(body.chapters.map((c) => c.chapter_id))];
  return app.db.transaction(async (tx) => {
    const book = await lockBook(tx, body.book_id, authorId);
    const rows = await chapterRows(tx, ids, book.id);
    // Another author's chapter, or one of another book, looks like no chapter.
    if (rows.length !== ids.length) throw notFound();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const revisions = new Map((await revisionsOf(tx, ids)).map((r) => [r.chapterId, r]));
    const now = app.now();
    const changed: ChangedChapter[] = [];
    const skipped: { chapter_id: string; reason: SkipReason }[] = [];
    const undoEntries: { id: string; versionId: string; hadRevision: boolean }[] = [];
    const done = new Set<string>();
    // Counts and retention are settled once for the batch, not per chapter.
    const deltas = new Deltas();

    for (const request of body.chapters) {
      const chapter = byId.get(request.chapter_id)!;
      if (done.has(chapter.id)) continue;
      done.add(chapter.id);
      const skip = (reason: SkipReason) => skipped.push({ chapter_id: chapter.id, reason });
      if (chapter.status === 'trashed') {
        skip('trashed');
        continue;
      }
      if (chapter.version !== request.version) {
        skip('changed');
        continue;
      }
      const revision = revisions.get(chapter.id) ?? null;
      const current = workingTextOf(chapter, revision);
      const excluded = new Set(request.exclude ?? []);
      const chosen = chapterMatches(matcher, current).filter((_, i) => !excluded.has(i));
      if (chosen.length === 0) {
        skip('no_match');
        continue;
      }
      const title = matcher
        .replace(
          current.title,
          chosen.filter((m) => m.field === 'title'),
          body.replacement,
        )
        .trim();
      const content = matcher.replace(
        current.content,
        chosen.filter((m) => m.field === 'content'),
        body.replacement,
      );
      if (
        title === '' ||
        codePointLength(title) > FIELD_LIMITS.chapterTitle.max ||
        codePointLength(content) > FIELD_LIMITS.chapterContent.max
      ) {
        skip('too_long');
        continue;
      }
      const versionId = await keepText(tx, { ...snapshotOf(chapter), ...current }, now, {
        published: chapter.status === 'published' && !revision,
        prune: false,
      });
      const next = { ...current, title, content };
      const saved = await writeWorkingText(tx, chapter, next, now, deltas);
      const wordCount = countWords(content);
      await recordVersion(tx, { ...snapshotOf(chapter), ...next, wordCount }, 'replace', now, {
        prune: false,
      });
      // Back to the chapter's own text exactly: writeWorkingText dropped the revision.
      const pending = editsAsRevision(chapter.status) && !sameText(next, chapter);
      changed.push({
        chapter_id: chapter.id,
        replaced: chosen.length,
        version: saved.version,
        text_state: textStateOf(saved.status, pending),
      });
      undoEntries.push({ id: chapter.id, versionId, hadRevision: revision !== null });
    }

    await deltas.apply(tx, book.id, now);
    await pruneHistory(
      tx,
      changed.map((c) => c.chapter_id),
      now,
    );
    const undo =
      undoEntries.length > 0 || body.undo_id
        ? await recordReplace(tx, {
            authorId,
            bookId: book.id,
            joinId: body.undo_id,
            changed: undoEntries,
            now,
          })
        : { undo_id: null, undo_expires_at: null };
    return { ...undo, changed, skipped };
  });
}
