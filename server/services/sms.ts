/**
 * SMS verification codes. There is no SMS provider here: codes go to an
 * outbox that is printed to the log and, outside production, readable at
 * GET /dev/outbox. The rules are the real ones: a code lives 5 minutes, allows
 * 5 tries, and a phone may ask again after 60 s and at most 10 times an hour.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type SmsScene, smsCodes } from '../db/schema';
import { ApiFailure, ErrorCodes, tooManyRequests } from '../http/failure';
import { hashSecret } from './tokens';

export const SMS_CODE_TTL_S = 300;
export const SMS_RESEND_AFTER_S = 60;
export const SMS_MAX_PER_HOUR = 10;
export const SMS_MAX_ATTEMPTS = 5;
const OUTBOX_SIZE = 200;

export interface OutboxEntry {
  phone: string;
  scene: SmsScene;
  code: string;
  created_at: string;
  expires_at: string;
}

export class SmsService {
  private readonly outbox: OutboxEntry[] = [];

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly print: (line: string) => void,
  ) {}

  /** Sends a fresh code, or answers 105001 when the phone asked too recently or too often. */
  async send(
    phone: string,
    scene: SmsScene,
  ): Promise<{ expires_in_s: number; resend_after_s: number }> {
    const now = this.now();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const recent = await this.db
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, hourAgo)))
      .orderBy(desc(smsCodes.createdAt));
    const last = recent[0];
    if (last) {
      const waited = (now.getTime() - last.createdAt.getTime()) / 1000;
      if (waited < SMS_RESEND_AFTER_S) throw tooManyRequests(SMS_RESEND_AFTER_S - waited);
    }
    if (recent.length >= SMS_MAX_PER_HOUR) {
      const oldest = recent[recent.length - 1]!;
      throw tooManyRequests((oldest.createdAt.getTime() + 3_600_000 - now.getTime()) / 1000);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_S * 1000);
    await this.db
      .insert(smsCodes)
      .values({ phone, scene, codeHash: hashSecret(code), createdAt: now, expiresAt });
    const entry = {
      phone,
      scene,
      code,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    };
    this.outbox.unshift(entry);
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE);
    this.print(`sms outbox: ${phone} ${scene} code ${code}`);
    return { expires_in_s: SMS_CODE_TTL_S, resend_after_s: SMS_RESEND_AFTER_S };
  }

  /**
   * Consumes the latest code of the phone and scene: 116001 (wrong, with the
   * tries left) or 116002 (none, expired, or out of tries).
   */
  async verify(phone: string, scene: SmsScene, code: string): Promise<void> {
    const [latest] = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene), isNull(smsCodes.consumedAt)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    const expired = (body: unknown = { attempts_left: 0 }) =>
      new ApiFailure(ErrorCodes.codeExpired, 'Verification code expired, request a new one', body);
    if (!latest || latest.expiresAt.getTime() <= this.now().getTime()) throw expired();
    if (latest.attempts >= SMS_MAX_ATTEMPTS) throw expired();
    if (latest.codeHash !== hashSecret(code)) {
      const attempts = latest.attempts + 1;
      await this.db.update(smsCodes).set({ attempts }).where(eq(smsCodes.id, latest.id));
      const left = SMS_MAX_ATTEMPTS - attempts;
      if (left <= 0) throw expired();
      throw new ApiFailure(ErrorCodes.codeWrong, 'Verification code is wrong', {
        attempts_left: left,
      });
    }
    await this.db
      .update(smsCodes)
      .set({ consumedAt: this.now() })
      .where(eq(smsCodes.id, latest.id));
  }

  /** Codes sent, newest first (development helper). */
  list(phone?: string): OutboxEntry[] {
    return phone ? this.outbox.filter((e) => e.phone === phone) : [...this.outbox];
  }
}
