/**
 * Contract tests of the author's own account (info, profile edits, sensitive
 * data behind an SMS code, real-name certification, avatar upload) and of
 * the template's server menu. Authors that a test changes in ways others
 * would notice (certification) are registered fresh by SMS.
 */

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { authors, books } from '../../server/db/schema';
import {
  type Envelope,
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';
import { fileForm, greyJpeg, solidPng } from './images';

interface User {
  id: string;
  phone: string;
  pen_name: string | null;
  avatar: string;
  email: string;
  introduction: string;
  qq: string;
  is_certified: boolean;
  id_card: string;
  real_name: string;
  is_signed: boolean;
  is_sign: boolean;
  role: string;
  fan_num: number;
  word_count: number;
  create_time: string;
  home_phone: string;
  editor_name: string;
  cache_phone: string;
  new_register: boolean;
  has_password: boolean;
}
interface SensitiveInfo {
  phone: string;
  real_name: string;
  id_card: string;
  revealed: boolean;
}
interface MenuItem {
  path: string;
  name: string;
  meta: { locale: string; requiresAuth: boolean; icon?: string; order?: number; roles?: string[] };
  children?: MenuItem[];
}
interface OutboxEntry {
  phone: string;
  scene: string;
  code: string;
}

const DAY = 86_400_000;

let server: TestServer;
let signedToken: string;
let unsignedToken: string;
let nextPhone = 13700000100;

beforeAll(async () => {
  server = await startServer();
  signedToken = await server.login(SIGNED_PHONE);
  unsignedToken = await server.login(UNSIGNED_PHONE);
});
afterAll(async () => {
  await server?.close();
});

/** The ID number check character by ISO 7064 MOD 11-2 (GB 11643), written out here on purpose. */
function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const weight = 2 ** (17 - i) % 11;
    sum += Number(first17[i]) * weight;
  }
  return '10X98765432'[sum % 11]!;
}

async function upload(token: string, form: FormData) {
  return server.call<{ avatar_url: string }>('uploadAvatar', { token, rawBody: form });
}

/** Registers and confirms a new author by SMS; returns the token. */
async function registerAuthor(penName: string): Promise<{ token: string; phone: string }> {
  const phone = String(nextPhone++);
  await server.ok('sendCode', { body: { phone, scene: 'login' } });
  const login = await server.call<{ token: string }>('loginBySms', {
    body: { phone, code: await lastCode(phone) },
  });
  expect(login.code).toBe(109112);
  await server.ok('confirmRegister', {
    token: login.body.token,
    body: { pen_name: penName, agree_terms: true },
  });
  server.advanceClock(61_000);
  return { token: login.body.token, phone };
}

