/**
 * Contract tests of login, registration, logout, passwords, SSO tickets and
 * the development SMS outbox. Codes are read back from GET /dev/outbox, as a
 * developer would; every flow that registers uses its own phone number so
 * tests do not share rate limits or codes.
 *
 * The clock only moves forward; tests that move it say so. Token expiry and
 * production mode are seen through a sibling app on the same database.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../server/app';
import { authors } from '../../server/db/schema';
import { createSsoTicket } from '../../server/services/auth/sso';
import {
  DEMO_PASSWORD,
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface LoginResult {
  token: string;
  expires_at: string;
  new_register: boolean;
}
interface CodeSent {
  expires_in_s: number;
  resend_after_s: number;
}
interface OutboxEntry {
  phone: string;
  scene: string;
  code: string;
  created_at: string;
  expires_at: string;
}
interface User {
  id: string;
  phone: string;
  pen_name: string | null;
  new_register: boolean;
  has_password: boolean;
  role: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
// Unique phones for flows that register or lock an account.
let nextPhone = 13900000100;
const freshPhone = () => String(nextPhone++);

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/**
 * Another app on the same database: in production mode, or with its clock
 * ahead (to see tokens expire without moving the shared server's clock).
 * Far cheaper than a second database.
 */
async function siblingApp(
  options: { production?: boolean; clockAheadMs?: number } = {},
): Promise<FastifyInstance> {
  const { app } = await buildApp({
    db: server.context.db,
    now: () => new Date(server.context.now().getTime() + (options.clockAheadMs ?? 0)),
    config: { ...server.context.config, production: options.production ?? false },
  });
  return app;
}

/** The newest code sent to the phone (for the scene, when given). */
async function lastCode(phone: string, scene?: string): Promise<string> {
  const { list } = await server.ok<{ list: OutboxEntry[] }>('getDevOutbox', { query: { phone } });
  const entry = list.find((e) => scene === undefined || e.scene === scene);
  if (!entry) throw new Error(`no code sent to ${phone}`);
  return entry.code;
}

/** A code that is certainly not the one sent. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Registers a phone by SMS and confirms it; returns the token. */
async function registerAuthor(phone: string, penName: string): Promise<string> {
  await server.ok('sendCode', { body: { phone, scene: 'login' } });
  const login = await server.call<LoginResult>('loginBySms', {
    body: { phone, code: await lastCode(phone) },
  });
  expect(login.code).toBe(109112);
  await server.ok('confirmRegister', {
    token: login.body.token,
    body: { pen_name: penName, agree_terms: true },
  });
  // The phone may ask for its next code (any scene) after 60 s.
  server.advanceClock(61_000);
  return login.body.token;
}

describe(op('getDevOutbox'), () => {
  it('lists the codes sent, newest first, filtered by phone', async () => {
    const phone = freshPhone();
    await server.ok('sendCode', { body: { phone, scene: 'login' } });
    server.advanceClock(61_000);
    await server.ok('sendCode', { body: { phone, scene: 'login' } });
    const { list } = await server.ok<{ list: OutboxEntry[] }>('getDevOutbox', { query: { phone } });
    expect(list).toHaveLength(2);
    expect(list.every((e) => e.phone === phone && e.scene === 'login')).toBe(true);
    expect(list[0]!.code).toMatch(/^\d{6}$/);
    expect(Date.parse(list[0]!.created_at)).toBeGreaterThan(Date.parse(list[1]!.created_at));
    expect(Date.parse(list[0]!.expires_at) - Date.parse(list[0]!.created_at)).toBe(300_000);
    const all = await server.ok<{ list: OutboxEntry[] }>('getDevOutbox');
    expect(all.list.length).toBeGreaterThanOrEqual(2);
  });

  it('rejects a malformed phone filter', async () => {
    expect(await server.call('getDevOutbox', { query: { phone: '12345' } })).toEqual({
      code: 101001,
      msg: 'Invalid request',
      body: { errors: { phone: 'validation.format' } },
    });
  });

  it('is absent in production', async () => {
    const production = await siblingApp({ production: true });
    try {
      const response = await production.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 102001 });
    } finally {
      await production.close();
    }
  });
});

