// One conversation (product §2 "Conversation", §4, §5, §8; product §11, §14): the dog and the
// other party in the header, the caller's bubbles on the right, new messages polled every
// 3 s, Enter to send and Shift+Enter for a new line. A closed conversation stays readable.
import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, Dog as DogIcon, Lock, MessageCircle } from 'lucide-react';
import { Link, useParams } from 'wouter';
import type { Message } from '@scout/domain';
import { CONVERSATION_CLOSED_MESSAGE, MESSAGE_MAX_LENGTH } from '@scout/domain/contracts/conversations';
import { useConversationMessages, useSendMessage, type Thread } from '@/api/conversations';
import { useMe } from '@/api/session';
import { CenteredMessage } from '@/components/centered-message';
import { MessageComposer } from '@/components/message-composer';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError, serverMessage } from '@/lib/api-client';
import { loginHref } from '@/lib/auth-links';
import { cn } from '@/lib/cn';
import { DogPhoto } from '@/components/dog-photo';
import { useLocalTime } from '@/hooks/use-local-time';

/** Fills the screen between the header and the bottom navigation (md: the sidebar's height). */
const SCREEN_HEIGHT = 'h-[calc(100dvh-9rem)] md:h-[calc(100dvh-4rem)]';

export default function ConversationPage() {
  const { conversationId = '' } = useParams<{ conversationId: string }>();
  const { me, isLoading } = useMe();
  if (isLoading) return <ThreadLoading />;
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
        <p>Your conversations with shelters are kept in your account.</p>
      </CenteredMessage>
    );
  }
  return <ConversationScreen key={conversationId} conversationId={conversationId} isAdopter={me.role === 'adopter'} />;
}

function ConversationScreen({ conversationId, isAdopter }: { conversationId: string; isAdopter: boolean }) {
  const thread = useConversationMessages(conversationId);
  useDocumentTitle(thread.data ? `${thread.data.conversation.dog.name} · Messages` : 'Messages');
  // A failed poll keeps what is on screen; the next one may get through.
  if (thread.data)
    return <ThreadView thread={thread.data} isAdopter={isAdopter} onClosedRefresh={() => void thread.refetch()} />;
  if (thread.isPending) return <ThreadLoading />;
  if (thread.error instanceof ApiError && thread.error.status === 404) {
    return (
      <CenteredMessage
        icon={MessageCircle}
        title="Conversation not found"
        actions={
          <Button asChild>
            <Link href="/messages">Back to Messages</Link>
          </Button>
        }
      >
        <p>It may have been removed, or it belongs to another account.</p>
      </CenteredMessage>
    );
  }
  return (
    <CenteredMessage
      icon={MessageCircle}
      title="Unable to load this conversation"
      actions={
        <>
          <Button onClick={() => void thread.refetch()}>Try Again</Button>
          <Button variant="outline" asChild>
            <Link href="/messages">Back to Messages</Link>
          </Button>
        </>
      }
    >
      <p>Please check your connection and try again.</p>
    </CenteredMessage>
  );
}

function ThreadLoading() {
  return (
    <div role="status" className={cn('mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4 md:px-8', SCREEN_HEIGHT)}>
      <span className="sr-only">Loading the conversation…</span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-48" />
        </div>
      </div>
      <Skeleton className="h-14 w-2/3" />
      <Skeleton className="ml-auto h-14 w-1/2" />
      <Skeleton className="h-14 w-3/5" />
      <Skeleton className="mt-auto h-12" />
    </div>
  );
}