async function lastCode(phone: string, scene?: string): Promise<string> {
  const { list } = await server.ok<{ list: OutboxEntry[] }>('getDevOutbox', { query: { phone } });
  const entry = list.find((e) => scene === undefined || e.scene === scene);
  if (!entry) throw new Error(`no code sent to ${phone}`);
  return entry.code;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** The masking rule written out again here, on purpose: 3 leading and 4 trailing characters. */
const maskedNumber = (value: string) =>
  value.slice(0, 3) + '*'.repeat(value.length - 7) + value.slice(-4);
/** 2 characters before the @ (an empty email stays empty). */
function maskedEmail(email: string | null): string {
  if (!email) return '';
  const [name, domain] = email.split('@') as [string, string];
  return `${name.slice(0, Math.min(2, name.length - 1))}***@${domain}`;
}

/** Another app on the same database with its clock ahead: tokens seen later. */
async function laterApp(aheadMs: number): Promise<FastifyInstance> {
  const { app } = await buildApp({
    db: server.context.db,
    now: () => new Date(server.context.now().getTime() + aheadMs),
    config: server.context.config,
  });
  return app;
}

describe(op('getUserInfo'), () => {
  it('answers the signed author with masked personal data', async () => {
    const user = await server.ok<User>('getUserInfo', { token: signedToken });
    const [row] = await server.context.db
      .select()
      .from(authors)
      .where(eq(authors.phone, SIGNED_PHONE));
    const [words] = await server.context.db
      .select({ n: sql<string>`coalesce(sum(${books.wordCount}), 0)` })
      .from(books)
      .where(eq(books.authorId, row!.id));
    const first17 = row!.idCard!.slice(0, 17);
    expect(row!.idCard).toBe(first17 + idCheckChar(first17));
    expect(user).toMatchObject({
      id: row!.id,
      phone: '138****0001',
      cache_phone: '138****0001',
      pen_name: '墨染青衣',
      real_name: '林*',
      id_card: `${row!.idCard!.slice(0, 3)}${'*'.repeat(11)}${row!.idCard!.slice(-4)}`,
      email: maskedEmail(row!.email),
      is_certified: true,
      is_signed: true,
      is_sign: true,
      role: 'is_sign',
      new_register: false,
      has_password: true,
      editor_name: '小鱼',
      word_count: Number(words!.n),
    });
    expect(user.word_count).toBeGreaterThan(0);
    expect(user.create_time).toBe(row!.createTime.toISOString());
  });

  it('answers empty strings for what the unsigned author has not filled in', async () => {
    const user = await server.ok<User>('getUserInfo', { token: unsignedToken });
    expect(user).toMatchObject({
      phone: '138****0002',
      pen_name: '青山客',
      is_certified: false,
      real_name: '',
      id_card: '',
      qq: '',
      home_phone: '',
      editor_name: '',
      avatar: '',
      is_signed: false,
      is_sign: false,
      role: '',
    });
  });

  it('needs a live token', async () => {
    expect((await server.call('getUserInfo')).code).toBe(100002);
    expect((await server.call('getUserInfo', { token: 'forged-token' })).code).toBe(100002);
    const token = await server.login(UNSIGNED_PHONE);
    await server.ok('logout', { token });
    expect((await server.call('getUserInfo', { token })).code).toBe(109017);
  });
});

describe(op('updateUser'), () => {
  it('saves profile fields and clears them with empty strings', async () => {
    const { token } = await registerAuthor('资料作者');
    const updated = await server.ok<User>('updateUser', {
      token,
      body: {
        pen_name: '资料作者二号',
        email: 'writer@example.com',
        introduction: '写山海，也写人间烟火。',
        qq: '12345678',
        home_phone: '010-87654321',
      },
    });
    // Personal data comes back masked by the one rule, even right after saving it.
    expect(updated).toMatchObject({
      pen_name: '资料作者二号',
      email: 'wr***@example.com',
      introduction: '写山海，也写人间烟火。',
      qq: '12345678',
      home_phone: '010*****4321',
    });
    expect(await server.ok<User>('getUserInfo', { token })).toMatchObject(updated);

    await server.ok('updateUser', { token, body: { email: '', qq: '', home_phone: '' } });
    const cleared = await server.ok<User>('getUserInfo', { token });
    expect(cleared).toMatchObject({ email: '', qq: '', home_phone: '', pen_name: '资料作者二号' });
  });

  it("refuses another author's pen name (104001) but accepts the author's own", async () => {
    const taken = await server.call('updateUser', {
      token: unsignedToken,
      body: { pen_name: '墨染青衣' },
    });
    expect(taken.code).toBe(104001);
    expect((await server.ok<User>('getUserInfo', { token: unsignedToken })).pen_name).toBe(
      '青山客',
    );
    const same = await server.ok<User>('updateUser', {
      token: unsignedToken,
      body: { pen_name: '青山客' },
    });
    expect(same.pen_name).toBe('青山客');
  });

  it('accepts only an avatar this author uploaded', async () => {
    const own = (await upload(signedToken, fileForm(solidPng(), 'me.png', 'image/png'))).body
      .avatar_url;
    const user = await server.ok<User>('updateUser', { token: signedToken, body: { avatar: own } });
    expect(user.avatar).toBe(own);
    expect((await server.ok<User>('getUserInfo', { token: signedToken })).avatar).toBe(own);

    // Someone else's upload, or a path nobody uploaded.
    expectFieldError(
      await server.call('updateUser', { token: unsignedToken, body: { avatar: own } }),
      'avatar',
      'validation.invalid',
    );
    expectFieldError(
      await server.call('updateUser', {
        token: unsignedToken,
        body: { avatar: '/uploads/avatar/aaaaaaaaaaaaaaaa.png' },
      }),
      'avatar',
      'validation.invalid',
    );
    expectFieldError(
      await server.call('updateUser', { token: unsignedToken, body: { avatar: '/etc/passwd' } }),
      'avatar',
      'validation.format',
    );
    expect((await server.ok<User>('getUserInfo', { token: unsignedToken })).avatar).toBe('');

    const removed = await server.ok<User>('updateUser', {
      token: signedToken,
      body: { avatar: '' },
    });
    expect(removed.avatar).toBe('');
  });

  it('rejects bad input', async () => {
    const result = await server.call('updateUser', { token: unsignedToken, body: {} });
    expect(result.code).toBe(101001);
    expectFieldError(
      await server.call('updateUser', {
        token: unsignedToken,
        body: { introduction: 'x'.repeat(201) },
      }),
      'introduction',
      'validation.tooLong',
    );
    expectFieldError(
      await server.call('updateUser', {
        token: unsignedToken,
        body: { pen_name: '一二三四五六七八九十一二三' },
      }),
      'pen_name',
      'validation.tooLong',
    );
    expectFieldError(
      await server.call('updateUser', { token: unsignedToken, body: { qq: 12345678 } }),
      'qq',
      'validation.type',
    );
    expectFieldError(
      await server.call('updateUser', { token: unsignedToken, body: { email: 'not-an-email' } }),
      'email',
    );
    expectFieldError(
      await server.call('updateUser', { token: unsignedToken, body: { is_signed: true } }),
      'is_signed',
      'validation.unknownField',
    );
    expect((await server.ok<User>('getUserInfo', { token: unsignedToken })).is_signed).toBe(false);
  });

  it('needs a token', async () => {
    expect((await server.call('updateUser', { body: { introduction: 'x' } })).code).toBe(100002);
  });
});

describe(op('uploadAvatar'), () => {
  it('stores a PNG and serves it back as image/png with nosniff', async () => {
    const png = solidPng();
    const result = await upload(signedToken, fileForm(png, 'avatar.png', 'image/png'));
    expect(result.code).toBe(0);
    expect(result.body.avatar_url).toMatch(/^\/uploads\/avatar\/[a-z2-7]{16}\.png$/);
    const served = await fetch(`${server.baseUrl}${result.body.avatar_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // Re-encoded (issue 13): the same picture, not necessarily the same bytes.
    const stored = await sharp(Buffer.from(await served.arrayBuffer()))
      .raw()
      .toBuffer();
    expect(stored.equals(await sharp(png).raw().toBuffer())).toBe(true);
  });

  it('types files by content: the stored extension follows the bytes, not the name', async () => {
    const webp = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#165dff' },
    })
      .webp()
      .toBuffer();
    const result = await upload(signedToken, fileForm(webp, 'picture.png', 'image/png'));
    expect(result.body.avatar_url).toMatch(/\.webp$/);
    const jpeg = greyJpeg();
    const jpegResult = await upload(
      signedToken,
      fileForm(jpeg, 'x.bin', 'application/octet-stream'),
    );
    expect(jpegResult.body.avatar_url).toMatch(/\.jpg$/);
    const served = await fetch(`${server.baseUrl}${jpegResult.body.avatar_url}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses HTML named .png, and files that are empty, missing or too large', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    expectFieldError(
      await upload(signedToken, fileForm(html, 'evil.png', 'image/png')),
      'file',
      'validation.fileType',
    );
    // JPEG magic and nothing a decoder can read: not an image.
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    expectFieldError(
      await upload(signedToken, fileForm(fakeJpeg, 'x.jpg', 'image/jpeg')),
      'file',
      'validation.fileType',
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expectFieldError(
      await upload(signedToken, fileForm(gif, 'a.gif', 'image/gif')),
      'file',
      'validation.fileType',
    );

    const big = Buffer.concat([solidPng(), Buffer.alloc(1024 * 1024)]);
    expectFieldError(
      await upload(signedToken, fileForm(big, 'big.png', 'image/png')),
      'file',
      'validation.fileSize',
    );
    const huge = Buffer.concat([solidPng(), Buffer.alloc(3 * 1024 * 1024)]);
    expectFieldError(
      await upload(signedToken, fileForm(huge, 'huge.png', 'image/png')),
      'file',
      'validation.fileSize',
    );

    expectFieldError(
      await upload(signedToken, fileForm(Buffer.alloc(0), 'empty.png', 'image/png')),
      'file',
      'validation.required',
    );
    const noFile = new FormData();
    noFile.append('note', 'no file here');
    expectFieldError(await upload(signedToken, noFile), 'file', 'validation.required');
    expectFieldError(
      await server.call('uploadAvatar', {
        token: signedToken,
        body: { file: 'data:image/png;base64,AAAA' },
      }),
      'file',
      'validation.required',
    );
  });

  it('needs a token', async () => {
    const result: Envelope = await upload('', fileForm(solidPng(), 'a.png', 'image/png'));
    expect(result.code).toBe(100002);
  });
});

describe(op('sendVerifyCode'), () => {
  it("sends a code of the scene to the author's own phone, once a minute", async () => {
    const { token, phone } = await registerAuthor('验证作者');
    const sent = await server.ok('sendVerifyCode', { token, body: { scene: 'verify' } });
    expect(sent).toEqual({ expires_in_s: 300, resend_after_s: 60 });
    const { list } = await server.ok<{ list: OutboxEntry[] }>('getDevOutbox', { query: { phone } });
    expect(list[0]).toMatchObject({ phone, scene: 'verify' });
    const again = await server.call<{ retry_after_s: number }>('sendVerifyCode', {
      token,
      body: { scene: 'sensitive' },
    });
    expect(again.code).toBe(105001);
    expect(again.body.retry_after_s).toBeGreaterThan(55);
  });

  it('rejects bad input', async () => {
    expectFieldError(
      await server.call('sendVerifyCode', { token: unsignedToken, body: {} }),
      'scene',
      'validation.required',
    );
    expectFieldError(
      await server.call('sendVerifyCode', { token: unsignedToken, body: { scene: 'login' } }),
      'scene',
      'validation.enum',
    );
    expectFieldError(
      await server.call('sendVerifyCode', {
        token: unsignedToken,
        body: { scene: 'verify', phone: '13900000000' },
      }),
      'phone',
      'validation.unknownField',
    );
  });

  it('needs a token', async () => {
    expect((await server.call('sendVerifyCode', { body: { scene: 'verify' } })).code).toBe(100002);
  });
});

describe(op('getSensitiveInfo'), () => {
  it('answers masked values without a code and the real ones with a fresh code', async () => {
    const masked = await server.ok<SensitiveInfo>('getSensitiveInfo', {
      token: signedToken,
      body: {},
    });
    const [row] = await server.context.db
      .select()
      .from(authors)
      .where(eq(authors.phone, SIGNED_PHONE));
    expect(masked).toEqual({
      phone: '138****0001',
      home_phone: row!.homePhone ? maskedNumber(row!.homePhone) : '',
      email: maskedEmail(row!.email),
      real_name: '林*',
      id_card: `${row!.idCard!.slice(0, 3)}${'*'.repeat(11)}${row!.idCard!.slice(-4)}`,
      revealed: false,
    });

    server.advanceClock(61_000);
    await server.ok('sendVerifyCode', { token: signedToken, body: { scene: 'sensitive' } });
    const code = await lastCode(SIGNED_PHONE, 'sensitive');
    const wrong = await server.call('getSensitiveInfo', {
      token: signedToken,
      body: { code: wrongCode(code) },
    });
    expect(wrong).toMatchObject({ code: 116001, body: { attempts_left: 4 } });
    const revealed = await server.ok<SensitiveInfo>('getSensitiveInfo', {
      token: signedToken,
      body: { code },
    });
    expect(revealed).toEqual({
      phone: SIGNED_PHONE,
      home_phone: row!.homePhone ?? '',
      email: row!.email ?? '',
      real_name: '林墨',
      id_card: row!.idCard,
      revealed: true,
    });
    // The code is spent.
    const replay = await server.call('getSensitiveInfo', { token: signedToken, body: { code } });
    expect(replay).toMatchObject({ code: 116002, body: { attempts_left: 0 } });
  });

  it('rejects bad input', async () => {
    expectFieldError(
      await server.call('getSensitiveInfo', { token: signedToken, body: { code: '12ab56' } }),
      'code',
      'validation.format',
    );
    expectFieldError(
      await server.call('getSensitiveInfo', { token: signedToken, body: { code: 123456 } }),
      'code',
      'validation.type',
    );
    expectFieldError(
      await server.call('getSensitiveInfo', { token: signedToken, body: { reveal: true } }),
      'reveal',
      'validation.unknownField',
    );
  });

  it('needs a token', async () => {
    expect((await server.call('getSensitiveInfo', { body: {} })).code).toBe(100002);
  });
});

describe(op('certify'), () => {
  const first17 = '44030419880815201';
  const validId = first17 + idCheckChar(first17);
  const wrongCheck = first17 + (idCheckChar(first17) === '0' ? '1' : '0');

  it('applies with a valid ID number, for review; a wrong check digit is refused', async () => {
    // Issue 13: certify no longer certifies at once; the platform reviews the application.
    const { token } = await registerAuthor('认证作者');
    expectFieldError(
      await server.call('certify', {
        token,
        body: { real_name: '张三丰', id_card: wrongCheck, consent: true },
      }),
      'id_card',
      'validation.idCard',
    );
    expect((await server.ok<User>('getUserInfo', { token })).is_certified).toBe(false);

    const applied = await server.ok<{ status: string; real_name: string; id_card: string }>(
      'certify',
      { token, body: { real_name: '张三丰', id_card: validId, consent: true } },
    );
    expect(applied).toMatchObject({
      status: 'reviewing',
      real_name: '张**',
      id_card: `440${'*'.repeat(11)}${validId.slice(-4)}`,
    });
    expect((await server.ok<User>('getUserInfo', { token })).is_certified).toBe(false);

    const again = await server.call('certify', {
      token,
      body: { real_name: '李四', id_card: validId, consent: true },
    });
    expect(again.code).toBe(103001);
    const demo = await server.call('certify', {
      token: signedToken,
      body: { real_name: '李四', id_card: validId, consent: true },
    });
    expect(demo.code).toBe(103001);
  });

  it('rejects bad input', async () => {
    expectFieldError(
      await server.call('certify', {
        token: unsignedToken,
        body: { real_name: '张三', id_card: '4403041988', consent: true },
      }),
      'id_card',
      'validation.format',
    );
    // A birth date that does not exist, with a correct check character.
    const badDate = '44030419880230201';
    expectFieldError(
      await server.call('certify', {
        token: unsignedToken,
        body: { real_name: '张三', id_card: badDate + idCheckChar(badDate), consent: true },
      }),
      'id_card',
      'validation.idCard',
    );
    expectFieldError(
      await server.call('certify', {
        token: unsignedToken,
        body: { id_card: validId, consent: true },
      }),
      'real_name',
      'validation.required',
    );
    expectFieldError(
      await server.call('certify', {
        token: unsignedToken,
        body: { real_name: '张'.repeat(21), id_card: validId, consent: true },
      }),
      'real_name',
      'validation.tooLong',
    );
    expectFieldError(
      await server.call('certify', {
        token: unsignedToken,
        body: { real_name: '张三', id_card: 4403041988, consent: true },
      }),
      'id_card',
      'validation.type',
    );
    expectFieldError(
      await server.call('certify', {
        token: unsignedToken,
        body: { real_name: '张三', id_card: validId, consent: true, is_certified: true },
      }),
      'is_certified',
      'validation.unknownField',
    );
    expect((await server.ok<User>('getUserInfo', { token: unsignedToken })).is_certified).toBe(
      false,
    );
  });

  it('needs a token', async () => {
    expect(
      (
        await server.call('certify', {
          body: { real_name: '张三', id_card: validId, consent: true },
        })
      ).code,
    ).toBe(100002);
  });
});

describe(op('getServerMenu'), () => {
  const paths = (items: MenuItem[]): string[] =>
    items.flatMap((item) => [item.path, ...paths(item.children ?? [])]);

  it('answers the template envelope with income and data for signed authors only', async () => {
    const signed = await server.call<never>('getServerMenu', { token: signedToken });
    const signedMenu = signed as unknown as {
      data: MenuItem[];
      status: string;
      msg: string;
      code: number;
    };
    expect(signedMenu).toMatchObject({ code: 0, status: 'ok', msg: 'ok' });
    expect(paths(signedMenu.data)).toEqual([
      '/home',
      '/works',
      '/book-manage',
      '/book-shorts',
      '/readers',
      '/income',
      '/book-data',
      '/account-info',
    ]);
    const income = signedMenu.data.find((item) => item.path === '/income')!;
    expect(income.meta).toMatchObject({
      locale: 'menu.income',
      requiresAuth: true,
      roles: ['is_sign'],
    });
    expect(signedMenu.data[0]!.meta).toMatchObject({ locale: 'menu.home', roles: ['*'] });

    const unsigned = (await server.call('getServerMenu', { token: unsignedToken })) as unknown as {
      data: MenuItem[];
    };
    expect(paths(unsigned.data)).toEqual([
      '/home',
      '/works',
      '/book-manage',
      '/book-shorts',
      '/readers',
      '/account-info',
    ]);
  });

  it('needs a token, and answers its failure in the template envelope', async () => {
    expect(await server.call('getServerMenu')).toMatchObject({
      code: 100002,
      status: 'fail',
      data: null,
    });
  });
});

describe('expired tokens', () => {
  it('answer 100002 after 30 days on every user operation', async () => {
    const token = await server.login(UNSIGNED_PHONE);
    const later = await laterApp(31 * DAY);
    try {
      const calls: Array<{ method: 'GET' | 'POST'; url: string; payload?: unknown }> = [
        { method: 'GET', url: '/author/user/info' },
        { method: 'POST', url: '/author/user/update', payload: { introduction: 'x' } },
        { method: 'POST', url: '/author/user/send_verify_code', payload: { scene: 'verify' } },
        { method: 'POST', url: '/author/user/author_sensitive_info', payload: {} },
        {
          method: 'POST',
          url: '/author/user/certify',
          payload: { real_name: '张三', id_card: '110101199003071234' },
        },
        { method: 'POST', url: '/api/user/menu' },
      ];
      for (const { method, url, payload } of calls) {
        const response = await later.inject({
          method,
          url,
          headers: { 'x-token': token },
          ...(payload ? { payload } : {}),
        });
        // The template menu answers failures in its own envelope.
        const expected =
          url === '/api/user/menu'
            ? { data: null, status: 'fail', code: 100002, msg: 'Session expired' }
            : { code: 100002, msg: 'Session expired', body: null };
        expect(response.json(), url).toEqual(expected);
      }
      const upload = await later.inject({
        method: 'POST',
        url: '/author/user/avatar/upload',
        headers: { 'x-token': token, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      expect(upload.json()).toMatchObject({ code: 100002 });
    } finally {
      await later.close();
    }
    expect((await server.ok<User>('getUserInfo', { token })).pen_name).toBe('青山客');
  });
});
