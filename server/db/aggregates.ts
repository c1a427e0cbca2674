import { type SQL, sql } from 'drizzle-orm';

/**
 * sum() of integers as a number, 0 over no rows. PostgreSQL's sum of an
 * integer column is bigint, which drivers hand over as text or BigInt.
 */
export const sumOf = (expression: SQL) =>
  sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
