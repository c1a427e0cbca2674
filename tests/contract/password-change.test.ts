/**
 * A password change ends every session made with the old credentials,
 * including the sessions of logins that were under way while it happened:
 * one that checked the old password before the change and stores its token
 * after it gets no session, and one that stored its token just before the
 * change finds it ended (109017) at its first call.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors } from '../../server/db/schema';
import { replacePassword } from '../../server/services/account/authors';
import { CredentialsChangedError, issueToken } from '../../server/services/auth/sessions';
import { nextLoopbackAddress, requestFrom } from '../lib/http-from';
import { DEMO_PASSWORD, startServer, type TestServer, UNSIGNED_PHONE } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function author() {
  const [row] = await server.context.db
    .select()
    .from(authors)
    .where(eq(authors.phone, UNSIGNED_PHONE));
  return row!;
}

/** The newest code the outbox holds for the phone and scene. */
async function lastCode(phone: string, scene: string): Promise<string> {
  const { list } = await server.ok<{ list: { scene: string; code: string }[] }>('getDevOutbox', {
    query: { phone },
  });
  return list.find((entry) => entry.scene === scene)!.code;
}

describe('logins in flight during a password change', () => {
  it('a login that checked the old password issues no session after the change', async () => {
    const before = await author(); // what the login read before checking the password
    await replacePassword(server.context, before, 'Changed#2026');
    await expect(issueToken(server.context, before)).rejects.toBeInstanceOf(
      CredentialsChangedError,
    );
    await replacePassword(server.context, before, DEMO_PASSWORD);
  });

  it('a session stored just before the change is ended by it', async () => {
    const before = await author();
    const { token } = await issueToken(server.context, before);
    expect((await server.call('getUserInfo', { token })).code).toBe(0);
    await replacePassword(server.context, before, 'Changed#2027');
    expect((await server.call('getUserInfo', { token })).code).toBe(109017);
    await replacePassword(server.context, before, DEMO_PASSWORD);
  });

  it('over HTTP: no login racing a password change keeps a session', async () => {
    const from = nextLoopbackAddress();
    for (let round = 0; round < 3; round += 1) {
      const newPassword = `Round#${round}x2026`;
      const oldPassword = round === 0 ? DEMO_PASSWORD : `Round#${round - 1}x2026`;
      const { token: session } = await server.ok<{ token: string }>('loginByPassword', {
        body: { phone: UNSIGNED_PHONE, password: oldPassword },
      });
      await server.ok('sendSetPasswordCode', { token: session });
      const code = await lastCode(UNSIGNED_PHONE, 'set_pwd');
      const login = () =>
        requestFrom(`${server.baseUrl}/author/user/login_by_pwd`, {
          from,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone: UNSIGNED_PHONE, password: oldPassword }),
        });
      const [changed, ...logins] = await Promise.all([
        server.call<{ token: string }>('setPassword', {
          token: session,
          body: { code, password: newPassword },
        }),
        login(),
        login(),
        login(),
      ]);
      expect(changed.code).toBe(0);
      for (const answer of logins) {
        const envelope = JSON.parse(answer.text) as { code: number; body: { token?: string } };
        // Refused, or let in just before the change: then its session has ended.
        if (envelope.code === 0) {
          const info = await server.call('getUserInfo', { token: envelope.body.token });
          expect(info.code).toBe(109017);
        } else {
          expect([103001, 105001]).toContain(envelope.code);
        }
      }
      // The changing tab's fresh session lives; the old one does not.
      expect((await server.call('getUserInfo', { token: changed.body.token })).code).toBe(0);
      expect((await server.call('getUserInfo', { token: session })).code).toBe(109017);
      server.advanceClock(61_000);
    }
    await replacePassword(server.context, await author(), DEMO_PASSWORD);
  });
});