describe(op('sendCode'), () => {
  it('sends a login code to an unknown phone (SMS login registers)', async () => {
    const phone = freshPhone();
    const sent = await server.ok<CodeSent>('sendCode', { body: { phone, scene: 'login' } });
    expect(sent).toEqual({ expires_in_s: 300, resend_after_s: 60 });
    expect(await lastCode(phone, 'login')).toMatch(/^\d{6}$/);
  });

  it('answers 105001 with retry_after_s when asked again within 60 s', async () => {
    const phone = freshPhone();
    await server.ok('sendCode', { body: { phone, scene: 'login' } });
    server.advanceClock(20_000);
    const again = await server.call<{ retry_after_s: number }>('sendCode', {
      body: { phone, scene: 'login' },
    });
    expect(again.code).toBe(105001);
    expect(again.body.retry_after_s).toBeGreaterThanOrEqual(39);
    expect(again.body.retry_after_s).toBeLessThanOrEqual(41);
  });

  it('answers a reset the same for a phone without an account, and sends it nothing', async () => {
    const known = await server.call('sendCode', {
      body: { phone: UNSIGNED_PHONE, scene: 'reset_pwd' },
    });
    expect(await lastCode(UNSIGNED_PHONE, 'reset_pwd')).toMatch(/^\d{6}$/);
    const phone = freshPhone();
    const unknown = await server.call('sendCode', { body: { phone, scene: 'reset_pwd' } });
    expect(unknown).toEqual(known);
    const { list } = await server.ok<{ list: OutboxEntry[] }>('getDevOutbox', { query: { phone } });
    expect(list).toEqual([]);
    // The same limits apply: asking again at once is refused alike.
    const knownAgain = await server.call('sendCode', {
      body: { phone: UNSIGNED_PHONE, scene: 'reset_pwd' },
    });
    const unknownAgain = await server.call('sendCode', { body: { phone, scene: 'reset_pwd' } });
    expect(knownAgain.code).toBe(105001);
    expect(unknownAgain).toEqual(knownAgain);
  });

  it('rejects bad input', async () => {
    const phone = freshPhone();
    expectFieldError(
      await server.call('sendCode', { body: { phone } }),
      'scene',
      'validation.required',
    );
    expectFieldError(
      await server.call('sendCode', { body: { phone, scene: 'set_pwd' } }),
      'scene',
      'validation.enum',
    );
    expectFieldError(
      await server.call('sendCode', { body: { phone: 13800000001, scene: 'login' } }),
      'phone',
      'validation.type',
    );
    expectFieldError(
      await server.call('sendCode', { body: { phone: '1380000000123', scene: 'login' } }),
      'phone',
      'validation.format',
    );
    expectFieldError(
      await server.call('sendCode', { body: { phone, scene: 'login', extra: 1 } }),
      'extra',
      'validation.unknownField',
    );
    expect(await server.ok('getDevOutbox', { query: { phone } })).toEqual({ list: [] });
  });
});

