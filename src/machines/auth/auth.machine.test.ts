import { describe, expect, it } from 'vitest';
import { loginOk, makeUser, memoryTokens, settled, start } from '../testing/auth';
import { deferred, waitFor } from '../testing/wait';
import {
  AUTH_MESSAGE_IDS,
  type AuthEnvelope,
  type AuthUser,
  type LoginResult,
  PEN_NAME_REQUIRED,
  selectAuthError,
  selectCodeAttemptsLeft,
  selectFieldErrors,
  selectIsBusy,
  selectIsLoggedIn,
  selectNeedsRegistration,
  selectRole,
  selectUser,
} from './auth.machine';

describe('authMachine: the session follows the stored token', () => {
  it('starts logged out without a token and logged in with one', () => {
    expect(selectIsLoggedIn(start().actor.getSnapshot())).toBe(false);
    const withToken = start(memoryTokens('stored')).actor.getSnapshot();
    expect(selectIsLoggedIn(withToken)).toBe(true);
    expect(selectUser(withToken)).toBeNull();
    expect(selectRole(withToken)).toBe('');
  });
});

describe('authMachine: login', () => {
  it('stores the token on code 0 and is busy until the answer', async () => {
    const answer = deferred<AuthEnvelope<LoginResult>>();
    const t = start(memoryTokens(), { login: () => answer.promise });

    t.actor.send({ type: 'auth.loginPassword', phone: '13800000001', password: 'secret' });
    expect(selectIsBusy(t.actor.getSnapshot())).toBe(true);
    expect(t.loginCalls).toEqual([{ phone: '13800000001', password: 'secret' }]);

    answer.resolve(loginOk('tok-42'));
    const s = await waitFor(t.actor, settled);
    expect(selectIsLoggedIn(s)).toBe(true);
    expect(t.tokens.value()).toBe('tok-42');
    expect(selectAuthError(s)).toBeNull();
    expect(t.emitted).toContainEqual({ type: 'auth.loggedIn', needsRegistration: false });
  });

  it('passes the SMS code and the SSO ticket to their actors', async () => {
    const t = start();
    t.actor.send({ type: 'auth.loginSms', phone: '13800000001', code: '123456' });
    await waitFor(t.actor, selectIsLoggedIn);
    expect(t.loginCalls).toEqual([{ phone: '13800000001', code: '123456' }]);

    const sso = start();
    sso.actor.send({ type: 'auth.loginSso', ticket: 'ticket-1' });
    await waitFor(sso.actor, selectIsLoggedIn);
    expect(sso.loginCalls).toEqual([{ ticket: 'ticket-1' }]);
  });

  it('clears the token and shows the generic message when the answer is not code 0', async () => {
    const t = start(memoryTokens(), {
      login: () => Promise.resolve({ code: 500001, msg: 'boom', body: null }),
    });
    t.actor.send({ type: 'auth.loginPassword', phone: '1', password: 'x' });
    const s = await waitFor(
      t.actor,
      (snap) => snap.matches({ session: 'loggedOut' }) && settled(snap),
    );
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(t.tokens.clear).toHaveBeenCalled();
    expect(selectAuthError(s)).toBe(AUTH_MESSAGE_IDS.generic);
  });

  it('clears the token when the call throws', async () => {
    const t = start(memoryTokens(), {
      login: () => Promise.reject(new TypeError('Network Error')),
    });
    t.actor.send({ type: 'auth.loginSso', ticket: 't' });
    const s = await waitFor(t.actor, (snap) => selectAuthError(snap) !== null);
    expect(t.tokens.clear).toHaveBeenCalled();
    expect(t.tokens.value()).toBeNull();
    expect(selectAuthError(s)).toBe(AUTH_MESSAGE_IDS.generic);
  });

  it('maps 109016 (password not set) to its message id without a token', async () => {
    const t = start(memoryTokens(), {
      login: () => Promise.resolve({ code: 109016, msg: 'no password', body: null }),
    });
    t.actor.send({ type: 'auth.loginPassword', phone: '1', password: 'x' });
    const s = await waitFor(t.actor, (snap) => selectAuthError(snap) !== null);
    expect(selectAuthError(s)).toBe(AUTH_MESSAGE_IDS.passwordNotSet);
    expect(selectIsLoggedIn(s)).toBe(false);
  });

  it('maps a refused password login (103001) to the hint that names all three causes', async () => {
    const t = start(memoryTokens(), {
      login: () =>
        Promise.reject({ code: 103001, msg: 'Account or password incorrect', body: null }),
    });
    t.actor.send({ type: 'auth.loginPassword', phone: '1', password: 'x' });
    const s = await waitFor(t.actor, (snap) => selectAuthError(snap) !== null);
    expect(selectAuthError(s)).toBe(AUTH_MESSAGE_IDS.badCredentials);
    expect(selectIsLoggedIn(s)).toBe(false);
  });

  it('maps a throttled password login (105001) to its own text, not the code cooldown', async () => {
    const t = start(memoryTokens(), {
      login: () => Promise.reject({ code: 105001, msg: 'Too many', body: { retry_after_s: 8 } }),
    });
    t.actor.send({ type: 'auth.loginPassword', phone: '1', password: 'x' });
    const s = await waitFor(t.actor, (snap) => selectAuthError(snap) !== null);
    expect(selectAuthError(s)).toBe(AUTH_MESSAGE_IDS.passwordTriesThrottled);
  });

  it('maps the 116001 / 116002 rejection bodies to message ids and tries left', async () => {
    const wrong = start(memoryTokens(), {
      login: () => Promise.reject({ code: 116001, msg: 'wrong', body: { attempts_left: 2 } }),
    });
    wrong.actor.send({ type: 'auth.loginSms', phone: '1', code: '000000' });
    let s = await waitFor(wrong.actor, (snap) => selectAuthError(snap) !== null);
    expect(selectAuthError(s)).toBe(AUTH_MESSAGE_IDS.codeWrong);
    expect(selectCodeAttemptsLeft(s)).toBe(2);

    const expired = start(memoryTokens(), {
      login: () => Promise.reject({ code: 116002, msg: 'expired', body: { attempts_left: 0 } }),
    });
    expired.actor.send({ type: 'auth.loginSms', phone: '1', code: '000000' });
    s = await waitFor(expired.actor, (snap) => selectAuthError(snap) !== null);
    expect(selectAuthError(s)).toBe(AUTH_MESSAGE_IDS.codeExpired);
    expect(selectCodeAttemptsLeft(s)).toBe(0);
  });

  it('keeps the field errors of a 101001 rejection', async () => {
    const t = start(memoryTokens(), {
      login: () =>
        Promise.reject({ code: 101001, body: { errors: { phone: 'validation.format' } } }),
    });
    t.actor.send({ type: 'auth.loginPassword', phone: 'abc', password: 'x' });
    const s = await waitFor(t.actor, (snap) => selectAuthError(snap) !== null);
    expect(selectAuthError(s)).toBe(AUTH_MESSAGE_IDS.invalid);
    expect(selectFieldErrors(s)).toEqual({ phone: 'validation.format' });

    t.actor.send({ type: 'auth.clearError' });
    expect(selectAuthError(t.actor.getSnapshot())).toBeNull();
    expect(selectFieldErrors(t.actor.getSnapshot())).toEqual({});
  });
});

