/**
 * Hostile requests generated from the spec, seeded and bounded so a run is
 * repeatable: for every operation, a baseline request the schemas accept
 * (real ids where the caller gives them), then that request with one thing
 * wrong at a time: each field of the wrong type, hostile or oversize text,
 * huge or odd numbers, unknown fields and parameters, missing fields, a body
 * that is not an object, and bodies of the wrong content type. The suite
 * (tests/contract/fuzz.test.ts) sends them and classifies the answers.
 */
import { createRng } from '../../server/db/seed-prose';
import { loadSpec } from '../../server/spec';

type Schema = Record<string, unknown>;

/** One request to send; `body` is raw text (or FormData), the query a raw string. */
export interface FuzzInput {
  label: string;
  query: string;
  body?: string | FormData;
  contentType?: string;
  /** The body is over the server's limit: HTTP 413 is the documented answer. */
  oversizeBody?: boolean;
  /** Send a token that is not a session's. */
  badToken?: boolean;
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  path: string;
  needsToken: boolean;
  inputs: FuzzInput[];
}

/** A number written as raw JSON text (so -0, 1e400 and 2^53+1 arrive as written). */
class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text of a value; RawNumber is written as is, lone surrogates escaped. */
function toJson(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const HOSTILE_TEXT: readonly [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['reversed surrogate pair', '\udc00\ud800'],
  ['bidi override and zero width', '\u202e\u200babc'],
  ['SQL', "x' OR '1'='1'; DROP TABLE authors; --"],
  ['markup', '<script>alert(1)</script>'],
  ['astral characters', '😀𠀀'.repeat(3)],
  ['200,000 characters', '字'.repeat(200_000)],
];

const ODD_NUMBERS: readonly RawNumber[] = [
  '1e20',
  '-1e20',
  '1e400',
  '-0',
  '0.5',
  '9007199254740993',
  '2147483648',
  '-1',
].map((text) => new RawNumber(text));

const WRONG_TYPES: readonly unknown[] = [123, true, null, [], {}, 'text', [null]];

/** Query values that are not what a parameter takes (raw, already encoded). */
const HOSTILE_QUERY: readonly string[] = [
  'abc',
  '1e20',
  'Infinity',
  'NaN',
  '-0',
  '0x10',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  'x'.repeat(10_000),
];

/** The spec with `$ref`s followed, for the parts the generator reads. */
class SpecReader {
  readonly document = loadSpec().document as Schema;

  deref(schema: unknown, depth = 0): Schema {
    const s = (schema ?? {}) as Schema;
    if (typeof s.$ref !== 'string' || depth > 20) return s;
    const target = s.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Schema)[key], this.document);
    return this.deref(target, depth + 1);
  }
}

/** Values the baseline uses by field name, so requests reach the handlers. */
export type KnownValues = Record<string, unknown>;

const CANDIDATE_TEXT = ['', 'x', 'abc123', '2026-01', '2026-01-01', '123456', 'a@example.com'];

function sample(reader: SpecReader, raw: unknown, name: string, known: KnownValues): unknown {
  if (name in known) return known[name];
  const schema = reader.deref(raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const variants = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (variants?.[0]) return sample(reader, variants[0], name, known);
  switch (schema.type) {
    case 'object':
      return sampleObject(reader, schema, known);
    case 'array': {
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: count }, () => sample(reader, schema.items, '', known));
    }
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return sampleText(schema);
  }
}

function sampleText(schema: Schema): string {
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'email') return 'a@example.com';
  const min = Number(schema.minLength ?? 1);
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const fit = CANDIDATE_TEXT.find((text) => pattern.test(text) && text.length >= min);
    if (fit !== undefined) return fit;
  }
  return '墨'.repeat(Math.max(min, 1));
}

function sampleObject(reader: SpecReader, schema: Schema, known: KnownValues): Schema {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set((schema.required ?? []) as string[]);
  const result: Schema = {};
  for (const [name, property] of Object.entries(properties)) {
    if (required.has(name) || name in known) result[name] = sample(reader, property, name, known);
  }
  return result;
}

