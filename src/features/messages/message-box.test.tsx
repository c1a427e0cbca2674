// @vitest-environment jsdom
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageBox } from './message-box';
import { intl, startMessages } from './test-fixtures';

afterEach(cleanup);
// Role queries over Fluent's styled DOM are slow in jsdom: checking each
// element's computed style dominates, and on a busy machine a cold first
// render can outlast the default waits. The views render nothing hidden.
configure({ asyncUtilTimeout: 5000, defaultHidden: true });
vi.setConfig({ testTimeout: 20_000 });

function renderBox() {
  const messages = startMessages();
  const onViewMore = vi.fn();
  render(
    <MessageBox
      messages={messages.actor}
      unread={3}
      unreadByType={{ message: 2, notice: 0, todo: 1 }}
      onViewMore={onViewMore}
      intl={intl}
    />,
  );
  return { ...messages, onViewMore };
}

async function openBox() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '3 unread messages' }));
  });
  // The panel is its own chunk: wait for it as the author waits for it.
  await screen.findByRole('tablist');
}

describe('<MessageBox>', () => {
  it('opens on the Message tab with each tab’s unread count', async () => {
    const { send } = renderBox();
    await openBox();
    expect(send).toHaveBeenCalledWith({ type: 'messages.open', messageType: 'message' });
    expect(screen.getByRole('tab', { name: 'Message (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Notice (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Todo (1)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Title a/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Title b/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Title d/ })).toBeNull();
  });

  it('marks a clicked unread item read by its id', async () => {
    const { send } = renderBox();
    await openBox();
    fireEvent.click(await screen.findByRole('button', { name: /Title a/ }));
    expect(send).toHaveBeenCalledWith({ type: 'messages.read', ids: ['a'] });
  });

  it('marks the tab’s messages read with All Read', async () => {
    const { send } = renderBox();
    await openBox();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Todo (1)' }));
    });
    expect(send).toHaveBeenCalledWith({ type: 'messages.selectType', messageType: 'todo' });
    fireEvent.click(screen.getByRole('button', { name: 'All Read' }));
    expect(send).toHaveBeenCalledWith({ type: 'messages.readAll', messageType: 'todo' });
  });

  it('shows No Content for an empty tab', async () => {
    renderBox();
    await openBox();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Notice (0)' }));
    });
    expect(await screen.findByText('No Content')).toBeTruthy();
  });

  it('calls onViewMore from View More', async () => {
    const { onViewMore } = renderBox();
    await openBox();
    fireEvent.click(screen.getByRole('button', { name: 'View More' }));
    // After the box has closed (the next frame): see closeThen in ./message-box.tsx.
    await waitFor(() => expect(onViewMore).toHaveBeenCalledTimes(1));
  });
});
