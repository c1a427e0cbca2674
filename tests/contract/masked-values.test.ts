/**
 * Masked personal data is never stored as data. The answers mask the
 * author's phone, contact phone, email, real name and ID number; a client
 * that sent such a value back (the account form used to pre-fill the masked
 * email, and "mo***@example.comm" was stored) must get 101001
 * `validation.masked` on the field, and the stored value must stay. Every
 * operation that takes a personal field is tried, with every field.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors } from '../../server/db/schema';
import {
  expectFieldError,
  type OperationId,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';

interface User {
  phone: string;
  email: string;
  qq: string;
  home_phone: string;
  real_name: string;
  id_card: string;
}

let server: TestServer;
let signedToken: string;
let unsignedToken: string;

beforeAll(async () => {
  server = await startServer();
  signedToken = await server.login(SIGNED_PHONE);
  unsignedToken = await server.login(UNSIGNED_PHONE);
});
afterAll(async () => {
  await server?.close();
});

async function storedAuthor(phone: string) {
  const [row] = await server.context.db.select().from(authors).where(eq(authors.phone, phone));
  if (!row) throw new Error(`no author ${phone}`);
  return row;
}

describe('a masked value sent back', () => {
  it('is refused on every masked field of the profile, and what is stored stays', async () => {
    const user = await server.ok<User>('getUserInfo', { token: signedToken });
    // The seed's author has an email and a contact phone: both come masked.
    expect(user.email).toContain('*');
    expect(user.home_phone).toContain('*');
    const before = await storedAuthor(SIGNED_PHONE);
    for (const [field, value] of [
      // The probe's case: one letter typed after the pre-filled mask.
      ['email', `${user.email}m`],
      ['email', user.email],
      ['home_phone', user.home_phone],
      ['home_phone', `${user.home_phone}1`],
      ['qq', '123****89'],
    ] as const) {
      const result = await server.call('updateUser', {
        token: signedToken,
        body: { [field]: value },
      });
      expectFieldError(result, field, 'validation.masked');
    }
    const after = await storedAuthor(SIGNED_PHONE);
    expect(after.email).toBe(before.email);
    expect(after.homePhone).toBe(before.homePhone);
    expect(after.qq).toBe(before.qq);
  });

  it('is refused beside valid fields, and none of them is stored', async () => {
    const before = await storedAuthor(SIGNED_PHONE);
    const result = await server.call('updateUser', {
      token: signedToken,
      body: { introduction: '新的简介', email: 'mo***@example.com' },
    });
    expectFieldError(result, 'email', 'validation.masked');
    expect((await storedAuthor(SIGNED_PHONE)).introduction).toBe(before.introduction);
  });

  const operations: [OperationId, string, Record<string, unknown>][] = [
    ['certify', 'real_name', { real_name: '林*', id_card: '11010519491231002X', consent: true }],
    ['certify', 'id_card', { real_name: '林墨', id_card: '110***********002X', consent: true }],
    ['sendNewPhoneCode', 'phone', { old_code: '123456', phone: '139****0002' }],
    ['changePhone', 'phone', { old_code: '123456', phone: '139****0002', code: '123456' }],
    [
      'applySign',
      'contact.phone',
      {
        book_id: 'b000000000000000',
        contract_type: 'exclusive',
        planned_total_words: 1_000_000,
        updates_per_week: 7,
        outline: '大'.repeat(60),
        contact: { phone: '138****0002' },
      },
    ],
    [
      'applySign',
      'contact.email',
      {
        book_id: 'b000000000000000',
        contract_type: 'exclusive',
        planned_total_words: 1_000_000,
        updates_per_week: 7,
        outline: '大'.repeat(60),
        contact: { phone: '13800000002', email: 'qi***@example.com' },
      },
    ],
  ];
  it.each(operations)('%s refuses a masked %s', async (operationId, field, body) => {
    const before = await storedAuthor(UNSIGNED_PHONE);
    const result = await server.call(operationId, { token: unsignedToken, body });
    expectFieldError(result, field, 'validation.masked');
    const after = await storedAuthor(UNSIGNED_PHONE);
    expect(after.realName).toBe(before.realName);
    expect(after.phone).toBe(before.phone);
    expect(after.certStatus).toBe(before.certStatus);
  });

  it.each([
    ['sendCode', { phone: '138****0001', scene: 'login' }],
    ['loginBySms', { phone: '138****0001', code: '123456' }],
  ] as [OperationId, Record<string, unknown>][])(
    '%s names a masked phone as masked',
    async (operationId, body) => {
      expectFieldError(await server.call(operationId, { body }), 'phone', 'validation.masked');
    },
  );

  it('takes real values as before', async () => {
    const user = await server.ok<User>('updateUser', {
      token: signedToken,
      body: { email: 'moran.new@example.com', home_phone: '010-62345679' },
    });
    expect(user.email).toBe('mo***@example.com');
    const row = await storedAuthor(SIGNED_PHONE);
    expect(row.email).toBe('moran.new@example.com');
    expect(row.homePhone).toBe('010-62345679');
  });
});
