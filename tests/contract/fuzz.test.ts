/**
 * Spec-driven fuzzing of every operation (tests/lib/spec-fuzz.ts): wrong
 * types, unknown fields and parameters, hostile and oversize text, huge and
 * odd numbers, wrong content types. Every answer must be one the operation
 * documents (HTTP 200 with code 0 or one of its `x-codes`, matching its
 * response schema; HTTP 413 only for a body over the limit, HTTP 4xx for a
 * foreign token never), and nothing may answer 500. Seeded and bounded, so
 * a failure replays exactly. Prints the figures (operations x inputs,
 * answers by class).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors } from '../../server/db/schema';
import { issueToken } from '../../server/services/auth/sessions';
import { contractPostgresUrl } from '../lib/databases';
import { type FuzzInput, fuzzPlan, type KnownValues } from '../lib/spec-fuzz';
import {
  checkAnswer,
  type OperationId,
  SIGNED_PHONE,
  startServer,
  type TestServer,
} from './harness';

const onPostgres = contractPostgresUrl() !== null;
// Each engine draws its own sample, so a run of both sends different inputs;
// each seed is fixed, so a failure replays exactly.
const SEED = onPostgres ? 20_261_123 : 20_261_122;
// `npm run test:full` sends every input the plan has (some 3,500 requests in
// a row: minutes on a busy machine); `npm test` a sample of each operation's.
const MAX_INPUTS_PER_OPERATION = process.env.TEST_FULL ? 90 : 16;

let server: TestServer;
let token = '';

/**
 * A session of the signed author made directly: fuzzed password logins
 * throttle the phone and this client address, as they should.
 */
async function freshToken(): Promise<string> {
  const [author] = await server.context.db
    .select()
    .from(authors)
    .where(eq(authors.phone, SIGNED_PHONE));
  return (await issueToken(server.context, author!)).token;
}

beforeAll(async () => {
  server = await startServer();
  token = await freshToken();
});
afterAll(async () => {
  await server?.close();
});

/** Real ids of the signed author, so baseline requests reach the handlers. */
async function knownValues(): Promise<KnownValues> {
  const books = await server.ok<{ list: { id: string; category_id: string }[] }>('listBooks', {
    token,
    query: { kind: 'long' },
  });
  const book = books.list[0]!;
  const volumes = await server.ok<{ list: { id: string }[] }>('listVolumes', {
    token,
    query: { book_id: book.id },
  });
  const chapters = await server.ok<{ list: { id: string; version: number }[] }>('listChapters', {
    token,
    query: { book_id: book.id },
  });
  const chapter = chapters.list[0]!;
  return {
    phone: SIGNED_PHONE,
    password: 'Fuzz#2026ok',
    code: '123456',
    ticket: 'x'.repeat(20),
    book_id: book.id,
    category_id: book.category_id,
    volume_id: volumes.list[0]!.id,
    chapter_id: chapter.id,
    chapter_ids: [chapter.id],
    version: chapter.version,
    title: '模糊测试',
    pen_name: '模糊测试',
    real_name: '张三',
    id_card: '11010519491231002X',
    synopsis: '这是一本用于模糊测试的作品，它的简介至少需要二十个字才算合格。',
    content: '青石镇的清晨总是从一声鸡鸣开始。',
    month: '2026-01',
  };
}

type AnswerClass = string;

/** What one input got back, as a class: "0", "101001", "HTTP 413" … */
async function send(
  operation: { operationId: string; method: string; path: string; needsToken: boolean },
  input: FuzzInput,
): Promise<AnswerClass> {
  const headers: Record<string, string> = {};
  if (operation.needsToken) headers['x-token'] = input.badToken ? 'not-a-session-token' : token;
  if (input.contentType) headers['content-type'] = input.contentType;
  const url = `${server.baseUrl}${operation.path}${input.query ? `?${input.query}` : ''}`;
  const response = await fetch(url, {
    method: operation.method,
    headers,
    body: operation.method === 'GET' ? undefined : input.body,
  });
  const text = await response.text();
  const status = response.status;
  if (status === 413 && input.oversizeBody) return 'HTTP 413';
  if (status !== 200) {
    expect.fail(
      `${operation.operationId} [${input.label}] answered HTTP ${status}: ${text.slice(0, 300)}`,
    );
  }
  const envelope = checkAnswer(operation.operationId as OperationId, status, text);
  // The session ended (logout, a password change): carry on with a fresh one.
  if (!input.badToken && (envelope.code === 109017 || envelope.code === 100002)) {
    token = await freshToken();
  }
  if (operation.operationId === 'setPassword' && envelope.code === 0) {
    throw new Error('a fuzzed setPassword succeeded: the demo password changed');
  }
  return String(envelope.code);
}

describe('spec-driven fuzzing', () => {
  it('answers every hostile input with a documented code, never HTTP 500', async () => {
    const plan = fuzzPlan({
      seed: SEED,
      maxInputs: MAX_INPUTS_PER_OPERATION,
      known: await knownValues(),
    });
    const classes = new Map<AnswerClass, number>();
    const failures: string[] = [];
    let inputs = 0;
    for (const operation of plan) {
      for (const input of operation.inputs) {
        inputs += 1;
        try {
          const answer = await send(operation, input);
          classes.set(answer, (classes.get(answer) ?? 0) + 1);
        } catch (error) {
          const message = (error as Error).message.split('\n')[0]!.slice(0, 400);
          failures.push(`${operation.operationId} [${input.label}]: ${message}`);
          classes.set('failed', (classes.get('failed') ?? 0) + 1);
        }
      }
    }
    const byClass = [...classes].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}: ${n}`);
    console.log(
      `fuzz (seed ${SEED}): ${plan.length} operations x ${inputs} inputs; answers ${byClass.join(', ')}`,
    );
    expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
    expect(plan.length).toBeGreaterThanOrEqual(45);
    expect(classes.get('0') ?? 0, 'some baselines succeed').toBeGreaterThan(0);
  }, 300_000);
});
