import {
  CalendarCheck,
  CalendarClock,
  CalendarX,
  ClipboardCheck,
  ClipboardList,
  ClipboardX,
  Dog,
  MessageCircle,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import type { Notification, NotificationKind } from '@scout/domain/contracts/notifications';
import { cn } from '@/lib/cn';
import { useLocalTime } from '@/hooks/use-local-time';

const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  message: MessageCircle,
  'tour-requested': CalendarClock,
  'tour-confirmed': CalendarCheck,
  'tour-declined': CalendarX,
  'tour-cancelled': CalendarX,
  'application-started': ClipboardList,
  'application-withdrawn': ClipboardX,
  'application-step': ClipboardList,
  'application-completed': ClipboardCheck,
  'application-closed': ClipboardX,
  'new-dog': Dog,
};

/**
 * The contract promises an in-app path; anything else (an absolute or protocol-relative
 * address) stays on this screen rather than leaving Scout.
 */
export function inAppLink(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : '/notifications';
}

/** One notification: a link to where it happened; unread ones are tinted, bold and say so. */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const unread = notification.readAt === null;
  const Icon = KIND_ICONS[notification.kind];
  const time = useLocalTime();
  return (
    <Link
      href={inAppLink(notification.link)}
      onClick={onOpen}
      className={cn(
        'flex items-start gap-3 rounded-3xl border p-4 shadow-soft transition-shadow hover:shadow-lift focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        unread ? 'border-brand-300 bg-brand-50' : 'bg-card',
      )}
    >
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-2xl',
          unread ? 'bg-brand-600 text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={cn('min-w-0 flex-1 text-base', unread ? 'font-black' : 'font-bold')}>
            {unread ? <span className="sr-only">Unread: </span> : null}
            {notification.title}
          </span>
          <time dateTime={notification.createdAt} className="shrink-0 text-sm text-muted-foreground">
            {time.relative(notification.createdAt)}
          </time>
        </span>
        <span className={cn('mt-0.5 line-clamp-2', unread ? 'text-foreground' : 'text-muted-foreground')}>
          {notification.body}
        </span>
      </span>
      {unread ? <span className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" /> : null}
    </Link>
  );
}
