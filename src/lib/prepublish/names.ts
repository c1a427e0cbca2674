/**
 * Names written wrong: a homophone of a name the book uses (林晚照 written
 * 林婉照) or, for names of three characters or more, one character off
 * (林晓照). pinyin-pro gives each character's reading; readings are cached
 * per character, so a chapter costs one map lookup a character.
 */
import { pinyin } from 'pinyin-pro';
import { isHan } from './hygiene';
import { type Paragraph, paragraphAt } from './paragraphs';
import type { Finding } from './types';

/** Each character's reading as a small number, so comparing readings is comparing integers. */
const readingIds = new Map<string, number>();
const readingIdOfCode = new Map<number, number>();

function readingIdOf(code: number): number {
  let id = readingIdOfCode.get(code);
  if (id === undefined) {
    const reading = pinyin(String.fromCharCode(code), { toneType: 'none' });
    id = readingIds.get(reading) ?? readingIds.size + 1;
    readingIds.set(reading, id);
    readingIdOfCode.set(code, id);
  }
  return id;
}

/** Readings of a text's characters; 0 for what is not a Chinese character. */
function readingsOfText(text: string): Int32Array {
  const out = new Int32Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isHan(code)) out[i] = readingIdOf(code);
  }
  return out;
}

interface NameShape {
  name: string;
  readings: number[];
}

function shapesOf(names: readonly string[]): NameShape[] {
  const usable = names.filter(
    (n) => n.length >= 2 && [...n].every((ch) => ch.length === 1 && isHan(ch.charCodeAt(0))),
  );
  return [...new Set(usable)].map((name) => ({
    name,
    readings: [...name].map((ch) => readingIdOf(ch.charCodeAt(0))),
  }));
}

/**
 * The one different character is inside the name, not at its edge: 林晚笑 is
 * usually the short name 林晚 and the next word, 林晓照 a slip.
 */
function innerDifference(text: string, at: number, name: string): boolean {
  for (let k = 1; k < name.length - 1; k += 1) {
    if (text.charCodeAt(at + k) !== name.charCodeAt(k)) return isHan(text.charCodeAt(at + k));
  }
  return false;
}

/** The names by their first sound: each place in the text is compared only with the names that start like it. */
function byFirstReading(shapes: readonly NameShape[]): Map<number, NameShape[]> {
  const index = new Map<number, NameShape[]>();
  for (const shape of shapes) {
    const first = shape.readings[0]!;
    const same = index.get(first);
    if (same) same.push(shape);
    else index.set(first, [shape]);
  }
  return index;
}

/**
 * Words one character off, or sounding like, a name the book uses. One pass
 * over the text, whatever the number of names (a story bible may hold
 * hundreds): a place is compared only with names that start with its sound.
 */
export function misspeltNames(
  text: string,
  paragraphs: readonly Paragraph[],
  names: readonly string[],
): Finding[] {
  const shapes = shapesOf(names);
  if (shapes.length === 0) return [];
  const known = new Set(shapes.map((s) => s.name));
  const index = byFirstReading(shapes);
  const out: Finding[] = [];
  const readings = readingsOfText(text);
  for (let i = 0; i < text.length; i += 1) {
    // Both kinds start with the name's first sound (a one-off differs inside the name).
    const candidates = readings[i] ? index.get(readings[i]!) : undefined;
    if (!candidates) continue;
    for (const shape of candidates) {
      const finding = misspellingAt(text, readings, i, shape, known, paragraphs);
      if (finding) out.push(finding);
    }
  }
  return out;
}

/** The finding when the text at `i` is a homophone or a one-off of `shape`'s name. */
function misspellingAt(
  text: string,
  readings: Int32Array,
  i: number,
  shape: NameShape,
  known: ReadonlySet<string>,
  paragraphs: readonly Paragraph[],
): Finding | null {
  const { name } = shape;
  const len = name.length;
  if (i + len > text.length) return null;
  let same = 0;
  let homophone = true;
  for (let k = 0; k < len; k += 1) {
    if (text.charCodeAt(i + k) === name.charCodeAt(k)) same += 1;
    else if (readings[i + k] !== shape.readings[k]) homophone = false;
  }
  if (same === len) return null;
  const oneOff = len >= 3 && same === len - 1 && innerDifference(text, i, name);
  if (!homophone && !oneOff) return null;
  const excerpt = text.slice(i, i + len);
  if (known.has(excerpt)) return null;
  return {
    rule_id: homophone ? 'hygiene.name-homophone' : 'hygiene.name-one-off',
    category: 'hygiene',
    severity: 'warn',
    start: i,
    end: i + len,
    paragraph: paragraphAt(paragraphs, i),
    excerpt,
    explanation: homophone
      ? {
          zh: `“${excerpt}”与书中的名字“${name}”同音。`,
          en: `"${excerpt}" sounds like the book's name "${name}".`,
        }
      : {
          zh: `“${excerpt}”与书中的名字“${name}”只差一个字。`,
          en: `"${excerpt}" is one character off the book's name "${name}".`,
        },
    suggestion: { zh: `如指“${name}”，请改正。`, en: `If "${name}" is meant, correct it.` },
  };
}
