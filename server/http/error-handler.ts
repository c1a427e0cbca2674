/**
 * The app's one error handler: every failure becomes the envelope of the
 * spec. Validation (Ajv's, and the request checks of ./validation.ts) and
 * a request body Fastify could not parse as the operation declares (wrong
 * or missing content type, malformed or empty JSON) answer 101001 with
 * HTTP 200, as the operation's `x-codes` document; a body over the size
 * limit stays a transport error (413). Only a real fault answers 500, and
 * its log line carries no request values (./log-redaction.ts).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure, ErrorCodes, envelope } from './failure';
import { RequestCeilingReached } from './security';
import { toFieldErrors } from './validation';

/** PostgreSQL's unique_violation: two requests raced past a uniqueness check. */
const UNIQUE_VIOLATION = '23505';
const PAYLOAD_TOO_LARGE = 413;

/** An operation of the spec (routed by fastify-openapi-glue), not a static file. */
function isOperation(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as { operationId?: string } | undefined;
  return typeof schema?.operationId === 'string';
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return reply.code(200).send(
      envelope(ErrorCodes.invalid, 'Invalid request', {
        errors: toFieldErrors(error.validation as Parameters<typeof toFieldErrors>[0]),
      }),
    );
  }
  const failure: unknown = error;
  if ((failure as { code?: unknown }).code === UNIQUE_VIOLATION) {
    return reply.code(200).send(envelope(ErrorCodes.conflict, 'Already exists'));
  }
  if (failure instanceof ApiFailure) {
    return reply.code(200).send(envelope(failure.code, failure.message, failure.body));
  }
  if (failure instanceof RequestCeilingReached) {
    // A transport-level answer (any operation's 4XX), in the envelope's words.
    return reply
      .code(429)
      .header('retry-after', String(failure.retryAfterS))
      .send(
        envelope(ErrorCodes.tooManyRequests, failure.message, {
          retry_after_s: failure.retryAfterS,
        }),
      );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // The body could not be read as the operation declares it (Fastify's
    // FST_ERR_CTP_* and the multipart plugin's errors): a bad request of the
    // operation, answered as its documented 101001.
    if (isOperation(request) && status !== PAYLOAD_TOO_LARGE) {
      return reply.code(200).send(
        envelope(ErrorCodes.invalid, 'Invalid request body', {
          errors: { _: 'validation.type' },
        }),
      );
    }
    return reply.code(status).send(envelope(ErrorCodes.invalid, error.message));
  }
  request.log.error({ err: error }, 'unexpected server fault');
  return reply.code(500).send(envelope(ErrorCodes.serverFault, 'Internal server error'));
}
