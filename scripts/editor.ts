/**
 * `npm run editor -- <command> ...`: the platform staff's stand-in. Approves
 * or rejects books, signing applications and real-name certifications, completes books and sends
 * messages, on the same database the server uses (DATA_DIR, default ./.data,
 * or DATABASE_URL). The decisions themselves live in
 * server/services/editorial/editorial.ts; this file only parses arguments and prints.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { DatabaseHandle } from '../server/db/client';
import { MESSAGE_TYPES, type MessageType, type ReviewField } from '../server/db/schema';
import { ApiFailure } from '../server/http/failure';
import { reportsByRule } from '../server/repositories/prepublish-reports';
import { decideCertification } from '../server/services/account/account-certification';
import {
  decideChapterReview,
  type ReviewDecision,
} from '../server/services/chapter-review/platform';
import {
  approveBook,
  approveSign,
  type BookOverview,
  completeBook,
  EditorialError,
  listBooksForStaff,
  rejectBook,
  rejectSign,
  sendMessage,
  waitingOnStaff,
} from '../server/services/editorial/editorial';
import { importRuleFile, RuleFileRefused } from '../server/services/prepublish/rules';
import { addReaderComment } from '../server/services/readers/platform';
import { READER_COMMENT_KINDS, type ReaderCommentKind } from '../src/lib/contract/readers';
import { openProjectDatabase, type ProjectDatabase } from './lib/project-database';

const HELP = `Platform staff stand-in for the reference server.

Usage: npm run editor -- <command> [arguments]

Commands:
  list-books [phone]                      every book (or one author's) with review,
                                          serial and sign states; * = waits on staff
  approve-book <book_id>                  pending review -> approved
  reject-book <book_id> [--fields a,b] <reason...>
                                         pending review -> rejected, with the reason and what
                                         to change (title, synopsis, category, cover, tags,
                                         protagonists, chapters)
  approve-sign <book_id> [comment...]     submitted application -> approved; the book is
                                          signed (VIP allowed), the author becomes signed
  reject-sign <book_id> <comment...>      submitted application -> rejected
  complete-book <book_id>                 completion_pending -> completed
  approve-cert <phone|author_id>          real-name certification in review -> certified
                                          (locked)
  reject-cert <phone|author_id> <reason...>
                                          in review -> rejected with the reason; the author
                                          fixes it and applies again
  send-message <phone> <type> <title> [content...]
                                          type: ${MESSAGE_TYPES.join(' | ')}
  block-chapter <chapter_id> --span START,END [--span START,END ...] <reason...>
                                          live or in-review chapter -> blocked; spans are
                                          UTF-16 offsets into the published text (the
                                          author sees the words quoted)
  approve-chapter <chapter_id>            in review or blocked -> live
  review-chapter <chapter_id>             live -> in (human) review
  decide-appeal <chapter_id> approve|reject [reason...]
                                          an appeal waits -> live (the appealed text goes
                                          out) or blocked again (a reason is needed)
  rules import <file.json>                loads a pre-publish rule file ({ "rules": [...] },
                                          docs/prepublish.md) as the next version, in force
                                          at once; a bad file is refused whole (exit 2)
  rules reports                           warnings authors reported as wrong, per rule,
                                          most reported first, with some of the words
  add-comment <book_id> <kind> [--chapter N] [--paragraph I] [--reply-to comment_id]
              [--reader reader_id] [--name display_name] <text...>
                                          a reader's comment: kind ${READER_COMMENT_KINDS.join(' | ')};
                                          chapter N is the chapter's number (published
                                          chapters only), paragraph I counts non-blank
                                          lines from 0; --reply-to makes it a reply in
                                          that comment's thread. Prints the new id.

Each decision also leaves a notice in the author's message box.

Database: DATABASE_URL (PostgreSQL) when set, else PGlite in $DATA_DIR/pglite
(DATA_DIR defaults to ./.data, as for the server). PGlite allows one process
per data directory: stop the server first, or run both on DATABASE_URL.
`;

class UsageError extends Error {}

function need(args: string[], index: number, name: string): string {
  const value = args[index];
  if (value === undefined || value === '') throw new UsageError(`missing <${name}>`);
  return value;
}

/** The rest of the arguments as one text, so reasons need no quoting. */
function rest(args: string[], from: number): string {
  return args.slice(from).join(' ').trim();
}

