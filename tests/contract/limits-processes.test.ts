/**
 * The same bursts as limits.test.ts, sent round-robin to TWO server
 * processes on one PostgreSQL database: every limit is one atomic statement
 * in the database, so it holds across processes. PostgreSQL only (a PGlite
 * folder serves one process).
 *
 * The processes' clocks run: a password throttle's wait (1 s, then 2 s …)
 * may end while a burst is still arriving, and the try it then allows is
 * within the policy, so those counts are bounded by the free tries plus
 * the waits that fit in the burst's duration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { delayAfterTry, type ThrottlePolicy } from '../../server/repositories/auth-throttles';
import { ADDRESS_POLICY, PHONE_POLICY } from '../../server/services/login-throttle';
import { SMS_MAX_ATTEMPTS } from '../../server/services/sms';
import {
  BURST_SIZE,
  codeGuessBurst,
  passwordBurst,
  phoneSprayBurst,
  sendBurst,
} from '../lib/bursts';
import { type SeededDatabase, seededDatabase } from '../lib/databases';
import { nextLoopbackAddress } from '../lib/http-from';
import { type ServerProcess, startServerProcesses } from '../lib/server-processes';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Tries a throttle policy allows within `elapsedMs` from a clean start. */
function allowedTries(policy: ThrottlePolicy, elapsedMs: number): number {
  let tries = policy.freeTries;
  let waited = delayAfterTry(tries, policy);
  while (waited <= elapsedMs) {
    tries += 1;
    waited += delayAfterTry(tries, policy);
  }
  return tries;
}

describe.skipIf(!onPostgres)(`bursts of ${BURST_SIZE} across two server processes`, () => {
  let database: SeededDatabase;
  let servers: ServerProcess[] = [];
  let handle: DatabaseHandle;
  let urls: string[];

  beforeAll(async () => {
    database = await seededDatabase();
    servers = await startServerProcesses(database, 2);
    urls = servers.map((server) => server.baseUrl);
    handle = await openDatabase({ databaseUrl: database.databaseUrl });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await handle?.close();
    await database?.dispose();
  });

  it(`check at most ${SMS_MAX_ATTEMPTS} guesses against one SMS code`, async () => {
    const result = await codeGuessBurst(urls, handle.db, '13900000901');
    console.log(`two processes, code guesses: ${result.checked} of ${BURST_SIZE} checked`);
    expect(result.checked).toBe(SMS_MAX_ATTEMPTS);
    expect(result.answers['116001']).toBe(SMS_MAX_ATTEMPTS - 1);
    expect(result.rightCodeAfter).toBe(116002);
  });

  it('send one SMS code per phone at once', async () => {
    const answers = await sendBurst(urls, '13900000902');
    console.log(`two processes, code sends: ${answers['0']} of ${BURST_SIZE} sent`);
    expect(answers).toEqual({ 0: 1, 105001: BURST_SIZE - 1 });
  });

  it(`check ${PHONE_POLICY.freeTries} passwords of one phone, no more than its waits allow`, async () => {
    const started = Date.now();
    const answers = await passwordBurst(urls, '13800000002', nextLoopbackAddress());
    const checked = answers['103001'] ?? 0;
    console.log(`two processes, password guesses per phone: ${checked} of ${BURST_SIZE}`);
    expect(checked).toBeGreaterThanOrEqual(PHONE_POLICY.freeTries);
    expect(checked).toBeLessThanOrEqual(allowedTries(PHONE_POLICY, Date.now() - started));
  });

  it(`check ${ADDRESS_POLICY.freeTries} passwords from one address, no more than its waits allow`, async () => {
    const started = Date.now();
    const answers = await phoneSprayBurst(urls, 13_900_020_000, nextLoopbackAddress());
    const checked = answers['103001'] ?? 0;
    console.log(`two processes, password guesses per address: ${checked} of ${BURST_SIZE}`);
    expect(checked).toBeGreaterThanOrEqual(ADDRESS_POLICY.freeTries);
    expect(checked).toBeLessThanOrEqual(allowedTries(ADDRESS_POLICY, Date.now() - started));
  });
});
