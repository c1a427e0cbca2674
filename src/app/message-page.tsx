import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../components/app-actors';
import { useIntl } from '../components/intl';
import { MessageNotificationPage } from '../features/messages/message-notification-page';
import { messageSearch, parseMessageQuery } from '../machines/messages/messages.machine';

/**
 * The message page (route MessageNotification). Its filters live in the URL
 * (type, status, book, from, to), so reload, Back and a shared link keep them.
 */
export function MessagePage() {
  const { messagePage } = useAppActors();
  const search = useSearch();
  const [location, navigate] = useLocation();
  return (
    <MessageNotificationPage
      messages={messagePage}
      intl={useIntl()}
      query={parseMessageQuery(search)}
      onQuery={(query) => {
        const next = messageSearch(query);
        navigate(next ? `${location}?${next}` : location);
      }}
      onOpen={(href) => navigate(href)}
    />
  );
}
