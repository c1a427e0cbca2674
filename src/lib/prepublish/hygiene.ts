/**
 * Text hygiene beside the platform's rules: half-width punctuation in Chinese
 * text, quotes and brackets left open or closed twice, and words typed twice.
 * All of them are warnings the author may ignore.
 */
import { type Paragraph, paragraphAt } from './paragraphs';
import type { Finding, LocalText } from './types';

/** CJK unified ideographs of the BMP (extension A and the main block). */
export function isHan(code: number): boolean {
  return (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf);
}

function hygieneFinding(
  ruleId: string,
  text: string,
  start: number,
  end: number,
  paragraphs: readonly Paragraph[],
  explanation: LocalText,
  suggestion: LocalText,
): Finding {
  return {
    rule_id: ruleId,
    category: 'hygiene',
    severity: 'warn',
    start,
    end,
    paragraph: paragraphAt(paragraphs, start),
    excerpt: text.slice(start, end),
    explanation,
    suggestion,
  };
}

const FULL_WIDTH: Record<string, string> = {
  ',': '，',
  ';': '；',
  ':': '：',
  '?': '？',
  '!': '！',
  '(': '（',
  ')': '）',
};

/** A half-width mark touching a Chinese character: Chinese text takes the full-width one. */
export function halfWidthPunctuation(text: string, paragraphs: readonly Paragraph[]): Finding[] {
  const out: Finding[] = [];
  for (let i = 0; i < text.length; i += 1) {
    // Only ASCII marks can be half-width ones: no string is made for the rest.
    if (text.charCodeAt(i) > 0x7f) continue;
    const full = FULL_WIDTH[text[i]!];
    if (!full) continue;
    if (!isHan(text.charCodeAt(i - 1)) && !isHan(text.charCodeAt(i + 1))) continue;
    out.push(
      hygieneFinding(
        'hygiene.half-width-punctuation',
        text,
        i,
        i + 1,
        paragraphs,
        {
          zh: `中文里混用了半角标点“${text[i]}”。`,
          en: `A half-width "${text[i]}" in Chinese text.`,
        },
        { zh: `改为全角“${full}”。`, en: `Use the full-width "${full}".` },
      ),
    );
  }
  return out;
}

const CLOSER_OF: Record<string, string> = {
  '“': '”',
  '‘': '’',
  '「': '」',
  '『': '』',
  '（': '）',
  '(': ')',
  '《': '》',
  '【': '】',
  '[': ']',
};
const PAIR_CODES = new Set([...Object.entries(CLOSER_OF).flat()].map((c) => c.charCodeAt(0)));
const OPENER_OF: Record<string, string> = Object.fromEntries(
  Object.entries(CLOSER_OF).map(([o, c]) => [c, o]),
);

/** Quotes and brackets that a paragraph opens without closing, or closes without opening. */
export function unmatchedPairs(text: string, paragraphs: readonly Paragraph[]): Finding[] {
  const out: Finding[] = [];
  const report = (at: number, open: boolean) =>
    out.push(
      hygieneFinding(
        'hygiene.unmatched-pair',
        text,
        at,
        at + 1,
        paragraphs,
        open
          ? {
              zh: `“${text[at]}”在本段没有配对的结尾。`,
              en: `"${text[at]}" is not closed in this paragraph.`,
            }
          : {
              zh: `“${text[at]}”在本段没有配对的开头。`,
              en: `"${text[at]}" closes nothing in this paragraph.`,
            },
        open
          ? {
              zh: `补上“${CLOSER_OF[text[at]!]}”或删去它。`,
              en: `Add "${CLOSER_OF[text[at]!]}" or remove it.`,
            }
          : {
              zh: `补上“${OPENER_OF[text[at]!]}”或删去它。`,
              en: `Add "${OPENER_OF[text[at]!]}" or remove it.`,
            },
      ),
    );
  for (const p of paragraphs) {
    const stack: number[] = [];
    for (let i = p.start; i < p.end; i += 1) {
      if (!PAIR_CODES.has(text.charCodeAt(i))) continue;
      const ch = text[i]!;
      if (CLOSER_OF[ch]) {
        stack.push(i);
        continue;
      }
      const opener = OPENER_OF[ch];
      if (!opener) continue;
      const depth = stack.findLastIndex((at) => text[at] === opener);
      if (depth === -1) {
        report(i, false);
        continue;
      }
      // Whatever opened after the matching opener was left open.
      for (const at of stack.splice(depth).slice(1)) report(at, true);
    }
    for (const at of stack) report(at, true);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Characters that are (almost) never right twice in a row. */
const NEVER_DOUBLED = new Set('的了地得着把被在从与'.split('').map((c) => c.charCodeAt(0)));

/** `的的`, `the the`: the same function word twice in a row. */
export function doubledWords(text: string, paragraphs: readonly Paragraph[]): Finding[] {
  const out: Finding[] = [];
  const report = (start: number, end: number, word: string) =>
    out.push(
      hygieneFinding(
        'hygiene.doubled-word',
        text,
        start,
        end,
        paragraphs,
        { zh: `“${word}”连续出现了两次以上。`, en: `"${word}" is written twice in a row.` },
        { zh: `只保留一个“${word}”。`, en: `Keep one "${word}".` },
      ),
    );
  for (let i = 0; i < text.length - 1; i += 1) {
    const code = text.charCodeAt(i);
    if (
      !NEVER_DOUBLED.has(code) ||
      text.charCodeAt(i + 1) !== code ||
      text.charCodeAt(i - 1) === code
    )
      continue;
    const ch = text[i]!;
    let end = i + 2;
    while (text[end] === ch) end += 1;
    // AABB words (的的确确) and 不了了之 are right.
    const aabb = end - i === 2 && isHan(text.charCodeAt(end)) && text[end] === text[end + 1];
    const idiom = ch === '了' && text[i - 1] === '不' && text[end] === '之';
    if (!aabb && !idiom) report(i, end, ch);
    i = end - 1;
  }
  for (const m of text.matchAll(/\b([A-Za-z]+)[ \t]+\1\b/gi)) {
    report(m.index, m.index + m[0].length, m[1]!);
  }
  return out.sort((a, b) => a.start - b.start);
}
