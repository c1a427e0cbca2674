/**
 * The limits that guard accounts hold under bursts of 200 concurrent
 * requests on one server (PGlite: async handlers interleave between
 * queries; PostgreSQL: concurrent transactions). The server's clock is
 * held during each burst, so no wait of the password throttle ends inside
 * one and the counts are exact. Across three server processes on
 * PostgreSQL: replicas.test.ts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_POLICY, PHONE_POLICY } from '../../server/services/auth/login-throttle';
import { SMS_MAX_ATTEMPTS, SMS_MAX_PER_HOUR } from '../../server/services/auth/sms';
import {
  BURST_SIZE,
  codeGuessBurst,
  passwordBurst,
  phoneSprayBurst,
  sendBurst,
} from '../lib/bursts';
import { nextLoopbackAddress } from '../lib/http-from';
import { startServer, type TestServer } from './harness';

/** Requests at once in each later minute of the hourly-cap test. */
const HOURLY_BURST_SIZE = 25;

let server: TestServer;
let releaseClock = () => {};
beforeAll(async () => {
  server = await startServer();
});
beforeEach(() => {
  releaseClock = server.holdClock();
});
afterEach(() => releaseClock());
afterAll(async () => {
  await server?.close();
});

// Each burst waits out growing delays: 20-30 s on a loaded machine.
describe(`bursts of ${BURST_SIZE} concurrent requests on one server`, { timeout: 90_000 }, () => {
  it(`check at most ${SMS_MAX_ATTEMPTS} guesses against one SMS code`, async () => {
    const result = await codeGuessBurst([server.baseUrl], server.context.db, '13900000801');
    console.log(`code guesses: ${result.checked} of ${BURST_SIZE} checked`, result.answers);
    expect(result.checked).toBe(SMS_MAX_ATTEMPTS);
    expect(result.answers).toEqual({
      116001: SMS_MAX_ATTEMPTS - 1,
      116002: BURST_SIZE - SMS_MAX_ATTEMPTS + 1,
    });
    // The code is spent: not even the right one logs in now.
    expect(result.rightCodeAfter).toBe(116002);
  });

  it('send one SMS code per phone and minute, and at most 10 an hour', async () => {
    const phone = '13900000802';
    const first = await sendBurst([server.baseUrl], phone);
    console.log(`code sends: ${first['0']} of ${BURST_SIZE} sent`);
    expect(first).toEqual({ 0: 1, 105001: BURST_SIZE - 1 });
    // The hourly cap under concurrency: a smaller burst each minute is
    // enough to race the count (the first burst raced the minute's limit).
    for (let minute = 1; minute < SMS_MAX_PER_HOUR + 2; minute += 1) {
      releaseClock();
      server.advanceClock(61_000);
      releaseClock = server.holdClock();
      const next = await sendBurst([server.baseUrl], phone, HOURLY_BURST_SIZE);
      expect(next['0'] ?? 0).toBe(minute < SMS_MAX_PER_HOUR ? 1 : 0);
    }
  });

  it(`check at most ${PHONE_POLICY.freeTries} passwords of one phone at once`, async () => {
    const answers = await passwordBurst([server.baseUrl], '13800000002', nextLoopbackAddress());
    console.log(`password guesses per phone: ${answers['103001']} of ${BURST_SIZE} checked`);
    expect(answers).toEqual({
      103001: PHONE_POLICY.freeTries,
      105001: BURST_SIZE - PHONE_POLICY.freeTries,
    });
  });

  it(`check at most ${ADDRESS_POLICY.freeTries} passwords from one address at once`, async () => {
    const answers = await phoneSprayBurst([server.baseUrl], 13_900_010_000, nextLoopbackAddress());
    console.log(`password guesses per address: ${answers['103001']} of ${BURST_SIZE} checked`);
    expect(answers).toEqual({
      103001: ADDRESS_POLICY.freeTries,
      105001: BURST_SIZE - ADDRESS_POLICY.freeTries,
    });
  });
});
