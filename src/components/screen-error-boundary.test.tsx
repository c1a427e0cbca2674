// @vitest-environment jsdom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '../lib/chunk-reload';
import { IntlProvider } from './intl';
import { ScreenErrorBoundary } from './screen-error-boundary';

afterEach(cleanup);

// Fluent's MessageBar measures itself; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.setItem('arco-locale', 'en-US');
  // React reports caught render errors on the console; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

let broken = true;
function Flaky() {
  if (broken) throw new Error('the screen broke');
  return <p>Chapter list</p>;
}

function ChunkFailure(): never {
  throw Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
}

function mount(children: React.ReactNode, reload = vi.fn()) {
  render(
    <FluentProvider theme={webLightTheme}>
      <IntlProvider>
        <p>The menu</p>
        <ScreenErrorBoundary reload={reload}>{children}</ScreenErrorBoundary>
      </IntlProvider>
    </FluentProvider>,
  );
  return reload;
}

describe('<ScreenErrorBoundary>', () => {
  it('shows a translated notice in place of a failed screen, and its retry renders it again', () => {
    broken = true;
    mount(<Flaky />);
    expect(screen.getByRole('alert').textContent).toContain('This page ran into a problem.');
    // The rest of the app is still there.
    expect(screen.getByText('The menu')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Chapter list')).toBeTruthy();
  });

  it('reloads the page once when a screen chunk failed to download', () => {
    const reload = mount(<ChunkFailure />);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('A new version of the app is out.');
  });

  it('does not reload again right after that reload: it offers the button instead', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const reload = mount(<ChunkFailure />);
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears the failure when the route changes', () => {
    broken = true;
    function Switcher() {
      const [route, setRoute] = useState('a');
      return (
        <>
          <button type="button" onClick={() => setRoute('b')}>
            go
          </button>
          <ScreenErrorBoundary resetKey={route}>
            {route === 'a' ? <Flaky /> : <p>Other screen</p>}
          </ScreenErrorBoundary>
        </>
      );
    }
    render(
      <FluentProvider theme={webLightTheme}>
        <IntlProvider>
          <Switcher />
        </IntlProvider>
      </FluentProvider>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByText('Other screen')).toBeTruthy();
  });
});
