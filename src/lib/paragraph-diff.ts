/**
 * Side-by-side comparison of two versions of a chapter, paragraph by
 * paragraph (chapter text is plain paragraphs separated by newlines). The
 * alignment is jsdiff's Myers diff over the paragraphs; a paragraph changed
 * in place is paired with its old self and marked within by characters
 * (Chinese has no spaces, so words would be whole sentences).
 */
import { diffArrays, diffChars } from 'diff';

/** A run of characters inside a changed paragraph. */
export interface DiffPiece {
  readonly text: string;
  /** True when this run is only on its side (removed on the left, added on the right). */
  readonly changed: boolean;
}

/**
 * One row of the side-by-side view; a side is null where the other has a
 * paragraph of its own. `key` is the row's place (rows never reorder).
 */
export type DiffRow = { readonly key: number } & (
  | { readonly kind: 'same'; readonly left: string; readonly right: string }
  | { readonly kind: 'removed'; readonly left: string; readonly right: null }
  | { readonly kind: 'added'; readonly left: null; readonly right: string }
  | {
      readonly kind: 'changed';
      readonly left: readonly DiffPiece[];
      readonly right: readonly DiffPiece[];
    }
);

type RowWithoutKey = DiffRow extends infer R ? (R extends DiffRow ? Omit<R, 'key'> : never) : never;

/** What the comparison found, for its summary line. */
export interface ParagraphDiff {
  readonly rows: readonly DiffRow[];
  readonly added: number;
  readonly removed: number;
  readonly changed: number;
}

/** Paragraphs of a text: its lines, blank ones left out (they carry no words). */
export function paragraphsOf(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}

/**
 * A changed paragraph pair is marked within only when it is short enough for
 * a character diff to stay quick; beyond this the whole paragraph is marked.
 */
const CHAR_DIFF_LIMIT = 4000;

function piecesOf(left: string, right: string): { left: DiffPiece[]; right: DiffPiece[] } {
  if (left.length + right.length > CHAR_DIFF_LIMIT) {
    return { left: [{ text: left, changed: true }], right: [{ text: right, changed: true }] };
  }
  const l: DiffPiece[] = [];
  const r: DiffPiece[] = [];
  for (const part of diffChars(left, right)) {
    if (!part.added) l.push({ text: part.value, changed: part.removed });
    if (!part.removed) r.push({ text: part.value, changed: part.added });
  }
  return { left: l, right: r };
}

/** Compares `before` (left) with `after` (right), paragraph by paragraph. */
export function diffParagraphs(before: string, after: string): ParagraphDiff {
  const rows: DiffRow[] = [];
  const push = (row: RowWithoutKey) => rows.push({ ...row, key: rows.length } as DiffRow);
  let added = 0;
  let removed = 0;
  let changed = 0;
  const parts = diffArrays(paragraphsOf(before), paragraphsOf(after));
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (!part.added && !part.removed) {
      for (const p of part.value) push({ kind: 'same', left: p, right: p });
      continue;
    }
    const next = parts[i + 1];
    // A removal followed by an addition is the same place rewritten: pair them up.
    if (part.removed && next?.added) {
      const pairs = Math.min(part.value.length, next.value.length);
      for (let k = 0; k < pairs; k += 1) {
        push({ kind: 'changed', ...piecesOf(part.value[k]!, next.value[k]!) });
      }
      changed += pairs;
      for (const p of part.value.slice(pairs)) push({ kind: 'removed', left: p, right: null });
      for (const p of next.value.slice(pairs)) push({ kind: 'added', left: null, right: p });
      removed += part.value.length - pairs;
      added += next.value.length - pairs;
      i += 1;
      continue;
    }
    for (const p of part.value) {
      push(
        part.added
          ? { kind: 'added', left: null, right: p }
          : { kind: 'removed', left: p, right: null },
      );
    }
    if (part.added) added += part.value.length;
    else removed += part.value.length;
  }
  return { rows, added, removed, changed };
}
