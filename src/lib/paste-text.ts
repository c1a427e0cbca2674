/**
 * What the chapter editor does to pasted text. Chapters are plain text, one
 * paragraph per line; readers' apps add their own indentation and spacing.
 * Text pasted from Word, WPS, web pages or other editors arrives with CRLF
 * or lone CR line breaks, Unicode line separators, full-width or tab
 * indentation, non-breaking spaces, zero-width characters and one blank line
 * between every paragraph: all of that is normalised here. Formatting itself
 * is dropped by reading only the clipboard's `text/plain`.
 */

// Zero-width space/joiners, BOM, soft hyphen and bidi marks: invisible, and
// they break search and word counts.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD\u200E\u200F]/g;
// Every kind of space a line may start or end with, including the
// ideographic space (U+3000) Chinese authors indent with.
const EDGE_SPACE = /^[\s\u3000\u00A0]+|[\s\u3000\u00A0]+$/g;
// Control characters other than tab and newline.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Normalises pasted chapter text: line breaks become `\n`; each paragraph is
 * trimmed of indentation and trailing spaces; non-breaking spaces become
 * plain ones; invisible and control characters go. When every paragraph is
 * followed by a blank line (the usual shape of a Word paste) the blank lines
 * are dropped; otherwise blank lines are kept as scene breaks, one at most in
 * a row. Leading and trailing blank lines are removed.
 */
export function normalizePastedText(text: string): string {
  const lines = text
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(INVISIBLE, '')
    .replace(CONTROL, '')
    .split('\n')
    .map((line) => line.replace(EDGE_SPACE, '').replace(/\u00A0/g, ' '));

  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) return '';

  // For each paragraph after the first: is there a blank line before it?
  let boundaries = 0;
  let spaced = 0;
  let blankBefore = false;
  let seenParagraph = false;
  for (const line of lines) {
    if (line === '') {
      blankBefore = true;
      continue;
    }
    if (seenParagraph) {
      boundaries++;
      if (blankBefore) spaced++;
    }
    seenParagraph = true;
    blankBefore = false;
  }
  const doubleSpaced = boundaries > 0 && spaced === boundaries;

  const out: string[] = [];
  for (const line of lines) {
    if (line !== '') out.push(line);
    else if (!doubleSpaced && out[out.length - 1] !== '') out.push('');
  }
  return out.join('\n');
}

/** A pasted title: one line, spaces collapsed, invisible characters gone. */
export function normalizePastedTitle(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(/[\s\u3000\u00A0\u2028\u2029]+/g, ' ')
    .trim();
}
