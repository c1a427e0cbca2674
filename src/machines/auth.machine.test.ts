import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise } from 'xstate';
import { createAuthNavigationLink } from '../api/actors/session';
import {
  AUTH_MESSAGE_IDS,
  type AuthActorRef,
  type AuthEmitted,
  type AuthEnvelope,
  type AuthSnapshot,
  type AuthTokenStore,
  type AuthUser,
  authMachine,
  type CodeSent,
  type LoginInput,
  type LoginResult,
  PEN_NAME_REQUIRED,
  selectAuthError,
  selectCodeAttemptsLeft,
  selectCodeCooldown,
  selectFieldErrors,
  selectIsBusy,
  selectIsLoggedIn,
  selectIsSendingCode,
  selectNeedsRegistration,
  selectRole,
  selectUser,
} from './auth.machine';
import { waitFor } from './testing/wait';

function memoryTokens(
  initial: string | null = null,
): AuthTokenStore & { value: () => string | null } {
  let token = initial;
  return {
    get: () => token,
    set: vi.fn((next: string) => {
      token = next;
    }),
    clear: vi.fn(() => {
      token = null;
    }),
    value: () => token,
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Resolves with the next event of `type` the actor emits. */
function nextEmitted(actor: AuthActorRef, type: AuthEmitted['type']): Promise<AuthEmitted> {
  return new Promise((resolve) => {
    const sub = actor.on(type, (event) => {
      sub.unsubscribe();
      resolve(event);
    });
  });
}

function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'a1b2c3d4e5f6g7h8',
    phone: '138****0001',
    pen_name: '墨染青衣',
    avatar: '',
    email: 'author@example.com',
    introduction: '',
    qq: '',
    is_certified: false,
    id_card: '',
    real_name: '',
    is_signed: false,
    is_sign: false,
    role: '',
    fan_num: 0,
    word_count: 0,
    create_time: '2023-11-20T20:00:00+08:00',
    home_phone: '',
    editor_name: '',
    cache_phone: '138****0001',
    new_register: false,
    has_password: true,
    ...overrides,
  };
}

const loginOk = (token = 'tok-1'): AuthEnvelope<LoginResult> => ({
  code: 0,
  msg: 'ok',
  body: { token, expires_at: '2026-12-22T10:00:00+08:00', new_register: false },
});

/** Resolves every login with `answer`; records what each call sends (its input but the method). */
function loginActor(answer: () => Promise<AuthEnvelope<LoginResult>>) {
  const calls: unknown[] = [];
  const logic = fromPromise<AuthEnvelope<LoginResult>, LoginInput>(({ input }) => {
    const { method: _method, ...sent } = input;
    calls.push(sent);
    return answer();
  });
  return { logic, calls };
}

interface Fakes {
  login?: () => Promise<AuthEnvelope<LoginResult>>;
  sendCode?: () => Promise<AuthEnvelope<CodeSent>>;
  confirmRegister?: (input: unknown) => Promise<AuthEnvelope<AuthUser>>;
  logout?: () => Promise<unknown>;
  fetchUserInfo?: () => Promise<AuthEnvelope<AuthUser>>;
}

// Always a simulated clock, so the countdown never leaves real timers behind.
function start(tokens = memoryTokens(), fakes: Fakes = {}, clock = new SimulatedClock()) {
  const login = loginActor(fakes.login ?? (() => Promise.resolve(loginOk())));
  const clearServerMenu = vi.fn();
  const removeGuideFlag = vi.fn();
  const logout = vi.fn(fakes.logout ?? (() => Promise.resolve(null)));
  const confirmRegister = vi.fn(
    fakes.confirmRegister ??
      (() => Promise.resolve({ code: 0, msg: 'ok', body: makeUser() } as AuthEnvelope<AuthUser>)),
  );
  const fetchUserInfo = vi.fn(
    fakes.fetchUserInfo ??
      (() => Promise.resolve({ code: 0, msg: 'ok', body: makeUser() } as AuthEnvelope<AuthUser>)),
  );
  const sendCode = vi.fn(
    fakes.sendCode ??
      (() =>
        Promise.resolve({
          code: 0,
          msg: 'ok',
          body: { expires_in_s: 300, resend_after_s: 60 },
        } as AuthEnvelope<CodeSent>)),
  );
  const machine = authMachine.provide({
    actors: {
      login: login.logic,
      sendCode: fromPromise(() => sendCode()),
      confirmRegister: fromPromise(({ input }) => confirmRegister(input)),
      logout: fromPromise(() => logout()),
      fetchUserInfo: fromPromise(() => fetchUserInfo()),
    },
    actions: { clearServerMenu, removeGuideFlag },
  });
  const actor = createActor(machine, { input: { tokens }, clock });
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    tokens,
    emitted,
    loginCalls: login.calls,
    clearServerMenu,
    removeGuideFlag,
    logout,
    confirmRegister,
    fetchUserInfo,
    sendCode,
  };
}

