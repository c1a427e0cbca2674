/**
 * Finding a book's names in a chapter: every name and alias of every entity
 * in one Aho–Corasick pass (modern-ahocorasick), the longest first, so
 * 林远山 is not also counted as 林远 and a name inside a longer one is
 * dropped there. Pure: the seed, the save hook and the full rebuild use it.
 *
 * Why the text is encoded first: the library cuts non-ASCII text into
 * grapheme clusters with Intl.Segmenter, a few microseconds a character,
 * which would make a 3,000-chapter book take half a minute. Names are short
 * and their characters few, so each UTF-16 unit of a name becomes a fixed
 * width ASCII code and every other unit a run of spaces; the encoded text
 * takes the library's ASCII path (under a millisecond a chapter), and an
 * offset in it is the original offset times the width. A code starts with a
 * character no code continues with, so a match can only start on a unit.
 * The library's own `longest-first` selection is slow on long texts, so
 * the overlaps are resolved here over its `all` matches.
 */
import AhoCorasick from 'modern-ahocorasick';

/** An entity as the matcher sees it: its id and every way the text may name it. */
export interface NamedEntity {
  id: string;
  names: readonly string[];
}

/** What one chapter says of one entity. */
export interface ChapterMention {
  entityId: string;
  count: number;
  /** The line of its first mention, cut around it. */
  context: string;
}

export interface NameMatcher {
  search(text: string): ChapterMention[];
}

/** Characters of context kept on each side of the first mention. */
const CONTEXT_SIDE = 40;

const LEADS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ!#$%&()*+,-./:;<=>?@[]^_{|}~';
const TAILS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The line holding `start..end`, cut to CONTEXT_SIDE characters on each side. */
export function contextAround(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end);
  const lineEnd = newline === -1 ? text.length : newline;
  const from = Math.max(lineStart, start - CONTEXT_SIDE);
  const to = Math.min(lineEnd, end + CONTEXT_SIDE);
  return `${from > lineStart ? '…' : ''}${text.slice(from, to).trim()}${to < lineEnd ? '…' : ''}`;
}

/** Fixed-width ASCII codes for the UTF-16 units the names use. */
function unitCodes(names: readonly string[]): { codes: Map<number, string>; width: number } {
  const units = new Set<number>();
  for (const name of names) for (let i = 0; i < name.length; i++) units.add(name.charCodeAt(i));
  let width = 2;
  while (LEADS.length * TAILS.length ** (width - 1) < units.size) width++;
  const codes = new Map<number, string>();
  for (const unit of units) {
    let k = codes.size;
    let code = '';
    for (let d = 1; d < width; d++) {
      code = TAILS[k % TAILS.length]! + code;
      k = Math.floor(k / TAILS.length);
    }
    codes.set(unit, LEADS[k]! + code);
  }
  return { codes, width };
}

interface Hit {
  entityId: string;
  start: number;
  end: number;
}

/** The longest hits first, each kept only when it overlaps none kept before it; in text order. */
function longestFirst(hits: Hit[], length: number): Hit[] {
  if (hits.length < 2) return hits;
  const taken = new Uint8Array(length);
  const kept: Hit[] = [];
  const byLength = [...hits].sort(
    (a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  for (const hit of byLength) {
    let free = true;
    for (let i = hit.start; i < hit.end && free; i++) free = taken[i] === 0;
    if (!free) continue;
    taken.fill(1, hit.start, hit.end);
    kept.push(hit);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** A matcher over the entities' names, or null when there is nothing to find. */
export function compileNames(entities: readonly NamedEntity[]): NameMatcher | null {
  const entries: { name: string; entityId: string }[] = [];
  for (const entity of entities) {
    for (const name of new Set(entity.names)) {
      if (name !== '') entries.push({ name, entityId: entity.id });
    }
  }
  if (entries.length === 0) return null;
  const { codes, width } = unitCodes(entries.map((e) => e.name));
  // A table by UTF-16 unit: a chapter of 20,000 characters is 20,000 lookups.
  const table = new Array<string>(0x10000).fill(' '.repeat(width));
  for (const [unit, code] of codes) table[unit] = code;
  const encode = (text: string) => {
    const parts = new Array<string>(text.length);
    for (let i = 0; i < text.length; i++) parts[i] = table[text.charCodeAt(i)]!;
    return parts.join('');
  };
  const automaton = new AhoCorasick<string>(
    entries.map((e) => ({ pattern: encode(e.name), data: e.entityId })),
  );
  return {
    search(text) {
      if (text === '') return [];
      const hits: Hit[] = automaton.search(encode(text), { strategy: 'all' }).map((m) => ({
        entityId: m.data!,
        start: m.start / width,
        end: m.end / width,
      }));
      const found = new Map<string, ChapterMention>();
      for (const hit of longestFirst(hits, text.length)) {
        const seen = found.get(hit.entityId);
        if (seen) seen.count += 1;
        else {
          found.set(hit.entityId, {
            entityId: hit.entityId,
            count: 1,
            context: contextAround(text, hit.start, hit.end),
          });
        }
      }
      return [...found.values()];
    },
  };
}
