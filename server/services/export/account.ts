/**
 * "Export my data": one ZIP with the profile, each book (its fields and
 * volumes as JSON, its chapters as plain text, the text export's format, and
 * its story bible as bible.json and bible.md when it has one, the platform's
 * review of its chapters as reviews.json),
 * and the monthly income statements as CSV under the income screen's rules
 * (src/lib/csv.ts: UTF-8 with a byte-order mark, amounts in yuan, text cells
 * safe from formula injection). Books go out one batch of chapters at a time.
 */
import { type CsvCell, toCsv } from '../../../src/lib/csv';
import type { AppContext } from '../../context';
import type { Author } from '../../db/schema';
import { booksOfAuthor } from '../../repositories/books';
import { reviewEventsOfBook } from '../../repositories/chapter-review';
import { countSelectedChapters } from '../../repositories/exports';
import { loadUser } from '../account/user-view';
import { bibleDocument, bibleMarkdown, isEmptyBible } from '../bible/export';
import { bookView } from '../books/book-view';
import { loadStatements } from '../income/history';
import { INCOME_COMPONENTS } from '../income/tax';
import { bookMeta, chapterBatches } from './book-source';
import { beijingDate, safeNamePart } from './names';
import type { ChunkSink } from './sink';
import { endStream, writeTo } from './sink';
import { chapterBlock, textEncoder } from './txt';
import { ZipOut } from './zip';

const COMPONENT_LABELS: Record<(typeof INCOME_COMPONENTS)[number], string> = {
  subscription: '订阅',
  reward: '打赏',
  ad_share: '广告分成',
  attendance_bonus: '全勤奖',
  guarantee_top_up: '保底补足',
  completion_reward: '完结奖励',
  adjustment: '调整',
};

const STATE_LABELS: Record<string, string> = {
  estimated: '预估',
  settled: '已结算',
  paid: '已支付',
  held: '暂缓',
  carried_forward: '结转',
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A book's review record: per chapter (reading order) its state and steps. */
async function reviewRecord(app: AppContext, bookId: string) {
  const record: {
    chapter_no: number;
    title: string;
    state: string | null;
    steps: { kind: string; time: string; reason: string | null; spans: unknown; diff: unknown }[];
  }[] = [];
  for (const row of await reviewEventsOfBook(app.db, bookId)) {
    let chapter = record.at(-1);
    if (chapter?.chapter_no !== row.chapterNo) {
      chapter = { chapter_no: row.chapterNo, title: row.title, state: row.state, steps: [] };
      record.push(chapter);
    }
    chapter.steps.push({
      kind: row.kind,
      time: row.time.toISOString(),
      reason: row.reason,
      spans: row.spans,
      diff: row.diff,
    });
  }
  return record;
}

export async function writeAccountZip(
  app: AppContext,
  author: Author,
  sink: ChunkSink,
  progress: (done: number, total?: number) => Promise<void>,
): Promise<void> {
  const now = app.now();
  const rows = await booksOfAuthor(app.db, author.id);
  const counts = await Promise.all(
    rows.map((book) => countSelectedChapters(app.db, { bookId: book.id, scope: 'whole' })),
  );
  // Profile, statements, and each book's fields count one each.
  const total = 2 + rows.length + counts.reduce((sum, n) => sum + n, 0);
  let done = 0;
  await progress(done, total);

  const zip = new ZipOut(sink, now);
  await zip.addSettled('profile.json', json(await loadUser(app.db, author)));
  done += 1;

  for (const [i, book] of rows.entries()) {
    const folder = `books/${String(i + 1).padStart(2, '0')}_${safeNamePart(book.title) || book.id}`;
    const meta = await bookMeta(app.db, book);
    const volumes = meta.volumes.map((v) => ({ id: v.id, title: v.title }));
    zip.add(`${folder}/book.json`, json({ ...(await bookView(app.db, book)), volumes }));
    // The platform's review of each chapter that went through it, step by step.
    const reviews = await reviewRecord(app, book.id);
    if (reviews.length > 0) zip.add(`${folder}/reviews.json`, json(reviews));
    // The story bible beside the book, when it has one: data and a page to read.
    const bible = await bibleDocument(app.db, book);
    if (!isEmptyBible(bible)) {
      zip.add(`${folder}/bible.json`, json(bible));
      zip.add(`${folder}/bible.md`, bibleMarkdown(bible));
    }
    done += 1;
    const text = zip.addStream(`${folder}/${safeNamePart(book.title) || book.id}.txt`);
    const encoder = textEncoder('utf-8');
    for await (const batch of chapterBatches(app.db, meta, { bookId: book.id, scope: 'whole' })) {
      await writeTo(text, encoder.write(batch.map(chapterBlock).join('')));
      done += batch.length;
      await progress(done);
    }
    // A book without chapters still gets its (empty) text file.
    await writeTo(text, encoder.write(''));
    await endStream(text);
  }

  const { rows: statements } = await loadStatements(app.db, author.id, null, beijingDate(now));
  const header = [
    '月份',
    ...INCOME_COMPONENTS.map((key) => COMPONENT_LABELS[key]),
    '税前',
    '代扣税',
    '税后',
    '状态',
    '预计支付日',
    '支付日',
  ];
  const csvRows: CsvCell[][] = [...statements]
    .reverse()
    .map((row) => [
      row.month,
      ...INCOME_COMPONENTS.map((key) => ({ cents: row[key] })),
      { cents: row.pre_tax },
      { cents: row.tax },
      { cents: row.after_tax },
      STATE_LABELS[row.state] ?? row.state,
      row.expected_pay_date,
      row.paid_on,
    ]);
  await zip.addSettled('income-statements.csv', toCsv(header, csvRows));
  done += 1;
  await progress(done);
  await zip.end();
}
