/**
 * The pre-publish check's vocabulary, shared by the browser (the editor's
 * findings panel) and the server (the check operations and the publish gate).
 * Field names are the API's (snake_case), so a finding crosses the wire as is.
 */

/** The platform's rule categories, and `hygiene` for the text checks beside them. */
export const RULE_CATEGORIES = [
  'contact',
  'advertising',
  'gambling',
  'drugs',
  'minors',
  'violence',
  'platform',
  'hygiene',
] as const;
export type RuleCategory = (typeof RULE_CATEGORIES)[number];

/** `block` stops publishing; `warn` asks the author once. */
export const RULE_SEVERITIES = ['block', 'warn'] as const;
export type RuleSeverity = (typeof RULE_SEVERITIES)[number];

/** A text in both of the product's languages. */
export interface LocalText {
  zh: string;
  en: string;
}

/** How a rule finds its words: a literal list (one Aho-Corasick pass for all rules) or RE2. */
export type RulePattern =
  | { kind: 'literals'; literals: string[] }
  | { kind: 're2'; expression: string };

export interface Rule {
  id: string;
  category: Exclude<RuleCategory, 'hygiene'>;
  severity: RuleSeverity;
  pattern: RulePattern;
  explanation: LocalText;
  suggestion: LocalText;
}

export interface RuleSet {
  version: number;
  rules: Rule[];
}

/** A warning the author reports as wrong where it stood (reportPrepublishFinding). */
export interface FalsePositiveReport {
  readonly ruleId: string;
  readonly rulesVersion: number;
  readonly excerpt: string;
  readonly chapterId?: string;
}

/** The rules in force, and the names a book uses, which the hygiene compares words against. */
export interface PrepublishRules extends RuleSet {
  readonly names: readonly string[];
}

/** One place in the text: `start`/`end` are UTF-16 offsets into the whole text, end exclusive. */
export interface Finding {
  rule_id: string;
  category: RuleCategory;
  severity: RuleSeverity;
  start: number;
  end: number;
  /** 0-based index of the line (paragraph) the finding starts in. */
  paragraph: number;
  /** The words found, `text.slice(start, end)`. */
  excerpt: string;
  explanation: LocalText;
  suggestion: LocalText;
}

/** What the check knows of the book beside the rules. */
export interface CheckContext {
  /** Names the book uses (characters, places); a misspelt one is a warning. */
  names?: readonly string[];
}