describe(op('loginBySms'), () => {
  it('registers an unknown phone: 109112 with a token, then confirmation sets the pen name', async () => {
    const phone = freshPhone();
    await server.ok('sendCode', { body: { phone, scene: 'login' } });
    const code = await lastCode(phone, 'login');
    const login = await server.call<LoginResult>('loginBySms', { body: { phone, code } });
    expect(login.code).toBe(109112);
    expect(login.body.new_register).toBe(true);
    expect(login.body.token.length).toBeGreaterThanOrEqual(40);
    expect(Date.parse(login.body.expires_at) - Date.now()).toBeGreaterThan(29 * DAY);

    const token = login.body.token;
    const before = await server.ok<User>('getUserInfo', { token });
    expect(before).toMatchObject({
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      pen_name: null,
      new_register: true,
      has_password: false,
      role: '',
    });

    const confirmed = await server.ok<User>('confirmRegister', {
      token,
      body: { pen_name: '晨星笔客', agree_terms: true },
    });
    expect(confirmed).toMatchObject({ pen_name: '晨星笔客', new_register: false });
    const after = await server.ok<User>('getUserInfo', { token });
    expect(after).toMatchObject({ id: before.id, pen_name: '晨星笔客', new_register: false });

    // A used code cannot log in again.
    const replay = await server.call('loginBySms', { body: { phone, code } });
    expect(replay.code).toBe(116002);
  });

  it('logs an existing author in with code 0', async () => {
    await server.ok('sendCode', { body: { phone: SIGNED_PHONE, scene: 'login' } });
    const login = await server.ok<LoginResult>('loginBySms', {
      body: { phone: SIGNED_PHONE, code: await lastCode(SIGNED_PHONE, 'login') },
    });
    expect(login.new_register).toBe(false);
    const user = await server.ok<User>('getUserInfo', { token: login.token });
    expect(user.pen_name).toBe('墨染青衣');
  });

  it('answers 109112 again while the registration is not confirmed', async () => {
    const phone = freshPhone();
    await server.ok('sendCode', { body: { phone, scene: 'login' } });
    const first = await server.call<LoginResult>('loginBySms', {
      body: { phone, code: await lastCode(phone) },
    });
    expect(first.code).toBe(109112);
    server.advanceClock(61_000);
    await server.ok('sendCode', { body: { phone, scene: 'login' } });
    const second = await server.call<LoginResult>('loginBySms', {
      body: { phone, code: await lastCode(phone) },
    });
    expect(second.code).toBe(109112);
    expect(second.body.token).not.toBe(first.body.token);
    const [row] = await server.context.db.select().from(authors).where(eq(authors.phone, phone));
    expect(row?.newRegister).toBe(true);
    // Still one account for the phone.
    const rows = await server.context.db.select().from(authors).where(eq(authors.phone, phone));
    expect(rows).toHaveLength(1);
  });

  it('answers 116001 with the tries left, then 116002 after 5 wrong codes', async () => {
    const phone = freshPhone();
    await server.ok('sendCode', { body: { phone, scene: 'login' } });
    const code = await lastCode(phone);
    for (let left = 4; left >= 1; left--) {
      const wrong = await server.call('loginBySms', { body: { phone, code: wrongCode(code) } });
      expect(wrong).toMatchObject({ code: 116001, body: { attempts_left: left } });
    }
    const fifth = await server.call('loginBySms', { body: { phone, code: wrongCode(code) } });
    expect(fifth).toMatchObject({ code: 116002, body: { attempts_left: 0 } });
    // Even the right code is spent now.
    const right = await server.call('loginBySms', { body: { phone, code } });
    expect(right).toMatchObject({ code: 116002, body: { attempts_left: 0 } });
    const [row] = await server.context.db.select().from(authors).where(eq(authors.phone, phone));
    expect(row).toBeUndefined();
  });

  it('answers 116002 for an expired code (after 5 minutes)', async () => {
    const phone = freshPhone();
    await server.ok('sendCode', { body: { phone, scene: 'login' } });
    const code = await lastCode(phone);
    server.advanceClock(6 * MINUTE);
    const late = await server.call('loginBySms', { body: { phone, code } });
    expect(late).toMatchObject({ code: 116002, body: { attempts_left: 0 } });
  });

  it('answers 116002 when no code was sent', async () => {
    const late = await server.call('loginBySms', { body: { phone: freshPhone(), code: '123456' } });
    expect(late).toMatchObject({ code: 116002, body: { attempts_left: 0 } });
  });

  it('rejects bad input', async () => {
    const phone = freshPhone();
    expectFieldError(
      await server.call('loginBySms', { body: { phone } }),
      'code',
      'validation.required',
    );
    expectFieldError(
      await server.call('loginBySms', { body: { phone, code: '12345' } }),
      'code',
      'validation.format',
    );
    expectFieldError(
      await server.call('loginBySms', { body: { phone, code: 123456 } }),
      'code',
      'validation.type',
    );
    expectFieldError(
      await server.call('loginBySms', { body: { phone, code: '123456', remember: true } }),
      'remember',
      'validation.unknownField',
    );
  });
});