function ThreadView({
  thread,
  isAdopter,
  onClosedRefresh,
}: {
  thread: Thread;
  isAdopter: boolean;
  onClosedRefresh: () => void;
}) {
  const { conversation, messages } = thread;
  const { dog } = conversation;
  const otherParty = isAdopter ? conversation.shelterName : conversation.adopterName;
  const logRef = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  return (
    <div className={cn('mx-auto flex w-full max-w-3xl flex-col', SCREEN_HEIGHT)}>
      <header className="flex shrink-0 items-center gap-3 border-b bg-card/80 px-2 py-3 md:px-4">
        <Button variant="ghost" size="icon" asChild>
          <Link href="/messages" aria-label="Back to Messages">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <span className="size-12 shrink-0 overflow-hidden rounded-full bg-brand-50">
          {dog.photos[0] ? (
            <DogPhoto src={dog.photos[0]} alt="" sizes="48px" className="size-full object-cover" />
          ) : (
            <DogIcon className="m-auto mt-3 size-6 text-brand-300" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-black tracking-tight">{dog.name}</h1>
          <p className="truncate text-sm font-bold text-muted-foreground">{otherParty}</p>
        </div>
        {dog.status !== 'removed' ? (
          <Button variant="outline" size="sm" asChild>
            <Link href={`/dogs/${dog.id}`}>View Profile</Link>
          </Button>
        ) : null}
      </header>

      <div
        ref={logRef}
        role="log"
        aria-label={`Messages with ${otherParty}`}
        className="flex-1 overflow-y-auto px-4 py-4"
      >
        {messages.length === 0 ? (
          <p className="mx-auto mt-8 max-w-xs text-center text-muted-foreground">
            {isAdopter
              ? `No messages yet. Ask ${conversation.shelterName} anything about ${dog.name}.`
              : 'No messages yet.'}
          </p>
        ) : (
          <ol className="grid grid-cols-1 gap-3">
            {messages.map((message) => (
              <Bubble key={message.id} message={message} otherParty={otherParty} />
            ))}
          </ol>
        )}
      </div>

      {conversation.closed ? (
        <p className="shrink-0 border-t bg-muted px-4 py-4 text-center text-sm font-bold text-muted-foreground">
          {CONVERSATION_CLOSED_MESSAGE}
        </p>
      ) : (
        <Composer conversationId={conversation.id} isAdopter={isAdopter} onClosed={onClosedRefresh} />
      )}
    </div>
  );
}

function Bubble({ message, otherParty }: { message: Message; otherParty: string }) {
  const time = useLocalTime();
  return (
    <li
      className={cn(
        'flex max-w-[85%] flex-col gap-1 md:max-w-[70%]',
        message.mine ? 'items-end justify-self-end' : 'items-start justify-self-start',
      )}
    >
      <span className="sr-only">{message.mine ? 'You' : otherParty}:</span>
      <p
        data-side={message.mine ? 'right' : 'left'}
        className={cn(
          'whitespace-pre-wrap wrap-anywhere rounded-3xl px-4 py-2.5 leading-relaxed',
          message.mine
            ? 'rounded-br-md bg-brand-600 text-primary-foreground'
            : 'rounded-bl-md border bg-card shadow-soft',
        )}
      >
        {message.content}
      </p>
      <time dateTime={message.createdAt} className="px-2 text-xs text-muted-foreground">
        {time.messageTime(message.createdAt)}
      </time>
    </li>
  );
}

function Composer({
  conversationId,
  isAdopter,
  onClosed,
}: {
  conversationId: string;
  isAdopter: boolean;
  onClosed: () => void;
}) {
  const [text, setText] = useState('');
  const sendMessage = useSendMessage(conversationId);

  function send(content: string) {
    sendMessage.mutate(content, {
      // What was typed meanwhile stays; only the sent text is cleared.
      onSuccess: () => setText((current) => (current.trim() === content ? '' : current)),
      onError: (error) => {
        const status = error instanceof ApiError ? error.status : null;
        // 409: the conversation closed meanwhile; the reload shows why instead of the box.
        if (status === 409) onClosed();
        toast({
          title: 'Failed to send message',
          description:
            status === 409 || status === 400 ? serverMessage(error) : 'Please check your connection and try again.',
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <MessageComposer
      value={text}
      onChange={setText}
      onSend={send}
      sending={sendMessage.isPending}
      label="Message"
      maxLength={MESSAGE_MAX_LENGTH}
      placeholder={isAdopter ? 'Message shelter about meet-and-greet...' : 'Write a reply...'}
    />
  );
}
