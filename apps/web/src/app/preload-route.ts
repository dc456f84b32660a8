// What main.tsx starts before React renders, for the address being opened: the screen's code
// beside the shell's (screens.ts), and the first calls its data needs (lib/early-requests.ts).
// Without this each waits for the one before it: entry, then shell, then screen, then session,
// then the screen's data, each a round trip on a slow phone connection.
import { DISCOVER_PATH, GUEST_DECK_PATH, SESSION_PATH } from '@/api/paths';
import { startEarly } from '@/lib/early-requests';
import { loadAppShell } from './load-app-shell';
import { matchesPath, preloadScreen } from './screens';

export function preloadRoute(pathname: string): void {
  // The landing page has its own header and asks for nothing.
  if (pathname === '/') return;
  loadAppShell().catch(() => undefined);
  preloadScreen(pathname);
  const session = startEarly(SESSION_PATH);
  if (matchesPath('/discover', pathname)) {
    // Which deck depends on who is signed in (product §4, §13): a guest's every dog, an adopter's ranked page.
    session
      .then((res) => (res.ok ? (res.clone().json() as Promise<{ user: { role: string } | null }>) : null))
      .then((answer) => {
        if (!answer) return;
        if (answer.user === null) startEarly(GUEST_DECK_PATH);
        else if (answer.user.role === 'adopter') startEarly(DISCOVER_PATH);
      })
      .catch(() => undefined);
  }
}
