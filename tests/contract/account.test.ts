/**
 * Contract tests of the account rules issue 13 adds over the seed's calls:
 * one masking rule in every answer without a fresh code, the profile rules
 * shared with the form (and the pen name locked once signed), and the
 * password rule shared with the form, applied before an SMS code is used,
 * with a notice and every other session ended after a change.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors } from '../../server/db/schema';
import { expectFieldError, op, SIGNED_PHONE, startServer, type TestServer } from './harness';

interface OutboxEntry {
  phone: string;
  scene: string;
  code: string;
}
interface MessageItem {
  type: string;
  title: string;
  status: number;
}

let server: TestServer;
let signedToken: string;
let nextPhone = 13700000300;

beforeAll(async () => {
  server = await startServer();
  signedToken = await server.login(SIGNED_PHONE);
});
afterAll(async () => {
  await server?.close();
});

async function lastCode(phone: string, scene: string): Promise<string> {
  const { list } = await server.ok<{ list: OutboxEntry[] }>('getDevOutbox', { query: { phone } });
  const entry = list.find((e) => e.scene === scene);
  if (!entry) throw new Error(`no ${scene} code sent to ${phone}`);
  return entry.code;
}

/** Registers and confirms a new author by SMS (no password yet). */
async function registerAuthor(penName: string): Promise<{ token: string; phone: string }> {
  const phone = String(nextPhone++);
  await server.ok('sendCode', { body: { phone, scene: 'login' } });
  const login = await server.call<{ token: string }>('loginBySms', {
    body: { phone, code: await lastCode(phone, 'login') },
  });
  await server.ok('confirmRegister', {
    token: login.body.token,
    body: { pen_name: penName, agree_terms: true },
  });
  server.advanceClock(61_000);
  return { token: login.body.token, phone };
}

async function authorRow(phone: string) {
  const [row] = await server.context.db.select().from(authors).where(eq(authors.phone, phone));
  if (!row) throw new Error(`no author ${phone}`);
  return row;
}

describe('masking', () => {
  it('never answers a personal value in clear without a fresh code', async () => {
    const row = await authorRow(SIGNED_PHONE);
    const secrets = [row.phone, row.email, row.homePhone, row.realName, row.idCard];
    expect(secrets.every(Boolean)).toBe(true);
    const answers = [
      await server.call('getUserInfo', { token: signedToken }),
      await server.call('getSensitiveInfo', { token: signedToken, body: {} }),
      await server.call('updateUser', { token: signedToken, body: { introduction: '写星海。' } }),
    ];
    for (const answer of answers) {
      expect(answer.code).toBe(0);
      const text = JSON.stringify(answer.body);
      for (const secret of secrets) expect(text).not.toContain(secret!);
    }
    expect(answers[1]!.body).toMatchObject({
      phone: '138****0001',
      home_phone: '010*****5678',
      email: 'mo***@example.com',
      real_name: '林*',
      revealed: false,
    });
  });

  it('reveals for a code of the sensitive scene only, once', async () => {
    server.advanceClock(61_000);
    await server.ok('sendVerifyCode', { token: signedToken, body: { scene: 'verify' } });
    const verifyCode = await lastCode(SIGNED_PHONE, 'verify');
    // A code sent for another purpose does not open the data.
    const other = await server.call('getSensitiveInfo', {
      token: signedToken,
      body: { code: verifyCode },
    });
    expect([116001, 116002]).toContain(other.code);

    server.advanceClock(61_000);
    await server.ok('sendVerifyCode', { token: signedToken, body: { scene: 'sensitive' } });
    const code = await lastCode(SIGNED_PHONE, 'sensitive');
    const revealed = await server.call<{ phone: string; revealed: boolean }>('getSensitiveInfo', {
      token: signedToken,
      body: { code },
    });
    expect(revealed.body).toMatchObject({ phone: SIGNED_PHONE, revealed: true });
    const after = await server.ok<{ phone: string; revealed: boolean }>('getSensitiveInfo', {
      token: signedToken,
      body: {},
    });
    expect(after).toMatchObject({ phone: '138****0001', revealed: false });
  });
});

