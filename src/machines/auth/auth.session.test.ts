import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, toPromise } from 'xstate';
import { createAuthNavigationLink } from '../../api/actors/session';
import { ApiError, TRANSPORT_ERROR_CODE } from '../../api/envelope';
import { type Fakes, makeUser, memoryTokens, nextEmitted, start } from '../testing/auth';
import { deferred, waitFor } from '../testing/wait';
import {
  AUTH_MESSAGE_IDS,
  asKeptUser,
  selectAuthError,
  selectCodeCooldown,
  selectDisplayName,
  selectFieldErrors,
  selectIsBusy,
  selectIsLoggedIn,
  selectIsSendingCode,
  selectRole,
  selectUser,
  selectUserUnreachable,
} from './auth.machine';

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

/** What the client rejects with when fetch itself fails (offline, the server unreachable). */
const noAnswer = () =>
  new ApiError({
    kind: 'transport',
    code: TRANSPORT_ERROR_CODE,
    message: 'Network Error',
    body: undefined,
    status: 0,
  });

describe('authMachine: user info with no answer', () => {
  it('keeps the session on the kept name and role and asks again, 1 s doubling', async () => {
    const clock = new SimulatedClock();
    const user = makeUser({ pen_name: '新笔名', is_sign: true, is_signed: true });
    const t = start(
      memoryTokens('stored'),
      {
        keptUser: { penName: '墨染青衣', role: 'is_sign' },
        fetchUserInfo: () => Promise.reject(noAnswer()),
      },
      clock,
    );
    t.actor.send({ type: 'auth.fetchUser' });
    let s = await waitFor(t.actor, selectUserUnreachable);
    expect(selectIsLoggedIn(s)).toBe(true);
    expect(selectUser(s)).toBeNull();
    expect(selectRole(s)).toBe('is_sign');
    expect(selectDisplayName(s)).toBe('墨染青衣');
    expect(t.emitted).toContainEqual({ type: 'auth.userFailed', error: expect.anything() });

    clock.increment(999);
    expect(t.fetchUserInfo).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(t.fetchUserInfo).toHaveBeenCalledTimes(2);
    await waitFor(t.actor, (snap) => selectUserUnreachable(snap) && snap.context.userRetries === 1);
    // The second wait is twice the first.
    t.fetchUserInfo.mockImplementation(() => Promise.resolve({ code: 0, msg: 'ok', body: user }));
    clock.increment(1999);
    expect(t.fetchUserInfo).toHaveBeenCalledTimes(2);
    clock.increment(1);
    s = await waitFor(t.actor, (snap) => selectUser(snap) !== null);
    expect(selectUserUnreachable(s)).toBe(false);
    expect(selectDisplayName(s)).toBe('新笔名');
    expect(t.keepUser).toHaveBeenLastCalledWith({ penName: '新笔名', role: 'is_sign' });
  });

  it('asks at once on auth.fetchUser (back online) rather than at the end of the wait', async () => {
    const t = start(memoryTokens('stored'));
    t.fetchUserInfo.mockImplementationOnce(() => Promise.reject(noAnswer()));
    t.actor.send({ type: 'auth.fetchUser' });
    await waitFor(t.actor, selectUserUnreachable);
    t.actor.send({ type: 'auth.fetchUser' });
    const s = await waitFor(t.actor, (snap) => selectUser(snap) !== null);
    expect(t.fetchUserInfo).toHaveBeenCalledTimes(2);
    expect(s.context.userRetries).toBe(0);
  });

  it('an answer with a failure code is no offline spell: the guard decides', async () => {
    const t = start(memoryTokens('stored'), {
      keptUser: { penName: '墨染青衣', role: 'is_sign' },
      fetchUserInfo: () => Promise.resolve({ code: 500001, msg: 'x', body: null }),
    });
    const failed = nextEmitted(t.actor, 'auth.userFailed');
    t.actor.send({ type: 'auth.fetchUser' });
    await failed;
    expect(selectUserUnreachable(t.actor.getSnapshot())).toBe(false);
  });

  it('logout and expiry forget the kept name and role', async () => {
    const t = start(memoryTokens('stored'), { keptUser: { penName: '墨染青衣', role: '' } });
    t.actor.send({ type: 'auth.logout' });
    const s = await waitFor(t.actor, (snap) => !selectIsLoggedIn(snap));
    expect(t.forgetKeptUser).toHaveBeenCalledTimes(1);
    expect(selectDisplayName(s)).toBe('');

    const u = start(memoryTokens('stored'), { keptUser: { penName: '墨染青衣', role: '' } });
    u.actor.send({ type: 'auth.expired' });
    expect(u.forgetKeptUser).toHaveBeenCalledTimes(1);
  });

  it('reads a kept user back only when it has the right shape', () => {
    expect(asKeptUser({ penName: '墨染青衣', role: 'is_sign' })).toEqual({
      penName: '墨染青衣',
      role: 'is_sign',
    });
    expect(asKeptUser({ penName: '墨染青衣', role: 'root' })).toBeNull();
    expect(asKeptUser('墨染青衣')).toBeNull();
    expect(asKeptUser(undefined)).toBeNull();
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

  it('refreshUser lets a known author in when user info got no answer, on the kept name and role', async () => {
    const clock = new SimulatedClock();
    const t = start(
      memoryTokens('stored'),
      { keptUser: { penName: '墨染青衣', role: 'is_sign' } },
      clock,
    );
    const link = createAuthNavigationLink(t.actor);
    // A response cut off after its headers (the page navigating away) rejects
    // with the browser's own AbortError, past the client's middleware.
    const cutOff = new DOMException('The user aborted a request.', 'AbortError');
    t.fetchUserInfo
      .mockImplementationOnce(() => Promise.reject(noAnswer()))
      .mockImplementationOnce(() => Promise.reject(cutOff));
    const refreshed = createActor(link.refreshUser).start();
    const done = await waitFor(refreshed, (s) => s.status !== 'active');
    expect(done.status).toBe('done');
    expect(link.getAuth()).toEqual({ loggedIn: true, role: 'is_sign', userKnown: true });
    expect(selectDisplayName(t.actor.getSnapshot())).toBe('墨染青衣');

    // Beside a later navigation: no answer again, still in, never logged out.
    const again = createActor(link.refreshUser).start();
    expect((await waitFor(again, (s) => s.status !== 'active')).status).toBe('done');
    expect(t.fetchUserInfo).toHaveBeenCalledTimes(2);
    expect(selectIsLoggedIn(t.actor.getSnapshot())).toBe(true);
    expect(t.logout).not.toHaveBeenCalled();
  });

  it('without a kept user the author still gets in, with no role and no name', async () => {
    const t = start(memoryTokens('stored'));
    const link = createAuthNavigationLink(t.actor);
    t.fetchUserInfo.mockImplementationOnce(() => Promise.reject(noAnswer()));
    const refreshed = createActor(link.refreshUser).start();
    expect((await waitFor(refreshed, (s) => s.status !== 'active')).status).toBe('done');
    expect(link.getAuth()).toEqual({ loggedIn: true, role: '', userKnown: true });
    expect(selectDisplayName(t.actor.getSnapshot())).toBe('');
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
