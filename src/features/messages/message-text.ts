/**
 * A message's title, subtitle and body in the page's language: a system
 * message carries a template key and its values (the server keeps the Chinese
 * text beside them), rendered from the catalogue; a message without one, or
 * with a key this client has no text for, shows the stored text.
 */
import type { AppIntl } from '../../i18n/intl';
import type { MessageItem } from '../../machines/messages/messages.machine';

export interface MessageText {
  readonly title: string;
  readonly subTitle: string;
  readonly content: string;
}

type Item = Pick<MessageItem, 'title' | 'subTitle' | 'content' | 'template'>;

export function messageText(intl: AppIntl, item: Item): MessageText {
  const stored = { title: item.title, subTitle: item.subTitle, content: item.content };
  const template = item.template;
  if (!template) return stored;
  // Catalogue ids are dotted words with hyphens: new_device_login -> new-device-login.
  const name = template.key.replaceAll('_', '-');
  const id = (part: keyof MessageText) => `messages.template.${name}.${part}`;
  if (!(id('title') in intl.messages)) return stored;
  const values: Record<string, string> = { ...template.params };
  // The login's place: `local` and unknown (empty) are words, not values.
  if (template.key === 'new_device_login') {
    const place = values.place ?? '';
    values.place =
      place === 'local'
        ? intl.formatMessage({ id: 'messages.template.place.local' })
        : place === ''
          ? intl.formatMessage({ id: 'messages.template.place.unknown' })
          : place;
  }
  return {
    title: intl.formatMessage({ id: id('title') }, values),
    subTitle: intl.formatMessage({ id: id('subTitle') }, values),
    content: intl.formatMessage({ id: id('content') }, values),
  };
}
