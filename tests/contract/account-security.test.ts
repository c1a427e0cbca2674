/**
 * Contract tests of issue 13's security part: real-name certification (apply
 * with consent, in review, withdraw, the platform's decision as a message,
 * locked once certified, the ID number encrypted at rest and masked in every
 * answer), changing the bound phone (two codes, every session ended), the
 * login history and 'log out other devices'.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors } from '../../server/db/schema';
import { decideCertification } from '../../server/services/account/account-certification';
import { chineseIdCheckChar } from '../../server/services/account/id-card';
import {
  expectFieldError,
  op,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface Certification {
  status: string;
  real_name: string;
  id_card: string;
  reject_reason: string;
  submitted_at: string | null;
  decided_at: string | null;
}
interface LoginRecord {
  time: string;
  browser: string;
  os: string;
  place: { kind: string; address: string };
  current: boolean;
  active: boolean;
}
interface MessageItem {
  title: string;
  content: string;
  status: number;
  template: { key: string; params: Record<string, string> } | null;
}

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: TestServer;
let nextPhone = 13700000500;

// Starting a server takes long on a loaded machine.
beforeAll(async () => {
  server = await startServer();
}, 300_000);
afterAll(async () => {
  await server?.close();
});

/** A valid ID number of someone born on `birth` (YYYYMMDD). */
function idNumber(birth: string, sequence = '201'): string {
  const first17 = `440304${birth}${sequence}`;
  return first17 + chineseIdCheckChar(first17);
}
const ADULT_ID = idNumber('19880815');

async function lastCode(phone: string, scene: string): Promise<string> {
  const { list } = await server.ok<{ list: { scene: string; code: string }[] }>('getDevOutbox', {
    query: { phone },
  });
  const entry = list.find((e) => e.scene === scene);
  if (!entry) throw new Error(`no ${scene} code sent to ${phone}`);
  return entry.code;
}

/** Registers and confirms a new author by SMS; `userAgent` is the login's browser. */
async function registerAuthor(
  penName: string,
  userAgent?: string,
): Promise<{ token: string; phone: string }> {
  const phone = String(nextPhone++);
  await server.ok('sendCode', { body: { phone, scene: 'login' } });
  const headers = userAgent ? { 'user-agent': userAgent } : undefined;
  const login = await server.call<{ token: string }>('loginBySms', {
    body: { phone, code: await lastCode(phone, 'login') },
    headers,
  });
  await server.ok('confirmRegister', {
    token: login.body.token,
    body: { pen_name: penName, agree_terms: true },
  });
  server.advanceClock(61_000);
  return { token: login.body.token, phone };
}

/** Another login of an author by SMS code, from `userAgent`. */
async function smsLogin(phone: string, userAgent: string): Promise<string> {
  server.advanceClock(61_000);
  await server.ok('sendCode', { body: { phone, scene: 'login' } });
  const body = await server.ok<{ token: string }>('loginBySms', {
    body: { phone, code: await lastCode(phone, 'login') },
    headers: { 'user-agent': userAgent },
  });
  return body.token;
}

async function authorRow(phone: string) {
  const [row] = await server.context.db.select().from(authors).where(eq(authors.phone, phone));
  if (!row) throw new Error(`no author ${phone}`);
  return row;
}

async function messages(token: string): Promise<MessageItem[]> {
  const page = await server.ok<{ list: MessageItem[] }>('getMessagePage', {
    token,
    query: { page: 1, page_size: 50 },
  });
  return page.list;
}