const settled = (s: AuthSnapshot) => !selectIsBusy(s);

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

describe('authMachine: user info', () => {
  it.each([
    [{ is_sign: true, is_signed: true }, 'is_sign'],
    [{ is_sign: false, is_signed: true }, 'is_sign'],
    [{ is_sign: false, is_signed: false }, ''],
    // The sample mode's accounts (docs/behaviour.md, Sample mode).
    [{ is_sign: false, is_signed: false, role: 'admin' }, 'admin'],
    [{ is_sign: false, is_signed: false, role: 'user' }, 'user'],
  ] as const)('stores the user on code 0 and derives the role from %o', async (flags, role) => {
    // The sample's roles are outside the real API's User type.
    const user = makeUser(flags as Parameters<typeof makeUser>[0]);
    const t = start(memoryTokens('stored'), {
      fetchUserInfo: () => Promise.resolve({ code: 0, msg: 'ok', body: user }),
    });
    t.actor.send({ type: 'auth.fetchUser' });
    const s = await waitFor(t.actor, (snap) => selectUser(snap) !== null);
    expect(selectUser(s)).toEqual(user);
    expect(selectRole(s)).toBe(role);
    expect(t.emitted).toContainEqual({ type: 'auth.userLoaded', user });
  });

  it('reports a failed fetch and keeps the session (the navigation guard decides)', async () => {
    const t = start(memoryTokens('stored'), {
      fetchUserInfo: () => Promise.resolve({ code: 500001, msg: 'x', body: null }),
    });
    let failed = nextEmitted(t.actor, 'auth.userFailed');
    t.actor.send({ type: 'auth.fetchUser' });
    await failed;
    expect(selectUser(t.actor.getSnapshot())).toBeNull();
    expect(selectIsLoggedIn(t.actor.getSnapshot())).toBe(true);

    t.fetchUserInfo.mockImplementationOnce(() => Promise.reject(new Error('Network Error')));
    failed = nextEmitted(t.actor, 'auth.userFailed');
    t.actor.send({ type: 'auth.fetchUser' });
    await failed;
    expect(t.fetchUserInfo).toHaveBeenCalledTimes(2);
  });

  it('does not fetch user info when logged out', () => {
    const t = start();
    t.actor.send({ type: 'auth.fetchUser' });
    expect(t.fetchUserInfo).not.toHaveBeenCalled();
  });
});

describe('authMachine: logout and expiry', () => {
  const loggedInWithUser = async (fakes: Fakes = {}) => {
    const t = start(memoryTokens('stored'), fakes);
    t.actor.send({ type: 'auth.fetchUser' });
    await waitFor(t.actor, (s) => selectUser(s) !== null);
    return t;
  };

  it('calls the server with the token still set, then ends the session', async () => {
    const answer = deferred<unknown>();
    const t = await loggedInWithUser({ logout: () => answer.promise });

    t.actor.send({ type: 'auth.logout' });
    expect(t.logout).toHaveBeenCalledTimes(1);
    expect(t.tokens.value()).toBe('stored');
    expect(selectIsBusy(t.actor.getSnapshot())).toBe(true);
    expect(t.clearServerMenu).not.toHaveBeenCalled();

    answer.resolve(null);
    const s = await waitFor(t.actor, (snap) => !selectIsLoggedIn(snap));
    expect(t.tokens.value()).toBeNull();
    expect(selectUser(s)).toBeNull();
    expect(selectRole(s)).toBe('');
    expect(t.clearServerMenu).toHaveBeenCalledTimes(1);
    expect(t.removeGuideFlag).toHaveBeenCalledTimes(1);
    expect(t.emitted).toContainEqual({ type: 'auth.loggedOut', reason: 'logout' });
  });

  it('ends the session the same way when the server call fails', async () => {
    const t = await loggedInWithUser({ logout: () => Promise.reject(new Error('Network Error')) });
    t.actor.send({ type: 'auth.logout' });
    const s = await waitFor(t.actor, (snap) => !selectIsLoggedIn(snap));
    expect(t.tokens.value()).toBeNull();
    expect(selectUser(s)).toBeNull();
    expect(t.clearServerMenu).toHaveBeenCalledTimes(1);
    expect(t.removeGuideFlag).toHaveBeenCalledTimes(1);
    expect(s.matches({ session: 'loggedOut' })).toBe(true);
  });

  it('ends the session on auth.expired without calling the server', async () => {
    const t = await loggedInWithUser();
    t.actor.send({ type: 'auth.expired', code: 100002 });
    const s = t.actor.getSnapshot();
    expect(t.logout).not.toHaveBeenCalled();
    expect(selectIsLoggedIn(s)).toBe(false);
    expect(selectUser(s)).toBeNull();
    expect(t.clearServerMenu).toHaveBeenCalledTimes(1);
    expect(t.removeGuideFlag).toHaveBeenCalledTimes(1);
    expect(t.emitted).toContainEqual({ type: 'auth.loggedOut', reason: 'expired' });
  });

  it('can log in again after logging out', async () => {
    const t = await loggedInWithUser();
    t.actor.send({ type: 'auth.logout' });
    await waitFor(t.actor, (s) => !selectIsLoggedIn(s));
    t.actor.send({ type: 'auth.loginPassword', phone: '1', password: 'x' });
    await waitFor(t.actor, selectIsLoggedIn);
    expect(t.tokens.value()).toBe('tok-1');
  });
});

