/**
 * Request validation with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses), and
 * the mapping of Ajv's errors to the 101001 envelope's `body.errors`: one
 * message id per field, so the SPA can translate and show each in place.
 *
 * Beyond the schemas, every operation's request passes the same checks here
 * (wired per route in server/app.ts): the content type the operation
 * declares, no query parameter the spec does not name, and no value the
 * database cannot keep exactly as sent (NUL, lone surrogates, numbers out of
 * its integer range). Refused with 101001 naming the field, never altered.
 */
import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

function makeAjv(coerceTypes: boolean): Ajv2020 {
  // strict off: the spec carries OpenAPI keywords (example, x-*) Ajv does not
  // know. No coercion or stripping in bodies: `{"title": 123}` and unknown
  // fields are errors, not silently fixed (Ajv's defaults would coerce
  // {"username":123} to "123" and drop unknown properties without a word).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes,
    useDefaults: coerceTypes,
    removeAdditional: false,
    // "Infinity" and "NaN" in a query string are not numbers.
    strictNumbers: true,
  });
  addFormats(ajv);
  return ajv;
}

/** Bodies: exact types. */
export const bodyAjv = makeAjv(false);
/** Query strings arrive as text, so numbers and booleans are coerced there only. */
export const queryAjv = makeAjv(true);

const messageIdByKeyword: Record<string, string> = {
  required: 'validation.required',
  type: 'validation.type',
  minLength: 'validation.tooShort',
  maxLength: 'validation.tooLong',
  pattern: 'validation.format',
  format: 'validation.format',
  enum: 'validation.enum',
  const: 'validation.invalid',
  minimum: 'validation.range',
  maximum: 'validation.range',
  exclusiveMinimum: 'validation.range',
  exclusiveMaximum: 'validation.range',
  maxItems: 'validation.tooMany',
  minItems: 'validation.tooFew',
  uniqueItems: 'validation.duplicate',
  additionalProperties: 'validation.unknownField',
  minProperties: 'validation.required',
};

function fieldOf(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const join = (name: string) => (base ? `${base}.${name}` : name);
  if (error.keyword === 'required') return join(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties')
    return join(String(error.params.additionalProperty));
  return base || '_';
}

/**
 * One message id per field. The first error of a field wins, except that a
 * specific error (too long, bad format) beats the generic ones that anyOf
 * branches add (type, invalid).
 */
export function toFieldErrors(errors: readonly ErrorObject[]): Record<string, string> {
  const result: Record<string, string> = {};
  const generic = new Set(['validation.type', 'validation.invalid']);
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldOf(error);
    const id = messageIdByKeyword[error.keyword] ?? 'validation.invalid';
    const existing = result[field];
    if (existing === undefined || (generic.has(existing) && !generic.has(id))) result[field] = id;
  }
  return result;
}

/** A request part's schema as fastify-openapi-glue hands it to Fastify. */
interface ObjectSchema {
  type?: string;
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}

/**
 * The query schema of an operation with unknown parameters refused: an
 * operation without parameters gets an empty one. Unknown parameters would
 * otherwise reach handlers (and cache keys) unchecked.
 */
export function closedQuerySchema(schema: unknown): ObjectSchema {
  const query = (schema ?? { type: 'object', properties: {} }) as ObjectSchema;
  return { ...query, additionalProperties: false };
}

/** What an operation's request body must be, from its spec. */
export type BodyKind = 'none' | 'json' | 'multipart';

/** The body kind of an operation from its requestBody's content types. */
export function bodyKindOf(content: Record<string, unknown> | undefined): BodyKind {
  if (!content) return 'none';
  if ('multipart/form-data' in content) return 'multipart';
  return 'json';
}

/** The media type of a request, lower case without parameters ('' when absent). */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Field errors when the request's body is not what the operation takes:
 * JSON operations need a JSON body, upload operations a multipart one.
 */
export function contentTypeErrors(
  kind: BodyKind,
  contentType: string | undefined,
  body: unknown,
): Record<string, string> | null {
  if (kind === 'none') return null;
  const mediaType = mediaTypeOf(contentType);
  if (mediaType === '' && body === undefined) {
    return kind === 'multipart' ? { file: 'validation.required' } : { _: 'validation.required' };
  }
  if (kind === 'multipart') {
    return mediaType === 'multipart/form-data' ? null : { file: 'validation.required' };
  }
  if (mediaType !== 'application/json') return { _: 'validation.type' };
  return body === undefined ? { _: 'validation.required' } : null;
}

/** PostgreSQL's integer: the widest whole number any request field is stored in. */
const INT4_MAX = 2_147_483_647;
/** Past this nesting a request is refused rather than walked (schemas nest far less). */
const MAX_DEPTH = 32;

/** False for lone UTF-16 surrogates, which UTF-8 storage would silently replace. */
function isWellFormed(text: string): boolean {
  return (text as unknown as { isWellFormed(): boolean }).isWellFormed();
}

/** Text stored exactly as sent: no NUL (PostgreSQL refuses it), no lone surrogate. */
function isStorableText(text: string): boolean {
  return !text.includes('\0') && isWellFormed(text);
}

/**
 * Field errors for values the database cannot keep exactly as sent,
 * anywhere in a validated body or query: text with NUL or a lone surrogate
 * (`validation.text`), numbers that are not finite or beyond PostgreSQL's
 * integer (`validation.range`). Fields are named as Ajv's errors are
 * (`chapter_ids.3`).
 */
export function unstorableValueErrors(value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const visit = (current: unknown, path: string, depth: number) => {
    const field = path || '_';
    if (typeof current === 'string') {
      if (!isStorableText(current)) errors[field] ??= 'validation.text';
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current) || Math.abs(current) > INT4_MAX) {
        errors[field] ??= 'validation.range';
      }
    } else if (typeof current === 'object' && current !== null) {
      if (depth > MAX_DEPTH) {
        errors[field] ??= 'validation.invalid';
        return;
      }
      const entries = Array.isArray(current)
        ? current.map((item, index) => [String(index), item] as const)
        : Object.entries(current);
      for (const [key, item] of entries) {
        const name = isStorableText(key) ? key : '_';
        visit(item, path ? `${path}.${name}` : name, depth + 1);
      }
    }
  };
  visit(value, '', 0);
  return errors;
}
