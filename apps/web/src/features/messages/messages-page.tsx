// Messages (spec §2): tabs 'Messages' and 'Matches'. Matches lists the dogs the adopter
// liked, newest like first. Conversations come with a later issue, so the Messages tab
// says plainly that there are none yet.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dog as DogIcon, Heart, Lock, MessageCircle } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { likedDogListSchema } from '@scout/domain/contracts/dogs';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiRequest } from '@/lib/api-client';
import { loginHref } from '@/lib/auth-links';
import { cn } from '@/lib/cn';
import { formatAgeShort } from '@/lib/dog-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMe } from '@/lib/use-me';
import { LIKED_DOGS_QUERY_KEY } from '@/lib/query-keys';
import { photoThumbnailUrl } from '@scout/domain/contracts/uploads';

type Tab = 'messages' | 'matches';

export default function MessagesPage() {
  useDocumentTitle('Messages');
  const { me, isLoading } = useMe();
  if (isLoading) {
    return (
      <div role="status" className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8 md:px-8">
        <span className="sr-only">Loading your messages…</span>
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-12" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (!me) {
    return (
      <CenteredMessage
        icon={Lock}
        title="Sign in to see your messages"
        actions={
          <Button asChild>
            <a href={loginHref('adopter')}>Sign In</a>
          </Button>
        }
      >
        <p>Your matches and conversations with shelters are kept in your account.</p>
      </CenteredMessage>
    );
  }
  return <Inbox isAdopter={me.role === 'adopter'} />;
}

function useLikedDogs(enabled: boolean) {
  return useQuery({
    queryKey: LIKED_DOGS_QUERY_KEY,
    enabled,
    queryFn: async () => likedDogListSchema.parse(await (await apiRequest('GET', LIKED_DOGS_QUERY_KEY[0])).json()),
  });
}

function Inbox({ isAdopter }: { isAdopter: boolean }) {
  const search = useSearch();
  const [tab, setTab] = useState<Tab>(() =>
    isAdopter && new URLSearchParams(search).get('tab') === 'matches' ? 'matches' : 'messages',
  );
  const liked = useLikedDogs(isAdopter);
  const baseId = useId();
  const tabs: Tab[] = isAdopter ? ['messages', 'matches'] : ['messages'];
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ messages: null, matches: null });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length] ?? 'messages';
    setTab(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-3xl font-black tracking-tight md:text-4xl">Messages</h1>
      <div role="tablist" aria-label="Messages and matches" onKeyDown={onKeyDown} className="mt-6 grid grid-cols-2 gap-1 rounded-full bg-muted p-1">
        {tabs.map((t) => (
          <button
            key={t}
            ref={(el) => {
              refs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${t}-tab`}
            aria-controls={`${baseId}-${t}-panel`}
            aria-selected={tab === t}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => setTab(t)}
            className={cn(
              'inline-flex h-11 items-center justify-center gap-2 rounded-full font-bold text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              tab === t && 'bg-card text-foreground shadow-soft',
            )}
          >
            {t === 'messages' ? 'Messages' : 'Matches'}
            {t === 'matches' && liked.data ? (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-black text-primary-foreground">
                <span className="sr-only">(</span>
                {liked.data.length}
                <span className="sr-only"> liked)</span>
              </span>
            ) : null}
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-${tab}-panel`}
        aria-labelledby={`${baseId}-${tab}-tab`}
        tabIndex={0}
        className="mt-6 rounded-3xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {tab === 'messages' ? (
          <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-input bg-card/60 p-10 text-center">
            <MessageCircle className="size-10 text-brand-600" aria-hidden="true" />
            <p className="text-lg font-extrabold">No conversations yet</p>
          </div>
        ) : (
          <Matches query={liked} />
        )}
      </div>
    </div>
  );
}

function Matches({ query }: { query: ReturnType<typeof useLikedDogs> }) {
  if (query.isPending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-4">
        <span className="sr-only">Loading your matches…</span>
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-center gap-3 p-8 text-center">
        <p className="font-bold">Unable to load your matches.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-input bg-card/60 p-10 text-center">
        <Heart className="size-10 text-brand-600" aria-hidden="true" />
        <p className="text-lg font-extrabold">No matches yet</p>
        <p className="text-muted-foreground">Start swiping in the Discover tab to find dogs you love!</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4" aria-label="Liked dogs">
      {query.data.map((dog) => (
        <li key={dog.id}>
          <Link
            href={`/dogs/${dog.id}`}
            className="block overflow-hidden rounded-3xl border bg-card shadow-soft transition-shadow hover:shadow-lift focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <div className="relative aspect-square bg-brand-50">
              {dog.photos[0] ? (
                <img src={photoThumbnailUrl(dog.photos[0])} alt="" loading="lazy" className="size-full object-cover" />
              ) : (
                <DogIcon className="m-auto size-12 text-brand-300" aria-hidden="true" />
              )}
              {dog.compatibilityScore !== null ? (
                <span className="absolute right-2 top-2 rounded-full bg-card/95 px-2.5 py-0.5 text-sm font-black text-brand-700 shadow-soft">
                  {dog.compatibilityScore}% match
                </span>
              ) : null}
            </div>
            <div className="p-3">
              <p className="truncate text-lg font-extrabold">{dog.name}</p>
              <p className="truncate text-sm text-muted-foreground">
                {dog.breed} • {formatAgeShort(dog.age)}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
