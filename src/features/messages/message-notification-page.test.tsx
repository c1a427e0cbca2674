// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../../components/intl';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { MessageItem } from '../../machines/messages/messages.machine';
import { MessageNotificationPage } from './message-notification-page';
import { intl, LIST, startMessages } from './test-fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
// Role queries over Fluent's styled DOM are slow in jsdom: checking each
// element's computed style dominates, and on a busy machine a cold first
// render can outlast the default waits. The page renders nothing hidden.
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
vi.setConfig({ testTimeout: 20_000 });

function renderPage(list: readonly MessageItem[] = LIST, total?: number) {
  const messages = startMessages(list, total);
  // The page's date filters read the page's language from the app's
  // provider, as they do inside the shell: English, like the page's intl.
  localStorage.setItem(STORAGE_KEYS.locale, 'en-US');
  render(
    <IntlProvider>
      <MessageNotificationPage messages={messages.actor} intl={intl} />
    </IntlProvider>,
  );
  return messages;
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('<MessageNotificationPage>', () => {
  it('loads the first page of every type on mount', async () => {
    const { send } = renderPage();
    expect(send).toHaveBeenCalledWith({ type: 'messages.open' });
    expect(await screen.findByText('Title a')).toBeTruthy();
    expect(screen.getByText('Title d')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (2)', selected: true })).toBeTruthy();
  });

  it('sends the read-state filter', async () => {
    const { send, fetchPage } = renderPage();
    await screen.findByText('Title a');
    await click(screen.getByRole('radio', { name: 'Unread' }));
    expect(send).toHaveBeenCalledWith({ type: 'messages.filter', status: 'unread' });
    expect(fetchPage).toHaveBeenLastCalledWith({ status: 0, page: 1, pageSize: 20 });
    await click(screen.getByRole('radio', { name: 'Read' }));
    expect(send).toHaveBeenCalledWith({ type: 'messages.filter', status: 'read' });
  });

  it('holds back a day that would end the range before it starts, saying why', async () => {
    const { send } = renderPage();
    await screen.findByText('Title a');
    const type = async (name: string, text: string) => {
      await act(async () => {
        fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });
      });
    };
    await type('To', '2026-11-10');
    expect(send).toHaveBeenLastCalledWith({
      type: 'messages.open',
      query: expect.objectContaining({ from: null, to: '2026-11-10' }),
    });
    send.mockClear();
    await type('From', '2026-11-20');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('The start date is after the end date')).toBeTruthy();
    await type('From', '2026-11-01');
    expect(send).toHaveBeenLastCalledWith({
      type: 'messages.open',
      query: expect.objectContaining({ from: '2026-11-01', to: '2026-11-10' }),
    });
    expect(screen.queryByText('The start date is after the end date')).toBeNull();
  });

  it('switches type tab', async () => {
    const { send } = renderPage();
    await click(await screen.findByRole('tab', { name: 'Todo (1)' }));
    expect(send).toHaveBeenCalledWith({ type: 'messages.selectType', messageType: 'todo' });
    expect(await screen.findByRole('tab', { name: 'Todo (1)', selected: true })).toBeTruthy();
  });

  it('pages forward and back', async () => {
    const { send } = renderPage(LIST, 45);
    expect(await screen.findByText('Page 1 of 3 · 45 messages')).toBeTruthy();
    // Disabled but focusable: a keyboard user who pages to either end stays
    // on the button rather than falling to the page's body.
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await click(screen.getByRole('button', { name: 'Next page' }));
    expect(send).toHaveBeenCalledWith({ type: 'messages.page', page: 2 });
    expect(await screen.findByText('Page 2 of 3 · 45 messages')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Previous page' }));
    expect(send).toHaveBeenCalledWith({ type: 'messages.page', page: 1 });
  });

  it('marks one message read, and all in the filter in view', async () => {
    const { send } = renderPage();
    await click(await screen.findByRole('button', { name: 'Mark as read: Title a' }));
    expect(send).toHaveBeenCalledWith({ type: 'messages.read', ids: ['a'] });
    await click(screen.getByRole('button', { name: 'All Read' }));
    expect(send).toHaveBeenCalledWith({ type: 'messages.readInView' });
  });

  it('selects several messages and marks them read together', async () => {
    const { send } = renderPage();
    await click(await screen.findByRole('checkbox', { name: 'Select: Title a' }));
    await click(screen.getByRole('checkbox', { name: 'Select: Title d' }));
    await click(screen.getByRole('button', { name: 'Mark selected as read (2)' }));
    expect(send).toHaveBeenCalledWith({ type: 'messages.readSelected' });
    expect(screen.getByRole('button', { name: 'Mark selected as read (0)' })).toBeTruthy();
  });

  it('says Unread in words, not by a dot alone', async () => {
    renderPage();
    await screen.findByText('Title a');
    const list = screen.getByRole('list', { name: 'Message notifications' });
    const unread = LIST.filter((m) => m.status === 0).length;
    expect(within(list).getAllByText('Unread')).toHaveLength(unread);
  });

  it('shows No Content for an empty list', async () => {
    renderPage([]);
    expect(await screen.findByText('No Content')).toBeTruthy();
  });
});
