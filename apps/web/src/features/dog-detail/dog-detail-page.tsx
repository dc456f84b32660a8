// Dog detail (spec §2; decisions §9): photos, the match score and its reasons, who lists
// the dog and how to reach them, and what an adopter can do next: pass or like, message the
// lister, book a virtual meet & greet, apply for adoption and follow the journey.
import { useState, type ReactNode } from 'react';
import {
  ArrowLeft,
  Baby,
  Cat,
  Check,
  Dog as DogIcon,
  Heart,
  Home,
  MapPin,
  MessageCircle,
  Phone,
  Share2,
  Sparkles,
  Weight,
  X,
} from 'lucide-react';
import { Link, useParams } from 'wouter';
import type { Dog, SwipeDirection } from '@scout/domain';
import { THUMBNAIL_COLUMNS } from '@scout/domain/constants';
import { photoThumbnailUrl } from '@scout/domain/contracts/uploads';
import { useAdoptionJourney } from '@/api/adoption-journeys';
import { useOpenConversation } from '@/api/conversations';
import { useDog } from '@/api/dogs';
import { useMe } from '@/api/session';
import { useSwipe, useSwipes } from '@/api/swipes';
import { AdoptionApplicationPanel } from '@/components/adoption-application-panel';
import { AdoptionJourneyDialog } from '@/components/adoption-journey-dialog';
import { QueryErrorState } from '@/components/query-error-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { VirtualTourDialog } from '@/components/virtual-tour-dialog';
import { AdopterTourList } from '@/components/virtual-tour-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loginHref } from '@/lib/auth-links';
import { cn } from '@/lib/cn';
import {
  energyLabel,
  formatAgeOld,
  formatDistance,
  formatWeight,
  listerOf,
  telHref,
  traitLabel,
  videoThumbnailUrl,
} from '@/lib/dog-format';
import { readGuestProfile, readGuestSwipes } from '@/lib/guest-storage';
import { DogActionBar } from './dog-action-bar';
import { PhotoGallery } from './photo-gallery';
import { ScheduleVisitDialog } from './schedule-visit-dialog';
import { SimilarDogs } from './similar-dogs';

export default function DogDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { me, isLoading } = useMe();
  if (isLoading) return <DetailSkeleton />;
  return (
    <DogDetail
      key={`${id}:${me?.id ?? 'guest'}`}
      id={id}
      viewerId={me?.id ?? null}
      canSwipe={!me || me.role === 'adopter'}
    />
  );
}

function DogDetail({ id, viewerId, canSwipe }: { id: string; viewerId: string | null; canSwipe: boolean }) {
  // A guest's survey answers, read once: they score the dog in this browser.
  const [guestProfile] = useState(() => (viewerId ? null : readGuestProfile()));
  const dogQuery = useDog(id, viewerId, guestProfile);
  const dog = dogQuery.data;
  useDocumentTitle(dog ? dog.name : dogQuery.isError ? 'Dog not found' : 'Dog Profile');

  if (dogQuery.isPending) return <DetailSkeleton />;
  if (dogQuery.isError) {
    return (
      <QueryErrorState
        error={dogQuery.error}
        onRetry={() => void dogQuery.refetch()}
        notFoundTitle="Dog not found"
        notFoundText="This dog may have found a home already."
        errorTitle="Unable to load this dog"
        back={{ href: '/discover', label: 'Back to Discover' }}
      />
    );
  }
  return (
    <DogProfile dog={dogQuery.data} viewerId={viewerId} canSwipe={canSwipe} guestProfile={guestProfile !== null} />
  );
}

