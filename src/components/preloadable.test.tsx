// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

// Inside an async act, as React's test utilities need for a render that suspends.
async function mount(node: ReactNode) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);
  });
  return view!;
}

describe('preloadable', () => {
  it('draws a preloaded component on its first render, without the fallback', async () => {
    const Lazy = preloadable(() => Promise.resolve(Counter));
    await Lazy.preload();
    // A plain synchronous render: a component that suspended would show the fallback here.
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy label="chapters" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('chapters 0');
  });

  it('suspends until the chunk comes when it was not preloaded, loading it once', async () => {
    let arrive: (component: typeof Counter) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const Lazy = preloadable(load);
    await mount(<Lazy label="books" />);
    expect(screen.getByText('loading')).toBeTruthy();
    void Lazy.preload();
    await act(async () => arrive(Counter));
    expect(screen.getByRole('button').textContent).toBe('books 0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the state of a component whose first render suspended', async () => {
    let arrive: (component: typeof Counter) => void = () => {};
    const Lazy = preloadable(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const view = await mount(<Lazy label="editor" />);
    await act(async () => arrive(Counter));
    await act(async () => screen.getByRole('button').click());
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Lazy label="editor" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('editor 1');
  });

  it('throws a failed download to the error boundary once, without asking again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValue(new Error('Loading chunk 7 failed.'));
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk 7');
    await mount(
      <ErrorBoundary fallback={<p>failed</p>}>
        <Lazy label="income" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
