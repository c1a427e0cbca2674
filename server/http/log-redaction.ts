/**
 * What the server log may say. A failed query's error carries its parameters
 * (drizzle's "Failed query: … params: …" holds chapter text, token hashes,
 * phones, password hashes, ID numbers), PostgreSQL's `detail` quotes the
 * conflicting values, and request URLs carry SSO tickets and phones in their
 * query strings. The serializers below keep what diagnoses a fault (the
 * error's type, its first line or SQL, the SQLSTATE, the constraint) and
 * drop the values; `redact` censors the same fields wherever a log call
 * passes them by name.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Properties of database errors that name things, never values. */
const SAFE_ERROR_FIELDS = ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

/** Drops drizzle's `params:` part (and anything after it) from an error text. */
function withoutQueryParameters(text: string): string {
  const at = text.search(/\n?\s*params:/);
  return at === -1 ? text : `${text.slice(0, at)}\n[params redacted]`;
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** An error as the log may show it; causes are followed a few levels. */
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: '[non-error value]', stack: '' };
  }
  const logged: LoggedError = {
    type: error.name,
    message: withoutQueryParameters(error.message),
    // The stack's first line repeats the message; keep only the frames.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    if (typeof fields[field] === 'string' || typeof fields[field] === 'number') {
      logged[field] = fields[field];
    }
  }
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** A request as the log may show it: no query string, no headers, no body. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

/** Field names whose values never reach the log, wherever a log call passes them. */
const REDACTED_FIELDS = [
  'password',
  'password_hash',
  'passwordHash',
  'token',
  'phone',
  'id_card',
  'idCard',
  'real_name',
  'content',
  'params',
  'detail',
];

/** Pino options for the app's logger at `level`, optionally writing to `stream` (tests). */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    redact: {
      paths: [
        'req.headers["x-token"]',
        'req.headers.cookie',
        ...REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]),
      ],
      censor: '[redacted]',
    },
  };
}
