/** What the auth machine's tests share: fakes, fixtures and a started actor. */
import { vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type AuthActorRef,
  type AuthEmitted,
  type AuthEnvelope,
  type AuthSnapshot,
  type AuthTokenStore,
  type AuthUser,
  authMachine,
  type CodeSent,
  type KeptUser,
  type LoginInput,
  type LoginResult,
  selectIsBusy,
} from '../auth/auth.machine';
export function memoryTokens(
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

/** Resolves with the next event of `type` the actor emits. */
export function nextEmitted(actor: AuthActorRef, type: AuthEmitted['type']): Promise<AuthEmitted> {
  return new Promise((resolve) => {
    const sub = actor.on(type, (event) => {
      sub.unsubscribe();
      resolve(event);
    });
  });
}

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
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

export const loginOk = (token = 'tok-1'): AuthEnvelope<LoginResult> => ({
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

export interface Fakes {
  login?: () => Promise<AuthEnvelope<LoginResult>>;
  sendCode?: () => Promise<AuthEnvelope<CodeSent>>;
  confirmRegister?: (input: unknown) => Promise<AuthEnvelope<AuthUser>>;
  logout?: () => Promise<unknown>;
  fetchUserInfo?: () => Promise<AuthEnvelope<AuthUser>>;
  /** The name and role kept on the device from an earlier visit. */
  keptUser?: KeptUser;
}

// Always a simulated clock, so the countdown never leaves real timers behind.
export function start(tokens = memoryTokens(), fakes: Fakes = {}, clock = new SimulatedClock()) {
  const login = loginActor(fakes.login ?? (() => Promise.resolve(loginOk())));
  const clearServerMenu = vi.fn();
  const removeGuideFlag = vi.fn();
  const keepUser = vi.fn();
  const forgetKeptUser = vi.fn();
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
    actions: {
      clearServerMenu,
      removeGuideFlag,
      keepUser: (_, params) => keepUser(params.user),
      forgetKeptUser,
    },
  });
  const actor = createActor(machine, {
    input: { tokens, keptUser: fakes.keptUser ?? null },
    clock,
  });
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
    keepUser,
    forgetKeptUser,
    logout,
    confirmRegister,
    fetchUserInfo,
    sendCode,
  };
}

export const settled = (s: AuthSnapshot) => !selectIsBusy(s);
