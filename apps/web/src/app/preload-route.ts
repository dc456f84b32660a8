// What main.tsx starts before React renders, for the address being opened: the screen's code
// beside the shell's (screens.ts), and the first calls its data needs (lib/early-requests.ts).
// Without this each waits for the one before it: entry, then shell, then screen, then session,
// then the screen's data, each a round trip on a slow phone connection. Every URL here is
// the one the screen's query asks for (api/paths.ts), or the early answer goes unused.
import { DISCOVER_PATH, dogPath, GUEST_DECK_PATH, SESSION_PATH, shelterPath } from '@/api/paths';
import { GUEST_PROFILE_KEY } from '@scout/domain/constants';
import { matchesPath } from '@scout/domain/route-paths';
import { startEarly } from '@/lib/early-requests';
import { loadRouteCode } from './route-code';

type SessionAnswer = { user: { role: string } | null } | null;

export function preloadRoute(pathname: string): void {
  // A failed download is reported by the screen's own lazy load.
  loadRouteCode(pathname).catch(() => undefined);
  // The landing page asks for nothing.
  if (pathname === '/') return;
  const session = startEarly(SESSION_PATH)
    .then((res) => (res.ok ? (res.clone().json() as Promise<SessionAnswer>) : null))
    .catch(() => null);
  const id = decodeURIComponent(pathname.split('/')[2] ?? '');

  if (matchesPath('/discover', pathname)) {
    // Which deck depends on who is signed in (product §4, §13): a guest's every dog, an adopter's ranked page.
    void session.then((answer) => {
      if (!answer) return;
      if (answer.user === null) startEarly(GUEST_DECK_PATH);
      else if (answer.user.role === 'adopter') startEarly(DISCOVER_PATH);
    });
  } else if (matchesPath('/dogs/:id', pathname)) {
    // A guest with survey answers asks with their point; that URL is the dog page's own to build.
    if (localStorage.getItem(GUEST_PROFILE_KEY) === null) startEarly(dogPath(id));
  } else if (matchesPath('/shelters/:id', pathname)) {
    startEarly(shelterPath(id));
    startEarly(`${shelterPath(id)}/dogs`);
  }
}
