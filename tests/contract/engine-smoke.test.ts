/**
 * One smoke pass of every area on the second engine. The whole contract runs
 * on PGlite in every `npm test`; on PostgreSQL only the files about what the
 * engines do differently run, plus this walk, so that every operation has
 * answered code 0 with a body the spec accepts on both engines at least once.
 *
 * One server, walked in the order authors would go: log in, register and
 * reset, the account, a new book with its volumes and chapters, the writer's
 * desk, the home page, income and data, messages, exports. Each `it` is an
 * area and builds on the state the ones before left. Uploads and export files
 * are read back, as the engines store files differently (a folder beside
 * PGlite, the database itself on PostgreSQL). The last test fails, naming
 * them, when an operation of the spec got no code-0 answer here: a new
 * operation needs a step in this walk.
 *
 * Lean on purpose: the other contract files check each operation in depth,
 * this one checks what a client would notice, fast enough for PostgreSQL on
 * a small machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webVitalsDaily } from '../../server/db/schema';
import { chineseIdCheckChar } from '../../server/services/account/id-card';
import { createSsoTicket } from '../../server/services/auth/sso';
import { approveBook } from '../../server/services/editorial/editorial';
import type { BodyOf } from '../../src/api/envelope';
import type { components, operations } from '../../src/api/schema';
import { nextLoopbackAddress, requestFrom } from '../lib/http-from';
import {
  allOperationIds,
  type CallOptions,
  checkFileAnswer,
  DEMO_PASSWORD,
  type Envelope,
  type OperationId,
  operationRoute,
  SIGNED_PHONE,
  startServer,
  type TestServer,
  UNSIGNED_PHONE,
} from './harness';
import { fileForm, greyJpeg, solidPng } from './images';

type Category = components['schemas']['Category'];
type MenuItem = components['schemas']['MenuItem'];

/** The success body the spec gives an operation's JSON answer. */
type JsonAnswerOf<Op extends OperationId> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer E } };
}
  ? E
  : never;
type BodyOfOp<Op extends OperationId> = BodyOf<JsonAnswerOf<Op>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Phones of the authors this walk registers (each file has its own database).
const NEW_AUTHOR_PHONE = '13600000001';
const NEW_AUTHOR_NEXT_PHONE = '13600000002';

let server: TestServer;

/** Operations that answered code 0 in this file: what the last test checks. */
const answeredZero = new Set<string>();

/** Calls an operation (checked against the spec by the harness) and notes a code 0. */
async function call<Op extends OperationId>(
  operationId: Op,
  options?: CallOptions,
): Promise<Envelope<BodyOfOp<Op>>> {
  const answer = await server.call<BodyOfOp<Op>>(operationId, options);
  if (answer.code === 0) answeredZero.add(operationId);
  return answer;
}

/** Calls an operation that must answer code 0; returns its body. */
async function ok<Op extends OperationId>(
  operationId: Op,
  options?: CallOptions,
): Promise<BodyOfOp<Op>> {
  const answer = await call(operationId, options);
  expect(answer.code, `${operationId}: ${answer.msg} ${JSON.stringify(answer.body)}`).toBe(0);
  return answer.body;
}

/** The newest code the dev outbox holds for the phone and scene. */
async function lastCode(phone: string, scene: string): Promise<string> {
  const { list } = await ok('getDevOutbox', { query: { phone } });
  const entry = list.find((e) => e.scene === scene);
  if (!entry) throw new Error(`no ${scene} code sent to ${phone}`);
  return entry.code;
}

/** A phone may ask for its next code (any scene) 60 s after the last one. */
function letPhoneAskAgain(): void {
  server.advanceClock(61_000);
}

/** The Beijing calendar day of an instant, YYYY-MM-DD. */
function beijingDate(instant: number): string {
  return new Date(instant + 8 * HOUR).toISOString().slice(0, 10);
}

/** A valid ID number of an adult born on 1988-08-15. */
function adultIdNumber(): string {
  const first17 = '44030419880815201';
  return first17 + chineseIdCheckChar(first17);
}

/** The first category a book can pick (a leaf) under the first of `categories`. */
function firstLeaf(categories: Category[]): Category {
  const first = categories[0];
  if (!first) throw new Error('the category tree has an empty branch');
  return first.children.length === 0 ? first : firstLeaf(first.children);
}