describe(op('certify'), () => {
  it('puts an application in review, encrypted at rest and masked in every answer', async () => {
    const { token, phone } = await registerAuthor('认证甲');
    expect(await server.ok<Certification>('getCertification', { token })).toMatchObject({
      status: 'none',
      real_name: '',
      id_card: '',
    });
    const applied = await server.ok<Certification>('certify', {
      token,
      body: { real_name: '张三丰', id_card: ADULT_ID, consent: true },
    });
    expect(applied).toMatchObject({
      status: 'reviewing',
      real_name: '张**',
      id_card: `440${'*'.repeat(11)}${ADULT_ID.slice(-4)}`,
      reject_reason: '',
      decided_at: null,
    });
    const row = await authorRow(phone);
    expect(row.idCard).toMatch(/^v1:/);
    expect(row.idCard).not.toContain(ADULT_ID.slice(6, 14));
    // Not certified until the platform decides.
    const user = await server.ok<{ is_certified: boolean; id_card: string }>('getUserInfo', {
      token,
    });
    expect(user.is_certified).toBe(false);
    expect(user.id_card).toBe(applied.id_card);
    for (const answer of [
      await server.call('getUserInfo', { token }),
      await server.call('getCertification', { token }),
      await server.call('getSensitiveInfo', { token, body: {} }),
    ]) {
      expect(JSON.stringify(answer)).not.toContain(ADULT_ID);
    }
    // A fresh code reveals it, once.
    await server.ok('sendVerifyCode', { token, body: { scene: 'sensitive' } });
    const revealed = await server.ok<{ id_card: string }>('getSensitiveInfo', {
      token,
      body: { code: await lastCode(phone, 'sensitive') },
    });
    expect(revealed.id_card).toBe(ADULT_ID);
    const again = await server.ok<{ id_card: string }>('getSensitiveInfo', { token, body: {} });
    expect(again.id_card).not.toBe(ADULT_ID);

    // In review: no second application.
    const twice = await server.call('certify', {
      token,
      body: { real_name: '张三丰', id_card: ADULT_ID, consent: true },
    });
    expect(twice.code).toBe(103001);
  });

  it('refuses a bad name or number, a minor, and a missing consent', async () => {
    const { token } = await registerAuthor('认证乙');
    const wrongCheck = ADULT_ID.slice(0, 17) + (ADULT_ID.endsWith('0') ? '1' : '0');
    expectFieldError(
      await server.call('certify', {
        token,
        body: { real_name: '张三', id_card: wrongCheck, consent: true },
      }),
      'id_card',
      'validation.idCard',
    );
    const now = server.context.now();
    const seventeen = `${now.getUTCFullYear() - 17}0101`;
    expectFieldError(
      await server.call('certify', {
        token,
        body: { real_name: '张三', id_card: idNumber(seventeen), consent: true },
      }),
      'id_card',
      'validation.idCardUnderage',
    );
    expectFieldError(
      await server.call('certify', {
        token,
        body: { real_name: '张3', id_card: ADULT_ID, consent: true },
      }),
      'real_name',
      'validation.realName',
    );
    expectFieldError(
      await server.call('certify', { token, body: { real_name: '张三', id_card: ADULT_ID } }),
      'consent',
    );
    expectFieldError(
      await server.call('certify', {
        token,
        body: { real_name: '张三', id_card: ADULT_ID, consent: false },
      }),
      'consent',
    );
    expect((await server.ok<Certification>('getCertification', { token })).status).toBe('none');
  });

  it('is locked for a certified author', async () => {
    const token = await server.login(SIGNED_PHONE);
    expect((await server.ok<Certification>('getCertification', { token })).status).toBe(
      'certified',
    );
    const refused = await server.call('certify', {
      token,
      body: { real_name: '李四', id_card: ADULT_ID, consent: true },
    });
    expect(refused.code).toBe(103001);
    expect((await server.call('withdrawCertification', { token })).code).toBe(103001);
  });

  it('needs a token', async () => {
    expect((await server.call('getCertification')).code).toBe(100002);
    expect((await server.call('withdrawCertification')).code).toBe(100002);
  });
});

describe(op('withdrawCertification'), () => {
  it('withdraws an application in review and deletes the name and number', async () => {
    const { token, phone } = await registerAuthor('认证丙');
    expect((await server.call('withdrawCertification', { token })).code).toBe(103001);
    await server.ok('certify', {
      token,
      body: { real_name: '王五', id_card: ADULT_ID, consent: true },
    });
    const withdrawn = await server.ok<Certification>('withdrawCertification', { token });
    expect(withdrawn).toMatchObject({ status: 'none', real_name: '', id_card: '' });
    const row = await authorRow(phone);
    expect(row.idCard).toBeNull();
    expect(row.realName).toBeNull();
  });
});

