import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import { useCurrentHeaderFilter } from '@/components/header-filter';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/**
 * The top bar of every route but the landing page: an optional filter button at the left,
 * the logo (to /profile) in the centre, the notification bell (signed in) and the menu at the right.
 */
export function AppHeader() {
  const filter = useCurrentHeaderFilter();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="grid h-16 grid-cols-[6rem_1fr_6rem] items-center px-2 md:px-4">
        <div className="flex justify-start">
          {filter ? (
            <Button variant="ghost" size="icon" aria-label={filter.label} onClick={filter.onClick}>
              <SlidersHorizontal aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        <div className="flex justify-center">
          <Link
            href="/profile"
            aria-label="Scout, your profile"
            className="rounded-full px-2 py-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Logo />
          </Link>
        </div>
        <div className="flex items-center justify-end gap-1">
          <NotificationBell />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
