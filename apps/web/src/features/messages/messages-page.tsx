// Messages (product §2): for adopters, tabs 'Messages' (Scout pinned on top, then their
// conversations) and 'Matches' (liked dogs, newest like first); for shelters and owners the
// same page is their inbox of conversations about their dogs (product §14).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Dog as DogIcon, Heart, Lock, MessageCircle, Sparkles, type LucideIcon } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import type { ChatMessage, Conversation } from '@scout/domain';
import { PRODUCT_NAME } from '@scout/domain/constants';
import { useChatHistory } from '@/api/chat';
import { useConversations } from '@/api/conversations';
import { useLikedDogs } from '@/api/dogs';
import { useMe } from '@/api/session';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loginHref } from '@/lib/auth-links';
import { cn } from '@/lib/cn';
import { formatAgeShort } from '@/lib/dog-format';
import { useLocalTime } from '@/hooks/use-local-time';
import { DogPhoto } from '@/components/dog-photo';

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

function Inbox({ isAdopter }: { isAdopter: boolean }) {
  // The cache never refetches by itself: opening the page is when new messages show up.
  const conversations = useConversations({ enabled: true, refetchOnMount: 'always' });
  return isAdopter ? <AdopterInbox conversations={conversations} /> : <ListerInbox conversations={conversations} />;
}

/** Shelters and owners: no matches, only the conversations about their dogs. */
function ListerInbox({ conversations }: { conversations: ConversationsQuery }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-3xl font-black tracking-tight md:text-4xl">Messages</h1>
      <p className="mt-2 text-muted-foreground">Adopters asking about your dogs.</p>
      <div className="mt-6">
        <ConversationList query={conversations} viewer="lister" />
      </div>
    </div>
  );
}

function AdopterInbox({ conversations }: { conversations: ConversationsQuery }) {
  const unread = conversations.data?.reduce((sum, c) => sum + c.unreadCount, 0) ?? 0;
  const search = useSearch();
  const [tab, setTab] = useState<Tab>(() =>
    new URLSearchParams(search).get('tab') === 'matches' ? 'matches' : 'messages',
  );
  const liked = useLikedDogs();
  const baseId = useId();
  const tabs: Tab[] = ['messages', 'matches'];
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ messages: null, matches: null });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next =
      tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length] ?? 'messages';
    setTab(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:px-8 md:py-12">
      <h1 className="text-3xl font-black tracking-tight md:text-4xl">Messages</h1>
      <div
        role="tablist"
        aria-label="Messages and matches"
        onKeyDown={onKeyDown}
        className="mt-6 grid grid-cols-2 gap-1 rounded-full bg-muted p-1"
      >
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
            {t === 'messages' && unread > 0 ? <CountBadge count={unread} label="unread" /> : null}
            {t === 'matches' && liked.data ? <CountBadge count={liked.data.length} label="liked" /> : null}
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
          <div className="grid grid-cols-1 gap-3">
            <AssistantEntry />
            <ConversationList query={conversations} viewer="adopter" />
          </div>
        ) : (
          <Matches query={liked} />
        )}
      </div>
    </div>
  );
}

function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-black text-primary-foreground">
      <span className="sr-only">(</span>
      {count}
      <span className="sr-only"> {label})</span>
    </span>
  );
}

const rowClass =
  'flex items-center gap-3 rounded-3xl border bg-card p-3 shadow-soft transition-shadow hover:shadow-lift focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The pinned entry's preview (product §2): the chat's last message, 'You: ' or 'Scout: ' first. */
function chatPreview(last: ChatMessage | undefined): string {
  if (!last) return 'Ask me about your matches';
  return `${last.role === 'user' ? 'You' : PRODUCT_NAME}: ${last.content}`;
}

/** Scout, pinned above the conversations: the assistant's chat. */
function AssistantEntry() {
  const chat = useChatHistory({ enabled: true });
  return (
    <Link href="/chat" className={rowClass}>
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-primary-foreground">
        <Sparkles className="size-7" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate text-lg font-extrabold">{PRODUCT_NAME}</span>
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-bold text-secondary-foreground">
            Assistant
          </span>
        </span>
        <span className="block truncate text-muted-foreground">{chatPreview(chat.data?.at(-1))}</span>
      </span>
    </Link>
  );
}

/** What the conversations and the matches show when they could not be read. */
function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 p-8 text-center">
      <p className="font-bold">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** What the conversations and the matches show when there is nothing in them yet. */
function EmptyList({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-input bg-card/60 p-10 text-center">
      <Icon className="size-10 text-brand-600" aria-hidden="true" />
      <p className="text-lg font-extrabold">{title}</p>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}

type ConversationsQuery = ReturnType<typeof useConversations>;

function ConversationList({ query, viewer }: { query: ConversationsQuery; viewer: 'adopter' | 'lister' }) {
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading your conversations…</span>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (query.isError) {
    return <LoadFailed message="Unable to load your conversations." onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyList icon={MessageCircle} title="No conversations yet">
        {viewer === 'adopter'
          ? 'Tap the message button on a dog you like to ask its shelter or owner anything. Their replies show up here.'
          : 'When adopters message you about your dogs, their conversations show up here.'}
      </EmptyList>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Conversations">
      {query.data.map((conversation) => (
        <li key={conversation.id}>
          <ConversationRow conversation={conversation} viewer={viewer} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({ conversation, viewer }: { conversation: Conversation; viewer: 'adopter' | 'lister' }) {
  const time = useLocalTime();
  const { dog, lastMessage, unreadCount } = conversation;
  const photo = dog.photos[0];
  const title = viewer === 'adopter' ? dog.name : conversation.adopterName;
  const subtitle = viewer === 'adopter' ? conversation.shelterName : `About ${dog.name}`;
  const unread = unreadCount > 0;
  return (
    <Link href={`/messages/${conversation.id}`} className={rowClass}>
      <span className="relative size-14 shrink-0 overflow-hidden rounded-2xl bg-brand-50">
        {photo ? (
          <DogPhoto src={photo} alt="" sizes="56px" className="size-full object-cover" />
        ) : (
          <DogIcon className="m-auto mt-3 size-8 text-brand-300" aria-hidden="true" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={cn('truncate text-lg', unread ? 'font-black' : 'font-extrabold')}>{title}</span>
          {conversation.lastMessageAt ? (
            <time dateTime={conversation.lastMessageAt} className="ml-auto shrink-0 text-sm text-muted-foreground">
              {time.relative(conversation.lastMessageAt)}
            </time>
          ) : null}
        </span>
        <span className="block truncate text-sm font-bold text-muted-foreground">
          {subtitle}
          {conversation.closed ? ' · Closed' : ''}
        </span>
        <span className="flex items-center gap-2">
          <span
            className={cn('min-w-0 flex-1 truncate', unread ? 'font-bold text-foreground' : 'text-muted-foreground')}
          >
            {lastMessage ? `${lastMessage.mine ? 'You: ' : ''}${lastMessage.content}` : 'No messages yet'}
          </span>
          {unread ? (
            <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-black text-primary-foreground">
              {unreadCount}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
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
    return <LoadFailed message="Unable to load your matches." onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyList icon={Heart} title="No matches yet">
        Start swiping in the Discover tab to find dogs you love!
      </EmptyList>
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
                <DogPhoto
                  src={dog.photos[0]}
                  alt=""
                  sizes="(min-width: 768px) 300px, 50vw"
                  className="size-full object-cover"
                />
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