describe('authMachine: registration to confirm (109112)', () => {
  const registering = (): AuthEnvelope<LoginResult> => ({
    code: 109112,
    msg: 'confirm',
    body: { token: 'new-tok', expires_at: '2026-12-22T10:00:00+08:00', new_register: true },
  });

  it('stores the token and waits for the pen name until confirm_register succeeds', async () => {
    const answer = deferred<AuthEnvelope<AuthUser>>();
    const t = start(memoryTokens(), {
      login: () => Promise.resolve(registering()),
      confirmRegister: () => answer.promise,
    });
    t.actor.send({ type: 'auth.loginSms', phone: '13900000009', code: '123456' });
    let s = await waitFor(t.actor, selectNeedsRegistration);
    expect(selectIsLoggedIn(s)).toBe(true);
    expect(t.tokens.value()).toBe('new-tok');
    expect(t.emitted).toContainEqual({ type: 'auth.loggedIn', needsRegistration: true });

    t.actor.send({ type: 'auth.confirmRegister', pen_name: '   ' });
    s = t.actor.getSnapshot();
    expect(selectFieldErrors(s)).toEqual({ pen_name: PEN_NAME_REQUIRED });
    expect(t.confirmRegister).not.toHaveBeenCalled();

    t.actor.send({ type: 'auth.confirmRegister', pen_name: ' 新笔名 ' });
    expect(selectIsBusy(t.actor.getSnapshot())).toBe(true);
    expect(t.confirmRegister).toHaveBeenCalledWith({ pen_name: '新笔名', agree_terms: true });
    // Still to confirm while the call is out.
    expect(selectNeedsRegistration(t.actor.getSnapshot())).toBe(true);

    answer.resolve({ code: 0, msg: 'ok', body: makeUser({ pen_name: '新笔名', is_sign: true }) });
    s = await waitFor(t.actor, (snap) => !selectNeedsRegistration(snap));
    expect(selectUser(s)?.pen_name).toBe('新笔名');
    expect(selectRole(s)).toBe('is_sign');
    expect(selectFieldErrors(s)).toEqual({});
  });

  it('stays on the form with the field errors when confirm_register fails', async () => {
    const t = start(memoryTokens(), {
      login: () => Promise.resolve(registering()),
      confirmRegister: () =>
        Promise.reject({ code: 101001, body: { errors: { pen_name: 'validation.duplicate' } } }),
    });
    t.actor.send({ type: 'auth.loginSms', phone: '1', code: '1' });
    await waitFor(t.actor, selectNeedsRegistration);
    t.actor.send({ type: 'auth.confirmRegister', pen_name: 'taken' });
    const s = await waitFor(t.actor, (snap) => selectAuthError(snap) !== null);
    expect(selectNeedsRegistration(s)).toBe(true);
    expect(selectFieldErrors(s)).toEqual({ pen_name: 'validation.duplicate' });
    expect(selectIsLoggedIn(s)).toBe(true);
  });

  it('asks again for the pen name when user info says the sign-up is unfinished', async () => {
    const t = start(memoryTokens('stored'), {
      fetchUserInfo: () =>
        Promise.resolve({
          code: 0,
          msg: 'ok',
          body: makeUser({ pen_name: null, new_register: true }),
        }),
    });
    t.actor.send({ type: 'auth.fetchUser' });
    await waitFor(t.actor, selectNeedsRegistration);
  });
});
