/**
 * Text into XML (XHTML for EPUB, WordprocessingML for .docx): the five
 * markup characters escaped, and characters XML 1.0 cannot hold at all
 * (control characters other than tab and line ends, U+FFFE, U+FFFF) dropped,
 * so a stray control character in a chapter never makes the file unreadable.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML forbids.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const MARKUP = /[&<>"']/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an element or a quoted attribute. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(MARKUP, (c) => ENTITIES[c]!);
}

/** A chapter's text as paragraphs: one per non-blank line, trimmed at the end. */
export function paragraphsOf(content: string): string[] {
  return content
    .split(/\r\n?|\n/)
    .map((line) => line.replace(/\s+$/u, ''))
    .filter((line) => line.trim() !== '');
}
