/**
 * Traditional characters in simplified text. opencc-js carries OpenCC's
 * dictionaries, phrases included, so 乾隆 and 著名 (right in simplified text)
 * are told from 乾淨 and 說. Converting a whole chapter costs ~13 ms, more
 * than the check's budget, so each distinct character is converted once
 * (cached), and only around a character that changes alone is the phrase
 * converter asked.
 */
import * as OpenCC from 'opencc-js';
import { isHan } from './hygiene';
import { type Paragraph, paragraphAt } from './paragraphs';
import type { Finding } from './types';

let converter: ((text: string) => string) | null = null;
const simplifiedOf = new Map<string, string>();
/** Per BMP code: 0 not asked yet, 1 the same in simplified text, 2 converts alone. */
const changesAlone = new Uint8Array(0x10000);

function toSimplified(text: string): string {
  converter ??= OpenCC.Converter({ from: 't', to: 'cn' });
  return converter(text);
}

function charToSimplified(ch: string): string {
  let s = simplifiedOf.get(ch);
  if (s === undefined) {
    s = toSimplified(ch);
    simplifiedOf.set(ch, s);
  }
  return s;
}

/** How far around a suspect character its phrase is looked at. */
const CONTEXT = 3;

export function traditionalCharacters(text: string, paragraphs: readonly Paragraph[]): Finding[] {
  const out: Finding[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (!isHan(code)) continue;
    if (changesAlone[code] === 1) continue;
    const ch = text[i]!;
    const alone = charToSimplified(ch);
    changesAlone[code] = alone === ch ? 1 : 2;
    if (alone === ch) continue;
    const from = Math.max(0, i - CONTEXT);
    const window = text.slice(from, i + CONTEXT + 1);
    const converted = toSimplified(window);
    // A phrase that keeps the character (乾隆) clears it; a length change leaves the verdict alone.
    const simplified = converted.length === window.length ? converted[i - from]! : alone;
    if (simplified === ch) continue;
    out.push({
      rule_id: 'hygiene.traditional-character',
      category: 'hygiene',
      severity: 'warn',
      start: i,
      end: i + 1,
      paragraph: paragraphAt(paragraphs, i),
      excerpt: ch,
      explanation: {
        zh: `简体文本中出现了繁体字“${ch}”。`,
        en: `The traditional character "${ch}" in simplified text.`,
      },
      suggestion: { zh: `改为“${simplified}”。`, en: `Use "${simplified}".` },
    });
  }
  return out;
}