function DogProfile({
  dog,
  viewerId,
  canSwipe,
  guestProfile,
}: {
  dog: Dog;
  viewerId: string | null;
  canSwipe: boolean;
  guestProfile: boolean;
}) {
  const [photoIndex, setPhotoIndex] = useState(0);
  const swipe = useSwipe();
  const swipes = useSwipes(viewerId !== null && canSwipe);
  const [guestDirection, setGuestDirection] = useState<SwipeDirection | null>(() =>
    viewerId ? null : (readGuestSwipes().find((s) => s.dogId === dog.id)?.direction ?? null),
  );
  const direction = viewerId ? (swipes.data?.find((s) => s.dogId === dog.id)?.direction ?? null) : guestDirection;
  const liked = direction === 'right';
  const lister = listerOf(dog.shelterName);
  const distance = formatDistance(dog.distance);
  const available = dog.status === 'available';
  // Guests see the adopter's actions too; using one asks them to sign in.
  const adopter = viewerId !== null && canSwipe;
  const openConversation = useOpenConversation();
  const [tourOpen, setTourOpen] = useState(false);
  const [journeyOpen, setJourneyOpen] = useState(false);
  const journey = useAdoptionJourney(dog.id, { enabled: adopter });
  const adoptionStarted = journey.data?.status === 'active' || journey.data?.status === 'completed';

  function message() {
    if (!viewerId) {
      toast({ title: 'Sign in required', description: 'Create an account to message shelters' });
      return;
    }
    // On this screen a failure is only logged (spec §8).
    openConversation.mutate(dog.id, { onError: (error) => console.error('Could not open the conversation', error) });
  }

  function virtualTour() {
    if (!viewerId) {
      toast({ title: 'Sign in required', description: 'Create an account to book a virtual meet & greet' });
      return;
    }
    setTourOpen(true);
  }

  function record(next: SwipeDirection) {
    swipe.mutate(
      { dogId: dog.id, direction: next, dog },
      {
        onSuccess: () => {
          if (!viewerId) setGuestDirection(next);
          toast(
            next === 'right'
              ? { title: 'Match!', description: `You liked ${dog.name}! Check your liked dogs.` }
              : { title: 'Pass recorded', description: 'You can always change your mind later!' },
          );
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to save your choice. Please try again.',
          }),
      },
    );
  }

  async function share() {
    const url = window.location.href;
    const title = `${dog.name} on Scout`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: `Meet ${dog.name}, a ${dog.breed} looking for a home.`, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Sharing refused (e.g. not allowed here): fall back to copying the link.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: `Share ${dog.name}'s profile with anyone.` });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy the link', description: url });
    }
  }

  const imageButton =
    'flex size-11 items-center justify-center rounded-full bg-card/95 text-foreground shadow-soft transition-colors hover:bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

  return (
    <div className={cn('mx-auto w-full max-w-3xl', canSwipe && 'pb-28 md:pb-32')}>
      <div className="sticky top-16 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-2 backdrop-blur md:px-4">
        <Button variant="ghost" size="icon" asChild>
          <Link href="/discover" aria-label="Back to Discover">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <p className="truncate text-lg font-extrabold">{dog.name}</p>
      </div>

      <div className="md:px-4 md:pt-4">
        <PhotoGallery
          name={dog.name}
          photos={dog.photos}
          index={photoIndex}
          onIndexChange={setPhotoIndex}
          actions={
            <>
              <button
                type="button"
                aria-label={`Share ${dog.name}`}
                className={imageButton}
                onClick={() => void share()}
              >
                <Share2 className="size-5" aria-hidden="true" />
              </button>
              {canSwipe ? (
                <button
                  type="button"
                  aria-label={liked ? `You like ${dog.name}` : `Favorite ${dog.name}`}
                  aria-pressed={liked}
                  disabled={swipe.isPending}
                  className={cn(imageButton, liked && 'text-brand-600')}
                  onClick={() => {
                    if (!liked) record('right');
                  }}
                >
                  <Heart className={cn('size-5', liked && 'fill-current')} aria-hidden="true" />
                </button>
              ) : null}
            </>
          }
        />
      </div>

      <div className="grid gap-6 px-4 pt-6">
        <div>
          <h1 className="text-4xl font-black tracking-tight">{dog.name}</h1>
          <p className="mt-1 text-lg font-semibold">{dog.breed}</p>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 font-semibold text-muted-foreground">
            <span>{formatAgeOld(dog.age)}</span>
            <span className="inline-flex items-center gap-1.5">
              <Weight className="size-4" aria-hidden="true" />
              {formatWeight(dog.weight)}
            </span>
            {distance ? (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {distance}
              </span>
            ) : null}
          </div>
        </div>

        {!available ? (
          <p
            role="status"
            className="flex items-center gap-3 rounded-3xl border border-green-200 bg-green-50 p-4 font-bold text-green-900"
          >
            <Home className="size-6 shrink-0" aria-hidden="true" />
            {dog.name} has found a home.
          </p>
        ) : null}

        <MatchScoreCard dog={dog} />

        {adopter && (available || adoptionStarted) ? (
          <AdoptionApplicationPanel dogId={dog.id} dogName={dog.name} onOpenJourney={() => setJourneyOpen(true)} />
        ) : !viewerId && available ? (
          <Button size="lg" asChild>
            <a href={loginHref('adopter')}>Sign in to Apply for Adoption</a>
          </Button>
        ) : null}

        {adopter ? <AdopterTourList dogId={dog.id} dogName={dog.name} /> : null}

        {dog.compatibilityReasons.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle>Why Scout thinks you'll love {dog.name}</CardTitle>
              {guestProfile ? (
                <p className="text-sm text-muted-foreground">Based on the answers you gave in the quiz.</p>
              ) : null}
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2">
                {dog.compatibilityReasons.map((reason) => (
                  <li key={reason} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                    <span>{reason}</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}

        <Card>
          <CardHeader>
            <CardTitle>About {dog.name}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="leading-relaxed">{dog.bio}</p>
            <ul className="flex flex-wrap gap-2" aria-label="Energy and temperament">
              <li className="rounded-full bg-brand-600 px-3 py-1 text-sm font-bold text-primary-foreground">
                {energyLabel(dog.energyLevel)}
              </li>
              {dog.temperament.map((trait) => (
                <li
                  key={trait}
                  className="rounded-full bg-secondary px-3 py-1 text-sm font-bold text-secondary-foreground"
                >
                  {traitLabel(trait)}
                </li>
              ))}
            </ul>
            <div>
              <h3 className="mb-2 font-extrabold">Great With</h3>
              <ul className="grid grid-cols-3 gap-3">
                <GreatWith label="Kids" yes={dog.goodWithKids} icon={<Baby className="size-6" aria-hidden="true" />} />
                <GreatWith
                  label="Dogs"
                  yes={dog.goodWithDogs}
                  icon={<DogIcon className="size-6" aria-hidden="true" />}
                />
                <GreatWith label="Cats" yes={dog.goodWithCats} icon={<Cat className="size-6" aria-hidden="true" />} />
              </ul>
            </div>
          </CardContent>
        </Card>

        {dog.photos.length > 1 ? (
          <section aria-labelledby="photos-heading">
            <h2 id="photos-heading" className="mb-3 text-xl font-extrabold tracking-tight">
              Photos
            </h2>
            <ul className="grid gap-2" style={{ gridTemplateColumns: `repeat(${THUMBNAIL_COLUMNS}, minmax(0, 1fr))` }}>
              {dog.photos.map((src, i) => (
                <li key={src + i}>
                  <button
                    type="button"
                    aria-label={`Show photo ${i + 1} of ${dog.photos.length}`}
                    onClick={() => {
                      setPhotoIndex(i);
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                    className={cn(
                      'block aspect-square w-full overflow-hidden rounded-2xl bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      i === photoIndex && 'ring-2 ring-brand-600',
                    )}
                  >
                    <img src={photoThumbnailUrl(src)} alt="" loading="lazy" className="size-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {dog.dayInLifeVideo ? (
          <Card>
            <CardHeader>
              <CardTitle>A Day with {dog.name}</CardTitle>
            </CardHeader>
            <CardContent>
              <video
                src={dog.dayInLifeVideo}
                poster={videoThumbnailUrl(dog.dayInLifeVideo)}
                controls
                preload="none"
                playsInline
                className="aspect-video w-full rounded-2xl bg-black"
              >
                <track kind="captions" />
              </video>
            </CardContent>
          </Card>
        ) : null}

        <Card>
          <CardHeader>
            <CardTitle>Health &amp; Details</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              <HealthLine ok={dog.vaccinated}>{dog.vaccinated ? 'Vaccinated' : 'Not vaccinated'}</HealthLine>
              <HealthLine ok={dog.spayedNeutered}>
                {dog.spayedNeutered ? 'Spayed/Neutered' : 'Not spayed/neutered'}
              </HealthLine>
            </ul>
            {dog.specialNeeds ? (
              <div className="mt-4 rounded-2xl bg-muted p-4">
                <h3 className="font-extrabold">Special Needs</h3>
                <p className="mt-1">{dog.specialNeeds}</p>
              </div>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{lister.isOwner ? 'Owner Information' : 'Shelter Information'}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p>
              <span className="text-muted-foreground">{lister.isOwner ? 'Posted by' : 'Available at'}</span>{' '}
              <span className="font-extrabold">{lister.name}</span>
            </p>
            <p className="inline-flex items-start gap-2 text-muted-foreground">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {dog.shelterAddress}
            </p>
            {dog.shelterPhone ? (
              <a
                href={telHref(dog.shelterPhone)}
                className="inline-flex w-fit items-center gap-2 font-bold text-brand-700 underline-offset-4 hover:underline"
              >
                <Phone className="size-4" aria-hidden="true" />
                {dog.shelterPhone}
              </a>
            ) : !viewerId ? (
              <p className="text-sm text-muted-foreground">
                <a href={loginHref('adopter')} className="font-bold text-brand-700 underline-offset-4 hover:underline">
                  Sign in
                </a>{' '}
                to see {lister.name}'s phone number.
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-3">
              <ScheduleVisitDialog
                dogName={dog.name}
                listerName={lister.name}
                isOwner={lister.isOwner}
                address={dog.shelterAddress}
                phone={dog.shelterPhone}
              />
              {dog.shelterPhone ? (
                <Button variant="outline" asChild>
                  <a href={telHref(dog.shelterPhone)}>
                    <Phone aria-hidden="true" />
                    {lister.isOwner ? 'Contact Owner' : 'Call Shelter'}
                  </a>
                </Button>
              ) : null}
              {canSwipe ? (
                <Button variant="outline" disabled={openConversation.isPending} onClick={message}>
                  <MessageCircle aria-hidden="true" />
                  {lister.isOwner ? 'Message Owner' : 'Message Shelter'}
                </Button>
              ) : null}
            </div>
          </CardContent>
        </Card>

        <SimilarDogs dogId={dog.id} />
      </div>

      {canSwipe && available ? (
        <DogActionBar
          dogName={dog.name}
          direction={direction}
          swiping={swipe.isPending}
          onSwipe={record}
          messaging={openConversation.isPending}
          onMessage={message}
          onVirtualTour={virtualTour}
          onJourney={adoptionStarted ? () => setJourneyOpen(true) : null}
        />
      ) : null}

      {adopter ? (
        <>
          <VirtualTourDialog dogId={dog.id} dogName={dog.name} open={tourOpen} onOpenChange={setTourOpen} />
          <AdoptionJourneyDialog
            dogId={dog.id}
            dogName={dog.name}
            open={journeyOpen}
            onOpenChange={setJourneyOpen}
            // Listers schedule the visits: asking for one is a message to them.
            onScheduleStep={() => {
              setJourneyOpen(false);
              message();
            }}
          />
        </>
      ) : null}
    </div>
  );
}

function MatchScoreCard({ dog }: { dog: Dog }) {
  if (dog.compatibilityScore === null) {
    return (
      <Card className="bg-secondary/60">
        <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
          <div>
            <h2 className="text-xl font-extrabold">Perfect Match Score</h2>
            <p className="text-muted-foreground">Answer a few questions to see how well {dog.name} fits your life.</p>
          </div>
          <Button asChild>
            <Link href="/onboarding">
              <Sparkles aria-hidden="true" />
              Take the quiz
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="bg-secondary/60">
      <CardContent className="grid gap-3 pt-6">
        <div className="flex items-baseline justify-between gap-4">
          <h2 className="text-xl font-extrabold">Perfect Match Score</h2>
          <p className="text-4xl font-black text-brand-700" data-testid="match-score">
            {dog.compatibilityScore}%
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Perfect Match Score"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={dog.compatibilityScore}
          className="h-3 overflow-hidden rounded-full bg-card"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${dog.compatibilityScore}%` }} />
        </div>
      </CardContent>
    </Card>
  );
}

function GreatWith({ label, yes, icon }: { label: string; yes: boolean; icon: ReactNode }) {
  return (
    <li
      className={cn(
        'flex flex-col items-center gap-1 rounded-2xl border p-3 text-center',
        yes ? 'border-green-200 bg-green-50 text-green-800' : 'bg-muted text-muted-foreground',
      )}
    >
      {icon}
      <span className="font-extrabold">{label}</span>
      <span className="text-sm font-semibold">{yes ? 'Yes' : 'Not recommended'}</span>
    </li>
  );
}

function HealthLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2 font-semibold">
      {ok ? (
        <Check className="size-5 text-success" aria-hidden="true" />
      ) : (
        <X className="size-5 text-muted-foreground" aria-hidden="true" />
      )}
      {children}
    </li>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" className="mx-auto grid w-full max-w-3xl gap-6 md:px-4 md:pt-4">
      <span className="sr-only">Loading dog profile…</span>
      <Skeleton className="h-[500px] rounded-none md:h-[600px] md:rounded-3xl" />
      <div className="grid gap-3 px-4">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-24" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}
