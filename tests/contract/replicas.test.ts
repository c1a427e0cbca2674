/**
 * Three replicas on one PostgreSQL behave as one server (issue 16): the
 * compiled server (dist-server/main.js, as `npm start` runs it) started three
 * times at once on an EMPTY database, then driven through different
 * replicas: a write through one is read through the others at once, a logout
 * through one is refused by the others (also across a cut invalidation
 * connection), an upload through one is served by all, chapters scheduled
 * through one are published exactly once while three schedulers and three
 * readers race, and the account limits hold across the three (the bursts
 * of limits.test.ts, sent round-robin).
 *
 * PostgreSQL only (the contract-pg project; a PGlite folder serves one
 * process). Nothing here waits on a clock except for a replica's channel to
 * come back, which is polled with a generous limit.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../../scripts/lib/server-build';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { listenerName } from '../../server/db/invalidations';
import { migrationsApplied } from '../../server/db/migrate';
import { chapters, chapterVersions } from '../../server/db/schema';
import { delayAfterTry, type ThrottlePolicy } from '../../server/repositories/auth-throttles';
import { ADDRESS_POLICY, PHONE_POLICY } from '../../server/services/auth/login-throttle';
import { SMS_MAX_ATTEMPTS } from '../../server/services/auth/sms';
import {
  BURST_SIZE,
  codeGuessBurst,
  passwordBurst,
  phoneSprayBurst,
  sendBurst,
} from '../lib/bursts';
import { contractPostgresUrl, freshPostgres } from '../lib/databases';
import { nextLoopbackAddress } from '../lib/http-from';
import { type ServerProcess, startServerProcesses } from '../lib/server-processes';
import { type Caller, callerFor, DEMO_PASSWORD, SIGNED_PHONE, UNSIGNED_PHONE } from './harness';
import { fileForm, solidPng } from './images';

const adminUrl = contractPostgresUrl();
const REPLICAS = 3;
const SCHEDULED = 40;
/** A replica's channel reconnects within a second or two; this is only a ceiling. */
const CHANNEL_BACK_WITHIN_MS = 20_000;

/** Tries a throttle policy allows within `elapsedMs` from a clean start. */
function allowedTries(policy: ThrottlePolicy, elapsedMs: number): number {
  let tries = policy.freeTries;
  let waited = delayAfterTry(tries, policy);
  while (waited <= elapsedMs) {
    tries += 1;
    waited += delayAfterTry(tries, policy);
  }
  return tries;
}

interface Summary {
  id: string;
  title: string;
  version: number;
  status: string;
}
interface ChapterPage {
  list: Summary[];
  counts: Record<string, number>;
}

