import type { Finding } from './types';

/**
 * A warning's identity for "ignore here": the rule and the words, so an edit
 * elsewhere keeps it. Its own module: the editor needs it before (and
 * without) the checker and its dictionaries.
 */
export function findingKey(f: Pick<Finding, 'rule_id' | 'excerpt'>): string {
  return `${f.rule_id}\u0000${f.excerpt}`;
}