describe(op('loginByPassword'), () => {
  it('logs in with the right password', async () => {
    const login = await server.ok<LoginResult>('loginByPassword', {
      body: { phone: SIGNED_PHONE, password: DEMO_PASSWORD },
    });
    expect(login.new_register).toBe(false);
    const user = await server.ok<User>('getUserInfo', { token: login.token });
    expect(user).toMatchObject({ phone: '138****0001', pen_name: '墨染青衣', role: 'is_sign' });
  });

  it('answers the same 103001 for a wrong password and an unknown phone', async () => {
    const wrong = await server.call('loginByPassword', {
      body: { phone: SIGNED_PHONE, password: 'Wrong#2026' },
    });
    const unknown = await server.call('loginByPassword', {
      body: { phone: freshPhone(), password: DEMO_PASSWORD },
    });
    expect(wrong).toEqual({ code: 103001, msg: 'Account or password incorrect', body: null });
    expect(unknown).toEqual(wrong);
  });

  it('answers an author who has no password yet as a wrong password (no enumeration)', async () => {
    const phone = freshPhone();
    await registerAuthor(phone, '无码作者');
    const result = await server.call('loginByPassword', { body: { phone, password: 'Anything1' } });
    expect(result).toEqual({ code: 103001, msg: 'Account or password incorrect', body: null });
  });

  it('throttles a phone after 5 wrong passwords with growing waits, never a lock', async () => {
    // The waits are whole seconds: on a busy machine a real second passing
    // between two calls would shorten one, so only advanceClock moves time.
    const release = server.holdClock();
    onTestFinished(release);
    const phone = freshPhone();
    const token = await registerAuthor(phone, '锁号测试');
    await server.ok('sendSetPasswordCode', { token });
    await server.ok('setPassword', {
      token,
      body: { code: await lastCode(phone, 'set_pwd'), password: 'Right#2026' },
    });
    for (let i = 0; i < 5; i++) {
      const wrong = await server.call('loginByPassword', {
        body: { phone, password: `Wrong#${i}` },
      });
      expect(wrong.code).toBe(103001);
    }
    // The fifth failure asks for 1 s; even the right password waits.
    const waiting = await server.call<{ retry_after_s: number }>('loginByPassword', {
      body: { phone, password: 'Right#2026' },
    });
    expect(waiting).toEqual({ code: 105001, msg: 'Too many requests', body: { retry_after_s: 1 } });
    // Other phones are not affected.
    await server.login(UNSIGNED_PHONE);
    // Each try past the free ones doubles the wait: 1 s, 2 s, 4 s …
    for (const wait of [1, 2, 4]) {
      server.advanceClock(wait * 1000);
      expect(
        (await server.call('loginByPassword', { body: { phone, password: 'No#1' } })).code,
      ).toBe(103001);
      const next = await server.call<{ retry_after_s: number }>('loginByPassword', {
        body: { phone, password: 'Right#2026' },
      });
      expect(next.body.retry_after_s).toBe(wait * 2);
    }
    server.advanceClock(8_000);
    const after = await server.ok<LoginResult>('loginByPassword', {
      body: { phone, password: 'Right#2026' },
    });
    expect(after.new_register).toBe(false);
    // The right password cleared the phone's tries: five again before a wait.
    for (let i = 0; i < 4; i++) {
      expect(
        (await server.call('loginByPassword', { body: { phone, password: `Wrong#${i}` } })).code,
      ).toBe(103001);
    }
    await server.ok('loginByPassword', { body: { phone, password: 'Right#2026' } });
  });

  it('forgets a quiet phone: 15 minutes after its wait ended it starts over', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      await server.call('loginByPassword', { body: { phone, password: `Wrong#${i}` } });
    }
    expect((await server.call('loginByPassword', { body: { phone, password: 'x' } })).code).toBe(
      105001,
    );
    server.advanceClock(15 * MINUTE + 2000);
    for (let i = 0; i < 5; i++) {
      expect(
        (await server.call('loginByPassword', { body: { phone, password: `Wrong#${i}` } })).code,
      ).toBe(103001);
    }
  });

  it('rejects bad input', async () => {
    expectFieldError(
      await server.call('loginByPassword', { body: { phone: SIGNED_PHONE } }),
      'password',
      'validation.required',
    );
    expectFieldError(
      await server.call('loginByPassword', {
        body: { phone: SIGNED_PHONE, password: 'x'.repeat(65) },
      }),
      'password',
      'validation.tooLong',
    );
    expectFieldError(
      await server.call('loginByPassword', { body: { phone: SIGNED_PHONE, password: 20262026 } }),
      'password',
      'validation.type',
    );
    expectFieldError(
      await server.call('loginByPassword', {
        body: { phone: SIGNED_PHONE, password: DEMO_PASSWORD, username: 'admin' },
      }),
      'username',
      'validation.unknownField',
    );
  });
});