describe.skipIf(!adminUrl)(`${REPLICAS} replicas on one PostgreSQL`, () => {
  let database: { url: string; drop(): Promise<void> };
  let replicas: ServerProcess[] = [];
  let callers: Caller[];
  let handle: DatabaseHandle;
  /** Rows of a plain SQL statement on the replicas' database. */
  const query = async <T extends object>(text: string, values?: unknown[]): Promise<T[]> =>
    (await handle.pool!.query<T>(text, values)).rows;
  let bookId: string;
  let volumeId: string;

  const [a, b, c] = [0, 1, 2].map(callerProxy) as [Caller, Caller, Caller];
  /** Calls through replica i (resolved once the replicas run). */
  function callerProxy(i: number): Caller {
    return {
      call: (operationId, options) => callers[i]!.call(operationId, options),
      ok: (operationId, options) => callers[i]!.ok(operationId, options),
    };
  }
  const others = () => [b, c];

  async function login(through: Caller, phone = SIGNED_PHONE): Promise<string> {
    const body = await through.ok<{ token: string }>('loginByPassword', {
      body: { phone, password: DEMO_PASSWORD },
    });
    return body.token;
  }

  async function chapterPage(through: Caller, token: string): Promise<ChapterPage> {
    return through.ok<ChapterPage>('listChapters', {
      token,
      query: { book_id: bookId, page: 1, page_size: 100 },
    });
  }

  async function health(replica: ServerProcess): Promise<{ invalidations: string }> {
    return (await fetch(`${replica.baseUrl}/healthz`)).json() as Promise<{ invalidations: string }>;
  }

  /** Polls until every replica's invalidation channel listens again. */
  async function channelsUp(): Promise<void> {
    const deadline = Date.now() + CHANNEL_BACK_WITHIN_MS;
    for (const replica of replicas) {
      while ((await health(replica)).invalidations !== 'up') {
        if (Date.now() > deadline) throw new Error(`replica ${replica.pid}: channel still down`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  beforeAll(async () => {
    await ensureServerBuild(() => {});
    database = await freshPostgres(adminUrl!);
    // All at once on the empty database, as replicas behind a balancer start.
    replicas = await startServerProcesses(
      { engine: 'postgres', databaseUrl: database.url },
      REPLICAS,
      { compiled: true, env: { SEED: 'small', SCHEDULER_INTERVAL_MS: '100' } },
    );
    callers = replicas.map((replica) => callerFor(replica.baseUrl));
    handle = await openDatabase({ databaseUrl: database.url });
    const token = await login(a);
    const { list } = await a.ok<{ list: { id: string; title: string }[] }>('listBooks', {
      token,
      query: { kind: 'long', page_size: 100 },
    });
    bookId = list.find((book) => book.title === '星海长歌')!.id;
    const volumes = await a.ok<{ list: { id: string }[] }>('listVolumes', {
      token,
      query: { book_id: bookId },
    });
    volumeId = volumes.list.at(-1)!.id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await handle?.close();
    await database?.drop();
  });

  it('start together on an empty database: all ready, migrated and seeded once', async () => {
    for (const replica of replicas) {
      const ready = await fetch(`${replica.baseUrl}/readyz`);
      expect(ready.status, await ready.text()).toBe(200);
    }
    expect(await migrationsApplied(handle.db)).toBe(true);
    const seededAuthors = await query<{ count: number }>(
      'select count(*)::int as count from authors',
    );
    expect(seededAuthors[0]!.count).toBe(2);
    const seeded = replicas.filter((replica) => /seeded with demo data/.test(replica.output()));
    expect(seeded).toHaveLength(1);
  });

  it('read through the others at once what was written through one', async () => {
    const token = await login(a);
    for (const through of others()) await chapterPage(through, token); // cached now
    // A draft: an edit of a published chapter waits in a revision instead.
    const draft = (await chapterPage(a, token)).list.find((ch) => ch.status === 'draft')!;
    const title = `改于一个副本 ${Date.now()}`;
    await a.ok('updateChapter', {
      token,
      body: { chapter_id: draft.id, version: draft.version, title },
    });
    for (const through of others()) {
      const seen = (await chapterPage(through, token)).list.find((ch) => ch.id === draft.id);
      expect(seen?.title).toBe(title);
    }
  });

  it('refuse everywhere a token logged out through one', async () => {
    const token = await login(a, UNSIGNED_PHONE);
    for (const through of others()) await through.ok('getUserInfo', { token }); // cached now
    await a.ok('logout', { token });
    for (const through of [a, ...others()]) {
      expect((await through.call('getUserInfo', { token })).code).toBe(109017);
    }
  });

  it('refuse it too when the invalidation connections were cut, and after they are back', async () => {
    const cut = await login(a, UNSIGNED_PHONE);
    for (const through of others()) await through.ok('getUserInfo', { token: cut });
    // An administrator (or a failover) ends the other replicas' LISTEN sessions.
    const ended = await query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = any($1)',
      [replicas.slice(1).map((replica) => listenerName(replica.pid))],
    );
    expect(ended.map((row) => row.ended)).toEqual([true, true]);
    await a.ok('logout', { token: cut });
    for (const through of others()) {
      expect((await through.call('getUserInfo', { token: cut })).code).toBe(109017);
      // Writes too: the first report had a logged-out token save text.
      expect(
        (await through.call('updateUser', { token: cut, body: { introduction: 'x' } })).code,
      ).toBe(109017);
    }

    await channelsUp();
    const listeners = await query<{ count: number }>(
      "select count(*)::int as count from pg_stat_activity where application_name like 'author-invalidations/%'",
    );
    expect(listeners[0]!.count).toBe(REPLICAS);
    const after = await login(a, UNSIGNED_PHONE);
    for (const through of others()) await through.ok('getUserInfo', { token: after });
    await a.ok('logout', { token: after });
    for (const through of others()) {
      expect((await through.call('getUserInfo', { token: after })).code).toBe(109017);
    }
  });

  it('serve through every replica an upload made through one', async () => {
    const token = await login(a, UNSIGNED_PHONE);
    const png = solidPng();
    const { avatar_url } = await a.ok<{ avatar_url: string }>('uploadAvatar', {
      token,
      rawBody: fileForm(png, 'me.png', 'image/png'),
    });
    await b.ok('updateUser', { token, body: { avatar: avatar_url } });
    // The stored (re-encoded) file, the same through every replica.
    const served: Buffer[] = [];
    for (const replica of replicas) {
      const answer = await fetch(new URL(avatar_url, replica.baseUrl));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      served.push(Buffer.from(await answer.arrayBuffer()));
    }
    for (const bytes of served) expect(bytes.equals(served[0]!)).toBe(true);
    for (const through of [a, c]) {
      expect((await through.ok<{ avatar: string }>('getUserInfo', { token })).avatar).toBe(
        avatar_url,
      );
    }
  });

  it(`publish ${SCHEDULED} chapters scheduled through one exactly once, while three schedulers and readers race`, async () => {
    const token = await login(a);
    const imported = await a.ok<{ created: { id: string }[] }>('importChapters', {
      token,
      body: {
        book_id: bookId,
        volume_id: volumeId,
        chapters: Array.from({ length: SCHEDULED }, (_, i) => ({
          title: `定时第${i + 1}章`,
          content: `第${i + 1}章的正文。`,
        })),
      },
    });
    const ids = imported.created.map((chapter) => chapter.id);
    expect(ids).toHaveLength(SCHEDULED);
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    // The seeded book has drafts before these: this test is about exactly
    // once, not reading order, so the author chose to go out of order.
    await b.ok('publishChapters', {
      token,
      body: { chapter_ids: ids, publish_at: publishAt, out_of_order: true },
    });
    // The hour passes: the time comes for all of them at once in the database.
    await handle.db
      .update(chapters)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(inArray(chapters.id, ids));
    // Every replica's timer (every 100 ms) and every chapter read race for them.
    let page: ChapterPage;
    do {
      const pages = await Promise.all(callers.map((through) => chapterPage(through, token)));
      page = pages[0]!;
    } while (
      page.list.some((chapter) => ids.includes(chapter.id) && chapter.status !== 'published')
    );

    const versions = await handle.db
      .select({ chapterId: chapterVersions.chapterId, count: sql<number>`count(*)::int` })
      .from(chapterVersions)
      .where(
        sql`${inArray(chapterVersions.chapterId, ids)} and ${chapterVersions.reason} = 'publish'`,
      )
      .groupBy(chapterVersions.chapterId);
    expect(versions).toHaveLength(SCHEDULED);
    expect(versions.every((row) => row.count === 1)).toBe(true);
    for (const through of others()) {
      const seen = (await chapterPage(through, token)).list.filter((ch) => ids.includes(ch.id));
      expect(seen.map((chapter) => chapter.status)).toEqual(Array(SCHEDULED).fill('published'));
    }
  });

  describe(`limits across the three: bursts of ${BURST_SIZE} sent round-robin`, () => {
    // Every limit is one atomic statement in the database, so it holds across
    // processes. The processes' clocks run: a password throttle's wait (1 s,
    // then 2 s …) may end while a burst is still arriving, and the try it
    // then allows is within the policy, so those counts are bounded by the
    // free tries plus the waits that fit in the burst's duration.
    const urls = () => replicas.map((replica) => replica.baseUrl);

    it(`check at most ${SMS_MAX_ATTEMPTS} guesses against one SMS code`, async () => {
      const result = await codeGuessBurst(urls(), handle.db, '13900000901');
      console.log(`${REPLICAS} replicas, code guesses: ${result.checked} of ${BURST_SIZE} checked`);
      expect(result.checked).toBe(SMS_MAX_ATTEMPTS);
      expect(result.answers['116001']).toBe(SMS_MAX_ATTEMPTS - 1);
      expect(result.rightCodeAfter).toBe(116002);
    });

    it('send one SMS code per phone at once', async () => {
      const answers = await sendBurst(urls(), '13900000902');
      console.log(`${REPLICAS} replicas, code sends: ${answers['0']} of ${BURST_SIZE} sent`);
      expect(answers).toEqual({ 0: 1, 105001: BURST_SIZE - 1 });
    });

    it(`check ${PHONE_POLICY.freeTries} passwords of one phone, no more than its waits allow`, async () => {
      const started = Date.now();
      const answers = await passwordBurst(urls(), '13800000002', nextLoopbackAddress());
      const checked = answers['103001'] ?? 0;
      console.log(`${REPLICAS} replicas, password guesses per phone: ${checked} of ${BURST_SIZE}`);
      expect(checked).toBeGreaterThanOrEqual(PHONE_POLICY.freeTries);
      expect(checked).toBeLessThanOrEqual(allowedTries(PHONE_POLICY, Date.now() - started));
    });

    it(`check ${ADDRESS_POLICY.freeTries} passwords from one address, no more than its waits allow`, async () => {
      const started = Date.now();
      const answers = await phoneSprayBurst(urls(), 13_900_020_000, nextLoopbackAddress());
      const checked = answers['103001'] ?? 0;
      console.log(
        `${REPLICAS} replicas, password guesses per address: ${checked} of ${BURST_SIZE}`,
      );
      expect(checked).toBeGreaterThanOrEqual(ADDRESS_POLICY.freeTries);
      expect(checked).toBeLessThanOrEqual(allowedTries(ADDRESS_POLICY, Date.now() - started));
    });
  });
});
