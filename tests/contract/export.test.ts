/**
 * Contract tests of exports: a book as plain text (UTF-8 and GB18030, and
 * the text splits back into the same chapters through the import's own
 * splitter), EPUB 3 (a ZIP whose first entry is the stored `mimetype`, and a
 * package document listing every chapter), Word (word/document.xml with
 * every chapter title), all of an author's data as one ZIP; jobs polled to
 * the end; files only for their author; refusals with documented codes.
 */
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitChapters } from '../../src/lib/chapter-split';
import {
  checkFileAnswer,
  expectFieldError,
  operationRoute,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface Job {
  job_id: string;
  state: string;
  done: number;
  total: number;
  file_name: string;
  size: number | null;
  expires_at: string | null;
  format: string;
}
interface Book {
  id: string;
  title: string;
  chapter_count: number;
}
interface Summary {
  id: string;
  volume_id: string;
  title: string;
  status: string;
}
interface Chapter {
  title: string;
  content: string;
  revision: { title: string; content: string } | null;
}

let server: TestServer;
let token: string;
let otherToken: string;
let book: Book;
let otherBook: Book;
let chapters: (Summary & { text: string; latestTitle: string })[];

async function longBooks(t: string): Promise<Book[]> {
  const page = await server.ok<{ list: Book[] }>('listBooks', {
    token: t,
    query: { kind: 'long', page_size: 100 },
  });
  return page.list;
}

/** Polls a job until it is finished. */
async function finished(jobId: string, t = token): Promise<Job> {
  for (let i = 0; i < 600; i++) {
    const job = await server.ok<Job>('getExport', { token: t, query: { job_id: jobId } });
    expect(job.done).toBeLessThanOrEqual(job.total);
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} did not finish`);
}

async function download(jobId: string, t = token): Promise<{ bytes: Buffer; headers: Headers }> {
  const url = new URL(operationRoute('downloadExport').path, server.baseUrl);
  url.searchParams.set('job_id', jobId);
  const response = await fetch(url, { headers: { 'x-token': t } });
  checkFileAnswer('downloadExport', response.status, response.headers);
  return { bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

async function exportBook(body: Record<string, unknown>, t = token) {
  const job = await server.ok<Job>('createBookExport', { token: t, body });
  const done = await finished(job.job_id, t);
  expect(done.state).toBe('done');
  return { job: done, ...(await download(done.job_id, t)) };
}

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
  otherToken = await server.login(UNSIGNED_PHONE);
  book = (await longBooks(token)).sort((a, b) => b.chapter_count - a.chapter_count)[0]!;
  otherBook = (await longBooks(otherToken))[0]!;
  const { list: summaries } = await server.ok<{ list: Summary[] }>('listChapters', {
    token,
    query: { book_id: book.id, page_size: 500 },
  });
  chapters = [];
  for (const summary of summaries.filter((c) => c.status !== 'trashed')) {
    const chapter = await server.ok<Chapter>('getChapter', {
      token,
      query: { chapter_id: summary.id },
    });
    chapters.push({
      ...summary,
      latestTitle: chapter.revision?.title ?? chapter.title,
      text: chapter.revision?.content ?? chapter.content,
    });
  }
}, 600_000);

afterAll(async () => {
  await server?.close();
});

describe('exporting a book as plain text', { timeout: 300_000 }, () => {
  it('splits back into the same chapters with the same titles and text', async () => {
    const { job, bytes, headers } = await exportBook({
      book_id: book.id,
      scope: 'whole',
      format: 'txt',
    });
    expect(job.total).toBe(chapters.length);
    expect(job.size).toBe(bytes.length);
    expect(headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    const disposition = headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[ -~]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(job.file_name);
    expect(job.file_name.startsWith(book.title)).toBe(true);
    expect(job.file_name).toMatch(/_\d{4}-\d{2}-\d{2}\.txt$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const split = splitChapters(new TextDecoder().decode(bytes));
    expect(split.map((c) => c.title)).toEqual(chapters.map((c) => c.latestTitle));
    expect(split.map((c) => c.content)).toEqual(chapters.map((c) => c.text));
    expect(split.some((c) => c.preface)).toBe(false);
  });

  it('writes GB18030 that decodes to the same text', async () => {
    const utf8 = await exportBook({ book_id: book.id, scope: 'whole', format: 'txt' });
    const gb = await exportBook({
      book_id: book.id,
      scope: 'whole',
      format: 'txt',
      encoding: 'gb18030',
    });
    expect(gb.headers.get('content-type')).toMatch(/charset=GB18030/i);
    expect(gb.bytes.length).toBeLessThan(utf8.bytes.length);
    expect(new TextDecoder('gb18030').decode(gb.bytes)).toBe(new TextDecoder().decode(utf8.bytes));
  });

  it('exports one volume, the published chapters or the drafts only', async () => {
    const volumeId = chapters[0]!.volume_id;
    const inVolume = chapters.filter((c) => c.volume_id === volumeId);
    const volume = await exportBook({
      book_id: book.id,
      scope: 'volume',
      volume_id: volumeId,
      format: 'txt',
    });
    expect(splitChapters(volume.bytes.toString('utf8')).map((c) => c.title)).toEqual(
      inVolume.map((c) => c.latestTitle),
    );
    const published = await exportBook({ book_id: book.id, scope: 'published', format: 'txt' });
    expect(published.job.total).toBe(chapters.filter((c) => c.status === 'published').length);
    const drafts = chapters.filter((c) => c.status === 'draft');
    if (drafts.length > 0) {
      const draftExport = await exportBook({ book_id: book.id, scope: 'drafts', format: 'txt' });
      expect(splitChapters(draftExport.bytes.toString('utf8')).map((c) => c.title)).toEqual(
        drafts.map((c) => c.latestTitle),
      );
      expect(draftExport.job.file_name).toContain('草稿');
    }
  });
});

describe('exporting a book as EPUB and Word', { timeout: 300_000 }, () => {
  it('writes an EPUB whose first entry is the stored mimetype and whose package lists every chapter', async () => {
    const { bytes, headers } = await exportBook({
      book_id: book.id,
      scope: 'whole',
      format: 'epub',
    });
    expect(headers.get('content-type')).toBe('application/epub+zip');
    // The first local file header: signature, method 0 (stored), name, then the bytes.
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(bytes.readUInt16LE(26)).toBe('mimetype'.length);
    expect(bytes.readUInt16LE(28)).toBe(0);
    expect(bytes.subarray(30, 38).toString('latin1')).toBe('mimetype');
    expect(bytes.subarray(38, 58).toString('latin1')).toBe('application/epub+zip');
    const files = unzipSync(new Uint8Array(bytes));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(text('META-INF/container.xml')).toContain('OEBPS/content.opf');
    const opf = text('OEBPS/content.opf');
    const chapterItems = [...opf.matchAll(/<item id="(c\d+)" href="([^"]+)"/g)];
    expect(chapterItems).toHaveLength(chapters.length);
    for (const [, id, href] of chapterItems) {
      expect(files[`OEBPS/${href}`], href).toBeDefined();
      expect(opf).toContain(`<itemref idref="${id}"/>`);
    }
    expect(opf).toContain(`<dc:title>${book.title}</dc:title>`);
    expect(opf).toContain('<dc:creator id="creator">');
    const nav = text('OEBPS/nav.xhtml');
    for (const chapter of chapters) expect(nav).toContain(chapter.latestTitle);
    expect(text('OEBPS/text/c1.xhtml')).toContain(`<h2>${chapters[0]!.latestTitle}</h2>`);
    expect(text('OEBPS/toc.ncx')).toContain('<navMap>');
  });

  it('writes a .docx with every chapter title in word/document.xml', async () => {
    const { bytes, headers, job } = await exportBook({
      book_id: book.id,
      scope: 'whole',
      format: 'docx',
    });
    expect(headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(job.file_name).toMatch(/\.docx$/);
    const files = unzipSync(new Uint8Array(bytes));
    expect(files['[Content_Types].xml']).toBeDefined();
    const document = new TextDecoder().decode(files['word/document.xml']);
    expect(document).toMatch(/<\/w:body><\/w:document>$/);
    for (const chapter of chapters) {
      expect(document).toContain(
        `<w:pStyle w:val="Heading2"/></w:pPr><w:r><w:t xml:space="preserve">${chapter.latestTitle}</w:t>`,
      );
    }
  });
});

describe('who may export what', { timeout: 300_000 }, () => {
  it('lets an unsigned author export their own book', async () => {
    const { job } = await exportBook(
      { book_id: otherBook.id, scope: 'whole', format: 'epub' },
      otherToken,
    );
    expect(job.state).toBe('done');
  });

  it("refuses another author's book, volume, job and file with 102001", async () => {
    const foreign = await server.call('createBookExport', {
      token,
      body: { book_id: otherBook.id, scope: 'whole', format: 'txt' },
    });
    expect(foreign.code).toBe(102001);
    const volume = await server.call('createBookExport', {
      token: otherToken,
      body: {
        book_id: otherBook.id,
        scope: 'volume',
        volume_id: chapters[0]!.volume_id,
        format: 'txt',
      },
    });
    expect(volume.code).toBe(102001);
    const mine = await server.ok<Job>('createBookExport', {
      token,
      body: { book_id: book.id, scope: 'published', format: 'txt' },
    });
    await finished(mine.job_id);
    expect(
      (await server.call('getExport', { token: otherToken, query: { job_id: mine.job_id } })).code,
    ).toBe(102001);
    expect(
      (await server.call('downloadExport', { token: otherToken, query: { job_id: mine.job_id } }))
        .code,
    ).toBe(102001);
    const theirs = await server.ok<{ list: Job[] }>('listExports', { token: otherToken });
    expect(theirs.list.map((j) => j.job_id)).not.toContain(mine.job_id);
    const ours = await server.ok<{ list: Job[] }>('listExports', {
      token,
      query: { book_id: book.id },
    });
    expect(ours.list.map((j) => j.job_id)).toContain(mine.job_id);
  });

  it('refuses bad scopes, formats and combinations with 101001', async () => {
    const call = (body: Record<string, unknown>) =>
      server.call('createBookExport', { token, body: { book_id: book.id, ...body } });
    expectFieldError(await call({ scope: 'everything', format: 'txt' }), 'scope');
    expectFieldError(await call({ scope: 'whole', format: 'pdf' }), 'format');
    expectFieldError(await call({ scope: 'whole', format: 'txt', encoding: 'big5' }), 'encoding');
    expectFieldError(
      await call({ scope: 'whole', format: 'epub', encoding: 'gb18030' }),
      'encoding',
      'validation.invalid',
    );
    expectFieldError(await call({ scope: 'volume', format: 'txt' }), 'volume_id');
    expectFieldError(
      await call({ scope: 'whole', format: 'txt', volume_id: chapters[0]!.volume_id }),
      'volume_id',
    );
    const missing = await server.call('getExport', { token, query: { job_id: 'nope' } });
    expect(missing.code).toBe(102001);
  });

  it('keeps files 24 hours and then answers 102001', async () => {
    const { job } = await exportBook({ book_id: book.id, scope: 'published', format: 'txt' });
    expect(Date.parse(job.expires_at!)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    server.advanceClock(25 * 3_600_000);
    try {
      expect((await server.call('getExport', { token, query: { job_id: job.job_id } })).code).toBe(
        102001,
      );
      expect(
        (await server.call('downloadExport', { token, query: { job_id: job.job_id } })).code,
      ).toBe(102001);
    } finally {
      server.advanceClock(-25 * 3_600_000);
    }
  });
});

describe('when an export is ready', { timeout: 300_000 }, () => {
  it('tells the author in the message box', async () => {
    const { job } = await exportBook({ book_id: book.id, scope: 'whole', format: 'txt' });
    const page = await server.ok<{
      list: { subTitle: string; target: { kind: string; id: string; book_id: string } | null }[];
    }>('getMessagePage', { token, query: { type: 'notice', page_size: 20 } });
    const notice = page.list.find((m) => m.subTitle === job.file_name);
    // It opens the job: the client shows its file, ready to download.
    expect(notice?.target).toEqual({ kind: 'export', id: job.job_id, book_id: book.id });
  });
});

describe('exporting my data', { timeout: 300_000 }, () => {
  it('writes the profile, every book as text and the statements as CSV in one ZIP', async () => {
    // A chapter that goes out now goes through the platform's review: its steps are data too.
    const { list: volumes } = await server.ok<{ list: { id: string }[] }>('listVolumes', {
      token,
      query: { book_id: book.id },
    });
    const draft = await server.ok<{ id: string; chapter_no: number }>('createChapter', {
      token,
      body: {
        book_id: book.id,
        volume_id: volumes.at(-1)!.id,
        title: '审核记录',
        content: '正文。',
      },
    });
    await server.ok('publishChapters', {
      token,
      body: { chapter_id: draft.id, out_of_order: true, warnings_acknowledged: true },
    });
    const job = await server.ok<Job>('createAccountExport', { token });
    const done = await finished(job.job_id);
    expect(done.state).toBe('done');
    expect(done.file_name).toMatch(/\.zip$/);
    const { bytes, headers } = await download(done.job_id);
    expect(headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(bytes));
    const profile = JSON.parse(new TextDecoder().decode(files['profile.json'])) as {
      pen_name: string;
    };
    expect(profile.pen_name).toBeTruthy();
    const texts = Object.keys(files).filter((name) => /^books\/.+\.txt$/.test(name));
    expect(texts.length).toBeGreaterThan(0);
    const bookText = texts.find((name) => name.includes(book.title))!;
    // The chapters the file began with, and the one published above.
    expect(splitChapters(new TextDecoder().decode(files[bookText])).length).toBe(
      chapters.length + 1,
    );
    // The book's data names its category in every language, whatever the author reads in.
    const bookJson = Object.keys(files).find((name) => /^books\/.+\/book\.json$/.test(name))!;
    const data = JSON.parse(new TextDecoder().decode(files[bookJson])) as {
      category_path: string[];
      category_names: { 'zh-CN': string; 'en-US': string }[];
    };
    expect(data.category_names.map((n) => n['zh-CN'])).toEqual(data.category_path);
    expect(data.category_names[0]!['en-US']).toMatch(/^(Male|Female) channel$/);
    // The seeded 星海长歌 has a story bible: its folder holds it as data and as a page.
    const bibleJson = Object.keys(files).find((name) => /星海长歌\/bible\.json$/.test(name));
    const bibleMd = Object.keys(files).find((name) => /星海长歌\/bible\.md$/.test(name));
    expect(bibleJson && bibleMd).toBeTruthy();
    const bible = JSON.parse(new TextDecoder().decode(files[bibleJson!])) as {
      entities: { name: string }[];
    };
    expect(bible.entities.map((e) => e.name)).toContain('林远');
    expect(new TextDecoder().decode(files[bibleMd!])).toContain('# 《星海长歌》设定集');
    // The platform's review of its chapters, step by step, as the review tracker shows it.
    const reviewsJson = Object.keys(files).find(
      (name) => name.includes(book.title) && name.endsWith('/reviews.json'),
    );
    const reviews = JSON.parse(new TextDecoder().decode(files[reviewsJson!])) as {
      chapter_no: number;
      state: string | null;
      steps: { kind: string }[];
    }[];
    const reviewed = reviews.find((r) => r.chapter_no === draft.chapter_no)!;
    expect(reviewed.steps[0]!.kind).toBe('submitted');
    expect(reviews.map((r) => r.chapter_no)).toEqual(
      [...reviews.map((r) => r.chapter_no)].sort((a, b) => a - b),
    );
    const csv = files['income-statements.csv']!;
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(csv)).toContain('月份');
    const messages = await server.ok<{
      list: { subTitle: string; target: { kind: string; id: string; book_id: null } | null }[];
    }>('getMessagePage', { token, query: { type: 'notice', page_size: 20 } });
    const notice = messages.list.find((m) => m.subTitle === done.file_name);
    expect(notice?.target).toEqual({ kind: 'export', id: done.job_id, book_id: null });
  });
});
