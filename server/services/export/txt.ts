/**
 * Plain text that the chapter import (src/lib/chapter-split.ts) splits back
 * into the same chapters: each chapter's heading line, a blank line, its
 * text, and two blank lines; CRLF line ends for the Windows tools older
 * readers use; nothing before the first heading and no volume lines (the
 * import would take either for chapter text). A title the splitter would not
 * see as a heading gets `第<chapter_no>章 ` before it.
 */
import iconv from 'iconv-lite';
import { HEADING_MAX_LENGTH, headingMatcher } from '../../../src/lib/chapter-split';
import { codePointLength, type ExportEncoding } from '../../../src/lib/contract';
import type { ExportChapterRow } from '../../repositories/exports';
import type { BookWriteInput } from './epub';
import { endStream, writeTo } from './sink';

const isHeading = headingMatcher({ kind: 'auto' })!;

/** The heading line of a chapter: its title when the import recognises it as one. */
function headingOf(chapter: Pick<ExportChapterRow, 'title' | 'chapterNo'>): string {
  const title = chapter.title.replace(/[\s\u3000]+/gu, ' ').trim();
  if (title !== '' && codePointLength(title) <= HEADING_MAX_LENGTH && isHeading(title)) {
    return title;
  }
  return `第${chapter.chapterNo}章 ${title}`.trim();
}

/** One chapter's text block. */
export function chapterBlock(chapter: Pick<ExportChapterRow, 'title' | 'chapterNo' | 'content'>) {
  const body = chapter.content.replace(/\r\n?|\n/g, '\r\n');
  return `${headingOf(chapter)}\r\n\r\n${body}\r\n\r\n\r\n`;
}

/** Turns text into bytes of the encoding, chunk by chunk (GB18030 keeps its state across chunks). */
export interface TextEncoderStream {
  write(text: string): Buffer;
  end(): Buffer;
}

export function textEncoder(encoding: ExportEncoding): TextEncoderStream {
  if (encoding === 'gb18030') {
    const encoder = iconv.getEncoder('gb18030');
    return {
      write: (text) => encoder.write(text),
      end: () => encoder.end() ?? Buffer.alloc(0),
    };
  }
  let first = true;
  return {
    write(text) {
      // A byte-order mark: Windows Notepad then never guesses the encoding wrong.
      const bytes = Buffer.from(first ? `\uFEFF${text}` : text, 'utf8');
      first = false;
      return bytes;
    },
    end: () => Buffer.alloc(0),
  };
}

/** The plain-text file of a book export, written batch by batch into the sink. */
export async function writeTxt(input: BookWriteInput, encoding: ExportEncoding): Promise<void> {
  const encoder = textEncoder(encoding);
  let done = 0;
  for await (const batch of input.batches) {
    await writeTo(input.sink, encoder.write(batch.map(chapterBlock).join('')));
    done += batch.length;
    await input.onBatch(done);
  }
  const rest = encoder.end();
  if (rest.length > 0) await writeTo(input.sink, rest);
  await endStream(input.sink);
}
