/**
 * The contract-test harness: the real server in-process, on a fresh database
 * (in-memory PGlite, or a fresh PostgreSQL database in the contract-pg
 * project: ../lib/databases.ts),
 * listening on a loopback port and spoken to over real HTTP. Every response
 * that `call` sees is checked against the spec: HTTP 200 envelopes must match
 * the operation's response schema, and a non-zero code must be one the
 * operation documents in `x-codes`. Nothing may answer 500.
 */
import { appendFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { AppConfig, AppContext } from '../../server/context';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemoData } from '../../server/db/seed';
import { loadSpec } from '../../server/spec';
import type { operations } from '../../src/api/schema';
import { contractPostgresUrl, freshPostgres } from '../lib/databases';
import { schemaWalker } from '../lib/undeclared-fields';
import { CONTRACT_SEED } from './seed-options';

export type OperationId = keyof operations;

export const SIGNED_PHONE = '13800000001';
export const UNSIGNED_PHONE = '13800000002';
export const DEMO_PASSWORD = 'Demo#2026';

const spec = loadSpec();
const document = spec.document as {
  paths: Record<string, Record<string, SpecOperation>>;
  components: { responses: Record<string, { content: Record<string, { schema: unknown }> }> };
};

interface SpecOperation {
  operationId: string;
  'x-codes'?: number[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}

const operationsById = new Map<string, { method: string; path: string; op: SpecOperation }>();
for (const [path, item] of Object.entries(document.paths)) {
  for (const [method, op] of Object.entries(item)) {
    operationsById.set(op.operationId, { method: method.toUpperCase(), path, op });
  }
}

/** Every operationId of the spec. */
export const allOperationIds = [...operationsById.keys()];

/** Names a described operation and fails at once on a typo. */
export function op(operationId: OperationId): string {
  if (!operationsById.has(operationId)) throw new Error(`No operation ${operationId} in the spec`);
  return operationId;
}

/**
 * Notes that `operationId` answered code 0 with a body the spec accepted: what
 * coverage.test.ts counts, per engine. One file per engine and worker
 * process, appended line by line.
 */
function recordCovered(operationId: string): void {
  const engine = contractPostgresUrl() ? 'postgres' : 'pglite';
  appendFileSync(
    join(inject('contractCoverageDir'), `${engine}-${process.pid}.txt`),
    `${operationId}\n`,
  );
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec.document, 'spec');
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

const walker = schemaWalker(ajv, spec.document, 'spec');

/** The operation's HTTP 200 JSON schema, as a reference into the spec. */
function responseSchemaRef(operationId: string): string {
  const entry = operationsById.get(operationId)!;
  const response = entry.op.responses['200']!;
  return response.$ref
    ? `spec${response.$ref}/content/application~1json/schema`
    : `spec#/paths/${entry.path.replaceAll('~', '~0').replaceAll('/', '~1')}/${entry.method.toLowerCase()}/responses/200/content/application~1json/schema`;
}

function responseValidator(operationId: string) {
  const cached = validators.get(operationId);
  if (cached) return cached;
  const validate = ajv.compile({ $ref: responseSchemaRef(operationId) });
  validators.set(operationId, validate);
  return validate;
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  body: T;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** A raw request body (for malformed JSON and multipart). */
  rawBody?: BodyInit;
}

/** Calls operations by id (Caller) on a server started in this process. */
export interface TestServer extends Caller {
  baseUrl: string;
  app: FastifyInstance;
  context: AppContext;
  /** A token for a demo author (password login). */
  login(phone?: string): Promise<string>;
  /** Moves the server's clock forward (a held clock too, by exactly `ms`). */
  advanceClock(ms: number): void;
  /** Stops the server's clock until the returned function is called (bursts). */
  holdClock(): () => void;
  /** The database handle (tests that need to break it). */
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface StartOptions {
  chaptersInBigBook?: number;
  production?: boolean;
  /** GET /dev/outbox on (default), as the contract tests read SMS codes there. */
  devOutbox?: boolean;
  /** Where the server's log goes (at info level); none by default. */
  logStream?: NodeJS.WritableStream;
  config?: Partial<AppConfig>;
}

/**
 * Checks one answer of an operation against the spec: never HTTP 500; an
 * HTTP 200 matches the operation's response schema, and a non-zero code is
 * one the operation documents. Returns the parsed envelope.
 */
export function checkAnswer<T = unknown>(
  operationId: OperationId,
  status: number,
  text: string,
): Envelope<T> {
  const entry = operationsById.get(operationId);
  if (!entry) throw new Error(`No operation ${operationId}`);
  expect(status, `${operationId} answered HTTP ${status}: ${text}`).not.toBe(500);
  const json = JSON.parse(text) as Envelope<T>;
  if (status === 200) {
    const validate = responseValidator(operationId);
    const valid = validate(json);
    expect(
      valid,
      `${operationId} response does not match the spec: ${JSON.stringify(validate.errors?.slice(0, 5))}\n${text.slice(0, 800)}`,
    ).toBe(true);
    const extra = walker.undeclared(json, {
      $ref: responseSchemaRef(operationId).replace(/^spec/, ''),
    });
    expect(extra, `${operationId} answered fields the spec does not declare`).toEqual([]);
    if (json.code === 0) recordCovered(operationId);
    if (json.code !== 0) {
      expect(
        entry.op['x-codes'] ?? [],
        `${operationId} answered undocumented code ${json.code}`,
      ).toContain(json.code);
    }
  }
  return json;
}

/**
 * Checks an answer of an operation whose 200 may be a file (downloadExport):
 * HTTP 200 with one of the non-JSON content types the spec declares for it,
 * and records the operation as covered. Refusals go through `call`.
 */
export function checkFileAnswer(operationId: OperationId, status: number, headers: Headers): void {
  const entry = operationsById.get(operationId);
  if (!entry) throw new Error(`No operation ${operationId}`);
  expect(status, `${operationId} answered HTTP ${status}`).toBe(200);
  const declared = Object.keys(entry.op.responses['200']?.content ?? {});
  const type = headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  expect(type).not.toBe('application/json');
  expect(declared, `${operationId} answered a content type the spec does not declare`).toContain(
    type,
  );
  recordCovered(operationId);
}

/** The operation's method and path template from the spec. */
export function operationRoute(operationId: OperationId): { method: string; path: string } {
  const entry = operationsById.get(operationId);
  if (!entry) throw new Error(`No operation ${operationId}`);
  return { method: entry.method, path: entry.path };
}

/** Calls operations of the server at `baseUrl`, checking each answer against the spec. */
export interface Caller {
  call<T = unknown>(operationId: OperationId, options?: CallOptions): Promise<Envelope<T>>;
  /** Calls and expects code 0; returns the body. */
  ok<T = unknown>(operationId: OperationId, options?: CallOptions): Promise<T>;
}

/** A caller for any running server (in-process, a server process, a balancer). */
export function callerFor(baseUrl: string): Caller {
  async function call<T>(
    operationId: OperationId,
    options: CallOptions = {},
  ): Promise<Envelope<T>> {
    const entry = operationsById.get(operationId);
    if (!entry) throw new Error(`No operation ${operationId}`);
    const url = new URL(entry.path, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers['x-token'] = options.token;
    let body: BodyInit | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(url, { method: entry.method, headers, body });
    return checkAnswer<T>(operationId, response.status, await response.text());
  }
  return {
    call,
    async ok<T>(operationId: OperationId, options?: CallOptions) {
      const result = await call<T>(operationId, options);
      expect(result.code, `${operationId}: ${result.msg} ${JSON.stringify(result.body)}`).toBe(0);
      return result.body;
    },
  };
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  // A copy of the run's seeded database unless the test wants another seed.
  const standardSeed = options.chaptersInBigBook === undefined;
  const adminUrl = contractPostgresUrl();
  const template = standardSeed ? inject('contractPostgresTemplate') : null;
  const pgDb = adminUrl ? await freshPostgres(adminUrl, template ?? undefined) : null;
  const snapshotPath = inject('contractSnapshotPath');
  const fromSnapshot = pgDb ? Boolean(template) : Boolean(snapshotPath && standardSeed);
  const database = await openDatabase(
    pgDb
      ? { databaseUrl: pgDb.url }
      : {
          inMemory: true,
          snapshot:
            fromSnapshot && snapshotPath ? new Blob([await readFile(snapshotPath)]) : undefined,
        },
  );
  let offsetMs = 0;
  let heldAt: number | null = null;
  const now = () => new Date(heldAt ?? Date.now() + offsetMs);
  if (!fromSnapshot) {
    await migrateDatabase(database);
    await seedDemoData(database.db, {
      ...CONTRACT_SEED,
      chaptersInBigBook: options.chaptersInBigBook ?? CONTRACT_SEED.chaptersInBigBook,
    });
  }
  const uploadsDir = await mkdtemp(join(tmpdir(), 'author-uploads-'));
  const { app, context } = await buildApp({
    db: database.db,
    now,
    config: {
      // As main.ts chooses: the database on PostgreSQL, a folder on PGlite.
      fileStorage: pgDb ? 'database' : 'folder',
      uploadsDir,
      production: options.production ?? false,
      devOutbox: options.devOutbox ?? true,
      // The read cache on, as `npm start` runs PGlite: the contract holds with it.
      readCacheTtlMs: 30_000,
      ...options.config,
    },
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const { call, ok } = callerFor(baseUrl);

  const server: TestServer = {
    baseUrl,
    app,
    context,
    call,
    ok,
    async login(phone = SIGNED_PHONE) {
      const body = await server.ok<{ token: string }>('loginByPassword', {
        body: { phone, password: DEMO_PASSWORD },
      });
      return body.token;
    },
    advanceClock(ms: number) {
      offsetMs += ms;
      // A held clock moves by exactly this much, and only by this.
      if (heldAt !== null) heldAt += ms;
    },
    holdClock() {
      heldAt = Date.now() + offsetMs;
      return () => {
        heldAt = null;
      };
    },
    database,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Expects a 101001 whose `body.errors` names the given field. */
export function expectFieldError(result: Envelope, field: string, messageId?: string): void {
  expect(result.code, JSON.stringify(result)).toBe(101001);
  const errors = (result.body as { errors?: Record<string, string> } | null)?.errors ?? {};
  expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
  if (messageId) expect(errors[field]).toBe(messageId);
}
