import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  AUDIENCES,
  type Audience,
  BOOK_KINDS,
  type BookKind,
  CHAPTER_STATUSES,
  type ChapterStatus,
  CONTRACT_TYPES,
  type ContractType,
  MESSAGE_TYPES,
  type MessageType,
  REVIEW_STATUSES,
  type ReviewStatus,
  SERIAL_STATUSES,
  type SerialStatus,
  SIGN_APPLICATION_STATUSES,
  SIGN_STATUSES,
  type SignApplicationStatus,
  type SignStatus,
} from '../../src/lib/contract/enums';
import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  HOLD_REASONS,
  type HoldReason,
  INCOME_ENTRY_KINDS,
  type IncomeEntryKind,
} from '../../src/lib/contract/income-data';
import { newId } from './ids';

/*
 * Storage for the reference author API. Status-like columns are plain text
 * with CHECK constraints rather than Postgres enums: adding a value later is
 * a one-line constraint swap instead of an ALTER TYPE. The contract's value
 * lists come from src/lib/contract (generated from the spec), so the
 * database, the server's checks and the client share one source of truth.
 * Money is always integer cents (fen); every timestamp carries a time zone.
 */

export const SESSION_REVOKE_REASONS = ['logout', 'password_changed', 'admin'] as const;
export const SMS_SCENES = ['login', 'set_pwd', 'reset_pwd', 'sensitive', 'verify'] as const;
export const UPLOAD_KINDS = ['avatar', 'cover'] as const;
/**
 * Why a chapter version was written (see server/services/versions.ts):
 * `edit` at most once per 10 minutes of saving, `publish` when the text went
 * out, `revision_applied` / `revision_discarded` when a pending revision was
 * applied or dropped, `restore`, `replace` (find and replace across a book),
 * `undo` (a replace undone), and `checkpoint`: the text as it stood just
 * before one of those changed it, when history did not hold it yet.
 */
export const VERSION_REASONS = [
  'edit',
  'publish',
  'revision_applied',
  'revision_discarded',
  'restore',
  'replace',
  'undo',
  'checkpoint',
] as const;
/** Bulk chapter operations that can be undone (server/services/undo.ts). */
export const UNDO_KINDS = ['trash', 'move', 'schedule', 'replace'] as const;
/** What a reviewer may ask a returned book to change. */
export const REVIEW_FIELDS = [
  'title',
  'synopsis',
  'category',
  'cover',
  'tags',
  'protagonists',
  'chapters',
] as const;

export type SessionRevokeReason = (typeof SESSION_REVOKE_REASONS)[number];
export type SmsScene = (typeof SMS_SCENES)[number];
export type {
  Audience,
  BookKind,
  ChapterStatus,
  ContractType,
  MessageType,
  ReviewStatus,
  SerialStatus,
  SignApplicationStatus,
  SignStatus,
};
// The contract's enums (generated from the spec): one list for the CHECK
// constraints below, the server's checks and the client.
export {
  AUDIENCES,
  BOOK_KINDS,
  CHAPTER_STATUSES,
  CONTRACT_TYPES,
  MESSAGE_TYPES,
  REVIEW_STATUSES,
  SERIAL_STATUSES,
  SIGN_APPLICATION_STATUSES,
  SIGN_STATUSES,
};
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export type VersionReason = (typeof VERSION_REASONS)[number];
export type UndoKind = (typeof UNDO_KINDS)[number];
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/** CHECK (column IN (...)) from one of the value lists above. */
function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list: SQL = sql.raw(values.map((v) => `'${v}'`).join(', '));
  return check(name, sql`${column} in (${list})`);
}

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createTime = () => tstz('create_time').notNull().defaultNow();
const updateTime = () => tstz('update_time').notNull().defaultNow();
const cents = (name: string) => integer(name).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