function printBooks(rows: BookOverview[]): void {
  if (rows.length === 0) {
    console.log('no books');
    return;
  }
  for (const b of rows) {
    const flag = waitingOnStaff(b) ? '*' : ' ';
    const application = b.application ? ` application=${b.application}` : '';
    console.log(
      `${flag} ${b.id}  ${b.phone} ${b.penName ?? '-'}  [${b.kind}] 《${b.title}》  review=${b.reviewStatus} serial=${b.serialStatus} sign=${b.signStatus}${application}`,
    );
  }
}

type Db = DatabaseHandle['db'];

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RuleFileRefused([{ index: -1, field: '', problem: 'not JSON' }]);
  }
}
type Action = (db: Db, now: Date) => Promise<void>;

/** Checks the arguments before the database is opened, so a typo costs nothing. */
function plan(args: string[]): Action {
  const [command] = args;
  switch (command) {
    case 'list-books':
      return async (db) => printBooks(await listBooksForStaff(db, args[1]));
    case 'approve-book': {
      const bookId = need(args, 1, 'book_id');
      return async (db, now) => {
        const book = await approveBook(db, bookId, now);
        console.log(`approved 《${book.title}》`);
      };
    }
    case 'reject-book': {
      const bookId = need(args, 1, 'book_id');
      const withFields = args[2] === '--fields';
      const fields = withFields ? (args[3] ?? '').split(',').filter(Boolean) : [];
      const reason = rest(args, withFields ? 4 : 2);
      if (!reason) throw new UsageError('missing <reason>');
      return async (db, now) => {
        const book = await rejectBook(db, bookId, reason, now, fields as ReviewField[]);
        console.log(`rejected 《${book.title}》: ${reason}`);
      };
    }
    case 'approve-sign': {
      const bookId = need(args, 1, 'book_id');
      const comment = rest(args, 2);
      return async (db, now) => {
        const application = await approveSign(db, bookId, comment, now);
        console.log(`signing approved (application ${application.id})`);
      };
    }
    case 'reject-sign': {
      const bookId = need(args, 1, 'book_id');
      const comment = rest(args, 2);
      if (!comment) throw new UsageError('missing <comment>');
      return async (db, now) => {
        const application = await rejectSign(db, bookId, comment, now);
        console.log(`signing rejected (application ${application.id})`);
      };
    }
    case 'complete-book': {
      const bookId = need(args, 1, 'book_id');
      return async (db, now) => {
        const book = await completeBook(db, bookId, now);
        console.log(`completed 《${book.title}》`);
      };
    }
    case 'approve-cert':
    case 'reject-cert': {
      const who = need(args, 1, 'phone|author_id');
      const approve = command === 'approve-cert';
      const reason = rest(args, 2);
      if (!approve && !reason) throw new UsageError('missing <reason>');
      return async (db, now) => {
        const result = await decideCertification(
          db,
          who,
          approve ? { approve: true } : { approve: false, reason },
          now,
        );
        console.log(`certification of ${who}: ${result.status}${approve ? '' : ` (${reason})`}`);
      };
    }
    case 'send-message': {
      const phone = need(args, 1, 'phone');
      const type = need(args, 2, 'type');
      if (!(MESSAGE_TYPES as readonly string[]).includes(type)) {
        throw new UsageError(`<type> must be one of ${MESSAGE_TYPES.join(', ')}`);
      }
      const title = need(args, 3, 'title');
      const content = rest(args, 4);
      return async (db, now) => {
        await sendMessage(db, { phone, type: type as MessageType, title, content }, now);
        console.log(`sent "${title}" to ${phone}`);
      };
    }
    case 'rules': {
      if (args[1] === 'reports') {
        return async (db) => {
          const rows = await reportsByRule(db);
          if (rows.length === 0) console.log('no warning has been reported as wrong');
          for (const row of rows) {
            console.log(
              `${row.ruleId}: ${row.reports} report(s) by ${row.authors} author(s), version ${row.latestVersion}; words: ${row.excerpts.join(' / ')}`,
            );
          }
        };
      }
      if (args[1] !== 'import')
        throw new UsageError('rules: the subcommands are import and reports');
      const file = need(args, 2, 'file.json');
      return async (db, now) => {
        const json = parseJson(await readFile(file, 'utf8'));
        const version = await importRuleFile(db, json, basename(file), now);
        console.log(`rules version ${version} loaded from ${file}, in force now`);
      };
    }
    case 'add-comment':
      return planAddComment(args);
    case 'block-chapter':
    case 'approve-chapter':
    case 'review-chapter':
    case 'decide-appeal':
      return planChapterReview(args);
    default:
      throw new UsageError(`unknown command ${command}`);
  }
}