function menuPaths(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.path, ...menuPaths(item.children ?? [])]);
}

/** An uploaded image is served back from storage with its type. */
async function expectServedImage(url: string, type: string): Promise<void> {
  const served = await fetch(new URL(url, server.baseUrl));
  expect(served.status, url).toBe(200);
  expect(served.headers.get('content-type')).toBe(type);
  expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
}

/** Polls an export job until it has finished; jobs run on the server, not in the call. */
async function finishedExport(jobId: string, token: string) {
  for (let i = 0; i < 400; i++) {
    const job = await ok('getExport', { token, query: { job_id: jobId } });
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`export ${jobId} did not finish`);
}

/** Downloads an export's file: not an envelope, so checked with checkFileAnswer. */
async function downloadExport(jobId: string, token: string): Promise<Buffer> {
  const url = new URL(operationRoute('downloadExport').path, server.baseUrl);
  url.searchParams.set('job_id', jobId);
  const response = await fetch(url, { headers: { 'x-token': token } });
  checkFileAnswer('downloadExport', response.status, response.headers);
  answeredZero.add('downloadExport');
  return Buffer.from(await response.arrayBuffer());
}

// State the areas hand on, in the order they are made.
let signedToken: string;
let unsignedToken: string;
let newAuthorToken: string;
let maleLeaf: Category;
let book: BodyOfOp<'createBook'>;
let secondVolumeId: string;
let firstVolumeId: string;
const chapterIds: Record<'first' | 'second' | 'third', string> = {
  first: '',
  second: '',
  third: '',
};

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('one smoke pass of every area', () => {
  it('auth: password and SMS logins, SSO, registration, reset, logout', async () => {
    const signed = await ok('loginByPassword', {
      body: { phone: SIGNED_PHONE, password: DEMO_PASSWORD },
    });
    signedToken = signed.token;
    expect(signed.new_register).toBe(false);
    unsignedToken = await server.login(UNSIGNED_PHONE);

    // SMS login of a known author: the code is read from the dev outbox.
    await ok('sendCode', { body: { phone: SIGNED_PHONE, scene: 'login' } });
    const bySms = await ok('loginBySms', {
      body: { phone: SIGNED_PHONE, code: await lastCode(SIGNED_PHONE, 'login') },
    });
    const me = await ok('getUserInfo', { token: bySms.token });
    expect(me.pen_name).toBe('墨染青衣');
    expect(await ok('logout', { token: bySms.token })).toBeNull();
    expect((await call('getUserInfo', { token: bySms.token })).code).toBe(109017);

    // The platform's single sign-on: a ticket minted for the author, spent once.
    const ticket = await createSsoTicket(server.context, me.id);
    const bySso = await ok('ssoLogin', { query: { ticket } });
    expect((await ok('getUserInfo', { token: bySso.token })).id).toBe(me.id);

    // An unknown phone registers: 109112 with a token, confirmed with a pen name.
    await ok('sendCode', { body: { phone: NEW_AUTHOR_PHONE, scene: 'login' } });
    const registered = await call('loginBySms', {
      body: { phone: NEW_AUTHOR_PHONE, code: await lastCode(NEW_AUTHOR_PHONE, 'login') },
    });
    expect(registered.code).toBe(109112);
    const registeredToken = registered.body.token;
    const confirmed = await ok('confirmRegister', {
      token: registeredToken,
      body: { pen_name: '烟测新人', agree_terms: true },
    });
    expect([confirmed.pen_name, confirmed.new_register, confirmed.has_password]).toEqual([
      '烟测新人',
      false,
      false,
    ]);

    // A forgotten password: a reset code sets one and ends every session.
    letPhoneAskAgain();
    await ok('sendCode', { body: { phone: NEW_AUTHOR_PHONE, scene: 'reset_pwd' } });
    await ok('resetPassword', {
      body: {
        phone: NEW_AUTHOR_PHONE,
        code: await lastCode(NEW_AUTHOR_PHONE, 'reset_pwd'),
        password: 'Reset#2026x',
      },
    });
    expect((await call('getUserInfo', { token: registeredToken })).code).toBe(109017);
    newAuthorToken = (
      await ok('loginByPassword', { body: { phone: NEW_AUTHOR_PHONE, password: 'Reset#2026x' } })
    ).token;
  });

  it('account: profile, avatar, reveal, certification, sessions, password, phone', async () => {
    const token = newAuthorToken;
    const updated = await ok('updateUser', {
      token,
      body: { introduction: '只写短篇。', qq: '12345678', email: 'smoke@example.com' },
    });
    expect(updated.introduction).toBe('只写短篇。');
    const { avatar_url } = await ok('uploadAvatar', {
      token,
      rawBody: fileForm(solidPng(), 'avatar.png', 'image/png'),
    });
    await ok('updateUser', { token, body: { avatar: avatar_url } });
    expect((await ok('getUserInfo', { token })).avatar).toBe(avatar_url);
    await expectServedImage(avatar_url, 'image/png');

    // Revealing personal data takes a fresh code, good for one answer.
    letPhoneAskAgain();
    await ok('sendVerifyCode', { token, body: { scene: 'sensitive' } });
    const revealed = await ok('getSensitiveInfo', {
      token,
      body: { code: await lastCode(NEW_AUTHOR_PHONE, 'sensitive') },
    });
    expect([revealed.revealed, revealed.phone, revealed.email]).toEqual([
      true,
      NEW_AUTHOR_PHONE,
      'smoke@example.com',
    ]);
    expect((await ok('getSensitiveInfo', { token, body: {} })).revealed).toBe(false);

    // Certification: apply, withdraw, apply again, and the platform approves.
    const application = { real_name: '张三丰', id_card: adultIdNumber(), consent: true };
    expect((await ok('certify', { token, body: application })).status).toBe('reviewing');
    expect((await ok('withdrawCertification', { token })).status).toBe('none');
    await ok('certify', { token, body: application });
    const decided = await ok('devDecideCertification', {
      body: { phone: NEW_AUTHOR_PHONE, approve: true },
    });
    expect(decided.status).toBe('certified');
    expect((await ok('getCertification', { token })).status).toBe('certified');
    expect((await ok('getUserInfo', { token })).is_certified).toBe(true);

    // A second device, then "log out other devices" from it.
    const second = (
      await ok('loginByPassword', { body: { phone: NEW_AUTHOR_PHONE, password: 'Reset#2026x' } })
    ).token;
    expect((await ok('getLoginHistory', { token: second })).list.length).toBeGreaterThanOrEqual(2);
    expect((await ok('logoutOtherDevices', { token: second })).ended).toBeGreaterThanOrEqual(1);
    expect((await call('getUserInfo', { token })).code).toBe(109017);

    // Changing the password answers a fresh token and ends the others.
    letPhoneAskAgain();
    await ok('sendSetPasswordCode', { token: second });
    const fresh = await ok('setPassword', {
      token: second,
      body: { code: await lastCode(NEW_AUTHOR_PHONE, 'set_pwd'), password: 'Fresh#2026x' },
    });
    expect((await call('getUserInfo', { token: second })).code).toBe(109017);

    // Changing the bound phone: both codes, then every session ends.
    letPhoneAskAgain();
    await ok('sendOldPhoneCode', { token: fresh.token });
    const oldCode = await lastCode(NEW_AUTHOR_PHONE, 'phone_old');
    await ok('sendNewPhoneCode', {
      token: fresh.token,
      body: { old_code: oldCode, phone: NEW_AUTHOR_NEXT_PHONE },
    });
    await ok('changePhone', {
      token: fresh.token,
      body: {
        old_code: oldCode,
        phone: NEW_AUTHOR_NEXT_PHONE,
        code: await lastCode(NEW_AUTHOR_NEXT_PHONE, 'phone_new'),
      },
    });
    expect((await call('getUserInfo', { token: fresh.token })).code).toBe(109017);
    const onNewPhone = await ok('loginByPassword', {
      body: { phone: NEW_AUTHOR_NEXT_PHONE, password: 'Fresh#2026x' },
    });
    expect((await ok('getUserInfo', { token: onNewPhone.token })).phone).toBe('136****0002');
  });

  it('categories and menu', async () => {
    const tree = await ok('getCategoryTree', { token: signedToken });
    maleLeaf = firstLeaf(tree.filter((channel) => channel.audience === 'male'));
    // The template envelope ({ data, status }), not { body }.
    const menu = (await call('getServerMenu', { token: signedToken })) as unknown as {
      code: number;
      data: MenuItem[];
    };
    expect(menu.code).toBe(0);
    expect(menuPaths(menu.data)).toContain('/home');
  });

  it('books: list, create, edit, cover, resubmit, completion', async () => {
    const token = signedToken;
    const before = await ok('listBooks', { token, query: { kind: 'long', page_size: 100 } });
    book = await ok('createBook', {
      token,
      body: {
        kind: 'long',
        title: '烟测长篇',
        audience: 'male',
        category_id: maleLeaf.id,
        synopsis: '一场在两种数据库上各走一遍的旅程，每一站都要留下回执。',
      },
    });
    expect(book.review_status).toBe('pending');
    const after = await ok('listBooks', { token, query: { kind: 'long', page_size: 100 } });
    expect(after.total).toBe(before.total + 1);
    expect(after.list.map((b) => b.id)).toContain(book.id);

    await ok('updateBook', { token, body: { book_id: book.id, tags: ['烟测'] } });
    const { cover_url } = await ok('uploadBookCover', {
      token,
      rawBody: fileForm(greyJpeg(), 'cover.jpg', 'image/jpeg'),
    });
    await ok('updateBook', { token, body: { book_id: book.id, cover_url } });
    const edited = await ok('getBook', { token, query: { book_id: book.id } });
    expect([edited.tags, edited.cover_url]).toEqual([['烟测'], cover_url]);
    await expectServedImage(cover_url, 'image/jpeg');

    const returned = before.list.find((b) => b.review_status === 'rejected')!;
    expect(
      (await ok('resubmitBook', { token, body: { book_id: returned.id } })).review_status,
    ).toBe('pending');

    // Completion is asked of an approved book; approving is the editors' side.
    await approveBook(server.context.db, book.id, server.context.now());
    server.context.readCache.invalidateAll();
    const completing = await ok('requestCompletion', { token, body: { book_id: book.id } });
    expect(completing.serial_status).toBe('completion_pending');
  });

  it('sign: apply and withdraw', async () => {
    const token = unsignedToken;
    const { list } = await ok('listBooks', { token, query: { kind: 'long' } });
    const approved = list.find((b) => b.review_status === 'approved')!;
    expect((await ok('getSignInfo', { token, query: { book_id: approved.id } })).eligible).toBe(
      true,
    );
    const applied = await ok('applySign', {
      token,
      body: {
        book_id: approved.id,
        contract_type: 'exclusive',
        planned_total_words: 1_000_000,
        updates_per_week: 6,
        outline:
          '少年离开故乡，在乱世中结识挚友，历经三次大战，最终守住山河。全书分为五卷，主线清晰，支线围绕家国与成长展开。',
        contact: { phone: UNSIGNED_PHONE },
      },
    });
    expect(applied.status).toBe('submitted');
    expect((await ok('getBook', { token, query: { book_id: approved.id } })).sign_status).toBe(
      'applying',
    );
    expect((await ok('withdrawSign', { token, body: { book_id: approved.id } })).status).toBe(
      'withdrawn',
    );
    const info = await ok('getSignInfo', { token, query: { book_id: approved.id } });
    expect([info.eligible, info.application?.status]).toEqual([true, 'withdrawn']);
  });

  it('volumes: create, rename, move, delete', async () => {
    const token = signedToken;
    const [first] = (await ok('listVolumes', { token, query: { book_id: book.id } })).list;
    firstVolumeId = first!.id;
    secondVolumeId = (
      await ok('createVolume', { token, body: { book_id: book.id, title: '第二卷' } })
    ).id;
    const spare = await ok('createVolume', { token, body: { book_id: book.id, title: '备用卷' } });
    await ok('updateVolume', { token, body: { volume_id: spare.id, title: '番外' } });
    const moved = await ok('moveVolume', {
      token,
      body: { volume_id: spare.id, after_volume_id: null },
    });
    expect(moved.list.map((v) => v.title)).toEqual(['番外', first!.title, '第二卷']);
    await ok('deleteVolume', { token, body: { volume_id: spare.id } });
    const left = await ok('listVolumes', { token, query: { book_id: book.id } });
    expect(left.list.map((v) => v.id)).toEqual([firstVolumeId, secondVolumeId]);
  });

  it('chapters: write, publish, schedule, trash, move, import, revisions, versions', async () => {
    const token = signedToken;
    const create = (title: string, content: string) =>
      ok('createChapter', {
        token,
        body: { book_id: book.id, volume_id: firstVolumeId, title, content },
      });
    const first = await create('第1章 启程', '港口的灯塔在雾里亮着。');
    chapterIds.first = first.id;
    chapterIds.second = (await create('第2章 灯塔', '灯塔下站着一个人。')).id;
    chapterIds.third = (await create('第3章 归航', '船回来了。')).id;

    const saved = await ok('updateChapter', {
      token,
      body: {
        chapter_id: first.id,
        version: first.version,
        content: '港口的灯塔在雾里亮着，一夜未灭。',
      },
    });
    expect(saved.version).toBe(first.version + 1);
    const read = await ok('getChapter', { token, query: { chapter_id: first.id } });
    expect([read.content, read.next_chapter_id]).toEqual([saved.content, chapterIds.second]);

    const published = await ok('publishChapters', { token, body: { chapter_ids: [first.id] } });
    expect(published.list[0]!.status).toBe('published');
    const publishAt = new Date(server.context.now().getTime() + 2 * DAY).toISOString();
    const scheduled = await ok('publishChapters', {
      token,
      body: { chapter_id: chapterIds.second, publish_at: publishAt },
    });
    expect(scheduled.list[0]!.status).toBe('scheduled');
    expect(scheduled.undo_id).toBeTruthy();
    const unscheduled = await ok('unscheduleChapters', {
      token,
      body: { chapter_ids: [chapterIds.second] },
    });
    expect(unscheduled.list[0]!.status).toBe('draft');

    await ok('trashChapters', { token, body: { chapter_ids: [chapterIds.third] } });
    const trash = await ok('listChapters', {
      token,
      query: { book_id: book.id, status: 'trashed' },
    });
    expect(trash.list.map((c) => c.id)).toEqual([chapterIds.third]);
    await ok('restoreChapters', { token, body: { chapter_ids: [chapterIds.third] } });
    const movedChapter = await ok('moveChapters', {
      token,
      body: { chapter_ids: [chapterIds.third], volume_id: secondVolumeId, after_chapter_id: null },
    });
    expect(movedChapter.list[0]!.volume_id).toBe(secondVolumeId);
    const imported = await ok('importChapters', {
      token,
      body: {
        book_id: book.id,
        volume_id: secondVolumeId,
        chapters: [
          { title: '第4章 灯塔守夜人', content: '守夜人数着灯塔的光。' },
          { title: '第5章 黎明', content: '天亮了，雾散了。' },
        ],
      },
    });
    expect([imported.created.length, imported.failed]).toEqual([2, []]);
    const all = await ok('listChapters', { token, query: { book_id: book.id } });
    expect([all.total, all.counts.published, all.counts.draft]).toEqual([5, 1, 4]);

    // A published chapter's save waits as a revision until applied or discarded.
    const live = await ok('getChapter', { token, query: { chapter_id: first.id } });
    const revised = await ok('updateChapter', {
      token,
      body: { chapter_id: live.id, version: live.version, content: `${live.content}天亮前。` },
    });
    expect(revised.text_state).toBe('revision');
    const applied = await ok('applyChapterRevision', {
      token,
      body: { chapter_id: live.id, version: revised.version },
    });
    expect([applied.content, applied.revision]).toEqual([`${live.content}天亮前。`, null]);
    const again = await ok('updateChapter', {
      token,
      body: { chapter_id: live.id, version: applied.version, title: '第1章 改了又改' },
    });
    const discarded = await ok('discardChapterRevision', {
      token,
      body: { chapter_id: live.id, version: again.version },
    });
    expect([discarded.title, discarded.has_revision]).toEqual([live.title, false]);

    // History: the text as first published comes back as a pending revision.
    const history = await ok('listChapterVersions', { token, query: { chapter_id: live.id } });
    const firstPublished = history.list.find((v) => v.reason === 'publish')!;
    const version = await ok('getChapterVersion', {
      token,
      query: { version_id: firstPublished.id },
    });
    expect(version.content).toBe(live.content);
    const restored = await ok('restoreChapterVersion', {
      token,
      body: { chapter_id: live.id, version_id: version.id, version: discarded.version },
    });
    expect([restored.text_state, restored.revision?.content]).toEqual(['revision', live.content]);

    // Many revisions at once: the list's filter, then apply and discard by book.
    const pending = await ok('listChapters', {
      token,
      query: { book_id: book.id, revision: true },
    });
    expect(pending.list.map((c) => c.id)).toEqual([live.id]);
    const appliedAll = await ok('applyChapterRevisions', {
      token,
      body: { book_id: book.id, chapter_ids: [live.id] },
    });
    expect(appliedAll.count).toBe(1);
    const current = await ok('getChapter', { token, query: { chapter_id: live.id } });
    await ok('updateChapter', {
      token,
      body: {
        chapter_id: live.id,
        version: current.version,
        content: `${current.content}又一段。`,
      },
    });
    const discardedAll = await ok('discardChapterRevisions', { token, body: { book_id: book.id } });
    expect(discardedAll.count).toBe(1);
  });

  it("the writer's desk: search, replace, undo, stockpile, planner, calendar", async () => {
    const token = signedToken;
    const found = await ok('searchChapters', { token, query: { book_id: book.id, query: '灯塔' } });
    expect(found.total_chapters).toBeGreaterThanOrEqual(3);
    const replaced = await ok('replaceInChapters', {
      token,
      body: {
        book_id: book.id,
        query: '灯塔',
        replacement: '航标',
        chapters: found.list.map((c) => ({ chapter_id: c.chapter_id, version: c.version })),
      },
    });
    expect(replaced.changed.length).toBe(found.list.length);
    const draftId = chapterIds.second;
    expect((await ok('getChapter', { token, query: { chapter_id: draftId } })).content).toContain(
      '航标',
    );
    const undone = await ok('undoChapterOperation', {
      token,
      body: { undo_id: replaced.undo_id },
    });
    expect(undone.restored.length).toBe(found.list.length);
    expect((await ok('getChapter', { token, query: { chapter_id: draftId } })).content).toContain(
      '灯塔',
    );

    const stockpile = await ok('getStockpile', { token, query: { book_id: book.id } });
    expect(stockpile.drafts.count + stockpile.unfinished_drafts.count).toBe(4);

    const tomorrow = beijingDate(server.context.now().getTime() + DAY);
    const plan = {
      book_id: book.id,
      start_date: tomorrow,
      times: ['12:00'],
      chapter_ids: [draftId],
    };
    const preview = await ok('planSchedule', { token, body: { ...plan, mode: 'preview' } });
    expect([preview.list.map((p) => p.chapter_id), preview.undo_id]).toEqual([[draftId], null]);
    const planned = await ok('planSchedule', { token, body: { ...plan, mode: 'apply' } });
    expect(planned.undo_id).toBeTruthy();
    const scheduled = await ok('listChapters', {
      token,
      query: { book_id: book.id, status: 'scheduled' },
    });
    expect(scheduled.list.map((c) => c.id)).toEqual([draftId]);

    const calendar = await ok('getChapterCalendar', {
      token,
      query: { book_id: book.id, month: tomorrow.slice(0, 7) },
    });
    expect(calendar.days.find((d) => d.date === tomorrow)?.scheduled_chapters).toBe(1);
  });

  it('the pre-publish check: rules, a text, a saved chapter', async () => {
    const token = signedToken;
    const rules = await ok('getPrepublishRules', { token });
    expect(rules.version).toBeGreaterThanOrEqual(1);
    const text = await ok('checkPrepublishText', {
      token,
      body: { text: '加V：abc12345', book_id: book.id },
    });
    expect(text.findings.map((f) => [f.rule_id, f.start, f.end])).toEqual([
      ['contact.add-v', 0, 11],
    ]);
    const chapter = await ok('checkPrepublishChapter', {
      token,
      query: { chapter_id: chapterIds.first! },
    });
    expect(chapter.findings.filter((f) => f.severity === 'block')).toEqual([]);
    await ok('reportPrepublishFinding', {
      token,
      body: { rule_id: 'advertising.shop', rules_version: 1, excerpt: '优惠券' },
    });
  });

  it('the review tracker: the platform blocks, the author appeals, the platform approves', async () => {
    const token = signedToken;
    const chapterId = chapterIds.first!;
    expect((await ok('getChapterReview', { token, query: { chapter_id: chapterId } })).state).toBe(
      'live',
    );
    const blocked = await ok('devDecideChapterReview', {
      body: {
        chapter_id: chapterId,
        decision: 'block',
        reason: '示例',
        spans: [{ start: 0, end: 2 }],
      },
    });
    expect(blocked.events.at(-1)?.spans[0]?.excerpt).toBe('港口');
    const current = await ok('getChapter', { token, query: { chapter_id: chapterId } });
    await ok('updateChapter', {
      token,
      body: {
        chapter_id: chapterId,
        version: current.version,
        content: `${current.content}\n风停了。`,
      },
    });
    const appealed = await ok('appealChapterReview', { token, body: { chapter_id: chapterId } });
    expect(appealed.state).toBe('appealed');
    const approved = await ok('devDecideChapterReview', {
      body: { chapter_id: chapterId, decision: 'appeal_approve' },
    });
    expect(approved.state).toBe('live');
  });

  it('the story bible: entities, index, page, appearances, merge, progressions, threads', async () => {
    const token = signedToken;
    const lighthouse = await ok('createBibleEntity', {
      token,
      body: { book_id: book.id, kind: 'place', name: '灯塔', aliases: ['老灯塔'] },
    });
    const keeper = await ok('createBibleEntity', {
      token,
      body: { book_id: book.id, kind: 'character', name: '守塔人', is_main: true },
    });
    await ok('updateBibleEntity', {
      token,
      body: { entity_id: keeper.id, fields: [{ key: '年龄', value: '60' }] },
    });
    const listed = await ok('listBibleEntities', { token, query: { book_id: book.id } });
    expect(listed.list.find((e) => e.id === lighthouse.id)?.chapter_count).toBeGreaterThan(0);
    const progression = await ok('createBibleProgression', {
      token,
      body: { entity_id: keeper.id, from_chapter_no: 1, fact: '身份：守塔人' },
    });
    const entityPage = await ok('getBibleEntity', {
      token,
      query: { entity_id: lighthouse.id, as_of_chapter_no: 1 },
    });
    expect(entityPage.first_appearance).not.toBeNull();
    const seen = await ok('listBibleAppearances', { token, query: { entity_id: lighthouse.id } });
    expect(seen.list[0]?.context).toContain('灯塔');
    await ok('deleteBibleProgression', { token, body: { progression_id: progression.id } });
    const merged = await ok('mergeBibleEntities', {
      token,
      body: { entity_id: lighthouse.id, from_entity_id: keeper.id },
    });
    expect(merged.aliases).toContain('守塔人');
    const thread = await ok('createBibleThread', {
      token,
      body: { book_id: book.id, title: '灯塔为何熄灭', planted_chapter_no: 1 },
    });
    await ok('updateBibleThread', {
      token,
      body: { thread_id: thread.id, resolved_chapter_no: 2 },
    });
    const threads = await ok('listBibleThreads', { token, query: { book_id: book.id } });
    expect(threads.list.map((t) => t.open)).toEqual([false]);
    await ok('deleteBibleThread', { token, body: { thread_id: thread.id } });
    await ok('updateBibleSettings', {
      token,
      body: { book_id: book.id, unseen_chapters: 10, thread_overdue_chapters: 20 },
    });
    const exported = await ok('exportBible', {
      token,
      query: { book_id: book.id, format: 'markdown' },
    });
    expect(exported.content).toContain('### ');
    await ok('deleteBibleEntity', { token, body: { entity_id: lighthouse.id } });
  });

  it('home page figures', async () => {
    const token = signedToken;
    const dashboard = await ok('getDashboard', { token });
    const long = await ok('listBooks', { token, query: { kind: 'long' } });
    const short = await ok('listBooks', { token, query: { kind: 'short' } });
    expect(dashboard.book_count).toBe(long.total + short.total);
    expect(dashboard.signed).not.toBeNull();
  });

  it('income: overview, statements, days, attendance', async () => {
    const token = signedToken;
    const overview = await ok('getIncomeOverview', { token });
    expect(overview.books.length).toBeGreaterThan(0);
    const summary = await ok('getIncomeSummary', { token });
    expect(summary.list.length).toBeGreaterThan(0);
    const daily = await ok('getIncomeDaily', { token, query: { month: overview.current_month } });
    expect(daily.month).toBe(overview.current_month);
    const attendance = await ok('getIncomeAttendance', { token });
    expect(attendance.list.length).toBeGreaterThan(0);
  });

  it('reader data: books, days, chapters, read-through', async () => {
    const token = signedToken;
    const { list } = await ok('getDataBooks', { token });
    const bookId = list[0]!.book_id;
    const daily = await ok('getDataDaily', { token, query: { book_id: bookId } });
    expect(daily.list.length).toBeGreaterThan(0);
    const chapters = await ok('getDataChapters', { token, query: { book_id: bookId } });
    expect(chapters.total).toBeGreaterThan(0);
    const curve = await ok('getDataReadthrough', { token, query: { book_id: bookId } });
    expect(curve.readers.length).toBe(curve.chapter_nos.length);
  });

  it('messages: counts, page, read', async () => {
    const token = signedToken;
    const before = await ok('getMessageStatistics', { token });
    const unread = await ok('getMessagePage', { token, query: { status: 0, page_size: 2 } });
    const ids = unread.list.map((m) => m.id);
    expect(ids.length).toBeGreaterThan(0);
    const read = await ok('readMessages', { token, body: { ids } });
    expect([read.updated, read.unread]).toEqual([ids.length, before.unread - ids.length]);
    expect(await ok('getMessageStatistics', { token })).toEqual(read.statistics);
  });

  it('readers: the inbox, counts, a reply, an action, read, mute', async () => {
    const token = signedToken;
    const page = await ok('listReaderComments', { token, query: { unread: true, page_size: 5 } });
    const first = page.list[0]!;
    expect(page.next_cursor).not.toBeNull();
    const next = await ok('listReaderComments', {
      token,
      query: { unread: true, page_size: 5, cursor: page.next_cursor! },
    });
    expect(next.list.map((c) => c.id)).not.toContain(first.id);
    const counts = await ok('getReaderCommentCounts', { token, query: { book_id: first.book_id } });
    expect(counts.total).toBeGreaterThan(0);
    const replied = await ok('replyToReaderComment', {
      token,
      body: { comment_id: first.id, content: '谢谢支持！' },
    });
    expect(replied.comment.answered).toBe(true);
    const liked = await ok('actOnReaderComment', {
      token,
      body: { comment_id: first.id, action: 'like' },
    });
    expect(liked.liked).toBe(true);
    const read = await ok('readReaderComments', { token, body: { all: true } });
    expect(read.unread).toBe(0);
    const muted = await ok('muteReader', {
      token,
      body: { book_id: first.book_id, reader_id: first.reader.id, muted: true },
    });
    expect(muted.muted).toBe(true);
  });

  it('exports: a book as text and an account as a ZIP, polled and downloaded', async () => {
    const job = await ok('createBookExport', {
      token: signedToken,
      body: { book_id: book.id, scope: 'whole', format: 'txt' },
    });
    const done = await finishedExport(job.job_id, signedToken);
    expect([done.state, done.total]).toEqual(['done', 5]);
    const listed = await ok('listExports', { token: signedToken, query: { book_id: book.id } });
    expect(listed.list.map((j) => j.job_id)).toContain(job.job_id);
    const file = await downloadExport(job.job_id, signedToken);
    expect(file.length).toBe(done.size);
    expect(file.toString('utf8')).toContain('灯塔守夜人');

    const account = await ok('createAccountExport', { token: unsignedToken });
    expect((await finishedExport(account.job_id, unsignedToken)).state).toBe('done');
    const zip = await downloadExport(account.job_id, unsignedToken);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('web vitals beacon (not an operation of the spec: no token, no envelope)', async () => {
    const response = await requestFrom(`${server.baseUrl}/rum`, {
      from: nextLoopbackAddress(),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        origin: server.baseUrl,
      },
      body: JSON.stringify({
        metrics: [{ name: 'LCP', value: 812, rating: 'good', page: '/home' }],
      }),
    });
    expect(response.status).toBe(204);
    const stored = await server.context.db.select().from(webVitalsDaily);
    expect(stored.some((row) => row.name === 'LCP' && row.page === '/home')).toBe(true);
  });

  it('every operation of the spec answered code 0 in this walk', () => {
    const missing = allOperationIds.filter((id) => !answeredZero.has(id));
    expect(
      missing,
      `operations without a step in engine-smoke.test.ts that answers code 0: ${missing.join(', ')}`,
    ).toEqual([]);
  });
});
