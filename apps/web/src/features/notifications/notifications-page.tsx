// /notifications (product §16.1): what happened while the person was away, newest first, each
// linking to where it happened. Opening one marks it read; "Mark all as read" does the rest.
import { BellRing, CheckCheck, Lock } from 'lucide-react';
import type { Role } from '@scout/domain';
import { useMarkAllNotificationsRead, useMarkNotificationsRead, useNotifications } from '@/api/notifications';
import { useMe } from '@/api/session';
import { CenteredMessage } from '@/components/centered-message';
import { QueryErrorState } from '@/components/query-error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loginHref } from '@/lib/auth-links';
import { NotificationItem } from './notification-item';

export default function NotificationsPage() {
  useDocumentTitle('Notifications');
  const { me, isLoading } = useMe();
  if (isLoading) return <ListSkeleton />;
  if (!me) {
    return (
      <CenteredMessage
        icon={Lock}
        title="Sign in to see your notifications"
        actions={
          <Button asChild>
            <a href={loginHref('adopter')}>Sign In</a>
          </Button>
        }
      >
        <p>Replies, tours, applications and new dogs that fit you are kept in your account.</p>
      </CenteredMessage>
    );
  }
  return <Notifications role={me.role} />;
}

function ListSkeleton() {
  return (
    <div role="status" className="mx-auto grid w-full max-w-3xl gap-3 px-4 py-8 md:px-8 md:py-12">
      <span className="sr-only">Loading your notifications…</span>
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

const HOME: Record<Role, { href: string; label: string }> = {
  adopter: { href: '/discover', label: 'Back to Discover' },
  shelter: { href: '/shelter-dashboard', label: 'Go to Dashboard' },
  owner: { href: '/owner-dashboard', label: 'Go to Dashboard' },
};

const EMPTY_TEXT: Record<Role, string> = {
  adopter:
    "When a shelter replies, a tour is confirmed, your application moves on or a new dog fits you, you'll hear about it here.",
  shelter: "When adopters message you, ask for a tour or apply for one of your dogs, you'll hear about it here.",
  owner: "When adopters message you, ask for a tour or apply for your dog, you'll hear about it here.",
};

function Notifications({ role }: { role: Role }) {
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead({
    onError: () =>
      toast({
        variant: 'destructive',
        title: "Couldn't mark them as read",
        description: 'Something went wrong on our side. Please try again.',
      }),
  });

  if (query.isPending) return <ListSkeleton />;
  if (query.isError && !query.data) {
    return (
      <QueryErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundTitle="Notifications not found"
        notFoundText="We couldn't find your notifications."
        errorTitle="Couldn't load your notifications"
        back={HOME[role]}
      />
    );
  }

  const notifications = query.data.pages.flatMap((page) => page.notifications);
  const unreadCount = query.data.pages[0]?.unreadCount ?? 0;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-black tracking-tight md:text-4xl">Notifications</h1>
          <p className="mt-1 text-muted-foreground" aria-live="polite">
            {unreadCount > 0 ? `${unreadCount} unread` : 'Nothing new'}
          </p>
        </div>
        {unreadCount > 0 ? (
          <Button variant="outline" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            <CheckCheck aria-hidden="true" />
            {markAll.isPending ? 'Marking…' : 'Mark all as read'}
          </Button>
        ) : null}
      </div>

      {notifications.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-2 rounded-3xl border border-dashed border-input bg-card/60 p-10 text-center">
          <BellRing className="size-10 text-brand-600" aria-hidden="true" />
          <h2 className="text-lg font-extrabold">You&apos;re all caught up</h2>
          <p className="text-muted-foreground">{EMPTY_TEXT[role]}</p>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-3" aria-label="Notifications">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                onOpen={() => {
                  if (notification.readAt === null) markRead.mutate([notification.id]);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      {query.isFetchNextPageError ? (
        <p role="alert" className="mt-4 text-center font-semibold text-destructive">
          Couldn&apos;t load more notifications. Please try again.
        </p>
      ) : null}
      {query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
