import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering on the server and during the browser's first render of a
 * server-rendered page (hydration), true afterwards. What only a browser can draw (a map, a
 * time in the reader's own time zone) waits for it, so the browser's first render matches the
 * server's HTML and React can take it over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
