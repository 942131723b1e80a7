import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a preload, whose component renders at once once its code is here. A plain lazy component
 * suspends on its first render even when the code was fetched long before (an import() answers a tick
 * later), and the Suspense fallback it shows then holds the content back for React's reveal throttle, some
 * 300 ms: a search submitted after the results code had loaded still waited that long for its first card.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed fetch may be tried again (the next search, the next focus).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Preloaded(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Component: Preloaded, preload };
}
