import { describe, expect, it } from 'vitest';
import { createSampleFetch, SAMPLE_CODES, switchSampleRole } from './sample-backend';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

/** A sample answer as the tests read it: loose JSON, checked by the assertions. */
interface SampleAnswer {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: the tests read varied JSON bodies field by field
  body: any;
  // biome-ignore lint/suspicious/noExplicitAny: the menu's template-shaped answer
  data?: any;
  status?: string;
}

function sample() {
  const storage = memoryStorage();
  const fetch = createSampleFetch({ storage, roleKey: 'userRole', delay: () => 0 });
  const call = async (
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers['x-token'] = options.token;
    const response = await fetch(
      new Request(`http://sample.test${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    );
    return (await response.json()) as SampleAnswer;
  };
  const login = async (name: string, password = name) =>
    call('POST', '/author/user/login_by_pwd', { body: { phone: name, password } });
  return { storage, call, login };
}

describe('sample backend', () => {
  it('logs in admin and user with their own names as passwords and stores the role', async () => {
    const { login, call, storage } = sample();
    const admin = await login('admin');
    expect(admin.code).toBe(0);
    expect(storage.getItem('userRole')).toBe('admin');
    const info = await call('GET', '/author/user/info', { token: admin.body.token });
    expect(info.body.role).toBe('admin');

    const user = await login('user');
    expect((await call('GET', '/author/user/info', { token: user.body.token })).body.role).toBe(
      'user',
    );
  });

  it('refuses anything else with the sample failure code', async () => {
    const { login } = sample();
    const wrong = await login('admin', 'user');
    expect(wrong).toMatchObject({
      code: SAMPLE_CODES.failure,
      msg: 'Account or password incorrect',
    });
    expect((await login('guest')).code).toBe(SAMPLE_CODES.failure);
  });

  it("answers 50008 'not logged in' without a session", async () => {
    const { call } = sample();
    expect(await call('GET', '/author/user/info')).toMatchObject({
      code: 50008,
      msg: 'not logged in',
    });
  });

  it('serves the menu tree with the dashboard, Workplace and an external site', async () => {
    const { call } = sample();
    const menu = await call('POST', '/api/user/menu');
    expect(menu.status).toBe('ok');
    expect(menu.data[0].name).toBe('dashboard');
    expect(menu.data[0].children.map((c: { name: string }) => c.name)).toEqual([
      'Workplace',
      'arcoWebsite',
    ]);
  });

  it('has six messages that become read when their ids are sent', async () => {
    const { login, call } = sample();
    const token = (await login('user')).body.token;
    expect((await call('GET', '/author/message/statistics', { token })).body).toEqual({
      unread: 6,
      message: 3,
      notice: 2,
      todo: 1,
    });
    const read = await call('POST', '/author/message/read', { token, body: { ids: ['s1', 's4'] } });
    expect(read.body).toEqual({ updated: 2, unread: 4 });
    const notices = await call('GET', '/author/message/page?type=notice&status=0', { token });
    expect(notices.body.list.map((m: { id: string }) => m.id)).toEqual(['s5']);
  });

  it('switches roles between admin and user; logout forgets the role', async () => {
    const { login, call, storage } = sample();
    const token = (await login('admin')).body.token;
    expect(switchSampleRole(storage, 'userRole')).toBe('user');
    expect((await call('GET', '/author/user/info', { token })).body.role).toBe('user');
    expect(switchSampleRole(storage, 'userRole')).toBe('admin');
    await call('POST', '/author/user/logout', { token });
    expect(storage.getItem('userRole')).toBeNull();
  });

  it('takes its time like the sample: 600 to 1000 ms by default', async () => {
    const storage = memoryStorage();
    const delays: number[] = [];
    const original = globalThis.setTimeout;
    // Record the delay asked for instead of waiting it.
    globalThis.setTimeout = ((fn: () => void, ms: number) => {
      delays.push(ms);
      return original(fn, 0);
    }) as typeof setTimeout;
    try {
      const fetch = createSampleFetch({ storage, roleKey: 'userRole' });
      await fetch(new Request('http://sample.test/api/user/menu', { method: 'POST' }));
    } finally {
      globalThis.setTimeout = original;
    }
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThanOrEqual(600);
    expect(delays[0]).toBeLessThanOrEqual(1000);
  });
});
