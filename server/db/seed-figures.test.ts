import { describe, expect, it } from 'vitest';
import { largestDrops } from '../services/data/metrics';
import { DAILY_WORDS } from '../services/income/attendance';
import type { NewChapter } from './schema';
import { cnDate, DAY, HOUR } from './seed-clock';
import { buildChapterReads, shapeAttendanceDemo } from './seed-figures';
import { BOOKS } from './seed-fixtures';
import { createRng } from './seed-prose';

const bigBook = BOOKS.find((b) => b.title === '星海长歌')!;
const now = Date.parse('2026-03-15T04:00:00Z');
const today = Date.parse('2026-03-15T00:00:00+08:00');

/** Three 2,000-word chapters a day for 30 days before today, at 08:00, 14:00, 20:00. */
function denseChapters(): NewChapter[] {
  const rows: NewChapter[] = [];
  for (let d = 30; d >= 1; d--) {
    for (const hour of [8, 14, 20]) {
      const no = rows.length + 1;
      const at = new Date(today - d * DAY + hour * HOUR);
      rows.push({
        id: `c${no}`,
        bookId: 'b',
        volumeId: 'v',
        chapterNo: no,
        position: no * 1024,
        title: `第${no}章`,
        content: '',
        wordCount: 2000,
        status: 'published',
        publishedAt: at,
        isVip: no > 45,
      });
    }
  }
  return rows;
}

describe('shapeAttendanceDemo', () => {
  it('empties the leave day and leaves one short chapter on the failing day', () => {
    const rows = denseChapters();
    const leaves = shapeAttendanceDemo(createRng(1), bigBook, rows, now);
    expect(leaves).toEqual(['2026-03-09']);
    const on = (day: string) => rows.filter((c) => cnDate(c.publishedAt!.getTime()) === day);
    expect(on('2026-03-09')).toEqual([]);
    expect(on('2026-03-10')).toHaveLength(6);
    const [short, ...none] = on('2026-03-12');
    expect(none).toEqual([]);
    expect(short!.wordCount).toBeLessThan(DAILY_WORDS);
    expect(short!.wordCount).toBeGreaterThan(1500);
    expect(on('2026-03-13')).toHaveLength(5);
    expect(rows).toHaveLength(90);
  });

  it('leaves books without attendance alone', () => {
    const rows = denseChapters();
    const completed = BOOKS.find((b) => b.title === '青云剑主')!;
    expect(shapeAttendanceDemo(createRng(1), completed, rows, now)).toEqual([]);
    expect(rows).toEqual(denseChapters());
  });
});

describe('buildChapterReads', () => {
  it('puts the VIP paywall and four disliked chapters among the five largest drops', () => {
    const rows = Array.from(
      { length: 3000 },
      (_, i): NewChapter => ({
        id: `c${i + 1}`,
        bookId: 'b',
        volumeId: 'v',
        chapterNo: i + 1,
        position: (i + 1) * 1024,
        title: `第${i + 1}章`,
        status: 'published',
        isVip: i >= 1200,
      }),
    );
    const reads = buildChapterReads(createRng(7), bigBook, rows);
    const drops = largestDrops(
      reads.map((r, i) => ({
        chapterId: r.chapterId,
        chapterNo: i + 1,
        title: '',
        readers: r.uniqueReaders,
      })),
    );
    const cliffs = [1201, ...[0.1, 0.3, 0.55, 0.78].map((at) => Math.round(at * 2999) + 1)];
    expect(drops.map((d) => d.chapter_no).sort((a, b) => a - b)).toEqual(
      cliffs.sort((a, b) => a - b),
    );
    expect(drops[0]!.chapter_no).toBe(1201);
  });
});
