/**
 * Handler types derived from the generated contract (src/api/schema.ts), so
 * a handler that answers the wrong shape, or an operation without a handler,
 * fails the type check instead of a test.
 */
import type { FastifyRequest } from 'fastify';
import type { operations } from '../../src/api/schema';
import type { AppContext } from '../context';
import type { Author } from '../db/schema';

export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON request body of an operation (never for operations without one). */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: infer R;
}
  ? JsonContent<NonNullable<R>>
  : never;

/** The query parameters of an operation, after validation and defaults. */
export type Query<K extends OperationId> = operations[K]['parameters'] extends {
  query?: infer Q;
}
  ? NonNullable<Q>
  : never;

/** Everything the 200 response may carry (the success or the error envelope). */
export type ResponseEnvelope<K extends OperationId> = JsonContent<operations[K]['responses'][200]>;

/** What a handler returns: the `body` of the success envelope (code 0). */
export type SuccessBody<K extends OperationId> =
  Extract<ResponseEnvelope<K>, { code: 0 }> extends { body: infer B } ? B : never;

interface BaseInput<K extends OperationId> {
  body: RequestBody<K>;
  query: Query<K>;
  req: FastifyRequest;
  app: AppContext;
}

/** What an operation that needs a token receives: the author is known. */
export interface AuthedInput<K extends OperationId> extends BaseInput<K> {
  author: Author;
  /** The session's token hash, for logout and password changes. */
  sessionId: string;
}

export type AuthedHandler<K extends OperationId> = (
  input: AuthedInput<K>,
) => Promise<SuccessBody<K>>;
export type PublicHandler<K extends OperationId> = (input: BaseInput<K>) => Promise<SuccessBody<K>>;

export type AuthedHandlers<K extends OperationId> = { [P in K]: AuthedHandler<P> };
export type PublicHandlers<K extends OperationId> = { [P in K]: PublicHandler<P> };

/** Declares handlers of operations whose spec requires `x-token`. */
export function authed<K extends OperationId>(handlers: AuthedHandlers<K>): AuthedHandlers<K> {
  return handlers;
}

/** Declares handlers of operations whose spec says `security: []`. */
export function open<K extends OperationId>(handlers: PublicHandlers<K>): PublicHandlers<K> {
  return handlers;
}
