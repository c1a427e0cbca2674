/**
 * The pre-publish check: the platform's rules and the text hygiene, over one
 * text, answering findings in text order. Pure and browser-safe: the editor
 * runs it as the author types, the server before publishing, on the same code.
 */
import { doubledWords, halfWidthPunctuation, unmatchedPairs } from './hygiene';
import { misspeltNames } from './names';
import { paragraphsOf } from './paragraphs';
import { type CompiledRules, matchRules } from './rule-engine';
import { traditionalCharacters } from './traditional';
import type { CheckContext, Finding } from './types';

export function checkText(
  compiled: CompiledRules,
  text: string,
  context: CheckContext = {},
): Finding[] {
  const paragraphs = paragraphsOf(text);
  const findings = [
    ...matchRules(compiled, text, paragraphs),
    ...halfWidthPunctuation(text, paragraphs),
    ...unmatchedPairs(text, paragraphs),
    ...doubledWords(text, paragraphs),
    ...traditionalCharacters(text, paragraphs),
    ...misspeltNames(text, paragraphs, context.names ?? []),
  ];
  return findings.sort(
    (a, b) => a.start - b.start || a.end - b.end || a.rule_id.localeCompare(b.rule_id),
  );
}

export function hasBlocking(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.severity === 'block');
}

/** The rules' findings only: what the publish gate weighs (hygiene never refuses). */
export function checkRules(compiled: CompiledRules, text: string): Finding[] {
  return matchRules(compiled, text, paragraphsOf(text)).sort(
    (a, b) => a.start - b.start || a.end - b.end,
  );
}
