/** The platform's pre-publish rules (src/lib/prepublish), as versions. */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { chapters } from './chapters';
import { createTime, id, tstz } from './columns';
import { authorRef } from './refs';

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

/**
 * The last re-check of each scheduled chapter before it goes out: against
 * which rule set, for which time, and whether it was the one within 12 hours
 * of that time. A chapter is checked again when the rules change, when its
 * time changes, and once more when the 12 hours begin; writing this row is
 * the claim that makes each re-check (and its message) happen once however
 * many server processes look.
 */
export const prepublishRechecks = pgTable('prepublish_rechecks', {
  chapterId: text('chapter_id')
    .primaryKey()
    .references(() => chapters.id, { onDelete: 'cascade' }),
  rulesVersion: integer('rules_version').notNull(),
  publishAt: tstz('publish_at').notNull(),
  /** Checked within 12 hours of `publish_at`. */
  near: boolean('near').notNull(),
  checkedAt: tstz('checked_at').notNull(),
});

/**
 * Warnings authors told the platform were wrong where they stood (false
 * positives), for whoever mends the rules: one row per author, rule and
 * words, so reporting again changes nothing.
 */
export const prepublishReports = pgTable(
  'prepublish_reports',
  {
    id: id(),
    authorId: authorRef(),
    ruleId: text('rule_id').notNull(),
    rulesVersion: integer('rules_version').notNull(),
    excerpt: text('excerpt').notNull(),
    chapterId: text('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createTime: createTime(),
  },
  (t) => [
    uniqueIndex('prepublish_reports_author_rule_excerpt_uq').on(t.authorId, t.ruleId, t.excerpt),
    index('prepublish_reports_rule_idx').on(t.ruleId),
  ],
);
