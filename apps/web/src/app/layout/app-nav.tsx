import { Compass, LayoutDashboard, MapPin, MessageCircle, User, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useMe } from '@/api/session';
import { cn } from '@/lib/cn';
import { isActivePath, navItemsFor, type NavIcon } from './nav-items';

const ICONS: Record<NavIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  messages: MessageCircle,
  profile: User,
  discover: Compass,
  map: MapPin,
};

/**
 * One navigation landmark that is a bottom bar on phones and a sidebar from `md` up, so
 * assistive technology meets a single "Main" navigation whatever the screen size.
 */
export function AppNav() {
  const [location] = useLocation();
  const { me, isLoading } = useMe();
  // Until we know who this is, show no items rather than the wrong ones.
  const items = isLoading ? [] : navItemsFor(me?.role ?? null);

  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:sticky md:top-16 md:h-[calc(100dvh-4rem)] md:w-60 md:shrink-0 md:border-r md:border-t-0 md:bg-transparent md:pb-0 md:backdrop-blur-none"
    >
      <ul className="mx-auto flex h-16 max-w-md items-stretch justify-around md:mx-0 md:h-auto md:max-w-none md:flex-col md:justify-start md:gap-1 md:p-4">
        {items.map((item) => {
          const Icon = ICONS[item.icon];
          const active = isActivePath(item.href, location);
          return (
            <li key={item.href} className="flex flex-1 md:flex-none">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 rounded-2xl text-xs font-bold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring md:flex-row md:justify-start md:gap-3 md:px-4 md:py-3 md:text-base md:hover:bg-muted',
                  active && 'text-brand-700 md:bg-secondary md:text-secondary-foreground md:hover:bg-secondary',
                )}
              >
                <Icon className="size-6 md:size-5" aria-hidden="true" strokeWidth={active ? 2.5 : 2} />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
