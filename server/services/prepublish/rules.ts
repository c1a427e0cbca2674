/**
 * The rule set in force: the highest version in the database (a fresh one
 * gets the demo's sample as version 1), compiled once per version and kept
 * per database, since tests run several servers in one process.
 */
import {
  type CompiledRules,
  compileRules,
  DEMO_RULES,
  type RuleEntry,
  type RuleFileProblem,
  readRuleFile,
  ruleEntryOf,
} from '../../../src/lib/prepublish';
import type { Db } from '../../db/client';
import {
  insertFirstRuleSet,
  insertNextRuleSet,
  latestRuleSetVersion,
  ruleSetOfVersion,
} from '../../repositories/prepublish-rule-sets';

export interface RulesInForce {
  compiled: CompiledRules;
  entries: RuleEntry[];
}

const cacheByDatabase = new WeakMap<object, Map<number, RulesInForce>>();

/** A stored version that no longer reads (it was checked on the way in): a fault, not input. */
class StoredRulesUnreadable extends Error {}

async function loadVersion(db: Db, version: number): Promise<RulesInForce> {
  const row = await ruleSetOfVersion(db, version);
  const read = readRuleFile({ rules: row?.rules });
  if (!read.ok) throw new StoredRulesUnreadable(`rule set version ${version} does not read`);
  return {
    compiled: compileRules({ version, rules: read.rules }),
    entries: read.rules.map(ruleEntryOf),
  };
}

/** `cacheKey` is the app's database handle (a transaction's `tx` changes per call). */
export async function rulesInForce(db: Db, cacheKey: object, now: Date): Promise<RulesInForce> {
  let version = await latestRuleSetVersion(db);
  if (version === undefined) {
    await insertFirstRuleSet(db, DEMO_RULES.map(ruleEntryOf), 'demo', now);
    version = 1;
  }
  return cachedVersion(db, cacheKey, version);
}

/** One stored version of the rules, or undefined when there is no such version. */
export async function rulesOfVersion(
  db: Db,
  cacheKey: object,
  version: number,
): Promise<RulesInForce | undefined> {
  if (!cacheByDatabase.get(cacheKey)?.has(version) && !(await ruleSetOfVersion(db, version))) {
    return undefined;
  }
  return cachedVersion(db, cacheKey, version);
}

async function cachedVersion(db: Db, cacheKey: object, version: number): Promise<RulesInForce> {
  let cache = cacheByDatabase.get(cacheKey);
  if (!cache) {
    cache = new Map();
    cacheByDatabase.set(cacheKey, cache);
  }
  let rules = cache.get(version);
  if (!rules) {
    rules = await loadVersion(db, version);
    cache.set(version, rules);
  }
  return rules;
}

export class RuleFileRefused extends Error {
  constructor(readonly problems: RuleFileProblem[]) {
    super(
      `the rule file is refused:\n${problems
        .map(
          (p) =>
            `  ${p.index < 0 ? 'file' : `rules[${p.index}]`}${p.field ? `.${p.field}` : ''}: ${p.problem}`,
        )
        .join('\n')}`,
    );
    this.name = 'RuleFileRefused';
  }
}

/**
 * Loads a rule file (parsed JSON) as the next version, whole or not at all:
 * `RuleFileRefused` lists every problem. Answers the new version.
 */
export async function importRuleFile(
  db: Db,
  json: unknown,
  source: string,
  now: Date,
): Promise<number> {
  const read = readRuleFile(json);
  if (!read.ok) throw new RuleFileRefused(read.problems);
  return db.transaction(async (tx) => {
    // A fresh database gets the demo first, so version numbers always mean the same sets.
    if ((await latestRuleSetVersion(tx)) === undefined) {
      await insertFirstRuleSet(tx, DEMO_RULES.map(ruleEntryOf), 'demo', now);
    }
    return insertNextRuleSet(tx, read.rules.map(ruleEntryOf), source, now);
  });
}
