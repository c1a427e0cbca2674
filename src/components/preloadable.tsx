import { type ComponentType, type ReactNode, use } from 'react';

/** A component whose code is its own chunk, and that can be fetched before it renders. */
export type Preloadable<P> = ((props: P) => ReactNode) & {
  /** Fetches and runs the chunk; once it has resolved, rendering never suspends. */
  preload(): Promise<unknown>;
};

/**
 * Like React.lazy, but a component preloaded before its first render draws
 * at once instead of suspending. React.lazy always suspends on its first
 * render, even when the chunk is already here, and React 19 holds a
 * suspended tree's content back for at least 300 ms once its fallback has
 * shown: a cold load drew a spinner, then waited out that throttle with every
 * chunk already in memory (main.tsx preloads the landing route's chunks).
 *
 * Until the chunk has come, rendering suspends on one cached promise, as
 * lazy does, so the nearest Suspense boundary shows its fallback. A failed
 * download is remembered, as lazy remembers it: rendering throws it to the
 * error boundary (src/components/screen-error-boundary.tsx reloads the page
 * once for a chunk a deploy removed). A fresh promise on each render would
 * suspend again and ask for the missing chunk in a loop.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;

  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };

  function PreloadableComponent(props: P) {
    // Only one element type is ever drawn here (the loaded component), so a
    // screen keeps its state whether or not its first render suspended.
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
