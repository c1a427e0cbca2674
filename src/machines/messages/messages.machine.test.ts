import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MessageStatistics } from '../notifications/notifications.machine';
import { deferred, flush } from '../testing/wait';
import {
  type FetchPageInput,
  type MarkReadInput,
  type MarkReadResult,
  type MessageItem,
  type MessagePage,
  messagesMachine,
  selectError,
  selectList,
  selectLoading,
  selectPage,
  selectStatus,
  selectTotal,
  selectType,
  selectUnread,
  selectUnreadByType,
  type UnreadReport,
} from './messages.machine';

const item = (id: string, type: MessageItem['type'], status: 0 | 1 = 0): MessageItem => ({
  id,
  type,
  title: `Title ${id}`,
  subTitle: `Sub ${id}`,
  avatar: '',
  content: '',
  time: '2026-11-20T10:00:00+08:00',
  messageType: 0,
  status,
});

const LIST = [
  item('a', 'message'),
  item('b', 'message'),
  item('c', 'notice', 1),
  item('d', 'todo'),
];
const PAGE: MessagePage = { list: LIST, total: 4, page: 1, page_size: 20 };
const STATS: MessageStatistics = { unread: 3, message: 2, notice: 0, todo: 1 };

/** A promise the test settles by hand. */

/** Lets settled fake calls reach the machine. */

interface Fakes {
  page?: (input: FetchPageInput) => Promise<MessagePage>;
  read?: (input: MarkReadInput) => Promise<MarkReadResult>;
  stats?: () => Promise<MessageStatistics>;
}

function start(fakes: Fakes = {}, pageSize?: number) {
  const fetchPage = vi.fn(fakes.page ?? (() => Promise.resolve(PAGE)));
  const markRead = vi.fn(fakes.read ?? (() => Promise.resolve({ updated: 1, unread: 2 })));
  const fetchStatistics = vi.fn(fakes.stats ?? (() => Promise.resolve(STATS)));
  const reports: UnreadReport[] = [];
  const machine = messagesMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: FetchPageInput }) => fetchPage(input)),
      markRead: fromPromise(({ input }: { input: MarkReadInput }) => markRead(input)),
      fetchStatistics: fromPromise(() => fetchStatistics()),
    },
    actions: { reportUnread: (_, params) => reports.push(params) },
  });
  const actor = createActor(machine, { input: pageSize ? { pageSize } : {} }).start();
  return { actor, fetchPage, markRead, fetchStatistics, reports, snap: () => actor.getSnapshot() };
}

