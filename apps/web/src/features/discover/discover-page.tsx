// Discover (product §2, §4, §13): the swipe deck and its loading, error, empty and
// finished states. Signed-in adopters swipe through the server's ranked page; guests
// through every available dog, scored in this browser from their survey answers.
import { startTransition, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Heart, PartyPopper, PawPrint, Search } from 'lucide-react';
import { Link } from 'wouter';
import type { Dog, Role } from '@scout/domain';
import {
  DECK_CARDS_BEHIND,
  GUEST_SIGNUP_PROMPT_DELAY_MS,
  GUEST_SIGNUP_PROMPT_LIKES,
  SWIPE_EXIT_MS,
  type SwipeDirection,
} from '@scout/domain/constants';
import { dogKeys } from '@/api/dogs';
import { useMe } from '@/api/session';
import { useSwipe } from '@/api/swipes';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loginHref } from '@/lib/auth-links';
import { formatAge } from '@/lib/dog-format';
import { readGuestSwipes } from '@/lib/guest-storage';
import { DeckButtons } from './deck-buttons';
import { SaveMatchesDialog } from './save-matches-dialog';
import { DECK_PHOTO_SIZES } from './deck-card';
import { SwipeCard } from './swipe-card';
import { useAdopterDeck, useGuestDeck, useHasSwipes } from './use-deck-dogs';
import { usePhotoPreload } from './use-photo-preload';
import { VideoTeaser } from './video-teaser';

/** How many cards after those on show have their photo loaded ahead. */
const PRELOADED_CARDS = 2;

export default function DiscoverPage() {
  useDocumentTitle('Discover');
  const { me, isLoading } = useMe();
  if (isLoading) return <DeckLoading />;
  if (me && me.role !== 'adopter') return <ListerNote role={me.role} />;
  // Keyed so signing in or out starts a fresh deck.
  return <Deck key={me ? 'adopter' : 'guest'} signedIn={me !== null} />;
}

function guestLikeCount(): number {
  return readGuestSwipes().filter((s) => s.direction === 'right').length;
}

