import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { useUnreadNotificationCount } from '@/api/notifications';
import { useMe } from '@/api/session';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Past this the badge says "99+"; the label still gives the exact count. */
const BADGE_MAX = 99;

/** "Notifications, 3 unread": the link's whole name, so the badge itself is hidden from screen readers. */
export function notificationBellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The header's bell (product §16.1): a link to /notifications with the unread count, for
 * signed-in people only; the count is polled while the tab is open.
 */
export function NotificationBell() {
  const { me } = useMe();
  const unread = useUnreadNotificationCount({ enabled: me !== null });
  if (!me) return null;
  return (
    <Link
      href="/notifications"
      aria-label={notificationBellLabel(unread)}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-black leading-none text-primary-foreground ring-2 ring-background"
        >
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      ) : null}
    </Link>
  );
}
