import { createElement, lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
type AnyComponent = ComponentType<any>;

/**
 * React.lazy that can be loaded ahead: once `preload()` has resolved, the page renders at once
 * instead of suspending first (each suspension of a deep link costs a fallback and a retry).
 */
export function preloadable<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): T & { preload: () => Promise<void> } {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  const Component = (props: object) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component as T, { preload });
}