export const authors = pgTable(
  'authors',
  {
    id: id(),
    phone: text('phone').notNull(),
    // Null for authors who registered by SMS code and never set a password.
    passwordHash: text('password_hash'),
    // Null until confirm_register picks one.
    penName: text('pen_name'),
    avatar: text('avatar'),
    email: text('email'),
    introduction: text('introduction'),
    qq: text('qq'),
    homePhone: text('home_phone'),
    isCertified: boolean('is_certified').notNull().default(false),
    realName: text('real_name'),
    idCard: text('id_card'),
    isSigned: boolean('is_signed').notNull().default(false),
    fanNum: count('fan_num'),
    newRegister: boolean('new_register').notNull().default(false),
    editorName: text('editor_name'),
    // Bumped by every password change: a session is valid only while it
    // carries the author's current generation, so a login that checked the
    // old password and issued its token after the change is refused too.
    credentialsGeneration: integer('credentials_generation').notNull().default(1),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex('authors_phone_uq').on(t.phone),
    // Checked by the handlers too; the index closes the race between two requests.
    uniqueIndex('authors_pen_name_uq').on(t.penName),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // Only the sha256 hex of the bearer token is stored, so a leaked table
    // cannot be replayed as sessions.
    tokenHash: text('token_hash').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    revokedReason: text('revoked_reason').$type<SessionRevokeReason>(),
    // The author's credentials generation when the session was made.
    credentialsGeneration: integer('credentials_generation').notNull().default(1),
  },
  (t) => [
    // Password change revokes every live session of the author.
    index('sessions_author_idx').on(t.authorId),
    oneOf('sessions_revoked_reason_ck', t.revokedReason, SESSION_REVOKE_REASONS),
  ],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    scene: text('scene').$type<SmsScene>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: count('attempts'),
    consumedAt: tstz('consumed_at'),
  },
  (t) => [
    // Serves both "latest code for this phone and scene" and send-rate limits.
    index('sms_codes_phone_scene_created_idx').on(t.phone, t.scene, t.createdAt),
    oneOf('sms_codes_scene_ck', t.scene, SMS_SCENES),
  ],
);

/**
 * The SMS codes a phone was sent in the last hour, newest last: the resend
 * spacing and the hourly limit are one atomic upsert on this row
 * (server/repositories/sms-limits.ts), so concurrent requests in any number
 * of processes cannot all pass. Rows of quiet phones are swept.
 */
export const smsSendLimits = pgTable('sms_send_limits', {
  phone: text('phone').primaryKey(),
  sentAt: tstz('sent_at').array().notNull(),
});