describe(op('confirmRegister'), () => {
  async function pendingRegistration(): Promise<string> {
    const phone = freshPhone();
    await server.ok('sendCode', { body: { phone, scene: 'login' } });
    const login = await server.call<LoginResult>('loginBySms', {
      body: { phone, code: await lastCode(phone) },
    });
    expect(login.code).toBe(109112);
    return login.body.token;
  }

  it('refuses a pen name another author has (104001)', async () => {
    const token = await pendingRegistration();
    const taken = await server.call('confirmRegister', {
      token,
      body: { pen_name: '墨染青衣', agree_terms: true },
    });
    expect(taken.code).toBe(104001);
    const user = await server.ok<User>('getUserInfo', { token });
    expect(user).toMatchObject({ pen_name: null, new_register: true });
  });

  it('answers 103001 once the registration is confirmed', async () => {
    const token = await pendingRegistration();
    await server.ok('confirmRegister', {
      token,
      body: { pen_name: '一次确认', agree_terms: true },
    });
    const again = await server.call('confirmRegister', {
      token,
      body: { pen_name: '二次确认', agree_terms: true },
    });
    expect(again.code).toBe(103001);
    const demo = await server.call('confirmRegister', {
      token: await server.login(),
      body: { pen_name: '改名企图', agree_terms: true },
    });
    expect(demo.code).toBe(103001);
    expect((await server.ok<User>('getUserInfo', { token })).pen_name).toBe('一次确认');
  });

  it('rejects bad input', async () => {
    const token = await pendingRegistration();
    expectFieldError(
      await server.call('confirmRegister', {
        token,
        body: { pen_name: '新人作者', agree_terms: false },
      }),
      'agree_terms',
      'validation.invalid',
    );
    expectFieldError(
      await server.call('confirmRegister', { token, body: { agree_terms: true } }),
      'pen_name',
      'validation.required',
    );
    expectFieldError(
      await server.call('confirmRegister', {
        token,
        body: { pen_name: '一二三四五六七八九十一二三', agree_terms: true },
      }),
      'pen_name',
      'validation.tooLong',
    );
    expectFieldError(
      await server.call('confirmRegister', { token, body: { pen_name: 42, agree_terms: true } }),
      'pen_name',
      'validation.type',
    );
    expectFieldError(
      await server.call('confirmRegister', {
        token,
        body: { pen_name: '新人作者', agree_terms: true, role: 'admin' },
      }),
      'role',
      'validation.unknownField',
    );
    expect((await server.ok<User>('getUserInfo', { token })).new_register).toBe(true);
  });

  it('needs a token', async () => {
    const none = await server.call('confirmRegister', {
      body: { pen_name: '无名', agree_terms: true },
    });
    expect(none.code).toBe(100002);
  });
});

describe(op('logout'), () => {
  it('revokes the token: it then answers 109017 everywhere', async () => {
    const token = await server.login(UNSIGNED_PHONE);
    const other = await server.login(UNSIGNED_PHONE);
    expect(await server.ok('logout', { token })).toBeNull();
    expect((await server.call('getUserInfo', { token })).code).toBe(109017);
    expect((await server.call('logout', { token })).code).toBe(109017);
    expect(
      (
        await server.call('confirmRegister', {
          token,
          body: { pen_name: '某某', agree_terms: true },
        })
      ).code,
    ).toBe(109017);
    // Only that session ends.
    expect((await server.ok<User>('getUserInfo', { token: other })).pen_name).toBe('青山客');
  });

  it('needs a valid token', async () => {
    expect((await server.call('logout')).code).toBe(100002);
    expect((await server.call('logout', { token: 'not-a-real-token' })).code).toBe(100002);
  });
});

