import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createAppIntl } from '../../i18n/intl';
import {
  type FetchPageInput,
  type MarkReadResult,
  type MessageItem,
  type MessagePage,
  messagesMachine,
} from '../../machines/messages/messages.machine';

export const intl = createAppIntl('en-US', { timeZone: 'UTC', onMissingMessage: () => {} });

export const item = (id: string, type: MessageItem['type'], status: 0 | 1 = 0): MessageItem => ({
  id,
  type,
  title: `Title ${id}`,
  subTitle: `Sub ${id}`,
  avatar: '',
  content: `Content ${id}`,
  time: '2026-11-20T10:00:00Z',
  messageType: 0,
  status,
});

export const LIST: readonly MessageItem[] = [
  item('a', 'message'),
  item('b', 'message', 1),
  item('d', 'todo'),
];

/**
 * A started messages actor whose fake page call filters `list` by the query,
 * with `send` spied on so tests can check the events a view sends.
 */
export function startMessages(list: readonly MessageItem[] = LIST, total?: number) {
  const fetchPage = vi.fn(
    (input: FetchPageInput): Promise<MessagePage> =>
      Promise.resolve({
        list: list.filter(
          (m) =>
            (input.type === undefined || m.type === input.type) &&
            (input.status === undefined || m.status === input.status),
        ),
        total: total ?? list.length,
        page: input.page,
        page_size: input.pageSize,
      }),
  );
  const machine = messagesMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: FetchPageInput }) => fetchPage(input)),
      // Reads never settle: the views' tests check what is sent, not the answer.
      markRead: fromPromise(() => new Promise<MarkReadResult>(() => {})),
      fetchStatistics: fromPromise(() =>
        Promise.resolve({ unread: 2, message: 1, notice: 0, todo: 1 }),
      ),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  const send = vi.spyOn(actor, 'send');
  return { actor, send, fetchPage };
}
