/**
 * Matching a rule set against a text. Every literal of every rule goes into
 * one Aho-Corasick automaton (modern-ahocorasick), so a chapter is read once
 * however many word lists there are, with UTF-16 offsets into the original
 * text; expressions run on RE2JS, which matches in time linear in the text
 * whatever the pattern, so a bad rule file cannot hang the check.
 */
import AhoCorasick from 'modern-ahocorasick';
import { RE2JS } from 're2js';
import { type Paragraph, paragraphAt } from './paragraphs';
import type { Finding, Rule, RuleSet } from './types';

export interface CompiledRules {
  version: number;
  rules: readonly Rule[];
  literals: AhoCorasick<number> | null;
  expressions: { rule: Rule; re: RE2JS }[];
}

/** Builds the matchers once per rule set version; throws on an invalid expression. */
export function compileRules(set: RuleSet): CompiledRules {
  const patterns: { pattern: string; data: number }[] = [];
  const expressions: CompiledRules['expressions'] = [];
  set.rules.forEach((rule, index) => {
    if (rule.pattern.kind === 'literals') {
      for (const literal of rule.pattern.literals) {
        if (literal.length > 0) patterns.push({ pattern: literal, data: index });
      }
    } else {
      expressions.push({ rule, re: RE2JS.compile(rule.pattern.expression) });
    }
  });
  return {
    version: set.version,
    rules: set.rules,
    literals: patterns.length > 0 ? new AhoCorasick(patterns) : null,
    expressions,
  };
}

function findingOf(
  rule: Rule,
  text: string,
  start: number,
  end: number,
  paragraphs: readonly Paragraph[],
): Finding {
  return {
    rule_id: rule.id,
    category: rule.category,
    severity: rule.severity,
    start,
    end,
    paragraph: paragraphAt(paragraphs, start),
    excerpt: text.slice(start, end),
    explanation: rule.explanation,
    suggestion: rule.suggestion,
  };
}

/** The rules' findings in `text`, one per rule and span. */
export function matchRules(
  compiled: CompiledRules,
  text: string,
  paragraphs: readonly Paragraph[],
): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  const add = (rule: Rule, start: number, end: number) => {
    const key = `${rule.id}:${start}:${end}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(findingOf(rule, text, start, end, paragraphs));
  };
  if (compiled.literals) {
    for (const m of compiled.literals.iterate(text, { strategy: 'all' })) {
      const rule = compiled.rules[m.data ?? -1];
      if (rule) add(rule, m.start, m.end);
    }
  }
  for (const { rule, re } of compiled.expressions) {
    const matcher = re.matcher(text);
    let from = 0;
    while (from <= text.length && matcher.find(from)) {
      const start = matcher.start();
      const end = matcher.end();
      // An empty match marks no words; step past it so the loop ends.
      if (end > start) add(rule, start, end);
      from = end > start ? end : end + 1;
    }
  }
  return out;
}
