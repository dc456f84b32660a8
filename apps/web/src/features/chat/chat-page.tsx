// Chat with Scout (product §2 "/chat", §5, §8; product §15): signed-in adopters ask about
// dogs in their own words; Scout answers from the live data, and every dog it names links to
// its page. The history lives on the server, so it survives a reload.
import { useEffect, useRef, useState } from 'react';
import { Lock, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { ChatMessage } from '@scout/domain';
import { CHAT_MESSAGE_MAX_LENGTH } from '@scout/domain/contracts/chat';
import { useAskScout, useChatHistory } from '@/api/chat';
import { useProfile } from '@/api/profile';
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
import { useLocalTime } from '@/hooks/use-local-time';
import { linkDogNames } from './dog-links';

/** The four suggested prompts of the empty chat (product §2). */
export const SUGGESTED_PROMPTS = [
  'Find me a dog for an active lifestyle',
  'Which dogs are good with kids?',
  "I'd like a calm, low-energy companion",
  'How do compatibility scores work?',
] as const;

/** Fills the screen between the header and the bottom navigation (md: the sidebar's height). */
const SCREEN_HEIGHT = 'h-[calc(100dvh-9rem)] md:h-[calc(100dvh-4rem)]';

export default function ChatPage() {
  useDocumentTitle('Chat with Scout');
  const { me, isLoading } = useMe();
  if (isLoading) return <ChatLoading />;
  if (!me) {
    return (
      <CenteredMessage
        icon={Lock}
        title="Sign in to chat with Scout"
        actions={
          <Button asChild>
            <a href={loginHref('adopter')}>Sign In</a>
          </Button>
        }
      >
        <p>Scout matches dogs to your answers and your swipes, so the chat is for signed-in adopters. It's free.</p>
      </CenteredMessage>
    );
  }
  if (me.role !== 'adopter') {
    return (
      <CenteredMessage icon={Sparkles} title="Scout's chat is for adopters">
        <p>Adopters ask Scout about dogs like yours. Your listings and messages are on your dashboard.</p>
      </CenteredMessage>
    );
  }
  return <Chat />;
}

function ChatLoading() {
  return (
    <div role="status" className={cn('mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 py-4', SCREEN_HEIGHT)}>
      <span className="sr-only">Loading your chat with Scout…</span>
      <Skeleton className="h-12 w-64" />
      <Skeleton className="h-16 w-3/5" />
      <Skeleton className="ml-auto h-12 w-1/2" />
      <Skeleton className="mt-auto h-12" />
    </div>
  );
}

function Chat() {
  const history = useChatHistory({ enabled: true });
  const { profile } = useProfile();
  const ask = useAskScout();
  const [text, setText] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const messages = history.data ?? [];
  const pendingQuestion = ask.isPending ? ask.variables : null;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pendingQuestion]);

  function send(content: string) {
    ask.mutate(content, {
      // What was typed meanwhile stays; only the sent text is cleared.
      onSuccess: () => setText((current) => (current.trim() === content ? '' : current)),
      onError: (error) => {
        const refused = error instanceof ApiError && (error.status === 400 || error.status === 429);
        toast({
          variant: 'destructive',
          title: 'Failed to send message',
          // A refused question (too long, too many) says why; anything else is Scout's trouble.
          description: refused
            ? serverMessage(error)
            : 'Scout is having trouble responding right now. Please try again.',
        });
      },
    });
  }

  return (
    <div className={cn('mx-auto flex w-full max-w-3xl flex-col', SCREEN_HEIGHT)}>
      <header className="flex shrink-0 items-center gap-3 border-b bg-card/80 px-4 py-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-primary-foreground">
          <Sparkles className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-xl font-black tracking-tight">Chat with Scout</h1>
          <p className="truncate text-sm font-bold text-muted-foreground">Your AI adoption matchmaker</p>
        </div>
      </header>

      {profile === null ? (
        <p className="shrink-0 border-b bg-secondary/60 px-4 py-2 text-sm">
          Scout matches dogs to your survey answers.{' '}
          <Link href="/onboarding" className="font-bold text-brand-700 underline-offset-4 hover:underline">
            Take the quiz
          </Link>{' '}
          to get answers made for you.
        </p>
      ) : null}

      <div ref={logRef} role="log" aria-label="Chat with Scout" className="flex-1 overflow-y-auto px-4 py-4">
        {history.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading your chat with Scout…</span>
            <Skeleton className="h-16 w-3/5" />
            <Skeleton className="ml-auto h-12 w-1/2" />
          </div>
        ) : history.isError ? (
          <div role="alert" className="mx-auto mt-8 flex max-w-sm flex-col items-center gap-3 text-center">
            <p className="font-bold">We couldn't load your chat with Scout.</p>
            <Button variant="outline" onClick={() => void history.refetch()}>
              Try Again
            </Button>
          </div>
        ) : messages.length === 0 && !pendingQuestion ? (
          <EmptyChat onPick={send} disabled={ask.isPending} />
        ) : (
          <ol className="grid grid-cols-1 gap-3">
            {messages.map((message) => (
              <Bubble key={message.id} message={message} />
            ))}
            {pendingQuestion ? (
              <>
                <Bubble
                  message={{
                    id: 'pending',
                    role: 'user',
                    content: pendingQuestion,
                    dogContext: null,
                    dogs: [],
                    timestamp: new Date().toISOString(),
                  }}
                />
                <li
                  className="justify-self-start rounded-3xl rounded-bl-md border bg-card px-4 py-2.5 text-muted-foreground shadow-soft"
                  role="status"
                >
                  Scout is thinking…
                </li>
              </>
            ) : null}
          </ol>
        )}
      </div>

      <MessageComposer
        value={text}
        onChange={setText}
        onSend={send}
        sending={ask.isPending}
        label="Your question for Scout"
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        placeholder="Ask Scout about your matches..."
      />
    </div>
  );
}

