export { checkRules, checkText, hasBlocking } from './check';
export { DEMO_RULES } from './demo-rules';
export { findingKey } from './finding-key';
export { type Paragraph, paragraphAt, paragraphsOf } from './paragraphs';
export { type CompiledRules, compileRules } from './rule-engine';
export {
  expressionProblem,
  RULE_LIMITS,
  type RuleEntry,
  type RuleFileProblem,
  type RuleFileResult,
  readRuleFile,
  ruleEntryOf,
} from './rule-file';
export * from './types';
