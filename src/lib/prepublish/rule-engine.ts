/**
 * Matching a rule set against a text. Every literal of every rule goes into
 * one Aho-Corasick automaton (./literal-matcher), so a chapter is read once
 * however many word lists there are, with UTF-16 offsets into the original
 * text. Expressions are RE2 (checked by RE2JS when a file is loaded: no
 * backreferences or lookaround). RE2JS matches in linear time but slowly
 * (an expression that starts with an alternation took 170 ms over 30,000
 * characters), so an expression runs on the engine's own RegExp (0.2 ms)
 * when it compiles there and has no nested quantifier, the shape that makes
 * a backtracking engine blow up; any other stays on RE2JS.
 */
import { RE2JS } from 're2js';
import { LiteralMatcher } from './literal-matcher';
import { type Paragraph, paragraphAt } from './paragraphs';
import type { Finding, Rule, RuleSet } from './types';

export interface CompiledRules {
  version: number;
  rules: readonly Rule[];
  literals: LiteralMatcher | null;
  expressions: { rule: Rule; find: (text: string) => [number, number][] }[];
}

/** A quantified group that holds a quantifier: `(a+)+`, `(\w*x)*`, `(a|b+){2,}`. */
const NESTED_QUANTIFIER = /\([^()]*(?:[*+?]|\{\d)[^()]*\)(?:[*+?]|\{\d)/;

function nativeFinder(expression: string): ((text: string) => [number, number][]) | null {
  const insensitive = expression.startsWith('(?i)');
  const source = insensitive ? expression.slice(4) : expression;
  if (NESTED_QUANTIFIER.test(source) || source.includes('(?')) return null;
  let re: RegExp;
  try {
    re = new RegExp(source, insensitive ? 'giu' : 'gu');
  } catch {
    return null;
  }
  return (text) => {
    const out: [number, number][] = [];
    for (const m of text.matchAll(re)) {
      if (m[0].length > 0) out.push([m.index, m.index + m[0].length]);
    }
    return out;
  };
}

function re2Finder(expression: string): (text: string) => [number, number][] {
  const re = RE2JS.compile(expression);
  return (text) => {
    const out: [number, number][] = [];
    const matcher = re.matcher(text);
    while (matcher.find()) {
      // An empty match marks no words.
      if (matcher.end() > matcher.start()) out.push([matcher.start(), matcher.end()]);
    }
    return out;
  };
}

/** Builds the matchers once per rule set version; throws on an invalid expression. */
export function compileRules(set: RuleSet): CompiledRules {
  const patterns: { text: string; rule: number }[] = [];
  const expressions: CompiledRules['expressions'] = [];
  set.rules.forEach((rule, index) => {
    if (rule.pattern.kind === 'literals') {
      for (const literal of rule.pattern.literals) {
        if (literal.length > 0) patterns.push({ text: literal, rule: index });
      }
    } else {
      const { expression } = rule.pattern;
      // Compiled by RE2JS whichever engine runs it, so an expression RE2 refuses is refused.
      const checked = re2Finder(expression);
      expressions.push({ rule, find: nativeFinder(expression) ?? checked });
    }
  });
  return {
    version: set.version,
    rules: set.rules,
    literals: patterns.length > 0 ? new LiteralMatcher(patterns) : null,
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
    for (const m of compiled.literals.search(text)) {
      const rule = compiled.rules[m.rule];
      if (rule) add(rule, m.start, m.end);
    }
  }
  for (const { rule, find } of compiled.expressions) {
    for (const [start, end] of find(text)) add(rule, start, end);
  }
  return out;
}