/**
 * Password-login throttles, one row per key (a phone, a client address):
 * the tries recorded (before each password is checked) and when the next
 * one is allowed. Growing delays, never a lock (server/services/login-throttle.ts).
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    nextAllowedAt: tstz('next_allowed_at').notNull(),
  },
  (t) => [index('auth_throttles_next_allowed_idx').on(t.nextAllowedAt)],
);

export const ssoTickets = pgTable('sso_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  authorId: text('author_id')
    .notNull()
    .references(() => authors.id, { onDelete: 'cascade' }),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
});

export const categories = pgTable(
  'categories',
  {
    id: id(),
    // Null at the top level, which is the audience channel (male / female).
    parentId: text('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    // The channel's audience, on the channel and every node below it, so no
    // code tells the channels apart by their names.
    audience: text('audience').$type<Audience>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.sort),
    oneOf('categories_audience_ck', t.audience, AUDIENCES),
  ],
);

export const books = pgTable(
  'books',
  {
    id: id(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BookKind>().notNull(),
    title: text('title').notNull(),
    audience: text('audience').$type<Audience>().notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    protagonists: jsonb('protagonists').$type<string[]>().notNull().default([]),
    synopsis: text('synopsis').notNull().default(''),
    coverUrl: text('cover_url'),
    serialStatus: text('serial_status').$type<SerialStatus>().notNull().default('serial'),
    reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('draft'),
    rejectReason: text('reject_reason'),
    // What the reviewer asked to change with `reject_reason`; empty otherwise.
    rejectFields: jsonb('reject_fields').$type<ReviewField[]>().notNull().default([]),
    signStatus: text('sign_status').$type<SignStatus>().notNull().default('unsigned'),
    allowVip: boolean('allow_vip').notNull().default(false),
    // Aggregates kept in step with chapters by the server (not trashed only),
    // so book lists never scan chapter content.
    wordCount: count('word_count'),
    chapterCount: count('chapter_count'),
    lastChapterTitle: text('last_chapter_title'),
    lastPublishedAt: tstz('last_published_at'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex('books_author_title_uq').on(t.authorId, t.title),
    index('books_author_kind_updated_idx').on(t.authorId, t.kind, t.updateTime),
    oneOf('books_kind_ck', t.kind, BOOK_KINDS),
    oneOf('books_audience_ck', t.audience, AUDIENCES),
    oneOf('books_serial_status_ck', t.serialStatus, SERIAL_STATUSES),
    oneOf('books_review_status_ck', t.reviewStatus, REVIEW_STATUSES),
    oneOf('books_sign_status_ck', t.signStatus, SIGN_STATUSES),
  ],
);

export const volumes = pgTable(
  'volumes',
  {
    id: id(),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    // Sparse rank like chapters.position: moving a volume rewrites one row.
    sort: integer('sort').notNull(),
    chapterCount: count('chapter_count'),
    wordCount: count('word_count'),
    createTime: createTime(),
  },
  (t) => [index('volumes_book_sort_idx').on(t.bookId, t.sort)],
);

export const chapters = pgTable(
  'chapters',
  {
    id: id(),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    // No cascade: deleting a volume must move or trash its chapters first.
    volumeId: text('volume_id')
      .notNull()
      .references(() => volumes.id),
    chapterNo: integer('chapter_no').notNull(),
    // Sparse rank within the book (gaps of 1024, midpoints on insert), so a
    // reorder updates one row instead of renumbering thousands. Double
    // precision allows ~50 bisections between two neighbours before a
    // rebalance is needed.
    position: doublePrecision('position').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    authorNote: text('author_note').notNull().default(''),
    wordCount: count('word_count'),
    status: text('status').$type<ChapterStatus>().notNull().default('draft'),
    // Restoring from the trash returns a chapter to where it was.
    statusBeforeTrash: text('status_before_trash').$type<Exclude<ChapterStatus, 'trashed'>>(),
    publishAt: tstz('publish_at'),
    publishedAt: tstz('published_at'),
    isVip: boolean('is_vip').notNull().default(false),
    // Optimistic concurrency: updates carry the version they were based on.
    version: integer('version').notNull().default(1),
    createTime: createTime(),
    updateTime: updateTime(),
    trashedAt: tstz('trashed_at'),
    // The editor's id for the draft a chapter was started as: a create sent
    // again under it (its answer was lost) finds this chapter instead of
    // making a second one.
    draftId: text('draft_id'),
  },
  (t) => [
    index('chapters_book_position_idx').on(t.bookId, t.position),
    uniqueIndex('chapters_book_draft_idx')
      .on(t.bookId, t.draftId)
      .where(sql`${t.draftId} is not null`),
    index('chapters_book_status_position_idx').on(t.bookId, t.status, t.position),
    index('chapters_volume_position_idx').on(t.volumeId, t.position),
    index('chapters_book_no_idx').on(t.bookId, t.chapterNo),
    // The scheduler's sweep over every book: only scheduled rows are indexed.
    index('chapters_scheduled_due_idx').on(t.publishAt).where(sql`${t.status} = 'scheduled'`),
    oneOf('chapters_status_ck', t.status, CHAPTER_STATUSES),
    oneOf('chapters_status_before_trash_ck', t.statusBeforeTrash, [
      'draft',
      'scheduled',
      'published',
    ]),
  ],
);

/**
 * A published or scheduled chapter's edits, kept apart from the text readers
 * get (or will get at `publish_at`) until the author applies them. At most one
 * per chapter; drafts never have one (their saves are their text).
 */
