/**
 * Find and replace across a book. The search walks the book in reading order
 * a batch of chapters at a time (memory stays bounded by a batch), within a
 * time and match budget, and keeps what it found (no text) in the read cache
 * for the search's later pages until the author writes; the replace changes
 * the chosen chapters in one transaction per batch, keeps each chapter's
 * previous text in history, writes a `replace` version, and records an undo.
 * Published and scheduled chapters get the change as a pending revision:
 * readers never see an unreviewed replace.
 */
import type { components } from '../../../src/api/schema';
import { codePointLength, FIELD_LIMITS } from '../../../src/lib/contract';
import { countWords } from '../../../src/lib/word-count';
import type { AppContext } from '../../context';
import { notFound } from '../../http/failure';
import type { Query, RequestBody } from '../../http/operations';
import { revisionsOf } from '../../repositories/chapter-revisions';
import {
  type WorkingTextRow,
  workingTextsAfter,
  workingTextsOf,
} from '../../repositories/chapter-texts';
import { chapterRows } from '../../repositories/chapters';
import { indexChapters } from '../bible/mention-index';
import { Deltas } from '../chapters/aggregates';
import { keepText, pruneHistory, recordVersion } from '../chapters/history';
import { lockBook, ownedBook } from '../chapters/ownership';
import { snapshotOf, writeWorkingText } from '../chapters/revisions';
import { recordReplace } from '../chapters/undo';
import { editsAsRevision, sameText, textStateOf, workingTextOf } from '../chapters/working-text';
import { canonicalQueryKey } from '../platform/read-cache';
import {
  contextAfter,
  contextBefore,
  type FieldMatch,
  type SearchSpec,
  TextMatcher,
} from './text-search';

type SearchChapter = components['schemas']['SearchChapter'];
type SearchMatch = SearchChapter['matches'][number];
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
const SEARCH_BUDGET_MS = 5_000;
/** Matches a search counts before it stops. */
const SEARCH_MAX_MATCHES = 200_000;
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

/**
 * A chapter with matches as a scan of the book found it: all its listing
 * needs but the text. A tuple, so the index of a name found in every chapter
 * of a long book stays small in the read cache.
 */
type Hit = readonly [
  id: string,
  chapterNo: number,
  title: string,
  status: WorkingTextRow['status'],
  hasRevision: boolean,
  version: number,
  matchCount: number,
];

/** What one scan of the book found, in reading order; every page of results is cut from it. */
interface HitIndex {
  hits: Hit[];
  totalMatches: number;
  scanned: number;
  complete: boolean;
}

/** The matches a page lists for a chapter, with context. */
function listedMatches(
  matches: FieldMatch[],
  text: { title: string; content: string },
  perChapter: number,
  context: number,
): SearchMatch[] {
  return matches.slice(0, perChapter).map((m, index) => {
    const field = m.field === 'title' ? text.title : text.content;
    return {
      index,
      field: m.field,
      start: m.start,
      end: m.end,
      before: contextBefore(field, m.start, context),
      match: field.slice(m.start, m.end),
      after: contextAfter(field, m.end, context),
    };
  });
}

function hitOf(row: WorkingTextRow, matchCount: number): Hit {
  return [row.id, row.chapterNo, row.title, row.status, row.hasRevision, row.version, matchCount];
}

/** The chapters at `first`.. of the results, each listed for a page. */
interface PageWindow {
  first: number;
  size: number;
  /** Matches listed per chapter; 0 needs no text. */
  perChapter: number;
  context: number;
}

/**
 * Walks the book in reading order a batch at a time within the time and
 * match budget, indexing the chapters with matches; the page's chapters get
 * their matches listed from the text in hand.
 */
