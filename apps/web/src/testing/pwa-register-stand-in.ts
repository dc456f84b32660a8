// Stands in for vite-plugin-pwa's `virtual:pwa-register/react` in unit tests (the alias in
// vitest.config.ts): jsdom has no service worker. A test plays the browser's part with
// announceNewVersion() and reads what the app asked for in updateRequests.
import { useEffect, useState } from 'react';
import type { useRegisterSW as UseRegisterSW } from 'virtual:pwa-register/react';

const listeners = new Set<() => void>();

/** Every updateServiceWorker(reloadPage) call, oldest first. */
export const updateRequests: (boolean | undefined)[] = [];

/** A new version finished installing and waits (Workbox's "waiting" event). */
export function announceNewVersion() {
  for (const listener of listeners) listener();
}

export function resetStandIn() {
  updateRequests.length = 0;
}

export const useRegisterSW: typeof UseRegisterSW = () => {
  const [needRefresh, setNeedRefresh] = useState(false);
  const [offlineReady, setOfflineReady] = useState(false);
  useEffect(() => {
    const onWaiting = () => setNeedRefresh(true);
    listeners.add(onWaiting);
    return () => {
      listeners.delete(onWaiting);
    };
  }, []);
  return {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker: async (reloadPage) => {
      updateRequests.push(reloadPage);
    },
  };
};