describe('the platform decision', () => {
  it('rejects with a reason as a message; the author fixes it, resubmits, and is certified', async () => {
    const { token, phone } = await registerAuthor('认证丁');
    await server.ok('certify', {
      token,
      body: { real_name: '赵六', id_card: ADULT_ID, consent: true },
    });
    const rejected = await server.ok<Certification>('devDecideCertification', {
      body: { phone, approve: false, reason: '姓名与证件不一致' },
    });
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: '姓名与证件不一致' });
    expect((await server.ok<Certification>('getCertification', { token })).status).toBe('rejected');
    const rejectNotice = (await messages(token)).find((m) => m.title === '实名认证未通过');
    expect(rejectNotice?.content).toContain('姓名与证件不一致');
    expect(rejectNotice?.status).toBe(0);

    const again = await server.ok<Certification>('certify', {
      token,
      body: { real_name: '赵六六', id_card: ADULT_ID, consent: true },
    });
    expect(again).toMatchObject({ status: 'reviewing', reject_reason: '' });
    // The editor script's own call.
    const approved = await decideCertification(
      server.context.db,
      phone,
      { approve: true },
      server.context.now(),
    );
    expect(approved.status).toBe('certified');
    server.context.readCache.invalidateAuthor(approved.author_id);
    expect(
      (await server.ok<{ is_certified: boolean }>('getUserInfo', { token })).is_certified,
    ).toBe(true);
    expect((await messages(token)).some((m) => m.title === '实名认证已通过')).toBe(true);
    expect(
      (
        await server.call('certify', {
          token,
          body: { real_name: '赵六', id_card: ADULT_ID, consent: true },
        })
      ).code,
    ).toBe(103001);
  });

  it('answers 103001 with nothing in review, 102001 for an unknown phone, and needs a reason to reject', async () => {
    expect(
      (
        await server.call('devDecideCertification', {
          body: { phone: UNSIGNED_PHONE, approve: true },
        })
      ).code,
    ).toBe(103001);
    expect(
      (
        await server.call('devDecideCertification', {
          body: { phone: '13912345678', approve: true },
        })
      ).code,
    ).toBe(102001);
    const { token, phone } = await registerAuthor('认证戊');
    await server.ok('certify', {
      token,
      body: { real_name: '孙七', id_card: ADULT_ID, consent: true },
    });
    expectFieldError(
      await server.call('devDecideCertification', { body: { phone, approve: false } }),
      'reason',
    );
  });
});

describe('changing the bound phone', () => {
  it('needs the old phone, then the new; ends every session and writes a message', async () => {
    const { token, phone } = await registerAuthor('换号甲');
    const other = await smsLogin(phone, SAFARI_IPHONE);
    const newPhone = String(nextPhone++);
    server.advanceClock(61_000);
    await server.ok('sendOldPhoneCode', { token });
    const oldCode = await lastCode(phone, 'phone_old');
    const wrong = oldCode === '000000' ? '111111' : '000000';
    const refused = await server.call<{ attempts_left: number }>('sendNewPhoneCode', {
      token,
      body: { old_code: wrong, phone: newPhone },
    });
    expect(refused.code).toBe(116001);
    await server.ok('sendNewPhoneCode', { token, body: { old_code: oldCode, phone: newPhone } });
    const newCode = await lastCode(newPhone, 'phone_new');
    expect(
      (
        await server.call('changePhone', {
          token,
          body: {
            old_code: oldCode,
            phone: newPhone,
            code: newCode === '000000' ? '111111' : '000000',
          },
        })
      ).code,
    ).toBe(116001);
    await server.ok('changePhone', {
      token,
      body: { old_code: oldCode, phone: newPhone, code: newCode },
    });

    for (const ended of [token, other]) {
      expect((await server.call('getUserInfo', { token: ended })).code).toBe(109017);
    }
    const fresh = await smsLogin(newPhone, CHROME_WINDOWS);
    const user = await server.ok<{ phone: string }>('getUserInfo', { token: fresh });
    expect(user.phone).toBe(`${newPhone.slice(0, 3)}****${newPhone.slice(-4)}`);
    expect((await messages(fresh)).some((m) => m.title === '绑定手机已更换')).toBe(true);
    // The old number no longer logs in to this account.
    expect((await authorRow(newPhone)).phone).toBe(newPhone);
  });

  it("refuses another author's phone (104001), the same phone, and bad input", async () => {
    const { token, phone } = await registerAuthor('换号乙');
    await server.ok('sendOldPhoneCode', { token });
    const oldCode = await lastCode(phone, 'phone_old');
    const taken = await server.call('sendNewPhoneCode', {
      token,
      body: { old_code: oldCode, phone: UNSIGNED_PHONE },
    });
    expect(taken.code).toBe(104001);
    expect(
      (
        await server.call('changePhone', {
          token,
          body: { old_code: oldCode, phone: UNSIGNED_PHONE, code: '123456' },
        })
      ).code,
    ).toBe(104001);
    expectFieldError(
      await server.call('sendNewPhoneCode', { token, body: { old_code: oldCode, phone } }),
      'phone',
      'validation.samePhone',
    );
    expectFieldError(
      await server.call('sendNewPhoneCode', { token, body: { old_code: oldCode, phone: '12345' } }),
      'phone',
    );
    expectFieldError(
      await server.call('changePhone', { token, body: { phone: '13912345679', code: '123456' } }),
      'old_code',
    );
    // Nothing changed.
    expect((await authorRow(phone)).phone).toBe(phone);
    expect((await server.call('getUserInfo', { token })).code).toBe(0);
  });

  it('needs a token', async () => {
    expect((await server.call('sendOldPhoneCode')).code).toBe(100002);
    expect(
      (
        await server.call('sendNewPhoneCode', {
          body: { old_code: '123456', phone: '13912345678' },
        })
      ).code,
    ).toBe(100002);
    expect(
      (
        await server.call('changePhone', {
          body: { old_code: '123456', phone: '13912345678', code: '123456' },
        })
      ).code,
    ).toBe(100002);
  });
});

