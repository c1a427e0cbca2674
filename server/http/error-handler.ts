/**
 * The app's one error handler: every failure becomes the envelope of the
 * spec. Validation (Ajv's, and the request checks of ./validation.ts) and
 * a request body Fastify could not parse as the operation declares (wrong
 * or missing content type, malformed or empty JSON) answer 101001 with
 * HTTP 200, as the operation's `x-codes` document; a body over the size
 * limit stays a transport error (413). Only a real fault answers 500, and
 * its log line carries no request values (./log-redaction.ts).
 *
 * An area with its own envelope (the template menu, server/routes/menu.ts)
 * registers this handler in its plugin with its own `failureBody`.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure, ErrorCodes, envelope, failureEnvelope, invalid } from './failure';
import { RequestCeilingReached } from './security';
import { toFieldErrors } from './validation';

/** PostgreSQL's unique_violation: two requests raced past a uniqueness check. */
const UNIQUE_VIOLATION = '23505';
const PAYLOAD_TOO_LARGE = 413;

/** The operation of the spec a request was routed to (undefined for static files, /rum). */
function operationOf(request: FastifyRequest): string | undefined {
  const schema = request.routeOptions.schema as { operationId?: string } | undefined;
  return schema?.operationId;
}

/**
 * fastify-openapi-glue refuses a request its security handler threw on with
 * a SecurityError (HTTP 401) that carries the handler's error in `errors`:
 * a refusal of ours (an ApiFailure) is answered as such; anything else (the
 * database away while checking the token) stays the fault it is.
 */
function unwrapSecurityError(error: FastifyError): FastifyError | ApiFailure {
  const inner = (error as { errors?: unknown }).errors;
  if (error.name !== 'Unauthorized' || !Array.isArray(inner) || inner.length === 0) return error;
  return inner.find((cause) => cause instanceof ApiFailure) ?? (inner[0] as FastifyError);
}

export type FailureBody = (failure: ApiFailure) => unknown;

/** An error handler that answers refusals with `failureBody` (the spec's envelope by default). */
export function errorHandler(failureBody: FailureBody = failureEnvelope) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    handleError(unwrapSecurityError(error), request, reply, failureBody);
}

function handleError(
  error: FastifyError | ApiFailure,
  request: FastifyRequest,
  reply: FastifyReply,
  failureBody: FailureBody,
) {
  const operationId = operationOf(request);
  const answer = (failure: ApiFailure) => reply.code(200).send(failureBody(failure));
  if (error instanceof ApiFailure) return answer(error);
  if (error.validation) {
    return answer(invalid(toFieldErrors(error.validation as Parameters<typeof toFieldErrors>[0])));
  }
  const failure: unknown = error;
  if ((failure as { code?: unknown }).code === UNIQUE_VIOLATION) {
    return answer(new ApiFailure(ErrorCodes.conflict, 'Already exists'));
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
    if (operationId !== undefined && status !== PAYLOAD_TOO_LARGE) {
      return answer(invalid({ _: 'validation.type' }, 'Invalid request body'));
    }
    return reply.code(status).send(envelope(ErrorCodes.invalid, error.message));
  }
  request.log.error({ err: error }, 'unexpected server fault');
  return reply.code(500).send(envelope(ErrorCodes.serverFault, 'Internal server error'));
}
