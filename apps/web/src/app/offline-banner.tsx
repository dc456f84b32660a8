// Says plainly that the device is offline (product §2.1), above every screen, landing included.
// The service worker still opens the shell and the screens already loaded; reads fail and
// show their own error states until the network is back.
import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '@/hooks/use-online-status';

export const OFFLINE_MESSAGE = "You're offline. Scout will catch up when you're back online.";

export function OfflineBanner() {
  const online = useOnlineStatus();
  // The polite live region stays in the page so screen readers announce the notice when it
  // appears; the notice itself (role status) exists only while offline.
  return (
    <div aria-live="polite" className="empty:hidden">
      {online ? null : (
        <p
          role="status"
          className="flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-sm font-semibold text-background"
        >
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
