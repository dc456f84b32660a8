import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppHeader } from './app-header';
import { AppNav } from './app-nav';
import { showsAppHeader, showsNavigation } from './nav-items';

/** The chrome around every screen except the landing page (which has its own). */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const withNav = showsNavigation(location);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-bold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      {showsAppHeader(location) ? <AppHeader /> : null}
      <div className="flex flex-1">
        {withNav ? <AppNav /> : null}
        <main
          id="main"
          tabIndex={-1}
          className={withNav ? 'min-w-0 flex-1 pb-20 outline-none md:pb-0' : 'min-w-0 flex-1 outline-none'}
        >
          {children}
        </main>
      </div>
    </div>
  );
}
