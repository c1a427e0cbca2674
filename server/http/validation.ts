/**
 * Request validation with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses), and
 * the mapping of Ajv's errors to the 101001 envelope's `body.errors`: one
 * message id per field, so the SPA can translate and show each in place.
 */
import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

function makeAjv(coerceTypes: boolean): Ajv2020 {
  // strict off: the spec carries OpenAPI keywords (example, x-*) Ajv does not
  // know. No coercion or stripping in bodies: `{"title": 123}` and unknown
  // fields are errors, not silently fixed (STACK.md gotcha 4).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes,
    useDefaults: coerceTypes,
    removeAdditional: false,
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
