/**
 * SMS verification codes. There is no SMS provider here: codes go to an
 * outbox that, when turned on for local use (DEV_OUTBOX=1, never in
 * production), is printed to the log and readable at GET /dev/outbox;
 * otherwise a code is never written anywhere in clear. The rules are the
 * real ones: a code lives 5 minutes and allows 5 tries, and a phone may ask
 * again after 60 s and at most 10 times an hour. Both limits are atomic
 * statements (server/repositories/sms-codes.ts): they hold under any
 * concurrency, in one process or many.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import type { SmsScene } from '../../db/schema';
import { ApiFailure, ErrorCodes, tooManyRequests } from '../../http/failure';
import {
  consumeCode,
  countTry,
  insertCode,
  type SendLimits,
  sweepSmsRows,
  takeSendSlot,
} from '../../repositories/sms-codes';
import { hashSecret } from './tokens';

const SMS_CODE_TTL_S = 300;
export const SMS_RESEND_AFTER_S = 60;
export const SMS_MAX_PER_HOUR = 10;
export const SMS_MAX_ATTEMPTS = 5;
const OUTBOX_SIZE = 200;
/**
 * Stored for a phone that gets no code (a password reset of a phone without
 * an account): no sha256 hex equals it, so tries on it count and fail
 * exactly as on a real code, and the answers tell nothing about the phone.
 */
const NO_CODE = 'none';

export interface OutboxEntry {
  phone: string;
  scene: SmsScene;
  code: string;
  created_at: string;
  expires_at: string;
}

export interface SmsServiceOptions {
  /** Keep sent codes for GET /dev/outbox and print them (local development only). */
  outbox: boolean;
  print: (line: string) => void;
  /** Seconds before a phone may ask again (SMS_RESEND_AFTER_S unless development shortens it). */
  resendAfterS?: number;
}

export class SmsService {
  private readonly outbox: OutboxEntry[] = [];
  private readonly resendAfterS: number;
  private readonly sendLimits: SendLimits;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly options: SmsServiceOptions,
  ) {
    this.resendAfterS = options.resendAfterS ?? SMS_RESEND_AFTER_S;
    this.sendLimits = {
      spacingMs: this.resendAfterS * 1000,
      windowMs: 3_600_000,
      maxPerWindow: SMS_MAX_PER_HOUR,
    };
  }

  /**
   * Sends a fresh code, or answers 105001 when the phone asked too recently
   * or too often. With `deliver: false` the limits apply and the answer is
   * the same, but no code exists: tries on the phone fail as wrong codes.
   */
  async send(
    phone: string,
    scene: SmsScene,
    deliver = true,
  ): Promise<{ expires_in_s: number; resend_after_s: number }> {
    const now = this.now();
    const slot = await takeSendSlot(this.db, phone, now, this.sendLimits);
    if (!slot.taken) throw tooManyRequests(slot.retryAfterMs / 1000);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_S * 1000);
    await insertCode(this.db, {
      phone,
      scene,
      codeHash: deliver ? hashSecret(code) : NO_CODE,
      createdAt: now,
      expiresAt,
    });
    if (deliver && this.options.outbox) {
      this.outbox.unshift({
        phone,
        scene,
        code,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
      });
      this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE);
      this.options.print(`sms outbox: ${phone} ${scene} code ${code}`);
    }
    return { expires_in_s: SMS_CODE_TTL_S, resend_after_s: this.resendAfterS };
  }

  /**
   * Consumes the newest code of the phone and scene: 116001 (wrong, with the
   * tries left) or 116002 (none, expired, used, or out of tries). The try is
   * counted before the code is compared.
   */
  async verify(phone: string, scene: SmsScene, code: string): Promise<void> {
    const now = this.now();
    const expired = () =>
      new ApiFailure(ErrorCodes.codeExpired, 'Verification code expired, request a new one', {
        attempts_left: 0,
      });
    const counted = await countTry(this.db, phone, scene, now, SMS_MAX_ATTEMPTS);
    if (!counted) throw expired();
    if (!sameHash(counted.codeHash, hashSecret(code))) {
      const left = SMS_MAX_ATTEMPTS - counted.attempts;
      if (left <= 0) throw expired();
      throw new ApiFailure(ErrorCodes.codeWrong, 'Verification code is wrong', {
        attempts_left: left,
      });
    }
    // Two requests with the right code: one of them uses it.
    if (!(await consumeCode(this.db, counted.id, now))) throw expired();
  }

  /**
   * Checks the newest code of the phone and scene like verify (the try is
   * counted; 116001 / 116002) without using it up: a flow of several steps
   * checks a code early and verifies it at the end.
   */
  async check(phone: string, scene: SmsScene, code: string): Promise<void> {
    const counted = await countTry(this.db, phone, scene, this.now(), SMS_MAX_ATTEMPTS);
    const expired = new ApiFailure(ErrorCodes.codeExpired, 'Verification code expired', {
      attempts_left: 0,
    });
    if (!counted) throw expired;
    if (sameHash(counted.codeHash, hashSecret(code))) return;
    const left = SMS_MAX_ATTEMPTS - counted.attempts;
    if (left <= 0) throw expired;
    throw new ApiFailure(ErrorCodes.codeWrong, 'Verification code is wrong', {
      attempts_left: left,
    });
  }

  /** Codes sent, newest first (development helper; empty unless the outbox is on). */
  list(phone?: string): OutboxEntry[] {
    return phone ? this.outbox.filter((e) => e.phone === phone) : [...this.outbox];
  }

  /** Drops code rows and send limits that can no longer matter (the scheduler runs it). */
  sweep(): Promise<void> {
    return sweepSmsRows(this.db, this.now(), this.sendLimits);
  }
}

/** Constant-time comparison of two stored hashes (a mismatch in length is a mismatch). */
function sameHash(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
