// Stands in for vite-plugin-pwa's `virtual:pwa-register/react` in the server's build
// (vite.config.ts, SSR): there is no service worker to register while rendering HTML, and the
// browser's first render (hydration) also starts with nothing to offer.
import type { useRegisterSW as UseRegisterSW } from 'virtual:pwa-register/react';

const ignore = () => undefined;

export const useRegisterSW: typeof UseRegisterSW = () => ({
  needRefresh: [false, ignore],
  offlineReady: [false, ignore],
  updateServiceWorker: async () => undefined,
});