/** Inputs of a JSON body: the baseline and one defect at a time. */
function bodyInputs(reader: SpecReader, raw: unknown, known: KnownValues): FuzzInput[] {
  const schema = reader.deref(raw);
  const base = sampleObject(reader, schema, known);
  const json = (label: string, value: unknown): FuzzInput => ({
    label,
    query: '',
    body: toJson(value),
    contentType: 'application/json',
  });
  const inputs: FuzzInput[] = [json('baseline', base)];
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    const field = reader.deref(property);
    for (const wrong of WRONG_TYPES)
      inputs.push(json(`${name}: ${toJson(wrong)}`, { ...base, [name]: wrong }));
    const isText = field.type === 'string' || field.anyOf !== undefined;
    const isList = field.type === 'array';
    const isNumber = field.type === 'integer' || field.type === 'number';
    for (const [what, text] of HOSTILE_TEXT) {
      if (isText) inputs.push(json(`${name}: ${what}`, { ...base, [name]: text }));
      if (isList) inputs.push(json(`${name}[]: ${what}`, { ...base, [name]: [text] }));
    }
    if (isText && typeof field.maxLength === 'number') {
      inputs.push(
        json(`${name}: maxLength + 1`, { ...base, [name]: '字'.repeat(field.maxLength + 1) }),
      );
    }
    if (isList)
      inputs.push(json(`${name}: 5,000 items`, { ...base, [name]: Array(5000).fill('a') }));
    for (const number of ODD_NUMBERS) {
      if (isNumber || isList) {
        const value = isList ? [number] : number;
        inputs.push(json(`${name}: ${number.text}`, { ...base, [name]: value }));
      }
    }
    if (name in base) {
      const { [name]: _, ...without } = base;
      inputs.push(json(`without ${name}`, without));
    }
  }
  inputs.push(json('unknown field', { ...base, unknown_field: 1 }));
  inputs.push({
    ...json('__proto__ field', base),
    body: `{"__proto__":{"admin":true},${toJson(base).slice(1)}`,
  });
  inputs.push(json('constructor field', { ...base, constructor: { prototype: { x: 1 } } }));
  for (const top of [[], 'text', 1, null, new RawNumber('1e400')])
    inputs.push(json(`body ${toJson(top)}`, top));
  return inputs;
}

/** Bodies of the wrong content type, malformed or missing, for a JSON operation. */
function wrongContentInputs(baseline: string): FuzzInput[] {
  const form = new FormData();
  form.append('title', 'x');
  form.append('file', new Blob(['hello']), 'a.txt');
  return [
    { label: 'text/plain body', query: '', body: baseline, contentType: 'text/plain' },
    { label: 'multipart body', query: '', body: form },
    {
      label: 'form-urlencoded body',
      query: '',
      body: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
    },
    { label: 'no content type', query: '', body: baseline, contentType: '' },
    { label: 'xml body', query: '', body: '<a/>', contentType: 'application/xml' },
    { label: 'malformed JSON', query: '', body: '{"a":', contentType: 'application/json' },
    { label: 'empty JSON body', query: '', body: '', contentType: 'application/json' },
    { label: 'no body', query: '' },
    {
      label: 'JSON in latin1',
      query: '',
      body: baseline,
      contentType: 'application/json; charset=latin1',
    },
    {
      label: '2 MB JSON body',
      query: '',
      body: `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`,
      contentType: 'application/json',
      oversizeBody: true,
    },
  ];
}

/** Bodies for an upload operation: everything but a multipart file. */
function uploadInputs(): FuzzInput[] {
  const fieldsOnly = new FormData();
  fieldsOnly.append('title', 'x');
  const empty = new FormData();
  empty.append('file', new Blob([]), 'empty.png');
  const hostileName = new FormData();
  hostileName.append('file', new Blob(['\u0000\u0001']), '../../a\u0000.png');
  return [
    { label: 'JSON body', query: '', body: '{"file":"x"}', contentType: 'application/json' },
    { label: 'text/plain body', query: '', body: 'x', contentType: 'text/plain' },
    { label: 'multipart without a file', query: '', body: fieldsOnly },
    { label: 'empty file', query: '', body: empty },
    { label: 'hostile file name and bytes', query: '', body: hostileName },
    { label: 'no body', query: '' },
  ];
}

