/** The platform's pre-publish rules (src/lib/prepublish), as versions. */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Every version of the rule set, as its file was loaded: the rules are one
 * JSON document (the spec's `PrepublishRule` list) because they are always
 * read and compiled whole. The version in force is the highest; old ones
 * stay, so a finding can name the version that made it.
 */
export const prepublishRuleSets = pgTable('prepublish_rule_sets', {
  version: integer('version').primaryKey(),
  rules: jsonb('rules').$type<unknown[]>().notNull(),
  /** Where the version came from: `demo` or the imported file's name. */
  source: text('source').notNull(),
  createdAt: tstz('created_at').notNull(),
});
