import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, chapter, fail, fakeServer, start } from '../testing/chapter-editor';
import {
  EDITOR_ERRORS,
  retryDelay,
  selectConflict,
  selectContent,
  selectError,
  selectFieldErrors,
  selectPublishError,
  selectPublishFieldErrors,
  selectServer,
  selectSyncStatus,
} from './chapter-editor.machine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('chapterEditorMachine: faults', () => {
  it('offline: keeps the text, sends nothing, and syncs when the network returns', async () => {
    const t = start();
    await advance(0);
    t.actor.send({ type: 'network.offline' });
    t.type('离线写的字');
    await advance(60_000);
    expect(t.save).not.toHaveBeenCalled();
    expect(selectSyncStatus(t.snap())).toBe('offline');
    expect(t.store.records.get('chapter:c1')?.content).toBe('离线写的字');
    t.actor.send({ type: 'network.online' });
    await advance(0);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it('5xx: retries with growing backoff, keeping the text, until a save goes through', async () => {
    let failures = 3;
    const server = fakeServer(chapter());
    const t = start({
      save: (input) => (failures-- > 0 ? fail({ kind: 'server' }) : server.save(input)),
    });
    await advance(0);
    t.type('服务器出错时写的字');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('retrying');
    expect(t.save).toHaveBeenCalledTimes(1);
    await advance(retryDelay(1) - 1);
    expect(t.save).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(t.save).toHaveBeenCalledTimes(2);
    await advance(retryDelay(2));
    expect(t.save).toHaveBeenCalledTimes(3);
    expect(selectContent(t.snap())).toBe('服务器出错时写的字');
    await advance(retryDelay(3));
    expect(t.save).toHaveBeenCalledTimes(4);
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(server.stored?.content).toBe('服务器出错时写的字');
  });

  it('a network failure while online is retried; going offline waits for the network instead', async () => {
    let online = false;
    const server = fakeServer(chapter());
    const t = start({ save: (input) => (online ? server.save(input) : fail({ kind: 'network' })) });
    await advance(0);
    t.type('字');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('retrying');
    t.actor.send({ type: 'network.offline' });
    expect(selectSyncStatus(t.snap())).toBe('offline');
    await advance(120_000);
    expect(t.save).toHaveBeenCalledTimes(1);
    online = true;
    t.actor.send({ type: 'network.online' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it('retry now sends at once instead of waiting out the backoff', async () => {
    let failures = 1;
    const server = fakeServer(chapter());
    const t = start({
      save: (input) => (failures-- > 0 ? fail({ kind: 'server' }) : server.save(input)),
    });
    await advance(0);
    t.type('字');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    t.actor.send({ type: 'editor.retry' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it('session expired (100002/109017): keeps the draft and stops calling until logged in again', async () => {
    let loggedIn = false;
    const server = fakeServer(chapter());
    const t = start({
      save: (input) => (loggedIn ? server.save(input) : fail({ kind: 'session' })),
    });
    await advance(0);
    t.type('会话过期前写的字');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('paused');
    t.type('会话过期后继续写');
    await advance(120_000);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.store.records.get('chapter:c1')?.content).toBe('会话过期后继续写');
    loggedIn = true;
    t.actor.send({ type: 'session.restored' });
    await advance(0);
    expect(t.save).toHaveBeenCalledTimes(2);
    expect(server.stored?.content).toBe('会话过期后继续写');
    expect(selectSyncStatus(t.snap())).toBe('saved');
  });

  it('a session already ended pauses saving without a call', async () => {
    const t = start();
    await advance(0);
    t.actor.send({ type: 'session.expired' });
    t.type('字');
    await advance(2000);
    expect(selectSyncStatus(t.snap())).toBe('paused');
    expect(t.save).not.toHaveBeenCalled();
  });

  it('104001: shows both versions, overwrites nothing, and keeps mine on request', async () => {
    const t = start();
    await advance(0);
    // Another tab saved version 4 meanwhile.
    t.server.stored = chapter({ version: 4, content: '另一个标签页写的。' });
    t.type('这个标签页写的。');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('conflict');
    expect(selectConflict(t.snap())?.content).toBe('另一个标签页写的。');
    expect(selectContent(t.snap())).toBe('这个标签页写的。');
    // Typing and time do not save over the other version.
    t.type('这个标签页写的。还在写');
    await advance(60_000);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.server.stored?.content).toBe('另一个标签页写的。');

    t.actor.send({ type: 'conflict.keepMine' });
    await advance(0);
    expect(t.save).toHaveBeenLastCalledWith(
      expect.objectContaining({
        version: 4,
        fields: expect.objectContaining({ content: '这个标签页写的。还在写' }),
      }),
    );
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(selectConflict(t.snap())).toBeNull();
  });

  it('104001: takes the other version on request without a save', async () => {
    const t = start();
    await advance(0);
    t.server.stored = chapter({ version: 4, content: '另一个标签页写的。' });
    t.type('这个标签页写的。');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    t.actor.send({ type: 'conflict.useTheirs' });
    await advance(0);
    expect(selectContent(t.snap())).toBe('另一个标签页写的。');
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.store.records.size).toBe(0);
    t.type('另一个标签页写的。接着写');
    await advance(2000);
    expect(t.save).toHaveBeenLastCalledWith(expect.objectContaining({ version: 4 }));
  });

  it('101001: shows the field errors and waits for an edit', async () => {
    const t = start({
      save: () => fail({ kind: 'invalid', errors: { title: 'validation.tooShort' } }),
    });
    await advance(0);
    t.actor.send({ type: 'editor.change', field: 'title', value: ' ' });
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('invalid');
    expect(selectFieldErrors(t.snap())).toEqual({ title: 'validation.tooShort' });
    await advance(60_000);
    expect(t.save).toHaveBeenCalledTimes(1);
    t.actor.send({ type: 'editor.change', field: 'title', value: '第一章' });
    expect(selectFieldErrors(t.snap())).toEqual({});
    expect(selectSyncStatus(t.snap())).toBe('unsaved');
  });

  it('checks the length limits before sending', async () => {
    const t = start();
    await advance(0);
    t.type('字'.repeat(60_001));
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('invalid');
    expect(selectFieldErrors(t.snap())).toEqual({ content: 'validation.tooLong' });
    expect(t.save).not.toHaveBeenCalled();
    // Still on this device.
    expect(t.store.records.get('chapter:c1')?.content).toHaveLength(60_001);
  });

  it('102001/103001: stops retrying and says why, keeping the text locally', async () => {
    const t = start({ save: () => fail({ kind: 'notFound' }) });
    await advance(0);
    t.type('字');
    t.actor.send({ type: 'editor.flush' });
    await advance(0);
    expect(selectSyncStatus(t.snap())).toBe('blocked');
    expect(selectError(t.snap())).toBe(EDITOR_ERRORS.notFound);
    await advance(120_000);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.store.records.get('chapter:c1')?.content).toBe('字');
  });
});

describe('chapterEditorMachine: publishing', () => {
  it('saves unsaved text first, then publishes', async () => {
    const t = start();
    await advance(0);
    t.type('发布前的最后一句');
    t.actor.send({ type: 'editor.publish', publishAt: null });
    await advance(0);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.publish).toHaveBeenCalledWith({ chapterId: 'c1', publishAt: null });
    expect(t.save.mock.invocationCallOrder[0]).toBeLessThan(
      t.publish.mock.invocationCallOrder[0] ?? 0,
    );
    expect(selectServer(t.snap())?.status).toBe('published');
    expect(t.emitted).toContainEqual({
      type: 'editor.published',
      status: 'published',
      publishAt: null,
    });
  });

  it('schedules at the chosen time', async () => {
    const t = start();
    await advance(0);
    t.actor.send({ type: 'editor.publish', publishAt: '2026-11-21T20:00:00+08:00' });
    await advance(0);
    expect(t.publish).toHaveBeenCalledWith({
      chapterId: 'c1',
      publishAt: '2026-11-21T20:00:00+08:00',
    });
    expect(selectServer(t.snap())?.status).toBe('scheduled');
    t.actor.send({ type: 'editor.unschedule' });
    await advance(0);
    expect(selectServer(t.snap())?.status).toBe('draft');
  });

  it('shows a refused time (101001 pastTime) at the time field', async () => {
    const t = start({
      publish: () => fail({ kind: 'invalid', errors: { publish_at: 'validation.pastTime' } }),
    });
    await advance(0);
    t.actor.send({ type: 'editor.publish', publishAt: '2020-01-01T00:00:00+08:00' });
    await advance(0);
    expect(selectPublishFieldErrors(t.snap())).toEqual({ publish_at: 'validation.pastTime' });
    expect(selectServer(t.snap())?.status).toBe('draft');
  });

  it('does not publish while the text cannot be saved', async () => {
    const t = start();
    await advance(0);
    t.actor.send({ type: 'network.offline' });
    t.type('离线');
    t.actor.send({ type: 'editor.publish', publishAt: null });
    await advance(0);
    expect(t.publish).not.toHaveBeenCalled();
    expect(selectPublishError(t.snap())).toBe(EDITOR_ERRORS.publishNeedsSave);
  });
});
