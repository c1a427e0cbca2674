/**
 * Bulk import of a novel's .txt: decode the bytes (UTF-8 or GB18030, the two
 * encodings Chinese authors' files come in) and split the text into chapters
 * at heading lines. Pure functions: the import machine and the bench call them.
 */
import { codePointLength } from './contract';
import { countWords } from './word-count';

/** Encodings the import understands; 'auto' tries UTF-8 strictly, then GB18030. */
export type TextEncodingChoice = 'auto' | 'utf-8' | 'gb18030';

/** What {@link decodeText} found. */
export interface DecodedText {
  readonly text: string;
  /** The encoding actually used. */
  readonly encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';
}

/**
 * Decodes a text file's bytes with the platform's TextDecoder. A byte-order
 * mark wins; otherwise 'auto' takes UTF-8 when the bytes are valid UTF-8
 * (GB18030 text almost never is) and GB18030 when they are not.
 */
export function decodeText(
  bytes: ArrayBuffer | Uint8Array,
  choice: TextEncodingChoice = 'auto',
): DecodedText {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(data.subarray(3)), encoding: 'utf-8' };
  }
  if (data[0] === 0xff && data[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(data.subarray(2)), encoding: 'utf-16le' };
  }
  if (data[0] === 0xfe && data[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(data.subarray(2)), encoding: 'utf-16be' };
  }
  if (choice === 'gb18030') {
    return { text: new TextDecoder('gb18030').decode(data), encoding: 'gb18030' };
  }
  if (choice === 'utf-8') {
    return { text: new TextDecoder('utf-8').decode(data), encoding: 'utf-8' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(data), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('gb18030').decode(data), encoding: 'gb18030' };
  }
}

/** How headings are recognised. */
export type HeadingRule =
  /** 第X章 / 第X回 / 第X节 with Arabic, full-width or Chinese numerals. */
  | { readonly kind: 'chinese' }
  /** "Chapter 12", "CHAPTER XII". */
  | { readonly kind: 'english' }
  /** Either of the two above. */
  | { readonly kind: 'auto' }
  /** A regular expression an author types, tested against each trimmed line. */
  | { readonly kind: 'custom'; readonly pattern: string };

/** One chapter found in the text. */
export interface SplitChapter {
  /** The heading line, trimmed; '' for the text before the first heading. */
  readonly title: string;
  readonly content: string;
  readonly wordCount: number;
  /** Text found before the first heading (a preface, a synopsis...). */
  readonly preface: boolean;
}

/** Lines longer than this are prose that happens to start like a heading. */
export const HEADING_MAX_LENGTH = 60;

const NUMERALS = '0-9０-９零〇一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟';
const CHINESE_HEADING = new RegExp(`^第[${NUMERALS}]{1,12}[章回节]`, 'u');
const ENGLISH_HEADING = /^chapter\s+(?:\d{1,6}|[ivxlcdm]{1,12})(?![a-z0-9])/iu;

/**
 * The line test for a rule, or null when a custom pattern is not a valid
 * regular expression (the screen says so instead of splitting nothing).
 */
export function headingMatcher(rule: HeadingRule): ((line: string) => boolean) | null {
  switch (rule.kind) {
    case 'chinese':
      return (line) => CHINESE_HEADING.test(line);
    case 'english':
      return (line) => ENGLISH_HEADING.test(line);
    case 'auto':
      return (line) => CHINESE_HEADING.test(line) || ENGLISH_HEADING.test(line);
    case 'custom': {
      if (rule.pattern.trim() === '') return null;
      let re: RegExp;
      try {
        re = new RegExp(rule.pattern, 'u');
      } catch {
        return null;
      }
      return (line) => re.test(line);
    }
  }
}

// Ideographic spaces and tabs inside a heading become one plain space.
const normaliseTitle = (line: string): string => line.replace(/[\s\u3000]+/gu, ' ').trim();

function finish(title: string, lines: string[], preface: boolean): SplitChapter {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start++;
  while (end > start && lines[end - 1]!.trim() === '') end--;
  const content = lines.slice(start, end).join('\n');
  return { title, content, wordCount: countWords(content), preface };
}

/**
 * Splits a novel's text at heading lines. Nothing is dropped: text before the
 * first heading comes back as a `preface` chapter (when it is more than
 * whitespace), a heading with no text under it is still a chapter, and text
 * with no heading at all comes back whole as one preface. Returns [] only for
 * an invalid custom pattern or blank text.
 */
export function splitChapters(text: string, rule: HeadingRule = { kind: 'auto' }): SplitChapter[] {
  const isHeading = headingMatcher(rule);
  if (!isHeading) return [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const result: SplitChapter[] = [];
  let title: string | null = null;
  let body: string[] = [];
  for (const raw of lines) {
    const line = raw.replace(/^[\s\u3000\uFEFF]+|[\s\u3000]+$/gu, '');
    if (line !== '' && codePointLength(line) <= HEADING_MAX_LENGTH && isHeading(line)) {
      if (title !== null) result.push(finish(title, body, false));
      else if (body.some((l) => l.trim() !== '')) result.push(finish('', body, true));
      title = normaliseTitle(line);
      body = [];
    } else {
      body.push(raw.replace(/\s+$/u, ''));
    }
  }
  if (title !== null) result.push(finish(title, body, false));
  else if (body.some((l) => l.trim() !== '')) result.push(finish('', body, true));
  return result;
}
