// 'Your Adoption Journey' (product §2 "Dog detail"): the adopter's journey card for one dog in
// a modal. It reads the journey afresh each time it opens, so the adopter sees the steps the
// lister has moved on since.
import { AlertTriangle, Loader2 } from 'lucide-react';
import type { JourneyStep } from '@scout/domain';
import { useAdoptionJourney } from '@/api/adoption-journeys';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { AdoptionJourneyCard } from './adoption-journey-card';

export interface AdoptionJourneyDialogProps {
  dogId: string;
  dogName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** See AdoptionJourneyCard: the adopter asks the lister to schedule this step. */
  onScheduleStep: (step: JourneyStep) => void;
}

function JourneyLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-muted-foreground">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="font-semibold">Loading your adoption journey...</p>
    </div>
  );
}

/** Mounted only while the dialog is open, so every opening reads the journey again. */
function JourneyBody({
  dogId,
  dogName,
  onScheduleStep,
}: Pick<AdoptionJourneyDialogProps, 'dogId' | 'dogName' | 'onScheduleStep'>) {
  const query = useAdoptionJourney(dogId, { refetchOnMount: 'always' });
  if (query.data) return <AdoptionJourneyCard journey={query.data} onScheduleStep={onScheduleStep} />;
  // The journey may be on its way (an application just started): wait for it rather than say there is none.
  if (query.isPending || query.isFetching) return <JourneyLoading />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
        <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
        <p className="font-semibold">We couldn't load your adoption journey.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return <p className="py-6 text-center text-muted-foreground">You haven't applied to adopt {dogName} yet.</p>;
}

export function AdoptionJourneyDialog({
  dogId,
  dogName,
  open,
  onOpenChange,
  onScheduleStep,
}: AdoptionJourneyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Your Adoption Journey</DialogTitle>
          <DialogDescription>Every step of bringing {dogName} home.</DialogDescription>
        </DialogHeader>
        <JourneyBody dogId={dogId} dogName={dogName} onScheduleStep={onScheduleStep} />
      </DialogContent>
    </Dialog>
  );
}
