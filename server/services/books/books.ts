/**
 * Long and short novels: the author's list, creation, details, edits, the
 * cover upload and the request to mark a book completed. Review and signing
 * decisions belong to the platform (./editorial.ts).
 */
import type { FastifyRequest } from 'fastify';
import { codePointLength, FIELD_LIMITS } from '../../../src/lib/contract';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import type { Audience, Author, Book, NewBook } from '../../db/schema';
import { conflict, invalid, notAllowed } from '../../http/failure';
import type { Query, RequestBody } from '../../http/operations';
import {
  insertBook,
  pageOfBooks,
  titleTaken,
  updateBook as updateBookRow,
  updateOwnBook,
} from '../../repositories/books';
import { insertVolume } from '../../repositories/volumes';
import { isOwnUpload, releaseUpload, storeUpload } from '../platform/uploads';
import { type BookView, bookView, ownBook, toBook } from './book-view';
import {
  type CategoryIndex,
  categoryPath,
  isLeafOfAudience,
  loadCategoryIndex,
} from './categories';
import { COVER_MAX_BYTES, reencodeCover } from './cover-image';

/** Volumes are ranked sparsely (like chapters); the first takes the first slot. */
const FIRST_VOLUME_SORT = 1024;
const FIRST_VOLUME_TITLE = '第一卷';
const DUPLICATE_TITLE = 'Title already used';

type CreateBody = RequestBody<'createBook'>;
type UpdateBody = RequestBody<'updateBook'>;

/**
 * Trims every entry; an entry that is only spaces passes the schema's
 * minLength but is no tag or name, and two entries equal after trimming are
 * one entry.
 */
function cleanList(field: string, values: string[]): string[] {
  const cleaned = values.map((v) => v.trim());
  if (cleaned.some((v) => v === '')) throw invalid({ [field]: 'validation.invalid' });
  if (new Set(cleaned).size !== cleaned.length) throw invalid({ [field]: 'validation.duplicate' });
  return cleaned;
}

function cleanTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw invalid({ title: 'validation.tooShort' });
  return trimmed;
}

function cleanSynopsis(synopsis: string): string {
  const trimmed = synopsis.trim();
  if (codePointLength(trimmed) < FIELD_LIMITS.synopsis.min) {
    throw invalid({ synopsis: 'validation.tooShort' });
  }
  return trimmed;
}

function checkCategory(index: CategoryIndex, categoryId: string, audience: Audience): void {
  if (!isLeafOfAudience(index, categoryId, audience)) {
    throw invalid({ category_id: 'validation.invalid' });
  }
}

/** A cover must be one this author uploaded as a cover, not any path that matches the pattern. */
async function checkCover(app: AppContext, authorId: string, coverUrl: string): Promise<void> {
  if (!(await isOwnUpload(app, authorId, 'cover', coverUrl))) {
    throw invalid({ cover_url: 'validation.invalid' });
  }
}

/** Titles are unique among one author's books (any kind). */
async function checkTitleFree(
  app: AppContext,
  authorId: string,
  title: string,
  exceptBookId?: string,
): Promise<void> {
  if (await titleTaken(app.db, authorId, title, exceptBookId)) throw conflict(DUPLICATE_TITLE);
}

/**
 * True for a unique-constraint violation (SQLSTATE 23505) from either driver;
 * drizzle wraps the driver's error, so the cause chain is searched. Two
 * concurrent saves of one title pass the pre-check and meet here.
 */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function withUniqueTitle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_TITLE);
    throw error;
  }
}

/** Review states in which the title may still change. */
const TITLE_EDITABLE = new Set<Book['reviewStatus']>(['draft', 'pending', 'rejected']);

/** The author's edit as a row update; throws what the book's state forbids. */
async function plannedUpdate(
  app: AppContext,
  book: Book,
  body: UpdateBody,
): Promise<Partial<NewBook>> {
  const set: Partial<NewBook> = { updateTime: app.now() };

  if (body.title !== undefined) {
    const title = cleanTitle(body.title);
    if (title !== book.title) {
      if (!TITLE_EDITABLE.has(book.reviewStatus))
        throw notAllowed('Title is locked after approval');
      await checkTitleFree(app, book.authorId, title, book.id);
      set.title = title;
    }
  }
  if (body.audience !== undefined || body.category_id !== undefined) {
    const audience = body.audience ?? book.audience;
    const categoryId = body.category_id ?? book.categoryId;
    checkCategory(await loadCategoryIndex(app.db), categoryId, audience);
    set.audience = audience;
    set.categoryId = categoryId;
  }
  if (body.tags !== undefined) set.tags = cleanList('tags', body.tags);
  if (body.protagonists !== undefined)
    set.protagonists = cleanList('protagonists', body.protagonists);
  if (body.synopsis !== undefined) set.synopsis = cleanSynopsis(body.synopsis);
  if (body.cover_url !== undefined) {
    await checkCover(app, book.authorId, body.cover_url);
    set.coverUrl = body.cover_url;
  }
  if (body.serial_status !== undefined && body.serial_status !== book.serialStatus) {
    // Only a live, approved book pauses or resumes; completion has its own flow.
    const switchable = book.serialStatus === 'serial' || book.serialStatus === 'hiatus';
    if (book.reviewStatus !== 'approved' || !switchable) {
      throw notAllowed(`Cannot switch to ${body.serial_status} now`);
    }
    set.serialStatus = body.serial_status;
  }
  // Editing what review judged sends a rejected book back to the queue.
  const reviewed =
    body.title !== undefined || body.synopsis !== undefined || body.category_id !== undefined;
  if (book.reviewStatus === 'rejected' && reviewed) {
    set.reviewStatus = 'pending';
    set.rejectReason = null;
    set.rejectFields = [];
  }
  return set;
}

