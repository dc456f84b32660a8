/// <reference types="vite-plugin-pwa/react" />
// Registers the service worker (vite.config.ts, registerType 'prompt') and, when a new version
// of Scout has been downloaded and is waiting, offers to reload into it. It never reloads on
// its own: the user may be halfway through a form. The register code is small; Workbox's
// window library loads lazily after the page has loaded.
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '@/components/ui/button';

export const UPDATE_MESSAGE = 'A new version of Scout is ready.';

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  // Just under the header, clear of the deck's buttons at the bottom: across a phone (a toast,
  // also at the top there, passes over it for a moment), top right from md (toasts are bottom right).
  return (
    <div
      role="status"
      className="fixed inset-x-4 top-[4.5rem] z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border bg-card p-3 pl-4 shadow-lg md:left-auto md:right-6 md:top-20 md:mx-0"
    >
      <p className="flex-1 font-semibold">{UPDATE_MESSAGE}</p>
      <Button variant="ghost" size="sm" onClick={() => setNeedRefresh(false)}>
        Later
      </Button>
      {/* Activates the waiting worker, then the page reloads into the new version. */}
      <Button size="sm" onClick={() => void updateServiceWorker(true)}>
        Reload
      </Button>
    </div>
  );
}
