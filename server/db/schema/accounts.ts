/** Authors and how they prove who they are: sessions, SMS codes and their limits, login throttles, SSO tickets. */
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CERT_STATUSES, type CertStatus } from '../../../src/lib/contract/certification';
import { count, createTime, id, oneOf, tstz, updateTime } from './columns';
import {
  SESSION_REVOKE_REASONS,
  type SessionRevokeReason,
  SMS_SCENES,
  type SmsScene,
} from './values';

export const authors = pgTable(
  'authors',
  {
    id: id(),
    phone: text('phone').notNull(),
    // Null for authors who registered by SMS code and never set a password.
    passwordHash: text('password_hash'),
    // Null until confirm_register picks one.
    penName: text('pen_name'),
    avatar: text('avatar'),
    email: text('email'),
    introduction: text('introduction'),
    qq: text('qq'),
    homePhone: text('home_phone'),
    isCertified: boolean('is_certified').notNull().default(false),
    realName: text('real_name'),
    // AES-256-GCM ciphertext (server/services/account/id-card-crypto.ts), never the
    // number in clear; rows written before encryption are sealed at start.
    idCard: text('id_card'),
    // The application's state; is_certified stays the flag every reader
    // checks and turns true only when the platform approves.
    certStatus: text('cert_status').$type<CertStatus>().notNull().default('none'),
    certRejectReason: text('cert_reject_reason'),
    // When the author agreed to the processing of sensitive personal data (PIPL art. 29).
    certConsentAt: tstz('cert_consent_at'),
    certSubmittedAt: tstz('cert_submitted_at'),
    certDecidedAt: tstz('cert_decided_at'),
    isSigned: boolean('is_signed').notNull().default(false),
    fanNum: count('fan_num'),
    newRegister: boolean('new_register').notNull().default(false),
    editorName: text('editor_name'),
    // Bumped by every password change: a session is valid only while it
    // carries the author's current generation, so a login that checked the
    // old password and issued its token after the change is refused too.
    credentialsGeneration: integer('credentials_generation').notNull().default(1),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    uniqueIndex('authors_phone_uq').on(t.phone),
    // Checked by the handlers too; the index closes the race between two requests.
    uniqueIndex('authors_pen_name_uq').on(t.penName),
    oneOf('authors_cert_status_ck', t.certStatus, CERT_STATUSES),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // Only the sha256 hex of the bearer token is stored, so a leaked table
    // cannot be replayed as sessions.
    tokenHash: text('token_hash').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    revokedReason: text('revoked_reason').$type<SessionRevokeReason>(),
    // The author's credentials generation when the session was made.
    credentialsGeneration: integer('credentials_generation').notNull().default(1),
    // For the login history: the coarse browser and system read from the
    // user agent, and the client address (the history shows only whether it
    // is a local network, or the address with its last part hidden).
    browser: text('browser'),
    os: text('os'),
    clientAddress: text('client_address'),
  },
  (t) => [
    // Password change revokes every live session of the author.
    index('sessions_author_idx').on(t.authorId),
    oneOf('sessions_revoked_reason_ck', t.revokedReason, SESSION_REVOKE_REASONS),
  ],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    scene: text('scene').$type<SmsScene>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: count('attempts'),
    consumedAt: tstz('consumed_at'),
  },
  (t) => [
    // Serves both "latest code for this phone and scene" and send-rate limits.
    index('sms_codes_phone_scene_created_idx').on(t.phone, t.scene, t.createdAt),
    oneOf('sms_codes_scene_ck', t.scene, SMS_SCENES),
  ],
);

/**
 * The SMS codes a phone was sent in the last hour, newest last: the resend
 * spacing and the hourly limit are one atomic upsert on this row
 * (server/repositories/sms-limits.ts), so concurrent requests in any number
 * of processes cannot all pass. Rows of quiet phones are swept.
 */
export const smsSendLimits = pgTable('sms_send_limits', {
  phone: text('phone').primaryKey(),
  sentAt: tstz('sent_at').array().notNull(),
});

/**
 * Password-login throttles, one row per key (a phone, a client address):
 * the tries recorded (before each password is checked) and when the next
 * one is allowed. Growing delays, never a lock (server/services/auth/login-throttle.ts).
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    nextAllowedAt: tstz('next_allowed_at').notNull(),
  },
  (t) => [index('auth_throttles_next_allowed_idx').on(t.nextAllowedAt)],
);

export const ssoTickets = pgTable('sso_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  authorId: text('author_id')
    .notNull()
    .references(() => authors.id, { onDelete: 'cascade' }),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
});
