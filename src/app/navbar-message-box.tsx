/**
 * The navbar's message box, wired to the root actors: its own short list,
 * the badge's counts, and "View More" to the message page. Lives in the app
 * layer because the shell (components) may not import features. The message
 * page is in ./message-page.tsx, so the navbar does not carry its code.
 */
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { useAppActors } from '../components/app-actors';
import { useIntl } from '../components/intl';
import { MessageBox } from '../features/messages/message-box';
import { selectUnread, selectUnreadByType } from '../machines/notifications/notifications.machine';

export function NavbarMessageBox() {
  const { messageBox, notifications } = useAppActors();
  const unread = useSelector(notifications, selectUnread);
  const unreadByType = useSelector(notifications, selectUnreadByType);
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <MessageBox
      messages={messageBox}
      unread={unread}
      unreadByType={unreadByType}
      intl={intl}
      onViewMore={() => navigate('/message-notification')}
      onOpenTarget={(href) => navigate(href)}
    />
  );
}
