/**
 * Route screen of the readers' inbox (/readers): the inbox machine over the
 * readers area's API actors; `?book_id=` and `?unread=1` open it filtered.
 */
import { useSearch } from 'wouter';
import { useRefreshWhenShownAgain } from '../../components/kept-screen-hooks';
import { ReaderInboxPage } from '../../features/readers/reader-inbox-page';
import { readerInboxMachine } from '../../machines/reader-inbox/reader-inbox.machine';
import { useScreenActor, useScreenActors } from '../screen-actors';
import type { ScreenProps } from './screen-props';

export function ReadersScreen({ route }: ScreenProps) {
  const { readers } = useScreenActors();
  const params = new URLSearchParams(useSearch());
  const inbox = useScreenActor(
    readerInboxMachine.provide({
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