describe('messagesMachine', () => {
  it('waits for messages.open, then loads the first page and the counts', async () => {
    const { actor, fetchPage, fetchStatistics, snap } = start();
    expect(fetchPage).not.toHaveBeenCalled();
    actor.send({ type: 'messages.open' });
    expect(selectLoading(snap())).toBe(true);
    await flush();
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, pageSize: 20 });
    expect(fetchStatistics).toHaveBeenCalledTimes(1);
    expect(selectLoading(snap())).toBe(false);
    expect(selectList(snap())).toEqual(LIST);
    expect(selectTotal(snap())).toBe(4);
    expect(selectUnread(snap())).toBe(3);
    expect(selectUnreadByType(snap())).toEqual({ message: 2, notice: 0, todo: 1 });
  });

  it('opens on a type tab with the page size of its input', async () => {
    const { actor, fetchPage, snap } = start({}, 5);
    actor.send({ type: 'messages.open', messageType: 'notice' });
    await flush();
    expect(fetchPage).toHaveBeenCalledWith({ type: 'notice', page: 1, pageSize: 5 });
    expect(selectType(snap())).toBe('notice');
  });

  it('passes tab, filter and page to the page call, back to page 1 on tab or filter', async () => {
    const { actor, fetchPage, snap } = start();
    actor.send({ type: 'messages.open' });
    await flush();
    actor.send({ type: 'messages.page', page: 3 });
    await flush();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 3, pageSize: 20 });
    expect(selectPage(snap())).toBe(3);

    actor.send({ type: 'messages.filter', status: 'unread' });
    await flush();
    expect(fetchPage).toHaveBeenLastCalledWith({ status: 0, page: 1, pageSize: 20 });
    expect(selectStatus(snap())).toBe('unread');

    actor.send({ type: 'messages.selectType', messageType: 'todo' });
    await flush();
    expect(fetchPage).toHaveBeenLastCalledWith({ type: 'todo', status: 0, page: 1, pageSize: 20 });

    actor.send({ type: 'messages.filter', status: 'read' });
    await flush();
    expect(fetchPage).toHaveBeenLastCalledWith({ type: 'todo', status: 1, page: 1, pageSize: 20 });
  });

  it('keeps only the latest page when requests overlap', async () => {
    const first = deferred<MessagePage>();
    const second = deferred<MessagePage>();
    const answers = [first, second];
    const { actor, snap } = start({ page: () => (answers.shift() ?? second).promise });
    actor.send({ type: 'messages.open' });
    actor.send({ type: 'messages.page', page: 2 });
    second.resolve({ ...PAGE, list: [item('z', 'todo')], page: 2 });
    first.resolve(PAGE);
    await flush();
    expect(selectList(snap()).map((m) => m.id)).toEqual(['z']);
  });

  it('sets the load error id when the page call fails, and clears it on refresh', async () => {
    let fail = true;
    const { actor, snap } = start({
      page: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(PAGE)),
    });
    actor.send({ type: 'messages.open' });
    await flush();
    expect(selectError(snap())).toBe('messageBox.loadError');
    fail = false;
    actor.send({ type: 'messages.refresh' });
    await flush();
    expect(selectError(snap())).toBeNull();
    expect(selectList(snap())).toHaveLength(4);
  });

  it('marks read at once, then sends the ids and reports the fresh counts', async () => {
    const call = deferred<MarkReadResult>();
    const after: MessageStatistics = { unread: 2, message: 1, notice: 0, todo: 1 };
    let stats = STATS;
    const { actor, markRead, reports, snap } = start({
      read: () => call.promise,
      stats: () => Promise.resolve(stats),
    });
    actor.send({ type: 'messages.open' });
    await flush();
    actor.send({ type: 'messages.read', ids: ['a'] });
    expect(selectList(snap()).find((m) => m.id === 'a')?.status).toBe(1);
    expect(selectUnreadByType(snap())).toEqual({ message: 1, notice: 0, todo: 1 });
    expect(markRead).toHaveBeenCalledWith({ ids: ['a'] });

    stats = after;
    const reportsBefore = reports.length;
    call.resolve({ updated: 1, unread: 2 });
    await flush();
    expect(reports.slice(reportsBefore)).toEqual([
      { unread: 2, byType: { message: 1, notice: 0, todo: 1 } },
    ]);
    expect(selectUnread(snap())).toBe(2);
  });

  it('keeps a read in flight when the author switches tab, filter or page meanwhile', async () => {
    // The list's reloads re-enter only the page region; the read region runs on.
    const call = deferred<MarkReadResult>();
    const { actor, reports, snap } = start({ read: () => call.promise });
    actor.send({ type: 'messages.open' });
    await flush();
    actor.send({ type: 'messages.read', ids: ['a'] });
    actor.send({ type: 'messages.selectType', messageType: 'todo' });
    actor.send({ type: 'messages.filter', status: 'unread' });
    actor.send({ type: 'messages.page', page: 2 });
    expect(snap().matches({ read: 'sending' })).toBe(true);
    const reportsBefore = reports.length;
    call.resolve({ updated: 1, unread: 2 });
    await flush();
    expect(reports.length).toBeGreaterThan(reportsBefore);
    expect(selectError(snap())).toBeNull();
  });

  it('rolls the read back with an error id when the call fails', async () => {
    const { actor, reports, snap } = start({ read: () => Promise.reject(new Error('no')) });
    actor.send({ type: 'messages.open' });
    await flush();
    const reportsBefore = reports.length;
    actor.send({ type: 'messages.read', ids: ['a', 'd'] });
    expect(
      selectList(snap())
        .filter((m) => m.status === 0)
        .map((m) => m.id),
    ).toEqual(['b']);
    await flush();
    expect(selectList(snap())).toEqual(LIST);
    expect(selectError(snap())).toBe('messages.error.read');
    expect(selectUnreadByType(snap())).toEqual({ message: 2, notice: 0, todo: 1 });
    expect(selectUnread(snap())).toBe(3);
    // The counts are reloaded in case part of the read went through.
    expect(reports.slice(reportsBefore)).toEqual([
      { unread: 3, byType: { message: 2, notice: 0, todo: 1 } },
    ]);
  });

  it('marks all of a type read and sends { all, type }', async () => {
    const { actor, markRead, snap } = start();
    actor.send({ type: 'messages.open' });
    await flush();
    actor.send({ type: 'messages.readAll', messageType: 'message' });
    expect(markRead).toHaveBeenCalledWith({ all: true, type: 'message' });
    const unread = selectList(snap()).filter((m) => m.status === 0);
    expect(unread.map((m) => m.id)).toEqual(['d']);
    expect(selectUnreadByType(snap()).message).toBe(0);
  });

  it('marks every type read without a type', async () => {
    const { actor, markRead, snap } = start();
    actor.send({ type: 'messages.open' });
    await flush();
    actor.send({ type: 'messages.readAll' });
    expect(markRead).toHaveBeenCalledWith({ all: true });
    expect(selectList(snap()).every((m) => m.status === 1)).toBe(true);
    expect(selectUnread(snap())).toBe(0);
  });

  it('queues a read made while another is in flight and sends it after', async () => {
    const first = deferred<MarkReadResult>();
    const calls: MarkReadInput[] = [];
    const { actor, snap } = start({
      read: (input) => {
        calls.push(input);
        return calls.length === 1 ? first.promise : Promise.resolve({ updated: 1, unread: 1 });
      },
    });
    actor.send({ type: 'messages.open' });
    await flush();
    actor.send({ type: 'messages.read', ids: ['a'] });
    actor.send({ type: 'messages.read', ids: ['b'] });
    expect(selectList(snap()).find((m) => m.id === 'b')?.status).toBe(1);
    expect(calls).toEqual([{ ids: ['a'] }]);
    first.resolve({ updated: 1, unread: 2 });
    await flush();
    expect(calls).toEqual([{ ids: ['a'] }, { ids: ['b'] }]);
  });

  it('reports its own estimate when the counts cannot be reloaded after a read', async () => {
    let statsUp = true;
    const { actor, reports } = start({
      read: () => Promise.resolve({ updated: 1, unread: 2 }),
      stats: () => (statsUp ? Promise.resolve(STATS) : Promise.reject(new Error('down'))),
    });
    actor.send({ type: 'messages.open' });
    await flush();
    statsUp = false;
    const reportsBefore = reports.length;
    actor.send({ type: 'messages.read', ids: ['d'] });
    await flush();
    expect(reports.slice(reportsBefore)).toEqual([
      { unread: 2, byType: { message: 2, notice: 0, todo: 0 } },
    ]);
  });

  it('ignores an empty read', async () => {
    const { actor, markRead } = start();
    actor.send({ type: 'messages.open' });
    await flush();
    actor.send({ type: 'messages.read', ids: [] });
    expect(markRead).not.toHaveBeenCalled();
  });
});
