/** Queries of `prepublish_rule_sets`: the versions of the pre-publish rules. */
import { desc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepublishRuleSets } from '../db/schema';

export type RuleSetRow = typeof prepublishRuleSets.$inferSelect;

/** The highest version's number (the rules stay unread: callers cache them by version). */
export async function latestRuleSetVersion(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ version: prepublishRuleSets.version })
    .from(prepublishRuleSets)
    .orderBy(desc(prepublishRuleSets.version))
    .limit(1);
  return row?.version;
}

export async function ruleSetOfVersion(db: Db, version: number): Promise<RuleSetRow | undefined> {
  const [row] = await db
    .select()
    .from(prepublishRuleSets)
    .where(eq(prepublishRuleSets.version, version))
    .limit(1);
  return row;
}

/** Version 1, unless a version exists already (two first requests at once insert it once). */
export async function insertFirstRuleSet(
  db: Db,
  rules: unknown[],
  source: string,
  now: Date,
): Promise<void> {
  await db
    .insert(prepublishRuleSets)
    .values({ version: 1, rules, source, createdAt: now })
    .onConflictDoNothing();
}

/**
 * The next version; answers its number. Two imports at once cannot both
 * take a number: the second one's insert fails on the primary key.
 */
export async function insertNextRuleSet(
  db: Db,
  rules: unknown[],
  source: string,
  now: Date,
): Promise<number> {
  const [top] = await db
    .select({ version: max(prepublishRuleSets.version) })
    .from(prepublishRuleSets);
  const version = (top?.version ?? 0) + 1;
  await db.insert(prepublishRuleSets).values({ version, rules, source, createdAt: now });
  return version;
}
