/**
 * Reading a rule file (what `npm run editor -- rules import FILE` loads and
 * what the database stores): every problem is named with the rule's index and
 * field, so a bad file is refused whole, never half loaded.
 */
import { RE2JS } from 're2js';
import { type LocalText, RULE_CATEGORIES, RULE_SEVERITIES, type Rule } from './types';

export const RULE_LIMITS = {
  rules: 5000,
  literals: 1000,
  literalLength: 100,
  expressionLength: 500,
  textLength: 500,
} as const;

const ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export interface RuleFileProblem {
  /** Index of the rule in the file; -1 for the file itself. */
  index: number;
  field: string;
  problem: string;
}

export type RuleFileResult =
  | { ok: true; rules: Rule[] }
  | { ok: false; problems: RuleFileProblem[] };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function localText(v: unknown): LocalText | null {
  if (!isRecord(v)) return null;
  const { zh, en } = v;
  const fits = (s: unknown): s is string =>
    typeof s === 'string' && s.trim().length > 0 && s.length <= RULE_LIMITS.textLength;
  return fits(zh) && fits(en) ? { zh, en } : null;
}

/** The problem with an RE2 expression, or null when it is usable. */
export function expressionProblem(expression: string): string | null {
  if (expression.length === 0 || expression.length > RULE_LIMITS.expressionLength) return 'length';
  try {
    if (RE2JS.compile(expression).matcher('').find()) return 'matches empty text';
  } catch {
    return 'not an RE2 expression';
  }
  return null;
}

function ruleOf(raw: unknown, index: number, problems: RuleFileProblem[]): Rule | null {
  const problem = (field: string, text: string) => {
    problems.push({ index, field, problem: text });
    return null;
  };
  if (!isRecord(raw)) return problem('', 'not an object');
  const { id, category, severity, literals, expression, explanation, suggestion, ...extra } = raw;
  const unknown = Object.keys(extra)[0];
  if (unknown) return problem(unknown, 'unknown field');
  if (typeof id !== 'string' || !ID.test(id))
    return problem('id', 'lower-case letters, digits, . _ - (1-64)');
  if (category === 'hygiene' || !(RULE_CATEGORIES as readonly unknown[]).includes(category)) {
    return problem('category', 'unknown category');
  }
  if (!(RULE_SEVERITIES as readonly unknown[]).includes(severity))
    return problem('severity', 'block or warn');
  const explained = localText(explanation);
  if (!explained) return problem('explanation', 'zh and en texts, 1-500 characters');
  const suggested = localText(suggestion);
  if (!suggested) return problem('suggestion', 'zh and en texts, 1-500 characters');
  if ((literals === undefined) === (expression === undefined)) {
    return problem('literals', 'exactly one of literals and expression');
  }
  let pattern: Rule['pattern'];
  if (literals !== undefined) {
    const list = Array.isArray(literals) ? literals : [];
    const fine = list.every(
      (l) => typeof l === 'string' && l.length > 0 && l.length <= RULE_LIMITS.literalLength,
    );
    if (list.length === 0 || list.length > RULE_LIMITS.literals || !fine) {
      return problem(
        'literals',
        `1-${RULE_LIMITS.literals} texts of 1-${RULE_LIMITS.literalLength} characters`,
      );
    }
    pattern = { kind: 'literals', literals: list as string[] };
  } else {
    if (typeof expression !== 'string') return problem('expression', 'not a text');
    const why = expressionProblem(expression);
    if (why) return problem('expression', why);
    pattern = { kind: 're2', expression };
  }
  return {
    id,
    category: category as Rule['category'],
    severity: severity as Rule['severity'],
    pattern,
    explanation: explained,
    suggestion: suggested,
  };
}

/** `{ "rules": [...] }`, as parsed JSON. */
export function readRuleFile(json: unknown): RuleFileResult {
  const list = isRecord(json) ? json.rules : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > RULE_LIMITS.rules) {
    return {
      ok: false,
      problems: [{ index: -1, field: 'rules', problem: `1-${RULE_LIMITS.rules} rules` }],
    };
  }
  const problems: RuleFileProblem[] = [];
  const rules: Rule[] = [];
  const ids = new Set<string>();
  list.forEach((raw, index) => {
    const rule = ruleOf(raw, index, problems);
    if (!rule) return;
    if (ids.has(rule.id)) problems.push({ index, field: 'id', problem: 'duplicate id' });
    ids.add(rule.id);
    rules.push(rule);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rules };
}

/** A rule as the file and the API write it: `literals` or `expression` beside the texts. */
export interface RuleEntry {
  id: string;
  category: Rule['category'];
  severity: Rule['severity'];
  literals?: string[];
  expression?: string;
  explanation: LocalText;
  suggestion: LocalText;
}

export function ruleEntryOf(rule: Rule): RuleEntry {
  const { pattern, ...rest } = rule;
  return pattern.kind === 'literals'
    ? { ...rest, literals: pattern.literals }
    : { ...rest, expression: pattern.expression };
}