describe(op('sendSetPasswordCode'), () => {
  it("sends a set_pwd code to the author's own phone, at most once a minute", async () => {
    const phone = freshPhone();
    const token = await registerAuthor(phone, '设密作者');
    const sent = await server.ok<CodeSent>('sendSetPasswordCode', { token });
    expect(sent).toEqual({ expires_in_s: 300, resend_after_s: 60 });
    const { list } = await server.ok<{ list: OutboxEntry[] }>('getDevOutbox', { query: { phone } });
    expect(list[0]).toMatchObject({ phone, scene: 'set_pwd' });
    const again = await server.call<{ retry_after_s: number }>('sendSetPasswordCode', { token });
    expect(again.code).toBe(105001);
    expect(again.body.retry_after_s).toBeGreaterThan(55);
  });

  it('needs a token', async () => {
    expect((await server.call('sendSetPasswordCode')).code).toBe(100002);
  });
});

describe(op('setPassword'), () => {
  it('sets the password, revokes the other tokens and answers a fresh one', async () => {
    const phone = freshPhone();
    const token = await registerAuthor(phone, '改密作者');
    // A second tab, logged in by SMS code.
    server.advanceClock(61_000);
    await server.ok('sendCode', { body: { phone, scene: 'login' } });
    const secondTab = (
      await server.ok<LoginResult>('loginBySms', { body: { phone, code: await lastCode(phone) } })
    ).token;
    server.advanceClock(61_000);
    await server.ok('sendSetPasswordCode', { token });
    const fresh = await server.ok<LoginResult>('setPassword', {
      token,
      body: { code: await lastCode(phone, 'set_pwd'), password: 'Fresh#2026' },
    });
    expect(fresh.token).not.toBe(token);
    expect(fresh.new_register).toBe(false);
    expect((await server.call('getUserInfo', { token })).code).toBe(109017);
    expect((await server.call('getUserInfo', { token: secondTab })).code).toBe(109017);
    expect((await server.ok<User>('getUserInfo', { token: fresh.token })).has_password).toBe(true);
    const login = await server.call('loginByPassword', { body: { phone, password: 'Fresh#2026' } });
    expect(login.code).toBe(0);
  });

  it('changes an existing password: the old one stops working', async () => {
    const phone = freshPhone();
    const token = await registerAuthor(phone, '双改作者');
    await server.ok('sendSetPasswordCode', { token });
    const first = await server.ok<LoginResult>('setPassword', {
      token,
      body: { code: await lastCode(phone, 'set_pwd'), password: 'First#2026' },
    });
    server.advanceClock(61_000);
    await server.ok('sendSetPasswordCode', { token: first.token });
    await server.ok('setPassword', {
      token: first.token,
      body: { code: await lastCode(phone, 'set_pwd'), password: 'Second#2026' },
    });
    expect(
      (await server.call('loginByPassword', { body: { phone, password: 'First#2026' } })).code,
    ).toBe(103001);
    expect(
      (await server.call('loginByPassword', { body: { phone, password: 'Second#2026' } })).code,
    ).toBe(0);
  });

  it('answers 116001 for a wrong code and leaves everything as it was', async () => {
    const phone = freshPhone();
    const token = await registerAuthor(phone, '错码作者');
    await server.ok('sendSetPasswordCode', { token });
    const code = await lastCode(phone, 'set_pwd');
    const wrong = await server.call('setPassword', {
      token,
      body: { code: wrongCode(code), password: 'Fresh#2026' },
    });
    expect(wrong).toMatchObject({ code: 116001, body: { attempts_left: 4 } });
    expect((await server.ok<User>('getUserInfo', { token })).has_password).toBe(false);
  });

  it('rejects bad input', async () => {
    const token = await server.login(UNSIGNED_PHONE);
    expectFieldError(
      await server.call('setPassword', {
        token,
        body: { code: '123456', password: 'lettersonly' },
      }),
      'password',
      'validation.format',
    );
    expectFieldError(
      await server.call('setPassword', { token, body: { code: '123456', password: 'Ab1' } }),
      'password',
      'validation.tooShort',
    );
    expectFieldError(
      await server.call('setPassword', {
        token,
        body: { code: '123456', password: `A1${'x'.repeat(63)}` },
      }),
      'password',
      'validation.tooLong',
    );
    expectFieldError(
      await server.call('setPassword', { token, body: { password: 'Fresh#2026' } }),
      'code',
      'validation.required',
    );
    expectFieldError(
      await server.call('setPassword', {
        token,
        body: { code: '123456', password: 'Fresh#2026', phone: UNSIGNED_PHONE },
      }),
      'phone',
      'validation.unknownField',
    );
    // Nothing changed: the demo password still works.
    await server.login(UNSIGNED_PHONE);
  });

  it('needs a token', async () => {
    expect(
      (await server.call('setPassword', { body: { code: '123456', password: 'Fresh#2026' } })).code,
    ).toBe(100002);
  });
});

