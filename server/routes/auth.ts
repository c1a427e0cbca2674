/**
 * Login (password, SMS code, SSO ticket), registration by SMS and its
 * confirmation, logout, and setting or resetting the password.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { type Author, authors } from '../db/schema';
import { ApiFailure, ErrorCodes, notAllowed } from '../http/failure';
import { authed, open } from '../http/operations';
import { assertPasswordAllowed, notifyPasswordChange } from '../services/account-security';
import { availablePenName, replacePassword } from '../services/authors';
import { forgetPhoneTries, loginSucceeded, takeLoginTry } from '../services/login-throttle';
import { hashPassword, verifyPassword } from '../services/passwords';
import { CredentialsChangedError, issueToken, revokeSession } from '../services/sessions';
import { consumeSsoTicket } from '../services/sso';
import { loadUser } from './user-view';

// Checked against when the phone has no password (unknown, or registered by
// SMS and never set one), so every failed login costs the same scrypt time
// and answers the same: nothing tells accounts apart.
let dummyHash: Promise<string> | undefined;

async function findByPhone(app: AppContext, phone: string): Promise<Author | undefined> {
  const [author] = await app.db.select().from(authors).where(eq(authors.phone, phone)).limit(1);
  return author;
}

/** One failure for an unknown phone, a wrong password and no password: no account enumeration. */
const badCredentials = () => notAllowed('Account or password incorrect');

/**
 * A session for an author proved by something other than the password (an
 * SMS code, an SSO ticket): read afresh, and once more if a password change
 * raced the read, since the proof itself did not depend on the password.
 */
async function issueForAuthor(app: AppContext, authorId: string) {
  for (let attempt = 0; ; attempt += 1) {
    const [author] = await app.db.select().from(authors).where(eq(authors.id, authorId)).limit(1);
    if (!author) throw new Error(`author ${authorId} vanished during login`);
    try {
      return { author, issued: await issueToken(app, author) };
    } catch (error) {
      if (!(error instanceof CredentialsChangedError) || attempt > 0) throw error;
    }
  }
}

export const publicAuthHandlers = open({
  async ssoLogin({ query, app }) {
    const authorId = await consumeSsoTicket(app, query.ticket);
    if (!authorId) {
      throw new ApiFailure(ErrorCodes.codeExpired, 'SSO ticket is used or expired', {
        attempts_left: 0,
      });
    }
    const { author, issued } = await issueForAuthor(app, authorId);
    return { ...issued, new_register: author.newRegister };
  },

  async sendCode({ body, app }) {
    // SMS login registers unknown phones. A password reset of a phone
    // without an account answers exactly as for one (same limits, same
    // body) but sends nothing, so the answer does not tell accounts apart.
    const deliver =
      body.scene !== 'reset_pwd' || (await findByPhone(app, body.phone)) !== undefined;
    return app.sms.send(body.phone, body.scene, deliver);
  },

  async loginBySms({ body, app }) {
    await app.sms.verify(body.phone, 'login', body.code);
    let existing = await findByPhone(app, body.phone);
    if (!existing) {
      const now = app.now();
      // Two first logins racing for one phone: the unique index keeps one row.
      await app.db
        .insert(authors)
        .values({ phone: body.phone, newRegister: true, createTime: now, updateTime: now })
        .onConflictDoNothing({ target: authors.phone });
      existing = await findByPhone(app, body.phone);
      if (!existing) throw new Error('author vanished after registration');
    }
    const { author, issued } = await issueForAuthor(app, existing.id);
    if (author.newRegister) {
      // The client passes 109112 through to the confirm-registration step.
      throw new ApiFailure(ErrorCodes.registrationToConfirm, 'Registration to confirm', {
        ...issued,
        new_register: true,
      });
    }
    return { ...issued, new_register: false };
  },

  async loginByPassword({ body, app, req }) {
    // The try is recorded before the password is checked, so concurrent
    // guesses cannot all pass a check made before any was counted.
    await takeLoginTry(app, body.phone, req.ip);
    const author = await findByPhone(app, body.phone);
    dummyHash ??= hashPassword('not-a-password-0');
    const stored = author?.passwordHash ?? (await dummyHash);
    const matches = await verifyPassword(body.password, stored);
    if (!author || author.passwordHash === null || !matches) throw badCredentials();
    await loginSucceeded(app, body.phone, req.ip);
    try {
      return { ...(await issueToken(app, author)), new_register: author.newRegister };
    } catch (error) {
      // The password changed while this login checked the old one.
      if (error instanceof CredentialsChangedError) throw badCredentials();
      throw error;
    }
  },

  async resetPassword({ body, app }) {
    // What the password rule can say without the account, before the code
    // is used up. Then the code, the same way for every phone: a phone
    // without an account has no code that can match (see sendCode).
    assertPasswordAllowed(body.password, { phone: body.phone });
    await app.sms.verify(body.phone, 'reset_pwd', body.code);
    const author = await findByPhone(app, body.phone);
    // Only if the account vanished after its code was sent (never, today).
    if (!author)
      throw new ApiFailure(ErrorCodes.codeExpired, 'Verification code expired', {
        attempts_left: 0,
      });
    // The pen name only after the code: before it, the answer would tell
    // whether the phone has an account with that pen name.
    assertPasswordAllowed(body.password, author);
    await replacePassword(app, author, body.password);
    // Owning the phone proves the account; earlier wrong guesses no longer count.
    await forgetPhoneTries(app, author.phone);
    await notifyPasswordChange(app, author.id, 'reset');
    return null;
  },
});

export const authHandlers = authed({
  async confirmRegister({ body, author, app }) {
    if (!author.newRegister) throw notAllowed('Registration is already confirmed');
    const penName = await availablePenName(app, author.id, body.pen_name);
    const [updated] = await app.db
      .update(authors)
      .set({ penName, newRegister: false, updateTime: app.now() })
      .where(and(eq(authors.id, author.id), eq(authors.newRegister, true)))
      .returning();
    // Another tab confirmed in the meantime.
    if (!updated) throw notAllowed('Registration is already confirmed');
    return loadUser(app.db, updated);
  },

  async logout({ sessionId, app }) {
    await revokeSession(app, sessionId, 'logout');
    return null;
  },

  async sendSetPasswordCode({ author, app }) {
    return app.sms.send(author.phone, 'set_pwd');
  },

  async setPassword({ body, author, app }) {
    assertPasswordAllowed(body.password, author);
    await app.sms.verify(author.phone, 'set_pwd', body.code);
    // Every other tab and device must log in again; this one gets a fresh token.
    const credentialsGeneration = await replacePassword(app, author, body.password);
    await forgetPhoneTries(app, author.phone);
    await notifyPasswordChange(app, author.id, author.passwordHash === null ? 'set' : 'changed');
    const issued = await issueToken(app, { id: author.id, credentialsGeneration });
    return { ...issued, new_register: author.newRegister };
  },
});