async function scanBook(
  db: AppContext['db'],
  bookId: string,
  matcher: TextMatcher,
  onlyChapterId: string | undefined,
  window: PageWindow,
): Promise<{ index: HitIndex; listed: Map<string, SearchMatch[]> }> {
  const hits: Hit[] = [];
  const listed = new Map<string, SearchMatch[]>();
  let totalMatches = 0;
  let scanned = 0;
  let complete = true;
  let matchingMs = 0;
  let after: { position: number; id: string } | null = null;

  for (;;) {
    const batch = await workingTextsAfter(db, bookId, after, SEARCH_BATCH, onlyChapterId);
    if (batch.length === 0) break;
    const started = performance.now();
    for (const row of batch) {
      const matches = chapterMatches(matcher, row);
      scanned += 1;
      if (matches.length > 0) {
        const ordinal = hits.length;
        hits.push(hitOf(row, matches.length));
        totalMatches += matches.length;
        if (ordinal >= window.first && ordinal < window.first + window.size) {
          listed.set(row.id, listedMatches(matches, row, window.perChapter, window.context));
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
      const more = await workingTextsAfter(db, bookId, after, 1, onlyChapterId);
      complete = more.length === 0;
      break;
    }
    await breathe();
  }
  return { index: { hits, totalMatches, scanned, complete }, listed };
}

/**
 * The page's matches from its chapters' texts, read by id; null when a
 * chapter is no longer as the index saw it (a write whose invalidation has
 * not reached this request yet), so the caller scans afresh.
 */
async function listAgain(
  db: AppContext['db'],
  bookId: string,
  matcher: TextMatcher,
  pageHits: readonly Hit[],
  window: PageWindow,
): Promise<Map<string, SearchMatch[]> | null> {
  const listed = new Map<string, SearchMatch[]>();
  if (window.perChapter === 0) return listed;
  const rows = await workingTextsOf(
    db,
    bookId,
    pageHits.map(([id]) => id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const hit of pageHits) {
    const row = byId.get(hit[0]);
    if (!row) return null;
    const matches = chapterMatches(matcher, row);
    const now = hitOf(row, matches.length);
    if (now.some((value, i) => value !== hit[i])) return null;
    listed.set(row.id, listedMatches(matches, row, window.perChapter, window.context));
  }
  return listed;
}

/**
 * Finds across a book (or in one chapter). The first request of a search
 * scans the book and keeps the chapters with matches (no text) in the read
 * cache under the author's generation; later pages, and a replace's gather
 * of ids and versions, are cut from it, reading only the page's chapters'
 * texts, until the author writes anything.
 */
export async function searchBook(
  app: AppContext,
  authorId: string,
  query: Query<'searchChapters'>,
) {
  const matcher = TextMatcher.compile(specOf(query));
  const book = await ownedBook(app.db, authorId, query.book_id);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const window: PageWindow = {
    first: (page - 1) * pageSize,
    size: pageSize,
    perChapter:
      query.max_matches ?? (query.chapter_id ? MATCHES_IN_ONE_CHAPTER : MATCHES_PER_CHAPTER),
    context: query.context ?? 20,
  };
  // What is found depends on every parameter but those shaping the page
  // (canonical: a parameter the spec adds later is in the key by itself;
  // validation filled in defaults, so a default sent or left out is one key).
  const { page: _p, page_size: _s, context: _c, max_matches: _m, ...scope } = query;
  const cacheKey = `search:${authorId}:${canonicalQueryKey(scope)}`;
  let index = app.readCache.get<HitIndex>(cacheKey, authorId);
  let listed =
    index &&
    (await listAgain(
      app.db,
      book.id,
      matcher,
      index.hits.slice(window.first, window.first + window.size),
      window,
    ));
  if (!index || !listed) {
    const generation = app.readCache.generation(authorId);
    ({ index, listed } = await scanBook(app.db, book.id, matcher, query.chapter_id, window));
    if (query.chapter_id && index.scanned === 0) throw notFound();
    app.readCache.set(cacheKey, authorId, generation, index);
  }
  const list = index.hits
    .slice(window.first, window.first + window.size)
    .map(([id, chapterNo, title, status, hasRevision, version, matchCount]) => ({
      chapter_id: id,
      chapter_no: chapterNo,
      title,
      status,
      text_state: textStateOf(status, hasRevision),
      version,
      match_count: matchCount,
      matches: listed.get(id) ?? [],
    }));
  return {
    total_matches: index.totalMatches,
    total_chapters: index.hits.length,
    scanned_chapters: index.scanned,
    complete: index.complete,
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
    await indexChapters(
      tx,
      book.id,
      changed.map((c) => c.chapter_id),
    );
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