export const chapterRevisions = pgTable('chapter_revisions', {
  chapterId: text('chapter_id')
    .primaryKey()
    .references(() => chapters.id, { onDelete: 'cascade' }),
  bookId: text('book_id')
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  authorNote: text('author_note').notNull(),
  isVip: boolean('is_vip').notNull(),
  wordCount: count('word_count'),
  createTime: createTime(),
  updateTime: updateTime(),
});

/**
 * Every kept text of a chapter. Rows are only ever inserted, and deleted by
 * the retention rule (server/services/version-rules.ts); never updated.
 */
export const chapterVersions = pgTable(
  'chapter_versions',
  {
    id: id(),
    chapterId: text('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorNote: text('author_note').notNull(),
    wordCount: count('word_count'),
    // Computed by the database, so one function decides what "the same text" is.
    textHash: text('text_hash')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`md5(${chapterVersions.title} || chr(30) || ${chapterVersions.content} || chr(30) || ${chapterVersions.authorNote})`,
      ),
    reason: text('reason').$type<VersionReason>().notNull(),
    // Readers had this text: retention never removes it.
    published: boolean('published').notNull().default(false),
    createTime: createTime(),
    // Orders versions written at the same instant (one transaction keeps its
    // clock): a checkpoint and the change after it.
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('chapter_versions_chapter_time_idx').on(t.chapterId, t.createTime, t.seq),
    index('chapter_versions_chapter_hash_idx').on(t.chapterId, t.textHash),
    oneOf('chapter_versions_reason_ck', t.reason, VERSION_REASONS),
  ],
);

/**
 * A bulk change that can be undone: what each chapter was before, and how it
 * looked right after, so an undo can tell whether it changed since.
 */
export const chapterOperations = pgTable(
  'chapter_operations',
  {
    id: id(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UndoKind>().notNull(),
    entries: jsonb('entries').$type<unknown[]>().notNull(),
    createTime: createTime(),
    expiresAt: tstz('expires_at').notNull(),
    undoneAt: tstz('undone_at'),
  },
  (t) => [
    index('chapter_operations_author_time_idx').on(t.authorId, t.createTime),
    oneOf('chapter_operations_kind_ck', t.kind, UNDO_KINDS),
  ],
);

/** Net words an author wrote per Beijing day (saves in the editor), for today's words and the streak. */
export const writingDays = pgTable(
  'writing_days',
  {
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    words: integer('words').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.date] })],
);

export interface SignContact {
  phone: string;
  email: string;
  qq: string;
}

export const signApplications = pgTable(
  'sign_applications',
  {
    id: id(),
    bookId: text('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    contractType: text('contract_type').$type<ContractType>().notNull(),
    plannedTotalWords: integer('planned_total_words').notNull(),
    updatesPerWeek: integer('updates_per_week').notNull(),
    outline: text('outline').notNull().default(''),
    contact: jsonb('contact').$type<SignContact>().notNull(),
    status: text('status').$type<SignApplicationStatus>().notNull().default('draft'),
    reviewerComment: text('reviewer_comment'),
    submitTime: tstz('submit_time'),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    index('sign_applications_book_created_idx').on(t.bookId, t.createTime),
    oneOf('sign_applications_contract_type_ck', t.contractType, CONTRACT_TYPES),
    oneOf('sign_applications_status_ck', t.status, SIGN_APPLICATION_STATUSES),
  ],
);

// Columns the income and data tables share. Rows belong to an author (and
// most to a book) and go with them.
const authorRef = () =>
  text('author_id')
    .notNull()
    .references(() => authors.id, { onDelete: 'cascade' });
const bookRef = () =>
  text('book_id')
    .notNull()
    .references(() => books.id, { onDelete: 'cascade' });
// String mode keeps 'YYYY-MM-DD' as is: a JS Date would shift it by the
// server's time zone.
const day = (name: string) => date(name, { mode: 'string' });

/**
 * Income that accrues by day, per book: what readers paid and gave. Monthly
 * statements, tax and totals are computed from these rows and the entries
 * below, never stored, so every figure can be recomputed.
 */
export const incomeDaily = pgTable(
  'income_daily',
  {
    authorId: authorRef(),
    bookId: bookRef(),
    date: day('date').notNull(),
    subscription: cents('subscription'),
    // Chapter purchases and the distinct readers who made them that day.
    purchases: count('purchases'),
    payingReaders: count('paying_readers'),
    reward: cents('reward'),
    adShare: cents('ad_share'),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.date] }),
    index('income_daily_author_date_idx').on(t.authorId, t.date),
  ],
);

