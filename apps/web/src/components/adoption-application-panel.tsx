// The dog detail screen's adoption block (product §4 "Adoption application"): 'Apply for
// Adoption' (the application form, decisions §12) while the adopter has no open application
// for the dog, then an 'Adoption in Progress' card with an 'Active' badge that opens the
// journey. For signed-in adopters only.
import { useState } from 'react';
import { CheckCircle2, HeartHandshake, Route } from 'lucide-react';
import type { Journey } from '@scout/domain';
import { useAdoptionJourney } from '@/api/adoption-journeys';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AdoptionApplicationDialog } from './adoption-application-dialog';
import { JourneyProgressBar, JourneyStepBadge } from './adoption-journey-card';

export interface AdoptionApplicationPanelProps {
  dogId: string;
  dogName: string;
  /** Opens the journey view ('Your Adoption Journey'): after applying, and from the card. */
  onOpenJourney: () => void;
}

function ApplyButton({ dogId, dogName, onOpenJourney }: AdoptionApplicationPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
        <HeartHandshake aria-hidden="true" />
        Apply for Adoption
      </Button>
      <AdoptionApplicationDialog
        dogId={dogId}
        dogName={dogName}
        open={open}
        onOpenChange={setOpen}
        onApplied={onOpenJourney}
      />
    </>
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
      <div role="status" className="grid gap-2 rounded-3xl border bg-card p-5 shadow-soft">
        <p className="font-extrabold">Your application for {journey.dog.name} is closed.</p>
        {journey.closedReason ? <p className="text-sm text-muted-foreground">{journey.closedReason}</p> : null}
        {journey.declineMessage ? (
          <blockquote className="whitespace-pre-wrap rounded-2xl bg-muted p-3 text-sm">
            {journey.declineMessage}
          </blockquote>
        ) : null}
      </div>
    );
  }
  // No application yet, a withdrawn one, or the journey could not be read: applying is safe
  // either way (the server answers an application that is already open as it is).
  return <ApplyButton {...props} />;
}
