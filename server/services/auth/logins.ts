/**
 * Login (password, SMS code, SSO ticket), registration by SMS and its
 * confirmation, logout, and setting or resetting the password.
 */
import type { AppContext } from '../../context';
import type { Author } from '../../db/schema';
import { ApiFailure, ErrorCodes, notAllowed } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import {
  findAuthorById,
  findAuthorByPhone,
  insertAuthorIfAbsent,
  updateAuthor,
} from '../../repositories/authors';
import { assertPasswordAllowed, notifyPasswordChange } from '../account/account-security';
import { availablePenName, replacePassword } from '../account/authors';
import { loadUser } from '../account/user-view';
import type { LoginClient } from './login-history';
import { forgetPhoneTries, loginSucceeded, takeLoginTry } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { CredentialsChangedError, issueToken, revokeSession } from './sessions';
import { consumeSsoTicket } from './sso';

// Checked against when the phone has no password (unknown, or registered by
// SMS and never set one), so every failed login costs the same scrypt time
// and answers the same: nothing tells accounts apart.
let dummyHash: Promise<string> | undefined;

/** One failure for an unknown phone, a wrong password and no password: no account enumeration. */
const badCredentials = () => notAllowed('Account or password incorrect');

/** What a code or ticket that can no longer be used answers. */
const expiredProof = (message: string) =>
  new ApiFailure(ErrorCodes.codeExpired, message, { attempts_left: 0 });

/**
 * A session for an author proved by something other than the password (an
 * SMS code, an SSO ticket): read afresh, and once more if a password change
 * raced the read, since the proof itself did not depend on the password.
 */
async function issueForAuthor(app: AppContext, authorId: string, client?: LoginClient) {
  for (let attempt = 0; ; attempt += 1) {
    const author = await findAuthorById(app.db, authorId);
    if (!author) throw new Error(`author ${authorId} vanished during login`);
    try {
      return { author, issued: await issueToken(app, author, client) };
    } catch (error) {
      if (!(error instanceof CredentialsChangedError) || attempt > 0) throw error;
    }
  }
}

export async function ssoLogin(app: AppContext, ticket: string, client?: LoginClient) {
  const authorId = await consumeSsoTicket(app, ticket);
  if (!authorId) throw expiredProof('SSO ticket is used or expired');
  const { author, issued } = await issueForAuthor(app, authorId, client);
  return { ...issued, new_register: author.newRegister };
}

export async function sendLoginCode(app: AppContext, body: RequestBody<'sendCode'>) {
  // SMS login registers unknown phones. A password reset of a phone without
  // an account answers exactly as for one (same limits, same body) but
  // sends nothing, so the answer does not tell accounts apart.
  const deliver =
    body.scene !== 'reset_pwd' || (await findAuthorByPhone(app.db, body.phone)) !== undefined;
  return app.sms.send(body.phone, body.scene, deliver);
}

export async function loginBySms(
  app: AppContext,
  body: RequestBody<'loginBySms'>,
  client?: LoginClient,
) {
  await app.sms.verify(body.phone, 'login', body.code);
  let existing = await findAuthorByPhone(app.db, body.phone);
  if (!existing) {
    // Two first logins racing for one phone: the unique index keeps one row.
    await insertAuthorIfAbsent(app.db, body.phone, app.now());
    existing = await findAuthorByPhone(app.db, body.phone);
    if (!existing) throw new Error('author vanished after registration');
  }
  const { author, issued } = await issueForAuthor(app, existing.id, client);
  if (author.newRegister) {
    // The client passes 109112 through to the confirm-registration step.
    throw new ApiFailure(ErrorCodes.registrationToConfirm, 'Registration to confirm', {
      ...issued,
      new_register: true,
    });
  }
  return { ...issued, new_register: false };
}

export async function loginByPassword(
  app: AppContext,
  body: RequestBody<'loginByPassword'>,
  clientAddress: string,
  client?: LoginClient,
) {
  // The try is recorded before the password is checked, so concurrent
  // guesses cannot all pass a check made before any was counted.
  await takeLoginTry(app, body.phone, clientAddress);
  const author = await findAuthorByPhone(app.db, body.phone);
  dummyHash ??= hashPassword('not-a-password-0');
  const stored = author?.passwordHash ?? (await dummyHash);
  const matches = await verifyPassword(body.password, stored);
  if (!author || author.passwordHash === null || !matches) throw badCredentials();
  await loginSucceeded(app, body.phone, clientAddress);
  try {
    return { ...(await issueToken(app, author, client)), new_register: author.newRegister };
  } catch (error) {
    // The password changed while this login checked the old one.
    if (error instanceof CredentialsChangedError) throw badCredentials();
    throw error;
  }
}

export async function resetPassword(app: AppContext, body: RequestBody<'resetPassword'>) {
  // What the password rule can say without the account, before the code
  // is used up. Then the code, the same way for every phone: a phone
  // without an account has no code that can match (see sendLoginCode).
  assertPasswordAllowed(body.password, { phone: body.phone });
  await app.sms.verify(body.phone, 'reset_pwd', body.code);
  const author = await findAuthorByPhone(app.db, body.phone);
  // Only if the account vanished after its code was sent (never, today).
  if (!author) throw expiredProof('Verification code expired');
  // The pen name only after the code: before it, the answer would tell
  // whether the phone has an account with that pen name.
  assertPasswordAllowed(body.password, author);
  await replacePassword(app, author, body.password);
  // Owning the phone proves the account; earlier wrong guesses no longer count.
  await forgetPhoneTries(app, author.phone);
  await notifyPasswordChange(app, author.id, 'reset');
  return null;
}

export async function confirmRegistration(
  app: AppContext,
  author: { id: string; newRegister: boolean },
  penNameAsked: string,
) {
  if (!author.newRegister) throw notAllowed('Registration is already confirmed');
  const penName = await availablePenName(app, author.id, penNameAsked);
  const updated = await updateAuthor(
    app.db,
    author.id,
    { penName, newRegister: false, updateTime: app.now() },
    { newRegister: true },
  );
  // Another tab confirmed in the meantime.
  if (!updated) throw notAllowed('Registration is already confirmed');
  return loadUser(app.db, updated);
}

export async function logout(app: AppContext, sessionId: string) {
  await revokeSession(app, sessionId, 'logout');
  return null;
}

/** A new password behind a fresh code: every other tab and device must log in again. */
export async function setPassword(
  app: AppContext,
  author: Pick<Author, 'id' | 'phone' | 'penName' | 'newRegister' | 'passwordHash'>,
  body: RequestBody<'setPassword'>,
  client?: LoginClient,
) {
  assertPasswordAllowed(body.password, author);
  await app.sms.verify(author.phone, 'set_pwd', body.code);
  const credentialsGeneration = await replacePassword(app, author, body.password);
  await forgetPhoneTries(app, author.phone);
  await notifyPasswordChange(app, author.id, author.passwordHash === null ? 'set' : 'changed');
  // This tab gets a fresh token.
  const issued = await issueToken(app, { id: author.id, credentialsGeneration }, client);
  return { ...issued, new_register: author.newRegister };
}
