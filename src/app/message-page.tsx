import { useAppActors } from '../components/app-actors';
import { useIntl } from '../components/intl';
import { MessageNotificationPage } from '../features/messages/message-notification-page';

/** The message page (route MessageNotification). */
export function MessagePage() {
  const { messagePage } = useAppActors();
  return <MessageNotificationPage messages={messagePage} intl={useIntl()} />;
}
