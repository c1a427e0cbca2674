/**
 * Route screen of the readers' inbox (/readers): the inbox machine over the
 * readers area's API actors; `?book_id=` and `?unread=1` open it filtered.
 */
import { useSearch } from 'wouter';
import { useAppActors } from '../../components/app-actors';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { ReaderInboxPage } from '../../features/readers/reader-inbox-page';
import { readerInboxMachine } from '../../machines/reader-inbox/reader-inbox.machine';
import { useScreenActor, useScreenActors } from '../screen-actors';
import type { ScreenProps } from './screen-props';

export function ReadersScreen({ route }: ScreenProps) {
  const { readers } = useScreenActors();
  const { notifications } = useAppActors();
  const params = new URLSearchParams(useSearch());
  const inbox = useScreenActor(
    readerInboxMachine.provide({
      // The menu's count of unread comments follows the reads at once, not at the next poll.
      actions: {
        reportUnread: (_, report: { unread: number }) =>
          notifications.send({ type: 'notifications.set', readerComments: report.unread }),
        unreadChanged: () => notifications.send({ type: 'notifications.refresh' }),
      },
      actors: {
        fetchPage: readers.fetchPage,
        reply: readers.reply,
        act: readers.act,
        markRead: readers.markRead,
      },
    }),
    {
      input: {
        filters: {
          bookId: params.get('book_id') ?? undefined,
          unread: params.get('unread') === '1' ? true : undefined,
        },
      },
    },
  );
  // New comments came in while the tab was kept.
  useRefreshWhenShownAgain(() => {
    inbox.send({ type: 'inbox.filter', filters: inbox.getSnapshot().context.filters });
  });
  return <ReaderInboxPage inbox={inbox} titleId={route.titleId} />;
}
