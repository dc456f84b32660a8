// The dog detail screen's adoption block (product §4 "Adoption application"): 'Apply for
// Adoption' while the adopter has no open application for the dog, then an 'Adoption in
// Progress' card with an 'Active' badge that opens the journey. For signed-in adopters only.
import { CheckCircle2, HeartHandshake, Route } from 'lucide-react';
import type { Journey } from '@scout/domain';
import { useAdoptionJourney, useStartAdoption } from '@/api/adoption-journeys';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { JourneyProgressBar, JourneyStepBadge } from './adoption-journey-card';

export interface AdoptionApplicationPanelProps {
  dogId: string;
  dogName: string;
  /** Opens the journey view ('Your Adoption Journey'): after applying, and from the card. */
  onOpenJourney: () => void;
}

function ApplyButton({ dogId, dogName, onOpenJourney }: AdoptionApplicationPanelProps) {
  const start = useStartAdoption();
  return (
    <Button
      size="lg"
      className="w-full"
      disabled={start.isPending}
      // Through the promise, not mutate's callbacks: this button unmounts as soon as the
      // journey is in the cache, and those callbacks would be dropped with it.
      onClick={() =>
        start.mutateAsync(dogId).then(
          () => {
            toast({
              title: 'Application Started! 🎉',
              description: `Your adoption journey for ${dogName} has begun. Track your progress below.`,
            });
            onOpenJourney();
          },
          (error: unknown) => {
            // A 409 says why applying cannot work (the dog found a home); anything else may pass if tried again.
            const message = error instanceof ApiError && error.status === 409 ? serverMessage(error) : null;
            toast({
              variant: 'destructive',
              title: 'Error',
              description: message || 'Failed to start adoption application. Please try again.',
            });
          },
        )
      }
    >
      <HeartHandshake aria-hidden="true" />
      {start.isPending ? 'Starting Application...' : 'Apply for Adoption'}
    </Button>
  );
}

function JourneySummary({ journey, onOpenJourney }: { journey: Journey; onOpenJourney: () => void }) {
  const complete = journey.status === 'completed';
  return (
    <section
      aria-labelledby={`adoption-${journey.id}-summary`}
      className="grid gap-3 rounded-3xl border bg-card p-5 shadow-soft"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`adoption-${journey.id}-summary`} className="inline-flex items-center gap-2 text-lg font-extrabold">
          {complete ? (
            <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
          ) : (
            <Route className="size-5 text-brand-700" aria-hidden="true" />
          )}
          {complete ? 'Adoption Complete!' : 'Adoption in Progress'}
        </h2>
        {complete ? (
          <span className="rounded-full bg-success px-3 py-1 text-sm font-extrabold text-white">Adopted</span>
        ) : (
          <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-extrabold text-brand-800">Active</span>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
        <span>
          {complete
            ? `${journey.dog.name} is home with you.`
            : `Your application for ${journey.dog.name} is moving along.`}
        </span>
        <JourneyStepBadge journey={journey} />
      </div>
      <JourneyProgressBar journey={journey} />
      <Button variant="secondary" onClick={onOpenJourney}>
        View Adoption Journey
      </Button>
    </section>
  );
}

export function AdoptionApplicationPanel(props: AdoptionApplicationPanelProps) {
  const query = useAdoptionJourney(props.dogId);
  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Checking your adoption application...</span>
        <Skeleton className="h-13 rounded-full" />
      </div>
    );
  }
  const journey = query.data;
  if (journey && (journey.status === 'active' || journey.status === 'completed')) {
    return <JourneySummary journey={journey} onOpenJourney={props.onOpenJourney} />;
  }
  if (journey?.status === 'closed') {
    return (
      <div role="status" className="rounded-3xl border bg-card p-5 shadow-soft">
        <p className="font-extrabold">Your application for {journey.dog.name} is closed.</p>
        {journey.closedReason ? <p className="text-sm text-muted-foreground">{journey.closedReason}</p> : null}
      </div>
    );
  }
  // No application yet, a withdrawn one, or the journey could not be read: applying is safe
  // either way (the server answers an application that is already open as it is).
  return <ApplyButton {...props} />;
}
