/**
 * Password guessing is throttled by phone and by client address, in the
 * database (so it holds across processes and restarts), with growing waits
 * rather than a lock: a stranger who mistypes someone's phone cannot lock
 * them out, only slow the password way in (the SMS code way stays open).
 *
 * A try is recorded before the password is checked; a login that succeeds
 * then clears its phone's tries and gives its address's try back, so only
 * failures add up. Both answer 105001 with `retry_after_s` when refused, for
 * known and unknown phones alike.
 */
import type { AppContext } from '../../context';
import { tooManyRequests } from '../../http/failure';
import {
  forgetTries,
  giveBackTry,
  sweepThrottles,
  type ThrottlePolicy,
  takeTry,
} from '../../repositories/auth-throttles';

const MINUTE = 60_000;

/** One phone: 5 tries in a row, then waits of 1 s, 2 s, 4 s … up to 15 minutes. */
export const PHONE_POLICY: ThrottlePolicy = {
  freeTries: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 15 * MINUTE,
};

/** One client address (an office may share one): 20 failed tries in a row, then the same waits. */
export const ADDRESS_POLICY: ThrottlePolicy = {
  freeTries: 20,
  baseDelayMs: 1000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 15 * MINUTE,
};

const phoneKey = (phone: string) => `pwd:phone:${phone}`;
const addressKey = (address: string) => `pwd:addr:${address}`;

/** Records a password try of `phone` from `address`, or throws 105001. */
export async function takeLoginTry(app: AppContext, phone: string, address: string): Promise<void> {
  const now = app.now();
  const byAddress = await takeTry(app.db, addressKey(address), now, ADDRESS_POLICY);
  if (!byAddress.taken) throw tooManyRequests(byAddress.retryAfterMs / 1000);
  const byPhone = await takeTry(app.db, phoneKey(phone), now, PHONE_POLICY);
  if (!byPhone.taken) {
    // No password is checked for this request: the address did not try one.
    await giveBackTry(app.db, addressKey(address), now, ADDRESS_POLICY);
    throw tooManyRequests(byPhone.retryAfterMs / 1000);
  }
}

/** After the right password: the phone starts over, the address gets its try back. */
export async function loginSucceeded(app: AppContext, phone: string, address: string) {
  await forgetTries(app.db, phoneKey(phone));
  await giveBackTry(app.db, addressKey(address), app.now(), ADDRESS_POLICY);
}

/** Owning the phone (a code-verified password change) proves the account: its tries end. */
export function forgetPhoneTries(app: AppContext, phone: string): Promise<void> {
  return forgetTries(app.db, phoneKey(phone));
}

/** Drops throttle rows that would start over anyway (the scheduler runs it). */
export function sweepLoginThrottles(app: AppContext): Promise<void> {
  return sweepThrottles(app.db, app.now(), PHONE_POLICY);
}
