/**
 * The template's sample mode (docs/behaviour.md, Sample mode), built only when
 * PUBLIC_SAMPLE_MODE=1: a `fetch` that answers in the browser, so the shell
 * can be shown without any server. Two accounts, `admin` and `user`, each
 * with its own name as password; roles admin and user only; user info
 * without a session answers 50008 'not logged in'; a menu with a dashboard,
 * its Workplace child and an external site; six messages (three messages,
 * two notices, one todo) that become read when their ids are sent; every
 * answer after 600 to 1000 ms. Anything else answers the sample's failure
 * code 50000. Real authors never load this module.
 */

/** Roles of the sample (docs/behaviour.md, Sample mode). */
export type SampleRole = 'admin' | 'user';

/** Sample accounts: each password is the account's own name. */
const SAMPLE_ACCOUNTS: readonly SampleRole[] = ['admin', 'user'];

/** Codes of the sample (docs/behaviour.md, Sample mode). */
export const SAMPLE_CODES = { notLoggedIn: 50008, failure: 50000 } as const;

/** The storage the sample keeps its role in (the seed's "stores a user role"). */
export type SampleStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What {@link createSampleFetch} needs. */
export interface SampleOptions {
  storage: SampleStorage;
  /** Key of the stored role. */
  roleKey: string;
  /** Milliseconds before each answer; default 600 to 1000 at random. */
  delay?: () => number;
  now?: () => Date;
}

interface SampleMessage {
  id: string;
  type: 'message' | 'notice' | 'todo';
  title: string;
  subTitle: string;
  avatar: string;
  content: string;
  time: string;
  messageType: number;
  status: 0 | 1;
}

const TOKEN_PREFIX = 'sample-token-';

function sampleMessages(now: Date): SampleMessage[] {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const item = (
    id: string,
    type: SampleMessage['type'],
    title: string,
    content: string,
    minutesAgo: number,
    messageType = 0,
  ): SampleMessage => ({
    id,
    type,
    title,
    subTitle: type,
    avatar: '',
    content,
    time: at(minutesAgo),
    messageType,
    status: 0,
  });
  return [
    item('s1', 'message', 'Editor', 'Chapter 12 reads well; keep the pace.', 5),
    item('s2', 'message', 'Reader', 'When does the next volume start?', 60),
    item('s3', 'message', 'Platform', 'Your cover was approved.', 180, 1),
    item('s4', 'notice', 'Maintenance', 'The back-office is down for 10 minutes tonight.', 300, 2),
    item('s5', 'notice', 'Contest', 'The autumn writing contest opens next week.', 600),
    item('s6', 'todo', 'Signing', 'Send the signed contract back.', 900, 3),
  ];
}

const SAMPLE_MENU = [
  {
    path: '/dashboard',
    name: 'dashboard',
    meta: { locale: 'menu.home', requiresAuth: true, icon: 'home', order: 0 },
    children: [
      { path: 'workplace', name: 'Workplace', meta: { locale: 'menu.home', requiresAuth: true } },
      {
        path: 'https://arco.design',
        name: 'arcoWebsite',
        meta: { locale: 'menu.arcoWebsite', requiresAuth: true },
      },
    ],
  },
];

function sampleUser(role: SampleRole) {
  return {
    id: `sample-${role}`,
    phone: role,
    pen_name: role === 'admin' ? 'Sample admin' : 'Sample user',
    avatar: '',
    email: `${role}@example.com`,
    introduction: 'A sample account of the template.',
    qq: '',
    is_certified: false,
    id_card: '',
    real_name: '',
    is_signed: false,
    is_sign: false,
    role,
    fan_num: 0,
    word_count: 0,
    create_time: '2026-01-01T00:00:00+08:00',
    home_phone: '',
    editor_name: '',
    cache_phone: '',
    new_register: false,
    has_password: true,
  };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const ok = (body: unknown) => json({ code: 0, msg: 'ok', body });
const fail = (code: number, msg: string) => json({ code, msg, body: null });

/** A `fetch` for the API client that answers the sample calls in the browser. */
export function createSampleFetch(options: SampleOptions): typeof fetch {
  const delay = options.delay ?? (() => 600 + Math.random() * 400);
  const now = options.now ?? (() => new Date());
  const messages = sampleMessages(now());

  const roleOf = (request: Request): SampleRole | null => {
    const token = request.headers.get('x-token') ?? '';
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    const stored = options.storage.getItem(options.roleKey);
    if (stored === 'admin' || stored === 'user') return stored;
    const fromToken = token.slice(TOKEN_PREFIX.length);
    return fromToken === 'admin' || fromToken === 'user' ? fromToken : null;
  };
  const unread = () => {
    const count = (type?: SampleMessage['type']) =>
      messages.filter((m) => m.status === 0 && (!type || m.type === type)).length;
    return {
      unread: count(),
      message: count('message'),
      notice: count('notice'),
      todo: count('todo'),
    };
  };

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const body = async () => (await request.json().catch(() => ({}))) as Record<string, unknown>;

    if (route === 'POST /author/user/login_by_pwd') {
      const { phone, password } = await body();
      const account = SAMPLE_ACCOUNTS.find((name) => name === phone && name === password);
      if (!account) return fail(SAMPLE_CODES.failure, 'Account or password incorrect');
      options.storage.setItem(options.roleKey, account);
      return ok({ token: `${TOKEN_PREFIX}${account}` });
    }
    if (route === 'POST /api/user/menu') {
      return json({ data: SAMPLE_MENU, status: 'ok', msg: '', code: 0 });
    }
    const role = roleOf(request);
    if (!role) return fail(SAMPLE_CODES.notLoggedIn, 'not logged in');
    switch (route) {
      case 'GET /author/user/info':
        return ok(sampleUser(role));
      case 'POST /author/user/logout':
        options.storage.removeItem(options.roleKey);
        return ok(null);
      case 'GET /author/message/statistics':
        return ok(unread());
      case 'GET /author/message/page': {
        const type = url.searchParams.get('type');
        const status = url.searchParams.get('status');
        const list = messages.filter(
          (m) => (!type || m.type === type) && (status === null || String(m.status) === status),
        );
        return ok({ list, total: list.length, page: 1, page_size: Math.max(list.length, 1) });
      }
      case 'POST /author/message/read': {
        const { ids, all, type } = await body();
        const chosen = messages.filter((m) =>
          Array.isArray(ids) ? ids.includes(m.id) : all === true && (!type || m.type === type),
        );
        for (const m of chosen) m.status = 1;
        return ok({ updated: chosen.length, unread: unread().unread });
      }
      case 'GET /author/dashboard':
        return ok({
          book_count: 0,
          total_words: 0,
          words_this_month: 0,
          chapters_this_week: 0,
          recent_books: [],
          desk: {
            today: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
            today_words: 0,
            streak_days: 0,
            stockpile: [],
          },
          signed: null,
        });
      default:
        return fail(SAMPLE_CODES.failure, 'Not available in the sample');
    }
  }

  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await answer(request);
    await new Promise((resolve) => setTimeout(resolve, delay()));
    return response;
  };
}

/** The other role, for the avatar menu's Switch Roles. */
export function switchSampleRole(storage: SampleStorage, roleKey: string): SampleRole {
  const next: SampleRole = storage.getItem(roleKey) === 'admin' ? 'user' : 'admin';
  storage.setItem(roleKey, next);
  return next;
}