function Deck({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  const swipe = useSwipe();

  // Dogs swiped on this visit leave at once; the signed-in list also drops them when it is
  // refetched after the save (product §13: the deck always shows the list's first dog).
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const adopterDeck = useAdopterDeck(signedIn);
  // Each swipe teaches the guest's taste, so their deck is ranked again.
  const guestDeck = useGuestDeck(!signedIn, gone.size);
  const deck = signedIn ? adopterDeck : guestDeck;
  // A guest's earlier swipes, hidden until Start Over.
  const [guestSeen, setGuestSeen] = useState<ReadonlySet<string>>(() =>
    signedIn ? new Set() : new Set(readGuestSwipes().map((s) => s.dogId)),
  );
  const [guestLikes, setGuestLikes] = useState(() => (signedIn ? 0 : guestLikeCount()));
  const [dialogOpen, setDialogOpen] = useState(false);
  const [leaving, setLeaving] = useState<{ id: string; direction: SwipeDirection } | null>(null);
  // How many cards are on show: one fewer for a moment after a swipe (see doSwipe).
  const [depth, setDepth] = useState(1 + DECK_CARDS_BEHIND);
  // The state above updates on the next render; this blocks a second swipe in between.
  const swiping = useRef(false);

  const all = deck.data;
  const remaining = useMemo(
    () => (all ?? []).filter((dog) => !gone.has(dog.id) && !guestSeen.has(dog.id)),
    [all, gone, guestSeen],
  );
  const hasSwipes = useHasSwipes(signedIn && deck.isSuccess && remaining.length === 0 && gone.size === 0);
  // The next dogs' photos, ready before their cards join the deck.
  usePhotoPreload(
    remaining
      .slice(1 + DECK_CARDS_BEHIND, 1 + DECK_CARDS_BEHIND + PRELOADED_CARDS)
      .flatMap((dog) => dog.photos.slice(0, 1)),
    DECK_PHOTO_SIZES,
  );
  const top = remaining[0];
  const busy = leaving !== null || swipe.isPending;

  function doSwipe(direction: SwipeDirection) {
    if (!top || swiping.current || swipe.isPending) return;
    swiping.current = true;
    const dogId = top.id;
    setLeaving({ id: dogId, direction });
    swipe.mutate(
      { dogId, direction, dog: top },
      {
        onSuccess: (result) => {
          if (result.guestLikes === null) return;
          setGuestLikes(result.guestLikes);
          if (direction === 'right' && result.guestLikes === GUEST_SIGNUP_PROMPT_LIKES) {
            window.setTimeout(() => setDialogOpen(true), GUEST_SIGNUP_PROMPT_DELAY_MS);
          }
        },
        onError: () => {
          // The card comes back once its exit has finished, so the choice can be made again.
          window.setTimeout(() => setGone((prev) => without(prev, dogId)), SWIPE_EXIT_MS);
          toast({
            variant: 'destructive',
            title: 'Error saving your choice',
            description: "Don't worry, you can try again. If the problem persists, please refresh the page.",
          });
        },
      },
    );
    window.setTimeout(() => {
      swiping.current = false;
      // The heavy part of a swipe, split so that frames are shown in between (issue 14,
      // point 5): a guest's deck is ranked again on this task, then the deck changes on the
      // next one, as a transition that React renders in slices between frames.
      if (!signedIn) guestDeck.rankAhead();
      window.setTimeout(() => {
        startTransition(() => {
          setGone((prev) => new Set(prev).add(dogId));
          setLeaving(null);
          // The cards behind move up now; the one that joins the back is added a task later.
          setDepth(DECK_CARDS_BEHIND);
        });
        window.setTimeout(() => startTransition(() => setDepth(1 + DECK_CARDS_BEHIND)), 0);
      }, 0);
    }, SWIPE_EXIT_MS);
  }

  function startOver() {
    setGone(new Set());
    setGuestSeen(new Set());
    if (signedIn) void queryClient.invalidateQueries({ queryKey: dogKeys.discover });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      if (!busy) doSwipe(event.key === 'ArrowRight' ? 'right' : 'left');
    }
  }

  if (deck.isPending || (signedIn && deck.isFetching && !top)) return <DeckLoading />;
  if (deck.isError) return <DeckError />;

  const dialog = <SaveMatchesDialog open={dialogOpen} onOpenChange={setDialogOpen} likes={guestLikes} />;

  if (!top) {
    if (signedIn && remaining.length === 0 && gone.size === 0 && hasSwipes === undefined) return <DeckLoading />;
    const finished = signedIn ? gone.size > 0 || hasSwipes === true : (all?.length ?? 0) > 0;
    return (
      <>
        {finished ? <DeckFinished signedIn={signedIn} onStartOver={startOver} /> : <DeckEmpty signedIn={signedIn} />}
        {dialog}
      </>
    );
  }

  // The top card and those behind it, one element each for as long as the dog is shown: a
  // card moves up in place when the one before it leaves (see SwipeCard).
  const shown = remaining.slice(0, depth);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-4 md:py-8">
      <h1 className="sr-only">Discover</h1>
      {!signedIn ? <GuestLikes likes={guestLikes} /> : null}

      <div
        role="group"
        aria-roledescription="card deck"
        aria-label="Dogs to discover. Press the right arrow key to like and the left arrow key to pass."
        tabIndex={0}
        onKeyDown={handleKeyDown}
        className="relative mb-4 h-[clamp(22rem,calc(100dvh-22rem),38rem)] rounded-3xl focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background md:h-[clamp(24rem,calc(100dvh-18rem),40rem)]"
        data-testid="deck"
      >
        {shown
          .map((dog, position) => (
            <SwipeCard
              key={dog.id}
              dog={dog}
              position={position}
              leaving={position === 0 && leaving?.id === dog.id ? leaving.direction : null}
              canSwipe={!busy}
              onSwipe={doSwipe}
            />
          ))
          .reverse()}
      </div>

      <DeckButtons dog={top} busy={busy} onSwipe={doSwipe} onSignInRequired={() => setDialogOpen(true)} />
      <p className="text-center text-sm font-semibold text-muted-foreground">
        Swipe right to like • Swipe left to pass
      </p>
      <p className="sr-only" aria-live="polite" data-testid="deck-announcement">
        {announce(top)}
      </p>
      {top.dayInLifeVideo ? <VideoTeaser key={top.id} dogName={top.name} videoUrl={top.dayInLifeVideo} /> : null}
      {dialog}
    </div>
  );
}