function EmptyChat({ onPick, disabled }: { onPick: (prompt: string) => void; disabled: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-secondary text-secondary-foreground">
        <Sparkles className="size-8" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-2xl font-black tracking-tight">Hi! I'm Scout</h2>
        <p className="mt-1 text-muted-foreground">
          Ask me about the dogs near you. I know every one of them, and I'll tell you why each could fit your life.
        </p>
      </div>
      <ul className="grid w-full gap-2" aria-label="Suggested questions">
        {SUGGESTED_PROMPTS.map((prompt) => (
          <li key={prompt}>
            <Button
              variant="outline"
              className="h-auto w-full justify-start whitespace-normal py-3 text-left"
              disabled={disabled}
              onClick={() => onPick(prompt)}
            >
              {prompt}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const time = useLocalTime();
  const mine = message.role === 'user';
  return (
    <li
      className={cn(
        'flex max-w-[85%] flex-col gap-1 md:max-w-[75%]',
        mine ? 'items-end justify-self-end' : 'items-start justify-self-start',
      )}
    >
      <span className="sr-only">{mine ? 'You' : 'Scout'}:</span>
      <p
        className={cn(
          'whitespace-pre-wrap wrap-anywhere rounded-3xl px-4 py-2.5 leading-relaxed',
          mine ? 'rounded-br-md bg-brand-600 text-primary-foreground' : 'rounded-bl-md border bg-card shadow-soft',
        )}
      >
        {mine
          ? message.content
          : linkDogNames(message.content, message.dogs).map((part, i) =>
              'dog' in part ? (
                <Link
                  key={i}
                  href={`/dogs/${part.dog.id}`}
                  className="font-extrabold text-brand-700 underline underline-offset-4"
                >
                  {part.text}
                </Link>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
      </p>
      <time dateTime={message.timestamp} className="px-2 text-xs text-muted-foreground">
        {time.messageTime(message.timestamp)}
      </time>
    </li>
  );
}