/** Query strings with one defect at a time (plus an unknown parameter). */
function queryInputs(reader: SpecReader, parameters: Schema[], known: KnownValues): FuzzInput[] {
  const base = new Map<string, string>();
  for (const parameter of parameters) {
    if (parameter.required || String(parameter.name) in known) {
      base.set(
        String(parameter.name),
        String(sample(reader, parameter.schema, String(parameter.name), known)),
      );
    }
  }
  const encode = (entries: Iterable<[string, string]>, raw: ReadonlySet<string> = new Set()) =>
    [...entries].map(([k, v]) => `${k}=${raw.has(k) ? v : encodeURIComponent(v)}`).join('&');
  const inputs: FuzzInput[] = [{ label: 'query baseline', query: encode(base) }];
  inputs.push({ label: 'unknown parameter', query: encode([...base, ['unknown_param', '1']]) });
  inputs.push({ label: 'prototype parameter', query: encode([...base, ['__proto__', '1']]) });
  for (const parameter of parameters) {
    const name = String(parameter.name);
    for (const value of HOSTILE_QUERY) {
      const entries = new Map(base).set(name, value);
      inputs.push({
        label: `?${name}=${value.slice(0, 20)}`,
        query: encode(entries, new Set([name])),
      });
    }
    inputs.push({ label: `?${name} twice`, query: `${encode(base)}&${name}=1&${name}=2` });
  }
  return inputs;
}

/** The fuzz plan: every operation with at most `maxInputs` inputs, drawn with `seed`. */
export function fuzzPlan(options: {
  seed: number;
  maxInputs: number;
  known: KnownValues;
}): FuzzOperation[] {
  const reader = new SpecReader();
  const spec = loadSpec();
  // The seed's PRNG (mulberry32): the same seed draws the same inputs.
  const random = createRng(options.seed);
  const paths = reader.document.paths as Record<string, Record<string, Schema>>;
  const plan: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const operationId = String(operation.operationId);
      const parameters = ((operation.parameters ?? []) as unknown[]).map((p) => reader.deref(p));
      const content = (reader.deref(operation.requestBody).content ?? {}) as Record<string, Schema>;
      const query = queryInputs(reader, parameters, options.known);
      const baseQuery = query[0]!.query;
      let body: FuzzInput[];
      if (content['multipart/form-data']) body = uploadInputs();
      else if (content['application/json']) {
        const json = bodyInputs(reader, content['application/json'].schema, options.known);
        body = [...json, ...wrongContentInputs(String(json[0]!.body))];
      } else {
        body = [
          {
            label: 'unexpected JSON body',
            query: '',
            body: '{"x":1}',
            contentType: 'application/json',
          },
        ];
      }
      const baseBody = body[0]!;
      const all = [
        ...body.map((input) => ({ ...input, query: baseQuery })),
        ...query.map((input) => ({ ...baseBody, ...input, label: input.label })),
      ];
      const needsToken = spec.needsToken.get(operationId) ?? true;
      if (needsToken)
        all.push({ ...baseBody, query: baseQuery, label: 'foreign token', badToken: true });
      plan.push({
        operationId,
        method: method.toUpperCase(),
        path,
        needsToken,
        inputs: drawInputs(all, options.maxInputs, random),
      });
    }
  }
  return plan;
}

/** Keeps the first (baseline) and a seeded draw of the rest, in their original order. */
function drawInputs(inputs: FuzzInput[], max: number, random: () => number): FuzzInput[] {
  if (inputs.length <= max) return inputs;
  const rest = inputs.slice(1).map((input, index) => ({ input, index, key: random() }));
  rest.sort((a, b) => a.key - b.key);
  const kept = rest.slice(0, max - 1).sort((a, b) => a.index - b.index);
  return [inputs[0]!, ...kept.map((entry) => entry.input)];
}
