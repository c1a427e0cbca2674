/**
 * Login (password, SMS code, SSO ticket), registration by SMS and its
 * confirmation, logout, and setting or resetting the password.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { type Author, authors } from '../db/schema';
import { ApiFailure, ErrorCodes, notAllowed, notFound, tooManyRequests } from '../http/failure';
import { authed, open } from '../http/operations';
import { availablePenName, replacePassword } from '../services/authors';
import { hashPassword, verifyPassword } from '../services/passwords';
import { issueToken, revokeSession } from '../services/sessions';
import { consumeSsoTicket } from '../services/sso';
import { loadUser } from './user-view';

const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
const LOGIN_MAX_FAILURES = 5;
// Past this many tracked phones, stale entries are swept so a spray of
// random phone numbers cannot grow the map without bound.
const LOGIN_TRACKED_PHONES_SWEEP = 10_000;

/**
 * Wrong-password times per phone, per app (tests build many apps). Kept in
 * memory: a restart forgetting them only gives an attacker 5 more tries.
 */
const loginFailures = new WeakMap<AppContext, Map<string, number[]>>();

function failuresOf(app: AppContext): Map<string, number[]> {
  let map = loginFailures.get(app);
  if (!map) {
    map = new Map();
    loginFailures.set(app, map);
  }
  return map;
}

/** The phone's wrong-password times still inside the window. */
function recentFailures(app: AppContext, phone: string): number[] {
  const map = failuresOf(app);
  const since = app.now().getTime() - LOGIN_FAILURE_WINDOW_MS;
  const recent = (map.get(phone) ?? []).filter((t) => t > since);
  if (recent.length > 0) map.set(phone, recent);
  else map.delete(phone);
  return recent;
}

function recordFailure(app: AppContext, phone: string): void {
  const map = failuresOf(app);
  if (map.size >= LOGIN_TRACKED_PHONES_SWEEP) {
    for (const key of [...map.keys()]) recentFailures(app, key);
  }
  map.set(phone, [...recentFailures(app, phone), app.now().getTime()]);
}

function clearFailures(app: AppContext, phone: string): void {
  failuresOf(app).delete(phone);
}

// Checked against for unknown phones, so a wrong phone costs the same scrypt
// time as a wrong password and response times do not tell accounts apart.
let dummyHash: Promise<string> | undefined;

async function findByPhone(app: AppContext, phone: string): Promise<Author | undefined> {
  const [author] = await app.db.select().from(authors).where(eq(authors.phone, phone)).limit(1);
  return author;
}

/** Same failure for an unknown phone and a wrong password: no account enumeration. */
const badCredentials = () => notAllowed('Account or password incorrect');

export const publicAuthHandlers = open({
  async ssoLogin({ query, app }) {
    const authorId = await consumeSsoTicket(app, query.ticket);
    if (!authorId) {
      throw new ApiFailure(ErrorCodes.codeExpired, 'SSO ticket is used or expired', {
        attempts_left: 0,
      });
    }
    const [author] = await app.db.select().from(authors).where(eq(authors.id, authorId)).limit(1);
    // The ticket's author cascade-deletes its tickets, so this is a race at worst.
    if (!author) {
      throw new ApiFailure(ErrorCodes.codeExpired, 'SSO ticket is used or expired', {
        attempts_left: 0,
      });
    }
    return { ...(await issueToken(app, author.id)), new_register: author.newRegister };
  },

  async sendCode({ body, app }) {
    // SMS login registers unknown phones; a password reset needs an account.
    if (body.scene === 'reset_pwd' && !(await findByPhone(app, body.phone))) {
      throw notFound('No account with this phone');
    }
    return app.sms.send(body.phone, body.scene);
  },

  async loginBySms({ body, app }) {
    await app.sms.verify(body.phone, 'login', body.code);
    let author = await findByPhone(app, body.phone);
    if (!author) {
      const now = app.now();
      // Two first logins racing for one phone: the unique index keeps one row.
      await app.db
        .insert(authors)
        .values({ phone: body.phone, newRegister: true, createTime: now, updateTime: now })
        .onConflictDoNothing({ target: authors.phone });
      author = await findByPhone(app, body.phone);
      if (!author) throw new Error(`author ${body.phone} vanished after registration`);
    }
    const issued = await issueToken(app, author.id);
    if (author.newRegister) {
      // The client passes 109112 through to the confirm-registration step.
      throw new ApiFailure(ErrorCodes.registrationToConfirm, 'Registration to confirm', {
        ...issued,
        new_register: true,
      });
    }
    return { ...issued, new_register: false };
  },

  async loginByPassword({ body, app }) {
    const failures = recentFailures(app, body.phone);
    if (failures.length >= LOGIN_MAX_FAILURES) {
      const retryAtMs = failures[0]! + LOGIN_FAILURE_WINDOW_MS;
      throw tooManyRequests((retryAtMs - app.now().getTime()) / 1000);
    }
    const author = await findByPhone(app, body.phone);
    if (author && author.passwordHash === null) {
      throw new ApiFailure(ErrorCodes.passwordNotSet, 'Password not set yet');
    }
    dummyHash ??= hashPassword('not-a-password-0');
    const matches = await verifyPassword(body.password, author?.passwordHash ?? (await dummyHash));
    if (!author || !matches) {
      recordFailure(app, body.phone);
      throw badCredentials();
    }
    clearFailures(app, body.phone);
    return { ...(await issueToken(app, author.id)), new_register: author.newRegister };
  },

  async resetPassword({ body, app }) {
    const author = await findByPhone(app, body.phone);
    if (!author) throw notFound('No account with this phone');
    await app.sms.verify(body.phone, 'reset_pwd', body.code);
    await replacePassword(app, author, body.password);
    // Owning the phone proves the account; earlier wrong guesses no longer count.
    clearFailures(app, author.phone);
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
    await app.sms.verify(author.phone, 'set_pwd', body.code);
    // Every other tab and device must log in again; this one gets a fresh token.
    await replacePassword(app, author, body.password);
    clearFailures(app, author.phone);
    return { ...(await issueToken(app, author.id)), new_register: author.newRegister };
  },
});
