/**
 * Bursts of concurrent requests against the limits that guard accounts, sent
 * round-robin to one or more server processes: SMS code checks, SMS code
 * sends and password logins. Each answer is checked against the spec and
 * counted by its code; what the database recorded is read back, so a test
 * can say exactly how many guesses were checked.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { smsCodes } from '../../server/db/schema';
import { checkAnswer, type OperationId, operationRoute } from '../contract/harness';
import { requestFrom } from './http-from';

export const BURST_SIZE = 200;

/** Answers of a burst by envelope code ("0", "116001" …). */
export type CodeCounts = Record<string, number>;

async function post(
  baseUrl: string,
  operationId: OperationId,
  body: unknown,
  from = '127.0.0.1',
): Promise<number> {
  const { path } = operationRoute(operationId);
  const answer = await requestFrom(`${baseUrl}${path}`, {
    from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return checkAnswer(operationId, answer.status, answer.text).code;
}

/** Sends `count` requests at once, the i-th to server i mod n, and counts the codes. */
export async function burst(
  baseUrls: readonly string[],
  operationId: OperationId,
  bodyOf: (i: number) => unknown,
  from = '127.0.0.1',
  count = BURST_SIZE,
): Promise<CodeCounts> {
  const codes = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      post(baseUrls[i % baseUrls.length]!, operationId, bodyOf(i), from),
    ),
  );
  const counts: CodeCounts = {};
  for (const code of codes) counts[String(code)] = (counts[String(code)] ?? 0) + 1;
  return counts;
}

/** A code never sent (the real one is six digits too). */
const wrongCode = (i: number) => String(100_000 + i);

/** Tries counted on the phone's newest login code. */
async function triesOnCode(db: Db, phone: string): Promise<number> {
  const rows = await db
    .select({ attempts: smsCodes.attempts })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, 'login')));
  return rows.reduce((sum, row) => sum + row.attempts, 0);
}

export interface CodeGuessResult {
  answers: CodeCounts;
  /** Guesses compared with the code (the database's try counter). */
  checked: number;
  /** What the right code answered after the burst. */
  rightCodeAfter: number;
}

/**
 * A code is sent to `phone`, then BURST_SIZE wrong guesses arrive at once,
 * then the right code (read from the first server's outbox).
 */
export async function codeGuessBurst(
  baseUrls: readonly string[],
  db: Db,
  phone: string,
): Promise<CodeGuessResult> {
  const first = baseUrls[0]!;
  if ((await post(first, 'sendCode', { phone, scene: 'login' })) !== 0) {
    throw new Error('the code was not sent');
  }
  const outbox = await fetch(`${first}/dev/outbox?phone=${phone}`);
  const code = ((await outbox.json()) as { body: { list: { code: string }[] } }).body.list[0]!.code;
  const answers = await burst(baseUrls, 'loginBySms', (i) => ({
    phone,
    code: wrongCode(i) === code ? '999999' : wrongCode(i),
  }));
  const checked = await triesOnCode(db, phone);
  const rightCodeAfter = await post(first, 'loginBySms', { phone, code });
  return { answers, checked, rightCodeAfter };
}

/** `count` (BURST_SIZE) requests for a code to one phone at once. */
export function sendBurst(
  baseUrls: readonly string[],
  phone: string,
  count = BURST_SIZE,
): Promise<CodeCounts> {
  return burst(baseUrls, 'sendCode', () => ({ phone, scene: 'login' }), '127.0.0.1', count);
}

/** BURST_SIZE wrong passwords for one phone at once, from one client address. */
export function passwordBurst(
  baseUrls: readonly string[],
  phone: string,
  from: string,
): Promise<CodeCounts> {
  return burst(baseUrls, 'loginByPassword', (i) => ({ phone, password: `Guess#${i}` }), from);
}

/** BURST_SIZE wrong passwords for as many phones at once, from one client address. */
export function phoneSprayBurst(
  baseUrls: readonly string[],
  firstPhone: number,
  from: string,
): Promise<CodeCounts> {
  return burst(
    baseUrls,
    'loginByPassword',
    (i) => ({ phone: String(firstPhone + i), password: 'Guess#2026' }),
    from,
  );
}
