/**
 * The rules of readers' comments shared by client and server: the kinds,
 * the text limit, which characters a comment may hold, and how a paragraph
 * comment is anchored (the paragraph's index among the chapter's non-blank
 * lines plus a hash of its text, so it can be found again after edits).
 */
import { type components, readerCommentKindValues } from '../../api/schema';

export type ReaderCommentKind = components['schemas']['ReaderCommentKind'];
export type ReaderComment = components['schemas']['ReaderComment'];
export type ParagraphState = NonNullable<ReaderComment['paragraph']>['state'];

export const READER_COMMENT_KINDS: readonly ReaderCommentKind[] = readerCommentKindValues;
/** The spec's `ReaderCommentText.maxLength`. */
export const READER_COMMENT_MAX = 2000;
/** The spec's `ReaderComment.paragraph.excerpt.maxLength`. */
export const PARAGRAPH_EXCERPT_MAX = 80;

// C0 and C1 controls and DEL, but tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether a comment's text holds a control character readers' apps would show as garbage. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** The chapter's paragraphs as readers' apps number them: non-blank lines, trimmed. */
export function paragraphsOf(content: string): string[] {
  const out: string[] = [];
  for (const line of content.split('\n')) {
    const text = line.trim();
    if (text) out.push(text);
  }
  return out;
}

/** FNV-1a of the trimmed paragraph, 8 hex digits: enough to tell a chapter's paragraphs apart. */
export function paragraphHash(paragraph: string): string {
  const text = paragraph.trim();
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Where an anchored paragraph is now: where it was when its text is still
 * there, else the nearest paragraph with the same text, else gone (the
 * comment keeps its old index and is listed as such).
 */
export function locateParagraph(
  paragraphs: readonly string[],
  anchor: { index: number; hash: string },
): { index: number; state: ParagraphState } {
  const at = paragraphs[anchor.index];
  if (at !== undefined && paragraphHash(at) === anchor.hash) {
    return { index: anchor.index, state: 'anchored' };
  }
  let best = -1;
  for (let i = 0; i < paragraphs.length; i++) {
    if (paragraphHash(paragraphs[i]!) !== anchor.hash) continue;
    if (best < 0 || Math.abs(i - anchor.index) < Math.abs(best - anchor.index)) best = i;
  }
  return best < 0 ? { index: anchor.index, state: 'gone' } : { index: best, state: 'moved' };
}

/** The start of a paragraph, as the comment quotes it. */
export function paragraphExcerpt(paragraph: string): string {
  const chars = Array.from(paragraph.trim());
  return chars.length <= PARAGRAPH_EXCERPT_MAX
    ? chars.join('')
    : `${chars.slice(0, PARAGRAPH_EXCERPT_MAX - 1).join('')}…`;
}
