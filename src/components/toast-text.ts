import type { AppIntl } from '../i18n/intl';
import type { ToastRequest } from './toast-bridge';

/**
 * A toast's text in the page's language: its catalogue id when the catalogue
 * knows it (a server code such as 105001, 'Network Error'), else the text it
 * came with (a code the catalogue does not explain).
 */
export function toastText(request: ToastRequest, intl: AppIntl): string {
  const { messageId } = request;
  return messageId && intl.messages[messageId] !== undefined
    ? intl.formatMessage({ id: messageId }, request.values)
    : request.text;
}