/**
 * Amounts the platform decides once a month closes (attendance bonus,
 * guarantee top-up, completion reward) and adjustments, which may be
 * negative. Several adjustments may fall in one month, hence the own id.
 */
export const incomeEntries = pgTable(
  'income_entries',
  {
    id: id(),
    authorId: authorRef(),
    bookId: bookRef(),
    // 'YYYY-MM': a settlement period, not an instant, so no time zone games.
    month: text('month').notNull(),
    kind: text('kind').$type<IncomeEntryKind>().notNull(),
    amount: integer('amount').notNull(),
    // Set for adjustments only: why the amount changed.
    reason: text('reason').$type<AdjustmentReason>(),
    createTime: createTime(),
  },
  (t) => [
    index('income_entries_author_month_idx').on(t.authorId, t.month),
    oneOf('income_entries_kind_ck', t.kind, INCOME_ENTRY_KINDS),
    oneOf('income_entries_reason_ck', t.reason, ADJUSTMENT_REASONS),
    // Only an adjustment may take money away, and only an adjustment has a reason.
    check(
      'income_entries_amount_ck',
      sql`${t.kind} = 'adjustment' or (${t.amount} >= 0 and ${t.reason} is null)`,
    ),
  ],
);

/** A month's payment stopped by the platform, with why; released when fixed. */
export const incomeHolds = pgTable(
  'income_holds',
  {
    authorId: authorRef(),
    month: text('month').notNull(),
    reason: text('reason').$type<HoldReason>().notNull(),
    since: day('since').notNull(),
    releasedOn: day('released_on'),
  },
  (t) => [
    primaryKey({ columns: [t.authorId, t.month] }),
    oneOf('income_holds_reason_ck', t.reason, HOLD_REASONS),
  ],
);

/** The bank transfer of a month's statement (months carried into it ride along). */
export const incomePayments = pgTable(
  'income_payments',
  {
    authorId: authorRef(),
    month: text('month').notNull(),
    paidOn: day('paid_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.month] })],
);

/** A day off from the attendance count (请假), taken ahead for one book. */
export const attendanceLeaves = pgTable(
  'attendance_leaves',
  {
    bookId: bookRef(),
    authorId: authorRef(),
    date: day('date').notNull(),
    createTime: createTime(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.date] })],
);

export const bookDailyStats = pgTable(
  'book_daily_stats',
  {
    bookId: bookRef(),
    authorId: authorRef(),
    date: day('date').notNull(),
    views: count('views'),
    readers: count('readers'),
    newFavorites: count('new_favorites'),
    favoritesRemoved: count('favorites_removed'),
    // The total at the end of the day, as the platform counted it.
    favorites: count('favorites'),
    subscriptions: count('subscriptions'),
    wordsAdded: count('words_added'),
    chaptersPublished: count('chapters_published'),
    comments: count('comments'),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.date] }),
    index('book_daily_stats_author_date_idx').on(t.authorId, t.date),
  ],
);

