// 'Apply for Adoption' and 'Edit Application' (decisions §12): the application form in a
// dialog. Applying starts the journey with the answers; editing changes them until the
// lister moves the application on. The form starts from the answers already sent, else from
// the adopter's survey.
import { Loader2 } from 'lucide-react';
import type { ApplicationAnswers, Journey } from '@scout/domain';
import { useSaveApplication, useStartAdoption } from '@/api/adoption-journeys';
import { useProfile } from '@/api/profile';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { applicationFromSurvey, applicationToForm } from '@/lib/application-prefill';
import { AdoptionApplicationForm } from './adoption-application-form';

export interface AdoptionApplicationDialogProps {
  dogId: string;
  dogName: string;
  /** The journey whose answers are being changed; none to apply. */
  journey?: Journey;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a new application has started (the dog page opens the journey). */
  onApplied?: () => void;
}

function ApplicationBody({
  dogId,
  dogName,
  journey,
  onOpenChange,
  onApplied,
}: Omit<AdoptionApplicationDialogProps, 'open'>) {
  const { profile, isLoading } = useProfile();
  const start = useStartAdoption();
  const save = useSaveApplication();
  const editing = journey?.application != null && journey.status === 'active';

  if (isLoading) {
    return (
      <div role="status" className="flex justify-center py-8">
        <Loader2 className="size-7 animate-spin text-primary" aria-hidden="true" />
        <span className="sr-only">Loading your answers...</span>
      </div>
    );
  }

  function failed(error: unknown, fallback: string) {
    // A 409 says why it cannot work (the dog found a home, the shelter moved on); other failures may pass if tried again.
    const reason = error instanceof ApiError && error.status !== 500 ? serverMessage(error) : null;
    toast({ variant: 'destructive', title: 'Error', description: reason || fallback });
  }

  function submit(answers: ApplicationAnswers) {
    if (editing && journey) {
      save.mutate(
        { journeyId: journey.id, answers },
        {
          onSuccess: () => {
            onOpenChange(false);
            toast({ title: 'Application updated', description: `${journey.shelterName} will see your new answers.` });
          },
          onError: (error) => failed(error, 'Failed to save your application. Please try again.'),
        },
      );
      return;
    }
    // Through the promise: the button that opened this dialog unmounts once the journey is in the cache.
    start.mutateAsync({ dogId, application: answers }).then(
      () => {
        onOpenChange(false);
        toast({
          title: 'Application Started! 🎉',
          description: `Your adoption journey for ${dogName} has begun. Track your progress below.`,
        });
        onApplied?.();
      },
      (error: unknown) => failed(error, 'Failed to start adoption application. Please try again.'),
    );
  }

  const initialValues =
    journey?.application != null ? applicationToForm(journey.application) : applicationFromSurvey(profile ?? null);
  return (
    <AdoptionApplicationForm
      dogName={dogName}
      initialValues={initialValues}
      submitLabel={editing ? 'Save Application' : 'Send Application'}
      pendingLabel={editing ? 'Saving...' : 'Starting Application...'}
      pending={start.isPending || save.isPending}
      onSubmit={submit}
      onCancel={() => onOpenChange(false)}
    />
  );
}

export function AdoptionApplicationDialog(props: AdoptionApplicationDialogProps) {
  const editing = props.journey?.application != null && props.journey.status === 'active';
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? 'Your Application' : `Apply to Adopt ${props.dogName}`}</DialogTitle>
          <DialogDescription>
            {editing
              ? `You can change your answers until ${props.journey?.shelterName} schedules the next step.`
              : 'A few questions about your home for the shelter. We filled in what your survey told us.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted while open only: each opening starts from the latest answers. */}
        {props.open ? <ApplicationBody {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}