describe(op('updateUser'), () => {
  it('refuses what the shared profile rules refuse, naming the field', async () => {
    const { token } = await registerAuthor('规则作者');
    // Two spaces pass the spec's minLength but are no pen name.
    expectFieldError(
      await server.call('updateUser', { token, body: { pen_name: '  ' } }),
      'pen_name',
      'validation.required',
    );
    expectFieldError(
      await server.call('updateUser', { token, body: { email: 'not-an-email' } }),
      'email',
      'validation.format',
    );
    expectFieldError(
      await server.call('updateUser', { token, body: { qq: '0123' } }),
      'qq',
      'validation.format',
    );
    expectFieldError(
      await server.call('updateUser', { token, body: { introduction: '字'.repeat(201) } }),
      'introduction',
      'validation.tooLong',
    );
    const user = await server.ok<{ pen_name: string; qq: string }>('getUserInfo', { token });
    expect(user).toMatchObject({ pen_name: '规则作者', qq: '' });
  });

  it("locks a signed author's pen name (103001) but takes it unchanged", async () => {
    const locked = await server.call('updateUser', {
      token: signedToken,
      body: { pen_name: '新笔名', qq: '99999' },
    });
    expect(locked.code).toBe(103001);
    const user = await server.ok<{ pen_name: string; qq: string }>('getUserInfo', {
      token: signedToken,
    });
    expect(user.pen_name).toBe('墨染青衣');
    expect(user.qq).not.toBe('99999');
    const same = await server.ok<{ pen_name: string; qq: string }>('updateUser', {
      token: signedToken,
      body: { pen_name: '墨染青衣', qq: '99999' },
    });
    expect(same).toMatchObject({ pen_name: '墨染青衣', qq: '99999' });
  });
});

describe(op('setPassword'), () => {
  it('refuses the phone, the pen name and common passwords without using the code', async () => {
    const { token, phone } = await registerAuthor('Inkwell');
    await server.ok('sendSetPasswordCode', { token });
    const code = await lastCode(phone, 'set_pwd');
    const refusals: [string, string][] = [
      [`a${phone}`, 'validation.passwordPhone'],
      ['inkwell2026', 'validation.passwordPenName'],
      ['Password123', 'validation.passwordCommon'],
      ['lettersonly', 'validation.format'],
      [`A1${'x'.repeat(63)}`, 'validation.tooLong'],
    ];
    for (const [password, id] of refusals) {
      expectFieldError(
        await server.call('setPassword', { token, body: { code, password } }),
        'password',
        id,
      );
    }
    // 64 characters are allowed, and the code still works.
    const long = `A1${'x'.repeat(62)}`;
    const set = await server.ok<{ token: string }>('setPassword', {
      token,
      body: { code, password: long },
    });
    expect(set.token).not.toBe(token);
    expect((await server.call('getUserInfo', { token })).code).toBe(109017);
    const login = await server.call('loginByPassword', { body: { phone, password: long } });
    expect(login.code).toBe(0);
  });

  it('writes an unread notice to the author on set and on change', async () => {
    const { token, phone } = await registerAuthor('通知作者');
    await server.ok('sendSetPasswordCode', { token });
    const first = await server.ok<{ token: string }>('setPassword', {
      token,
      body: { code: await lastCode(phone, 'set_pwd'), password: 'Quiet#river7' },
    });
    server.advanceClock(61_000);
    await server.ok('sendSetPasswordCode', { token: first.token });
    const second = await server.ok<{ token: string }>('setPassword', {
      token: first.token,
      body: { code: await lastCode(phone, 'set_pwd'), password: 'Quiet#river8' },
    });
    const { list } = await server.ok<{ list: MessageItem[] }>('getMessagePage', {
      token: second.token,
      query: { type: 'notice', page_size: 10 },
    });
    expect(list.map((m) => [m.title, m.status])).toEqual([
      ['登录密码已修改', 0],
      ['登录密码已设置', 0],
    ]);
  });
});

describe(op('resetPassword'), () => {
  it('refuses a common password before the code, then resets and ends every session', async () => {
    const { token, phone } = await registerAuthor('重置作者');
    await server.ok('sendCode', { body: { phone, scene: 'reset_pwd' } });
    const code = await lastCode(phone, 'reset_pwd');
    expectFieldError(
      await server.call('resetPassword', { body: { phone, code, password: 'qwerty123' } }),
      'password',
      'validation.passwordCommon',
    );
    expectFieldError(
      await server.call('resetPassword', { body: { phone, code, password: `x${phone}` } }),
      'password',
      'validation.passwordPhone',
    );
    expect(
      (await server.call('resetPassword', { body: { phone, code, password: 'Lantern#42' } })).code,
    ).toBe(0);
    expect((await server.call('getUserInfo', { token })).code).toBe(109017);
    const login = await server.call<{ token: string }>('loginByPassword', {
      body: { phone, password: 'Lantern#42' },
    });
    expect(login.code).toBe(0);
    const { list } = await server.ok<{ list: MessageItem[] }>('getMessagePage', {
      token: login.body.token,
      query: { type: 'notice', page_size: 10 },
    });
    expect(list[0]?.title).toBe('登录密码已重置');
  });

  it('answers a refused password the same for a phone without an account', async () => {
    const unknown = String(nextPhone++);
    await server.ok('sendCode', { body: { phone: unknown, scene: 'reset_pwd' } });
    expectFieldError(
      await server.call('resetPassword', {
        body: { phone: unknown, code: '123456', password: 'qwerty123' },
      }),
      'password',
      'validation.passwordCommon',
    );
  });
});