describe(op('getLoginHistory'), () => {
  it('lists logins with a coarse device and place; a new device writes a message', async () => {
    const { token, phone } = await registerAuthor('历史甲', CHROME_WINDOWS);
    expect((await messages(token)).some((m) => m.title === '新设备登录提醒')).toBe(false);
    const phoneToken = await smsLogin(phone, SAFARI_IPHONE);
    const { list } = await server.ok<{ list: LoginRecord[] }>('getLoginHistory', {
      token: phoneToken,
    });
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      browser: 'Safari',
      os: 'iOS',
      place: { kind: 'local', address: '' },
      current: true,
      active: true,
    });
    expect(list[1]).toMatchObject({
      browser: 'Chrome',
      os: 'Windows',
      current: false,
      active: true,
    });
    const notice = (await messages(token)).find((m) => m.title === '新设备登录提醒');
    expect(notice?.content).toContain('Safari · iOS');
    // The same message as a template, for the client to show in the page's language.
    expect(notice?.template).toEqual({
      key: 'new_device_login',
      params: { browser: 'Safari', os: 'iOS', place: 'local' },
    });
    // The same device again is not new.
    await smsLogin(phone, SAFARI_IPHONE);
    expect((await messages(token)).filter((m) => m.title === '新设备登录提醒')).toHaveLength(1);
  });

  it("shows only the author's own logins", async () => {
    const { token } = await registerAuthor('历史乙', CHROME_WINDOWS);
    const { list } = await server.ok<{ list: LoginRecord[] }>('getLoginHistory', { token });
    expect(list).toHaveLength(1);
    expect((await server.call('getLoginHistory')).code).toBe(100002);
    expectFieldError(
      await server.call('getLoginHistory', { token, query: { author_id: 'someone' } }),
      'author_id',
    );
  });
});

describe(op('logoutOtherDevices'), () => {
  it('ends every other session and keeps this one', async () => {
    const { token, phone } = await registerAuthor('下线甲', CHROME_WINDOWS);
    const second = await smsLogin(phone, SAFARI_IPHONE);
    const third = await smsLogin(phone, CHROME_WINDOWS);
    const stranger = await server.login(UNSIGNED_PHONE);
    const result = await server.ok<{ ended: number }>('logoutOtherDevices', { token: third });
    expect(result.ended).toBe(2);
    for (const ended of [token, second]) {
      expect((await server.call('getUserInfo', { token: ended })).code).toBe(109017);
    }
    expect((await server.call('getUserInfo', { token: third })).code).toBe(0);
    // Another author's sessions are not touched.
    expect((await server.call('getUserInfo', { token: stranger })).code).toBe(0);
    const { list } = await server.ok<{ list: LoginRecord[] }>('getLoginHistory', { token: third });
    expect(list.filter((r) => r.active)).toHaveLength(1);
    expect(list.find((r) => r.current)?.active).toBe(true);
  });

  it('needs a token and takes no body', async () => {
    expect((await server.call('logoutOtherDevices')).code).toBe(100002);
  });
});