function without(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}

/** What a screen reader hears when a new dog comes to the top. */
export function announce(dog: Dog): string {
  const match =
    dog.compatibilityScore === null ? 'take the quiz to see your match' : `${dog.compatibilityScore}% match`;
  return `${dog.name}, ${formatAge(dog.age)}, ${dog.breed}, ${match}`;
}

function GuestLikes({ likes }: { likes: number }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-full border bg-card px-4 py-2 text-sm font-bold shadow-soft">
      <span className="inline-flex items-center gap-1.5" data-testid="guest-like-count">
        <Heart className="size-4 fill-current text-brand-600" aria-hidden="true" />
        {likes} {likes === 1 ? 'like' : 'likes'}
      </span>
      <a
        href={loginHref('adopter')}
        className="rounded-md text-brand-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="hidden min-[380px]:inline">Sign in to save your matches</span>
        <span className="min-[380px]:hidden">Sign in</span>
      </a>
    </div>
  );
}

function DeckLoading() {
  return (
    <div role="status">
      <CenteredMessage icon={PawPrint} title="Finding your matches...">
        <p>Scout is analyzing compatible dogs near you</p>
      </CenteredMessage>
    </div>
  );
}

function DeckError() {
  return (
    <CenteredMessage
      icon={AlertTriangle}
      title="Unable to load dogs"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Try Again</Button>
          <Button variant="outline" asChild>
            <Link href="/map">View Map Instead</Link>
          </Button>
        </>
      }
    >
      <p>We're having trouble fetching available dogs right now. This might be a temporary issue.</p>
      <p className="mt-3 text-base">If this problem persists, please try again later or contact support.</p>
    </CenteredMessage>
  );
}

function DeckEmpty({ signedIn }: { signedIn: boolean }) {
  return (
    <CenteredMessage
      icon={Search}
      title="No dogs available yet"
      actions={
        <>
          {!signedIn ? (
            <Button asChild>
              <Link href="/onboarding">Start Matching</Link>
            </Button>
          ) : null}
          <Button variant={signedIn ? 'default' : 'outline'} asChild>
            <Link href="/map">View Map</Link>
          </Button>
        </>
      }
    >
      <p>
        {signedIn
          ? 'No dogs in your search area right now. New dogs are listed every week, so check back soon.'
          : 'New dogs are listed every week, so check back soon.'}
      </p>
    </CenteredMessage>
  );
}

function DeckFinished({ signedIn, onStartOver }: { signedIn: boolean; onStartOver: () => void }) {
  return (
    <CenteredMessage
      icon={PartyPopper}
      title="You've seen all the dogs!"
      actions={
        <>
          <Button onClick={onStartOver}>Start Over</Button>
          {signedIn ? (
            <Button variant="outline" asChild>
              <Link href="/map">View Map</Link>
            </Button>
          ) : (
            <Button variant="outline" asChild>
              <Link href="/onboarding">Create Account</Link>
            </Button>
          )}
        </>
      }
    >
      <p>
        {signedIn
          ? 'Your likes are saved under Messages › Matches. New dogs appear here as they are listed.'
          : 'Create an account to keep your likes and hear when similar dogs appear near you.'}
      </p>
    </CenteredMessage>
  );
}

function ListerNote({ role }: { role: Role }) {
  const dashboard = role === 'owner' ? '/owner-dashboard' : '/shelter-dashboard';
  return (
    <CenteredMessage
      icon={PawPrint}
      title="Discover is for adopters"
      actions={
        <Button asChild>
          <Link href={dashboard}>Go to Dashboard</Link>
        </Button>
      }
    >
      <p>Adopters swipe through dogs here, including yours. Your listings and messages are on your dashboard.</p>
    </CenteredMessage>
  );
}
