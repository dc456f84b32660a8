// A lazily loaded component whose code can be fetched before its first render. Once loaded it
// renders at once instead of suspending, so the server renders a screen in one pass and the
// browser takes over the server's HTML (hydration) with no loading state in between.
import { lazy, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download (offline) may be tried again by the next render.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Component, { preload });
}