/** A span argument: two offsets, START,END. */
function spanOf(value: string): { start: number; end: number } {
  const match = /^(\d+),(\d+)$/.exec(value);
  if (!match) throw new UsageError(`--span must be START,END (got ${value})`);
  return { start: Number(match[1]), end: Number(match[2]) };
}

/** The chapter review's decisions (server/services/chapter-review/platform.ts). */
function planChapterReview(args: string[]): Action {
  const [command] = args;
  const chapterId = need(args, 1, 'chapter_id');
  let decision: ReviewDecision;
  if (command === 'block-chapter') {
    const spans: { start: number; end: number }[] = [];
    const words: string[] = [];
    for (let i = 2; i < args.length; i++) {
      if (args[i] === '--span') {
        spans.push(spanOf(need(args, i + 1, 'START,END')));
        i++;
      } else words.push(args[i]!);
    }
    if (spans.length === 0) throw new UsageError('block-chapter needs at least one --span');
    const reason = words.join(' ').trim();
    if (!reason) throw new UsageError('missing <reason>');
    decision = { kind: 'block', reason, spans };
  } else if (command === 'decide-appeal') {
    const verdict = need(args, 2, 'approve|reject');
    const reason = rest(args, 3);
    if (verdict === 'approve') decision = { kind: 'appeal_approve', reason: reason || undefined };
    else if (verdict === 'reject') {
      if (!reason) throw new UsageError('missing <reason>');
      decision = { kind: 'appeal_reject', reason };
    } else throw new UsageError('decide-appeal takes approve or reject');
  } else decision = { kind: command === 'approve-chapter' ? 'approve' : 'review' };
  return async (db, now) => {
    const { review } = await decideChapterReview(db, db, chapterId, decision, now);
    console.log(`chapter ${chapterId}: ${review.state}`);
  };
}

/** `add-comment`: options anywhere after the kind, the rest is the text. */
function planAddComment(args: string[]): Action {
  const bookId = need(args, 1, 'book_id');
  const kind = need(args, 2, 'kind');
  if (!(READER_COMMENT_KINDS as readonly string[]).includes(kind)) {
    throw new UsageError(`<kind> must be one of ${READER_COMMENT_KINDS.join(', ')}`);
  }
  const options = new Map<string, string>();
  const words: string[] = [];
  for (let i = 3; i < args.length; i++) {
    const arg = args[i]!;
    if (['--chapter', '--paragraph', '--reply-to', '--reader', '--name'].includes(arg)) {
      options.set(arg, need(args, i + 1, arg.slice(2)));
      i++;
    } else words.push(arg);
  }
  const number = (name: string): number | undefined => {
    const value = options.get(name);
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a number`);
    return Number(value);
  };
  const content = words.join(' ').trim();
  if (!content) throw new UsageError('missing <text>');
  const input = {
    bookId,
    kind: kind as ReaderCommentKind,
    chapterNo: number('--chapter'),
    paragraph: number('--paragraph'),
    replyTo: options.get('--reply-to'),
    readerId: options.get('--reader'),
    readerName: options.get('--name') ?? '路过的读者',
    content,
  };
  return async (db, now) => {
    const comment = await addReaderComment(db, input, now);
    console.log(comment.id);
  };
}

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.log(HELP);
  process.exit(args.length === 0 ? 1 : 0);
}

let handle: ProjectDatabase | undefined;
let exitCode = 0;
try {
  const action = plan(args);
  handle = await openProjectDatabase();
  await action(handle.db, new Date());
  await handle.notifyServers();
} catch (error) {
  exitCode = error instanceof UsageError ? 2 : 1;
  if (error instanceof UsageError) console.error(`editor: ${error.message}\n\n${HELP}`);
  else if (error instanceof EditorialError) console.error(`editor: ${error.message}`);
  else if (error instanceof RuleFileRefused) {
    exitCode = 2;
    console.error(`editor: ${error.message}`);
  } else if (error instanceof ApiFailure) console.error(`editor: ${error.message}`);
  else console.error(`editor: ${(error as Error).message}`);
} finally {
  await handle?.close();
}
process.exit(exitCode);
