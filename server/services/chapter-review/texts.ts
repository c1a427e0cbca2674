/**
 * Texts the review compares and quotes: spans into a text (with the
 * paragraph and the rule that matches there) and the paragraph diff an
 * appeal carries. Pure functions.
 */
import type {
  ChapterAppealDiff,
  ChapterReviewSpan,
} from '../../../src/lib/contract/chapter-review';
import { diffParagraphs } from '../../../src/lib/paragraph-diff';
import {
  type CompiledRules,
  checkRules,
  type Finding,
  paragraphAt,
  paragraphsOf,
} from '../../../src/lib/prepublish';

/** The title and body an appeal compares. */
export interface ComparedText {
  title: string;
  content: string;
}

export function sameComparedText(a: ComparedText, b: ComparedText): boolean {
  return a.title === b.title && a.content === b.content;
}

/** A finding as a span of the timeline. */
export function spanOfFinding(f: Finding): ChapterReviewSpan {
  return {
    start: f.start,
    end: f.end,
    paragraph: f.paragraph,
    excerpt: f.excerpt,
    rule_id: f.rule_id,
    category: f.category,
  };
}

/**
 * The platform's spans as the timeline keeps them: the words quoted, the
 * paragraph, and the rule in force matching there (else `platform`, the
 * staff's own judgement). Null when a span is not inside the text.
 */
export function spansInText(
  text: string,
  ranges: readonly { start: number; end: number }[],
  rules: CompiledRules,
): ChapterReviewSpan[] | null {
  if (ranges.some((r) => r.start >= r.end || r.end > text.length)) return null;
  const paragraphs = paragraphsOf(text);
  const findings = checkRules(rules, text);
  return ranges.map(({ start, end }) => {
    const match = findings.find((f) => f.start < end && start < f.end);
    return {
      start,
      end,
      paragraph: paragraphAt(paragraphs, start),
      excerpt: text.slice(start, end),
      rule_id: match?.rule_id ?? null,
      category: match?.category ?? 'platform',
    };
  });
}

/** What changed from `before` to `after`, paragraph by paragraph (unchanged ones left out). */
export function appealDiff(before: ComparedText, after: ComparedText): ChapterAppealDiff {
  const diff = diffParagraphs(before.content, after.content);
  const joined = (pieces: readonly { text: string }[]) => pieces.map((p) => p.text).join('');
  const rows: ChapterAppealDiff['rows'] = [];
  for (const row of diff.rows) {
    if (row.kind === 'changed') {
      rows.push({ kind: 'changed', before: joined(row.left), after: joined(row.right) });
    } else if (row.kind === 'added') rows.push({ kind: 'added', before: '', after: row.right });
    else if (row.kind === 'removed') rows.push({ kind: 'removed', before: row.left, after: '' });
  }
  return {
    title_before: before.title,
    title_after: after.title,
    changed: diff.changed,
    added: diff.added,
    removed: diff.removed,
    rows,
  };
}
