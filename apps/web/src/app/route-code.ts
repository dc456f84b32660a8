// The code each address needs before it can be drawn: the landing page alone at "/", the app
// shell and the screen everywhere else. Started early by main.tsx (and awaited before the
// browser takes over server-rendered HTML); entry-server.tsx loads it before rendering.
import { lazyScreenFor } from './screens';
import { preloadable } from './preloadable';

export const LandingPage = preloadable(() => import('@/features/landing/landing-page'));
/** Every screen but the landing page, with the header and navigation (app-shell.tsx). */
export const AppShell = preloadable(() => import('./app-shell'));

/** Loads the code for `pathname`; resolves once all of it has arrived. */
export function loadRouteCode(pathname: string): Promise<unknown> {
  if (pathname === '/') return LandingPage.preload();
  return Promise.all([AppShell.preload(), lazyScreenFor(pathname).preload()]);
}