describe(op('resetPassword'), () => {
  it('sets a new password with a reset code and revokes every token', async () => {
    const phone = freshPhone();
    const token = await registerAuthor(phone, '忘密作者');
    server.advanceClock(61_000);
    await server.ok('sendCode', { body: { phone, scene: 'reset_pwd' } });
    const reset = await server.call('resetPassword', {
      body: { phone, code: await lastCode(phone, 'reset_pwd'), password: 'Reset#2026' },
    });
    expect(reset).toEqual({ code: 0, msg: 'ok', body: null });
    expect((await server.call('getUserInfo', { token })).code).toBe(109017);
    const login = await server.ok<LoginResult>('loginByPassword', {
      body: { phone, password: 'Reset#2026' },
    });
    expect((await server.ok<User>('getUserInfo', { token: login.token })).pen_name).toBe(
      '忘密作者',
    );
  });

  it('answers a phone without an account exactly as one with an account', async () => {
    // No code asked for: 116002 either way.
    const noCode = { code: '123456', password: 'Reset#2026' };
    const unknownPhone = freshPhone();
    const unknown = await server.call('resetPassword', {
      body: { phone: unknownPhone, ...noCode },
    });
    const knownPhone = freshPhone();
    await registerAuthor(knownPhone, '对照作者');
    const known = await server.call('resetPassword', { body: { phone: knownPhone, ...noCode } });
    expect(unknown).toEqual({
      code: 116002,
      msg: 'Verification code expired, request a new one',
      body: { attempts_left: 0 },
    });
    expect(known).toEqual(unknown);
    // A code asked for: wrong codes count down alike, and none ever matches
    // for the phone without an account.
    server.advanceClock(61_000);
    await server.ok('sendCode', { body: { phone: unknownPhone, scene: 'reset_pwd' } });
    await server.ok('sendCode', { body: { phone: knownPhone, scene: 'reset_pwd' } });
    const knownCode = await lastCode(knownPhone, 'reset_pwd');
    for (const left of [4, 3, 2, 1]) {
      const a = await server.call('resetPassword', {
        body: { phone: unknownPhone, code: knownCode, password: 'Reset#2026' },
      });
      const b = await server.call('resetPassword', {
        body: { phone: knownPhone, code: wrongCode(knownCode), password: 'Reset#2026' },
      });
      expect(a).toMatchObject({ code: 116001, body: { attempts_left: left } });
      expect(b).toEqual(a);
    }
  });

  it('answers 116001 for a wrong code', async () => {
    const phone = freshPhone();
    await registerAuthor(phone, '错码重置');
    server.advanceClock(61_000);
    await server.ok('sendCode', { body: { phone, scene: 'reset_pwd' } });
    const code = await lastCode(phone, 'reset_pwd');
    const wrong = await server.call('resetPassword', {
      body: { phone, code: wrongCode(code), password: 'Reset#2026' },
    });
    expect(wrong).toMatchObject({ code: 116001, body: { attempts_left: 4 } });
    // A login code does not reset a password.
    const loginScene = await server.call('resetPassword', {
      body: { phone: SIGNED_PHONE, code: '123456', password: 'Reset#2026' },
    });
    expect(loginScene.code).toBe(116002);
    await server.login(SIGNED_PHONE);
  });

  it('rejects bad input', async () => {
    expectFieldError(
      await server.call('resetPassword', { body: { phone: SIGNED_PHONE, code: '123456' } }),
      'password',
      'validation.required',
    );
    expectFieldError(
      await server.call('resetPassword', {
        body: { phone: SIGNED_PHONE, code: '123456', password: '12345678' },
      }),
      'password',
      'validation.format',
    );
    expectFieldError(
      await server.call('resetPassword', {
        body: { phone: SIGNED_PHONE, code: 123456, password: 'Reset#2026' },
      }),
      'code',
      'validation.type',
    );
    expectFieldError(
      await server.call('resetPassword', {
        body: { phone: SIGNED_PHONE, code: '123456', password: 'Reset#2026', token: 'x' },
      }),
      'token',
      'validation.unknownField',
    );
  });
});

