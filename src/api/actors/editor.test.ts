import { describe, expect, it } from 'vitest';
import { createMemoryDraftStore } from '../../lib/draft-store';
import { ApiError, TRANSPORT_ERROR_CODE } from '../envelope';
import { envelope, fakeFetch } from '../testing/fake-fetch';
import { classifyFailure, createEditorActors } from './editor';
import { bodyOf, run, testApi } from './testing';

const chapter = (overrides: Record<string, unknown> = {}) => ({
  id: 'c1',
  book_id: 'b1',
  volume_id: 'v1',
  chapter_no: 3,
  position: 3072,
  title: '第3章',
  word_count: 2,
  status: 'draft',
  publish_at: null,
  published_at: null,
  is_vip: false,
  version: 4,
  update_time: '2026-01-01T00:00:00+08:00',
  content: '正文',
  author_note: '',
  prev_chapter_id: null,
  next_chapter_id: null,
  create_time: '2026-01-01T00:00:00+08:00',
  text_state: 'draft',
  revision: null,
  has_revision: false,
  ...overrides,
});

const fields = { title: '第3章', content: '正文', authorNote: '', isVip: false };
const business = (code: number, body: unknown = null) =>
  new ApiError({ kind: 'business', code, message: 'x', body });

describe('the editor actors', () => {
  it('read a failed save in the machine terms', () => {
    expect(classifyFailure(new TypeError('x'))).toEqual({ kind: 'network' });
    expect(
      classifyFailure(
        new ApiError({ kind: 'transport', code: TRANSPORT_ERROR_CODE, message: '', body: null }),
      ),
    ).toEqual({ kind: 'server' });
    expect(classifyFailure(business(109017))).toEqual({ kind: 'session' });
    expect(classifyFailure(business(101001, { errors: { title: 'validation.tooLong' } }))).toEqual({
      kind: 'invalid',
      errors: { title: 'validation.tooLong' },
    });
    expect(classifyFailure(business(104001, { current: chapter({ version: 5 }) }))).toMatchObject({
      kind: 'conflict',
      current: { id: 'c1', version: 5, content: '正文' },
    });
    expect(classifyFailure(business(104001, null))).toEqual({ kind: 'server' });
    expect(classifyFailure(business(103001))).toEqual({ kind: 'notAllowed' });
  });

  it('open: no answer from the server rejects as a network failure, and the draft is read alone', async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const api = testApi(fetch);
    const store = createMemoryDraftStore();
    await store.save({
      key: 'chapter:c1',
      bookId: 'b1',
      chapterId: 'c1',
      draftId: null,
      volumeId: 'v1',
      baseVersion: 4,
      synced: false,
      savedAt: 1,
      owner: 'tab',
      ...fields,
    });
    const { load, readDraft } = createEditorActors({ api, drafts: () => store });
    await expect(
      run(load, { bookId: 'b1', chapterId: 'c1', draftKey: 'chapter:c1' }),
    ).rejects.toEqual({ kind: 'network' });
    expect(await run(readDraft, { draftKey: 'chapter:c1' })).toMatchObject({ baseVersion: 4 });
    expect(await run(readDraft, { draftKey: 'chapter:c2' })).toBeNull();
  });

  it('open: an answer with a failure code is the load own failure, not an offline spell', async () => {
    const api = testApi(fakeFetch(() => envelope(102001, null)));
    const { load } = createEditorActors({ api, drafts: createMemoryDraftStore });
    const failure = await run(load, { bookId: 'b1', chapterId: 'c1', draftKey: 'k' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
  });

  it('bring a create sent again up to this text with a version-checked update', async () => {
    // The first create's answer was lost: the server answers the chapter it made, older text.
    const fetch = fakeFetch((request) =>
      request.url.endsWith('/chapter/create')
        ? envelope(0, chapter({ content: '旧', version: 1 }))
        : envelope(0, chapter({ version: 2 })),
    );
    const api = testApi(fetch);
    const { save } = createEditorActors({ api, drafts: createMemoryDraftStore });

    const saved = await run(save, {
      kind: 'create',
      bookId: 'b1',
      volumeId: 'v1',
      draftId: 'd1',
      fields,
    });

    expect(saved).toMatchObject({ id: 'c1', version: 2, content: '正文' });
    const [create, update] = fetch.mock.calls.map(([request]) => request as Request);
    expect(await bodyOf(create!)).toMatchObject({ book_id: 'b1', draft_id: 'd1' });
    expect(await bodyOf(update!)).toMatchObject({ chapter_id: 'c1', version: 1, content: '正文' });
  });

  it('save without a toast, failing or not, and reject with a SaveFailure', async () => {
    // The editor shows its own sync state: a save toasts nothing, whether the
    // server refuses it (a conflict) or the network is gone.
    const conflict = testApi(
      fakeFetch(() => envelope(104001, { current: chapter({ version: 9 }) })),
    );
    const { save } = createEditorActors({ api: conflict, drafts: createMemoryDraftStore });
    await expect(
      run(save, { kind: 'update', chapterId: 'c1', version: 4, fields }),
    ).rejects.toMatchObject({ kind: 'conflict', current: { version: 9 } });

    const offline = testApi(
      fakeFetch(() => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { save: saveOffline } = createEditorActors({
      api: offline,
      drafts: createMemoryDraftStore,
    });
    await expect(
      run(saveOffline, { kind: 'update', chapterId: 'c1', version: 4, fields }),
    ).rejects.toBeDefined();
    expect(conflict.toast.error).not.toHaveBeenCalled();
    expect(offline.toast.error).not.toHaveBeenCalled();
  });

  it('publish through the same client toasts what the catalogue toasts', async () => {
    const api = testApi(fakeFetch(() => new Response('gateway', { status: 502 })));
    const { publish } = createEditorActors({ api, drafts: createMemoryDraftStore });
    await expect(run(publish, { chapterId: 'c1', publishAt: null })).rejects.toBeDefined();
    expect(api.toast.error).toHaveBeenCalled();
  });

  it('open a chapter with its book, volumes and local draft', async () => {
    const fetch = fakeFetch((request) => {
      const { pathname } = new URL(request.url);
      if (pathname.endsWith('/book/info'))
        return envelope(0, { id: 'b1', title: '书', allow_vip: true });
      if (pathname.endsWith('/volume/list'))
        return envelope(0, { list: [{ id: 'v1', title: '卷一' }] });
      return envelope(0, chapter());
    });
    const api = testApi(fetch);
    const drafts = createMemoryDraftStore();
    const { load } = createEditorActors({ api, drafts: () => drafts });

    const opened = await run(load, { bookId: 'b1', chapterId: 'c1', draftKey: 'chapter:c1' });

    expect(opened.book).toEqual({
      id: 'b1',
      title: '书',
      allowVip: true,
      volumes: [{ id: 'v1', title: '卷一' }],
    });
    expect(opened.chapter).toMatchObject({ id: 'c1', version: 4, authorNote: '' });
    expect(opened.draft).toBeNull();
  });

  it('apply, discard and restore go to their calls with the version, answering the chapter', async () => {
    const fetch = fakeFetch(() =>
      envelope(0, chapter({ status: 'published', text_state: 'published', version: 6 })),
    );
    const api = testApi(fetch);
    const { replaceText } = createEditorActors({
      api,
      drafts: createMemoryDraftStore,
    });

    await expect(
      run(replaceText, { kind: 'apply', chapterId: 'c1', version: 5 }),
    ).resolves.toMatchObject({ version: 6, textState: 'published', ownWordCount: 2 });
    await run(replaceText, { kind: 'discard', chapterId: 'c1', version: 5 });
    await run(replaceText, { kind: 'restore', chapterId: 'c1', version: 5, versionId: 'k1' });
    await run(replaceText, {
      kind: 'apply',
      chapterId: 'c1',
      version: 5,
      warningsAcknowledged: true,
    });
    const requests = fetch.mock.calls.map(([r]) => r as Request);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/author/chapter/revision/apply',
      '/author/chapter/revision/discard',
      '/author/chapter/version/restore',
      '/author/chapter/revision/apply',
    ]);
    expect(await bodyOf(requests[0]!)).toEqual({ chapter_id: 'c1', version: 5 });
    expect(await bodyOf(requests[2]!)).toEqual({ chapter_id: 'c1', version: 5, version_id: 'k1' });
    // The pre-publish warnings were read: the apply says so (103004 not answered).
    expect(await bodyOf(requests[3]!)).toEqual({
      chapter_id: 'c1',
      version: 5,
      warnings_acknowledged: true,
    });
  });

  it("edit a published chapter's pending revision, and read 103001 on apply as notAllowed", async () => {
    const revised = chapter({
      status: 'published',
      text_state: 'revision',
      revision: {
        title: '第3章 改',
        content: '改过的正文',
        author_note: '',
        is_vip: false,
        word_count: 5,
        word_delta: 3,
        create_time: '2026-01-01T00:00:00+08:00',
        update_time: '2026-01-01T00:00:00+08:00',
      },
    });
    const fetch = fakeFetch((request) =>
      request.url.includes('/apply') ? envelope(103001, null) : envelope(0, revised),
    );
    const api = testApi(fetch);
    const { replaceText, save } = createEditorActors({
      api,
      drafts: createMemoryDraftStore,
    });
    const saved = await run(save, { kind: 'update', chapterId: 'c1', version: 4, fields });
    expect(saved).toMatchObject({ content: '改过的正文', ownWordCount: 2, textState: 'revision' });
    await expect(run(replaceText, { kind: 'apply', chapterId: 'c1', version: 4 })).rejects.toEqual({
      kind: 'notAllowed',
    });
  });

  it('publish sends the earlier chapters first and the flag, and reads 103002 as outOfOrder', async () => {
    const earlier = [
      { chapter_id: 'c0', chapter_no: 2, title: '第2章', status: 'draft', publish_at: null },
    ];
    let calls = 0;
    const fetch = fakeFetch(() =>
      ++calls === 1
        ? envelope(103002, { earlier, earlier_count: 1 })
        : envelope(0, { list: [chapter({ status: 'published' })], undo_id: null }),
    );
    const api = testApi(fetch);
    const { publish } = createEditorActors({ api, drafts: createMemoryDraftStore });
    await expect(run(publish, { chapterId: 'c1', publishAt: null })).rejects.toEqual({
      kind: 'outOfOrder',
      refusal: { earlier, count: 1 },
    });
    await run(publish, { chapterId: 'c1', publishAt: null, withEarlier: ['c0'], outOfOrder: true });
    expect(await bodyOf(fetch.mock.calls[1]![0] as Request)).toEqual({
      chapter_ids: ['c0', 'c1'],
      out_of_order: true,
    });
  });

  it('publish reads the pre-publish refusals (103003, 103004) as their own kinds', async () => {
    const refusal = { rules_version: 1, chapters: [] };
    let calls = 0;
    const fetch = fakeFetch(() => envelope(++calls === 1 ? 103003 : 103004, refusal));
    const { publish } = createEditorActors({ api: testApi(fetch), drafts: createMemoryDraftStore });
    await expect(run(publish, { chapterId: 'c1', publishAt: null })).rejects.toEqual({
      kind: 'prepublishBlocked',
    });
    await expect(run(publish, { chapterId: 'c1', publishAt: null })).rejects.toEqual({
      kind: 'prepublishWarnings',
    });
  });
});
