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

const readingOf = new Map<string, string>();

function reading(ch: string): string {
  let r = readingOf.get(ch);
  if (r === undefined) {
    r = pinyin(ch, { toneType: 'none' });
    readingOf.set(ch, r);
  }
  return r;
}

interface NameShape {
  name: string;
  readings: string[];
}

function shapesOf(names: readonly string[]): NameShape[] {
  const usable = names.filter(
    (n) => n.length >= 2 && [...n].every((ch) => ch.length === 1 && isHan(ch.charCodeAt(0))),
  );
  return [...new Set(usable)].map((name) => ({ name, readings: [...name].map(reading) }));
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

export function misspeltNames(
  text: string,
  paragraphs: readonly Paragraph[],
  names: readonly string[],
): Finding[] {
  const shapes = shapesOf(names);
  if (shapes.length === 0) return [];
  const known = new Set(shapes.map((s) => s.name));
  const out: Finding[] = [];
  // Readings of the text's characters, computed on demand.
  const readings: (string | undefined)[] = new Array(text.length);
  const readAt = (i: number) => {
    let r = readings[i];
    if (r === undefined) {
      r = isHan(text.charCodeAt(i)) ? reading(text[i]!) : '';
      readings[i] = r;
    }
    return r;
  };
  for (const shape of shapes) {
    const { name } = shape;
    const len = name.length;
    for (let i = 0; i + len <= text.length; i += 1) {
      // Cheap test first: how many characters already agree with the name.
      let same = 0;
      for (let k = 0; k < len; k += 1) if (text.charCodeAt(i + k) === name.charCodeAt(k)) same += 1;
      if (same === len) continue;
      let homophone = true;
      for (let k = 0; k < len && homophone; k += 1) {
        if (text.charCodeAt(i + k) !== name.charCodeAt(k) && readAt(i + k) !== shape.readings[k])
          homophone = false;
      }
      const oneOff = len >= 3 && same === len - 1 && innerDifference(text, i, name);
      if (!homophone && !oneOff) continue;
      const excerpt = text.slice(i, i + len);
      if (known.has(excerpt)) continue;
      out.push({
        rule_id: homophone ? 'hygiene.name-homophone' : 'hygiene.name-one-off',
        category: 'hygiene',
        severity: 'warn',
        start: i,
        end: i + len,
        paragraph: paragraphAt(paragraphs, i),
        excerpt,
        explanation: homophone
          ? {
              zh: `“${excerpt}”与书中人名“${name}”同音。`,
              en: `"${excerpt}" sounds like the book's name "${name}".`,
            }
          : {
              zh: `“${excerpt}”与书中人名“${name}”只差一个字。`,
              en: `"${excerpt}" is one character off the book's name "${name}".`,
            },
        suggestion: { zh: `如指“${name}”，请改正。`, en: `If "${name}" is meant, correct it.` },
      });
    }
  }
  return out;
}
