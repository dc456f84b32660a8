// Dog detail (product §2, §14): photos, the match score and its reasons, who lists
// the dog and how to reach them, and what an adopter can do next: pass or like, message the
// lister, book a virtual meet & greet, apply for adoption and follow the journey. Each
// section is its own component in this folder; the actions come from useDogActions.
import { useState } from 'react';
import { useParams } from 'wouter';
import type { Dog, SwipeDirection } from '@scout/domain';
import { useAdoptionJourney } from '@/api/adoption-journeys';
import { useDog } from '@/api/dogs';
import { useMe } from '@/api/session';
import { useSwipes } from '@/api/swipes';
import { AdoptionApplicationPanel } from '@/components/adoption-application-panel';
import { AdoptionJourneyDialog } from '@/components/adoption-journey-dialog';
import { QueryErrorState } from '@/components/query-error-state';
import { Button } from '@/components/ui/button';
import { VirtualTourDialog } from '@/components/virtual-tour-dialog';
import { AdopterTourList } from '@/components/virtual-tour-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useDogActions } from '@/hooks/use-dog-actions';
import { loginHref } from '@/lib/auth-links';
import { cn } from '@/lib/cn';
import { readGuestProfile, readGuestSwipes } from '@/lib/guest-storage';
import { AboutCard } from './about-card';
import { DetailSkeleton } from './detail-skeleton';
import { DogActionBar } from './dog-action-bar';
import { DogFacts } from './dog-facts';
import { DogHeader } from './dog-header';
import { DayInLifeCard, PhotoThumbnails } from './dog-media';
import { HealthCard } from './health-card';
import { ListerCard } from './lister-card';
import { MatchScoreCard } from './match-score-card';
import { SimilarDogs } from './similar-dogs';
import { WhyScoutCard } from './why-scout-card';

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

/** The like or pass this visitor gave the dog: a signed-in adopter's from the server, a guest's from this browser. */
function useSwipeDirection(dog: Dog, viewerId: string | null, canSwipe: boolean) {
  const swipes = useSwipes(viewerId !== null && canSwipe);
  const [guestDirection, setGuestDirection] = useState<SwipeDirection | null>(() =>
    viewerId ? null : (readGuestSwipes().find((s) => s.dogId === dog.id)?.direction ?? null),
  );
  const direction = viewerId ? (swipes.data?.find((s) => s.dogId === dog.id)?.direction ?? null) : guestDirection;
  return { direction, setGuestDirection };
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
  const { direction, setGuestDirection } = useSwipeDirection(dog, viewerId, canSwipe);
  // On this screen a failure to open the conversation is only logged (product §8).
  const actions = useDogActions(dog, {
    onMessageError: (error) => console.error('Could not open the conversation', error),
  });
  const available = dog.status === 'available';
  // Guests see the adopter's actions too; using one asks them to sign in.
  const adopter = viewerId !== null && canSwipe;
  const [journeyOpen, setJourneyOpen] = useState(false);
  const journey = useAdoptionJourney(dog.id, { enabled: adopter });
  const adoptionStarted = journey.data?.status === 'active' || journey.data?.status === 'completed';

  function record(next: SwipeDirection) {
    actions.swipe(next, () => {
      if (!viewerId) setGuestDirection(next);
    });
  }

  return (
    <div className={cn('mx-auto w-full max-w-3xl', canSwipe && 'pb-28 md:pb-32')}>
      <DogHeader
        dog={dog}
        photoIndex={photoIndex}
        onPhotoIndexChange={setPhotoIndex}
        onShare={() => void actions.share()}
        favorite={
          canSwipe ? { liked: direction === 'right', pending: actions.swiping, onLike: () => record('right') } : null
        }
      />

      <div className="grid gap-6 px-4 pt-6">
        <DogFacts dog={dog} />
        <MatchScoreCard dog={dog} />

        {adopter && (available || adoptionStarted) ? (
          <AdoptionApplicationPanel dogId={dog.id} dogName={dog.name} onOpenJourney={() => setJourneyOpen(true)} />
        ) : !viewerId && available ? (
          <Button size="lg" asChild>
            <a href={loginHref('adopter')}>Sign in to Apply for Adoption</a>
          </Button>
        ) : null}

        {adopter ? <AdopterTourList dogId={dog.id} dogName={dog.name} /> : null}

        <WhyScoutCard dog={dog} fromQuiz={guestProfile} />
        <AboutCard dog={dog} />
        <PhotoThumbnails dog={dog} photoIndex={photoIndex} onShowPhoto={setPhotoIndex} />
        <DayInLifeCard dog={dog} />
        <HealthCard dog={dog} />
        <ListerCard
          dog={dog}
          signedIn={viewerId !== null}
          message={canSwipe ? { pending: actions.messaging, onMessage: actions.message } : null}
        />
        <SimilarDogs dogId={dog.id} />
      </div>

      {canSwipe && available ? (
        <DogActionBar
          dogName={dog.name}
          direction={direction}
          swiping={actions.swiping}
          onSwipe={record}
          messaging={actions.messaging}
          onMessage={actions.message}
          onVirtualTour={actions.bookTour}
          onJourney={adoptionStarted ? () => setJourneyOpen(true) : null}
        />
      ) : null}

      {adopter ? (
        <>
          <VirtualTourDialog
            dogId={dog.id}
            dogName={dog.name}
            open={actions.tourOpen}
            onOpenChange={actions.setTourOpen}
          />
          <AdoptionJourneyDialog
            dogId={dog.id}
            dogName={dog.name}
            open={journeyOpen}
            onOpenChange={setJourneyOpen}
            // Listers schedule the visits: asking for one is a message to them.
            onScheduleStep={() => {
              setJourneyOpen(false);
              actions.message();
            }}
          />
        </>
      ) : null}
    </div>
  );
}
