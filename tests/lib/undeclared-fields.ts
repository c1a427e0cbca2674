/**
 * Fields an answer carries that its schema does not declare. The spec's
 * response schemas leave `additionalProperties` open (a client must accept a
 * field added later), so schema validation alone lets a server answer a
 * field the contract never mentions: a leak a client would see and no type
 * would warn of. The contract harness fails on any.
 *
 * An object schema declares the names of its `properties` and of every
 * `allOf` member's; of `oneOf`/`anyOf` the branches the value matches; an
 * explicit `additionalProperties` or `patternProperties` opens the object.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';

type Schema = Record<string, unknown>;

export interface SchemaWalker {
  /** Dotted paths of the fields `value` carries that `schema` does not declare. */
  undeclared(value: unknown, schema: unknown, path?: string): string[];
}

/** A walker over schemas of the document that `ajv` knows as `documentId`. */
export function schemaWalker(ajv: Ajv2020, document: unknown, documentId: string): SchemaWalker {
  const resolve = (schema: unknown): Schema => {
    let current = schema as Schema;
    for (let hops = 0; typeof current?.$ref === 'string' && hops < 20; hops += 1) {
      const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
      current = pointer.reduce<unknown>(
        (node, key) => (node as Schema)[key.replaceAll('~1', '/').replaceAll('~0', '~')],
        document,
      ) as Schema;
    }
    return current ?? {};
  };
  /** An inline schema whose references name the document (compiled alone, `#` would be itself). */
  const anchored = (schema: unknown): unknown =>
    JSON.parse(
      JSON.stringify(schema, (key, value) =>
        key === '$ref' && typeof value === 'string' && value.startsWith('#')
          ? `${documentId}${value}`
          : value,
      ),
    );
  const compiled = new WeakMap<object, ReturnType<Ajv2020['compile']>>();
  const matches = (value: unknown, schema: unknown): boolean => {
    const ref = (schema as Schema).$ref;
    if (typeof ref === 'string') return Boolean(ajv.getSchema(`${documentId}${ref}`)?.(value));
    let validate = compiled.get(schema as object);
    if (!validate) {
      validate = ajv.compile(anchored(schema) as object);
      compiled.set(schema as object, validate);
    }
    return Boolean(validate(value));
  };

  /** The branches of `schema` that describe `value` (itself, allOf members, matching oneOf/anyOf). */
  const branches = (value: unknown, schema: unknown): Schema[] => {
    const resolved = resolve(schema);
    const own = [resolved];
    for (const member of (resolved.allOf as unknown[]) ?? []) own.push(...branches(value, member));
    for (const key of ['oneOf', 'anyOf'] as const) {
      for (const member of (resolved[key] as unknown[]) ?? []) {
        if (matches(value, member)) own.push(...branches(value, member));
      }
    }
    return own;
  };

  const undeclared = (value: unknown, schema: unknown, path = ''): string[] => {
    if (value === null || typeof value !== 'object') return [];
    const parts = branches(value, schema);
    if (Array.isArray(value)) {
      const items = parts.map((part) => part.items).filter(Boolean);
      return value.flatMap((item, i) =>
        items.flatMap((itemSchema) => undeclared(item, itemSchema, `${path}[${i}]`)),
      );
    }
    const open = parts.some(
      (part) =>
        (part.additionalProperties !== undefined && part.additionalProperties !== false) ||
        part.patternProperties !== undefined,
    );
    const declared = new Map<string, unknown[]>();
    for (const part of parts) {
      for (const [name, property] of Object.entries((part.properties as Schema) ?? {})) {
        declared.set(name, [...(declared.get(name) ?? []), property]);
      }
    }
    const found: string[] = [];
    for (const [name, field] of Object.entries(value)) {
      const fieldPath = path ? `${path}.${name}` : name;
      const schemas = declared.get(name);
      if (schemas) found.push(...schemas.flatMap((s) => undeclared(field, s, fieldPath)));
      else if (open) {
        const extra = parts.find((part) => typeof part.additionalProperties === 'object');
        if (extra) found.push(...undeclared(field, extra.additionalProperties, fieldPath));
      } else found.push(fieldPath);
    }
    return [...new Set(found)];
  };
  return { undeclared };
}
