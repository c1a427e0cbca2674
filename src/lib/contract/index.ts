/**
 * The contract's rules, written once and read by the client and the server
 * (docs/architecture.md, The contract): error codes, enum values, field limits,
 * the code-point length the limits count in, and what the bulk chapter calls
 * do to each status. openapi/author.yaml stays the source: enum values are
 * generated from it, and contract.test.ts fails when a hand-written rule here
 * drifts from it.
 *
 * This folder sits below every other one; it may import only the generated
 * `src/api/schema.ts` (types and value lists, no code).
 */
export * from './certification';
export * from './chapter-order';
export * from './chapter-status';
export * from './enums';
export * from './error-codes';
export * from './export';
export * from './id-card';
export * from './limits';
export * from './masked-values';
export * from './messages';
export * from './password';
export * from './profile';
export * from './readers';
export * from './text';
export * from './text-match';
export type * from './types';
export { isKnownTimeZone, zonedMoment } from './zoned-time';