/** Reader figures of one chapter over its whole life. */
export const chapterReads = pgTable(
  'chapter_reads',
  {
    chapterId: text('chapter_id')
      .primaryKey()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    bookId: bookRef(),
    views: count('views'),
    uniqueReaders: count('unique_readers'),
    // Readers who reached the chapter's end.
    finishedReaders: count('finished_readers'),
    subscriptions: count('subscriptions'),
    // Purchases in the first 24 hours after publication.
    firstDaySubscriptions: count('first_day_subscriptions'),
    comments: count('comments'),
  },
  (t) => [index('chapter_reads_book_idx').on(t.bookId)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    type: text('type').$type<MessageType>().notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    avatar: text('avatar'),
    content: text('content').notNull().default(''),
    messageType: integer('message_type').notNull().default(0),
    // 0 unread, 1 read: the numeric form the client already speaks.
    status: integer('status').notNull().default(0),
    time: tstz('time').notNull().defaultNow(),
  },
  (t) => [
    index('messages_author_type_status_time_idx').on(t.authorId, t.type, t.status, t.time),
    oneOf('messages_type_ck', t.type, MESSAGE_TYPES),
    check('messages_status_ck', sql`${t.status} in (0, 1)`),
  ],
);

/** Binary column: Buffer on node-postgres, Uint8Array on PGlite, Buffer to callers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Files the server keeps for authors (avatars and covers today; any kind a
 * later feature adds): what each one is and whose. `key` is the path the
 * file is served under after /uploads/ ('<kind>/<id>.<ext>'), always chosen
 * by the server. The bytes live in stored_file_contents on PostgreSQL, where
 * every server process reads them, and in the data folder on PGlite
 * (server/storage/).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createTime: createTime(),
  },
  // Per-owner listing and quota sums; text_pattern_ops serves `key like 'avatar/%'`.
  (t) => [index('stored_files_owner_key_idx').on(t.ownerId, t.key.op('text_pattern_ops'))],
);

/**
 * The bytes of a stored file kept in the database. Stored uncompressed
 * (STORAGE EXTERNAL, set in the migration): images are compressed already,
 * and PostgreSQL would spend time trying again on every write.
 */
export const storedFileContents = pgTable('stored_file_contents', {
  key: text('key')
    .primaryKey()
    .references(() => storedFiles.key, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

/**
 * Web-vitals from real sessions, aggregated per UTC day, page, metric and
 * rating: a beacon adds to a row instead of adding rows, pages per day are
 * capped and old days dropped (server/routes/rum.ts), so the table stays
 * small whatever is sent.
 */
export const webVitalsDaily = pgTable(
  'web_vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    page: text('page').notNull(),
    rating: text('rating').notNull(),
    samples: integer('samples').notNull(),
    valueSum: doublePrecision('value_sum').notNull(),
    valueMax: doublePrecision('value_max').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name, t.page, t.rating] })],
);

export type Author = typeof authors.$inferSelect;
export type NewAuthor = typeof authors.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type SmsCode = typeof smsCodes.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type Book = typeof books.$inferSelect;
export type NewBook = typeof books.$inferInsert;
export type Volume = typeof volumes.$inferSelect;
export type NewVolume = typeof volumes.$inferInsert;
export type Chapter = typeof chapters.$inferSelect;
export type NewChapter = typeof chapters.$inferInsert;
export type SignApplication = typeof signApplications.$inferSelect;
export type NewSignApplication = typeof signApplications.$inferInsert;
export type IncomeEntry = typeof incomeEntries.$inferSelect;
export type IncomeHold = typeof incomeHolds.$inferSelect;
export type IncomeDaily = typeof incomeDaily.$inferSelect;
export type BookDailyStats = typeof bookDailyStats.$inferSelect;
export type ChapterReads = typeof chapterReads.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type StoredFile = typeof storedFiles.$inferSelect;
export type ChapterRevision = typeof chapterRevisions.$inferSelect;
export type ChapterVersion = typeof chapterVersions.$inferSelect;
export type ChapterOperation = typeof chapterOperations.$inferSelect;