describe(op('ssoLogin'), () => {
  async function signedAuthorId(): Promise<string> {
    const [row] = await server.context.db
      .select({ id: authors.id })
      .from(authors)
      .where(eq(authors.phone, SIGNED_PHONE));
    return row!.id;
  }

  it('exchanges a ticket for a session exactly once', async () => {
    const ticket = await createSsoTicket(server.context, await signedAuthorId());
    const login = await server.ok<LoginResult>('ssoLogin', { query: { ticket } });
    expect(login.new_register).toBe(false);
    const user = await server.ok<User>('getUserInfo', { token: login.token });
    expect(user).toMatchObject({ phone: '138****0001', pen_name: '墨染青衣' });
    const again = await server.call('ssoLogin', { query: { ticket } });
    expect(again).toMatchObject({ code: 116002, body: { attempts_left: 0 } });
  });

  it('refuses an expired or unknown ticket', async () => {
    const ticket = await createSsoTicket(server.context, await signedAuthorId(), 60_000);
    server.advanceClock(61_000);
    expect(await server.call('ssoLogin', { query: { ticket } })).toMatchObject({
      code: 116002,
      body: { attempts_left: 0 },
    });
    expect((await server.call('ssoLogin', { query: { ticket: 'x'.repeat(43) } })).code).toBe(
      116002,
    );
  });

  it('rejects bad input', async () => {
    expectFieldError(await server.call('ssoLogin'), 'ticket', 'validation.required');
    expectFieldError(
      await server.call('ssoLogin', { query: { ticket: 'short' } }),
      'ticket',
      'validation.tooShort',
    );
    expectFieldError(
      await server.call('ssoLogin', { query: { ticket: 'x'.repeat(129) } }),
      'ticket',
      'validation.tooLong',
    );
  });
});

describe('expired tokens', () => {
  it('answer 100002 after 30 days', async () => {
    const token = await server.login();
    const later = await siblingApp({ clockAheadMs: 31 * DAY });
    try {
      const calls: Array<{ url: string; payload?: unknown }> = [
        { url: '/author/user/info' },
        { url: '/author/user/logout' },
        { url: '/author/user/send_code_set_pwd' },
        { url: '/author/user/set_pwd', payload: { code: '123456', password: 'Fresh#2026' } },
        { url: '/author/user/confirm_register', payload: { pen_name: '过期', agree_terms: true } },
      ];
      for (const { url, payload } of calls) {
        const response = await later.inject({
          method: url.endsWith('/info') ? 'GET' : 'POST',
          url,
          headers: { 'x-token': token },
          ...(payload ? { payload } : {}),
        });
        expect(response.json(), url).toEqual({ code: 100002, msg: 'Session expired', body: null });
      }
    } finally {
      await later.close();
    }
    // Today the same token still works.
    expect((await server.ok<User>('getUserInfo', { token })).pen_name).toBe('墨染青衣');
  });
});