export async function listBooks(app: AppContext, authorId: string, query: Query<'listBooks'>) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const filter = {
    kind: query.kind,
    keyword: query.keyword?.trim() || undefined,
    serialStatus: query.serial_status,
    reviewStatus: query.review_status,
    signStatus: query.sign_status,
  };
  const [{ rows, total }, index] = await Promise.all([
    pageOfBooks(
      app.db,
      authorId,
      filter,
      query.sort ?? 'update_desc',
      (page - 1) * pageSize,
      pageSize,
    ),
    loadCategoryIndex(app.db),
  ]);
  return {
    list: rows.map((row) => toBook(row, categoryPath(index, row.categoryId))),
    total,
    page,
    page_size: pageSize,
  };
}

/** A new book under review, with its first volume so chapters can be written at once. */
export async function createBook(
  app: AppContext,
  authorId: string,
  input: CreateBody,
): Promise<BookView> {
  const title = cleanTitle(input.title);
  const synopsis = cleanSynopsis(input.synopsis);
  const tags = cleanList('tags', input.tags ?? []);
  const protagonists = cleanList('protagonists', input.protagonists ?? []);
  const index = await loadCategoryIndex(app.db);
  checkCategory(index, input.category_id, input.audience);
  if (input.cover_url !== undefined) await checkCover(app, authorId, input.cover_url);
  await checkTitleFree(app, authorId, title);

  const now = app.now();
  const row = await withUniqueTitle(() =>
    app.db.transaction(async (tx) => {
      const created = await insertBook(tx, {
        id: newId(),
        authorId,
        kind: input.kind,
        title,
        audience: input.audience,
        categoryId: input.category_id,
        tags,
        protagonists,
        synopsis,
        coverUrl: input.cover_url ?? null,
        serialStatus: 'serial',
        reviewStatus: 'pending',
        signStatus: 'unsigned',
        allowVip: false,
        wordCount: 0,
        chapterCount: 0,
        createTime: now,
        updateTime: now,
      });
      await insertVolume(tx, {
        id: newId(),
        bookId: created.id,
        title: FIRST_VOLUME_TITLE,
        sort: FIRST_VOLUME_SORT,
        chapterCount: 0,
        wordCount: 0,
        createTime: now,
      });
      return created;
    }),
  );
  return toBook(row, categoryPath(index, row.categoryId));
}

export async function getBook(app: AppContext, authorId: string, bookId: string) {
  return bookView(app.db, await ownBook(app.db, authorId, bookId));
}

export async function updateBook(app: AppContext, authorId: string, body: UpdateBody) {
  const book = await ownBook(app.db, authorId, body.book_id);
  const set = await plannedUpdate(app, book, body);
  const row = await withUniqueTitle(() => updateOwnBook(app.db, authorId, book.id, set));
  // A replaced cover nothing else uses is not kept.
  if (row && row.coverUrl !== book.coverUrl) {
    await releaseUpload(app, authorId, 'cover', book.coverUrl);
  }
  return bookView(app.db, row ?? book);
}

export async function uploadBookCover(
  app: AppContext,
  author: Pick<Author, 'id'>,
  req: FastifyRequest,
) {
  const stored = await storeUpload(app, author, 'cover', req, {
    maxBytes: COVER_MAX_BYTES,
    allowed: ['jpeg', 'png'],
    // Stored as re-encoded pixels only: no metadata, no appended bytes, no bombs.
    transform: reencodeCover,
  });
  return { cover_url: stored.url };
}

/** A returned book goes back into the review queue. */
export async function resubmitBook(app: AppContext, authorId: string, bookId: string) {
  const book = await ownBook(app.db, authorId, bookId);
  if (book.reviewStatus !== 'rejected') throw notAllowed('Only a returned book is resubmitted');
  // Conditional on the state just checked, so a reviewer's decision in between is not undone.
  const row = await updateBookRow(
    app.db,
    book.id,
    { reviewStatus: 'pending', rejectReason: null, rejectFields: [], updateTime: app.now() },
    { reviewStatus: 'rejected' },
  );
  if (!row) throw notAllowed('The book changed meanwhile; reload it');
  return bookView(app.db, row);
}

/** An approved, serialising book asks the platform to mark it completed. */
export async function requestCompletion(app: AppContext, authorId: string, bookId: string) {
  const book = await ownBook(app.db, authorId, bookId);
  const live = book.serialStatus === 'serial' || book.serialStatus === 'hiatus';
  if (book.reviewStatus !== 'approved' || !live) {
    throw notAllowed('Only an approved book that is serialising can ask to be completed');
  }
  // Conditional on the state just checked, so two requests cannot both pass.
  const row = await updateBookRow(
    app.db,
    book.id,
    { serialStatus: 'completion_pending', updateTime: app.now() },
    { serialStatus: book.serialStatus },
  );
  if (!row) throw notAllowed('The book changed meanwhile; reload it');
  return bookView(app.db, row);
}