describe('authMachine: SMS code countdown', () => {
  it('counts down the resend delay the server gave, one named tick at a time', async () => {
    const clock = new SimulatedClock();
    const t = start(memoryTokens(), {}, clock);
    t.actor.send({ type: 'auth.sendCode', phone: '13800000001' });
    expect(selectIsSendingCode(t.actor.getSnapshot())).toBe(true);
    await waitFor(t.actor, (s) => selectCodeCooldown(s) === 60);

    // Ignored while counting down.
    t.actor.send({ type: 'auth.sendCode', phone: '13800000001' });
    expect(t.sendCode).toHaveBeenCalledTimes(1);

    clock.increment(1000);
    expect(selectCodeCooldown(t.actor.getSnapshot())).toBe(59);
    for (let i = 0; i < 59; i++) clock.increment(1000);
    expect(selectCodeCooldown(t.actor.getSnapshot())).toBe(0);
    expect(t.actor.getSnapshot().matches({ code: 'ready' })).toBe(true);

    t.actor.send({ type: 'auth.sendCode', phone: '13800000001' });
    expect(t.sendCode).toHaveBeenCalledTimes(2);
  });

  it('uses the configured default when the server does not say', async () => {
    const t = start(memoryTokens(), {
      sendCode: () => Promise.resolve({ code: 0, msg: 'ok', body: null }),
    });
    t.actor.send({ type: 'auth.sendCode', phone: '1' });
    await waitFor(t.actor, (s) => selectCodeCooldown(s) === 60);
  });

  it('counts down retry_after_s of a 105001 and shows why', async () => {
    const t = start(memoryTokens(), {
      sendCode: () => Promise.reject({ code: 105001, body: { retry_after_s: 42 } }),
    });
    t.actor.send({ type: 'auth.sendCode', phone: '1' });
    const s = await waitFor(t.actor, (snap) => selectCodeCooldown(snap) === 42);
    expect(selectAuthError(s)).toBe(AUTH_MESSAGE_IDS.tooManyRequests);
  });

  it('allows another try at once after any other failure', async () => {
    const t = start(memoryTokens(), {
      sendCode: () =>
        Promise.reject({ code: 101001, body: { errors: { phone: 'validation.format' } } }),
    });
    t.actor.send({ type: 'auth.sendCode', phone: 'x' });
    const s = await waitFor(t.actor, (snap) => selectAuthError(snap) !== null);
    expect(selectCodeCooldown(s)).toBe(0);
    expect(selectFieldErrors(s)).toEqual({ phone: 'validation.format' });
    expect(s.matches({ code: 'ready' })).toBe(true);
  });
});

describe('createAuthNavigationLink', () => {
  it('reads the session for the navigation guard', async () => {
    const t = start(memoryTokens('stored'), {
      fetchUserInfo: () =>
        Promise.resolve({ code: 0, msg: 'ok', body: makeUser({ is_sign: true }) }),
    });
    const link = createAuthNavigationLink(t.actor);
    expect(link.getAuth()).toEqual({ loggedIn: true, role: '', userKnown: false });
    await waitFor(createActor(link.refreshUser).start(), (s) => s.status === 'done');
    expect(link.getAuth()).toEqual({ loggedIn: true, role: 'is_sign', userKnown: true });
  });

  it('refreshUser resolves with the user, or rejects when the fetch fails', async () => {
    const t = start(memoryTokens('stored'));
    const link = createAuthNavigationLink(t.actor);
    const ok = createActor(link.refreshUser).start();
    const done = await waitFor(ok, (s) => s.status !== 'active');
    expect(done.status).toBe('done');
    expect(done.output).toEqual(makeUser());

    t.fetchUserInfo.mockImplementationOnce(() => Promise.reject(new Error('Network Error')));
    const failed = createActor(link.refreshUser).start();
    await expect(toPromise(failed)).rejects.toThrow('user info failed');
  });

  it('logout resolves only once the session is gone', async () => {
    const answer = deferred<unknown>();
    const t = start(memoryTokens('stored'), { logout: () => answer.promise });
    const link = createAuthNavigationLink(t.actor);
    const out = createActor(link.logout).start();
    expect(t.logout).toHaveBeenCalledTimes(1);
    expect(out.getSnapshot().status).toBe('active');
    answer.reject(new Error('Network Error'));
    expect((await waitFor(out, (s) => s.status !== 'active')).status).toBe('done');
    expect(selectIsLoggedIn(t.actor.getSnapshot())).toBe(false);
    expect(link.getAuth().loggedIn).toBe(false);
  });
});
