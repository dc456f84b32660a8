// What a lister reads before moving an application on (decisions §12, issue 15): the dog's
// fit for this adopter in the same words the adopter sees (score, broken hard limits, reasons),
// the adopter's survey in a few lines, their answers and documents; and the kind decline.
import { useState } from 'react';
import { AlertTriangle, ThumbsUp, XCircle } from 'lucide-react';
import type { Journey } from '@scout/domain';
import { DECLINE_MESSAGE_MAX, suggestedDeclineMessage } from '@scout/domain/contracts/adoption-applications';
import { useJourneyAction } from '@/api/adoption-journeys';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ApplicationAnswersList } from './application-answers';
import { ApplicationDocuments } from './application-documents';

function Fit({ journey }: { journey: Journey }) {
  const fit = journey.fit;
  if (!fit) {
    return (
      <p className="text-sm text-muted-foreground">
        {journey.adopterName} has not taken the survey, so Scout has no fit to show.
      </p>
    );
  }
  const broken = fit.hardLimits.length > 0;
  const reasons = fit.reasons.filter((reason) => !fit.hardLimits.includes(reason));
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2">
        <span
          className={cn(
            'rounded-full px-3 py-1 text-sm font-extrabold',
            broken ? 'bg-red-100 text-destructive' : 'bg-brand-100 text-brand-800',
          )}
        >
          {fit.score}% match
        </span>
        <span className="text-sm text-muted-foreground">{journey.dog.name} for this home</span>
      </p>
      {broken ? (
        <ul className="grid gap-1" aria-label="Hard limits broken">
          {fit.hardLimits.map((limit) => (
            <li key={limit} className="flex items-start gap-2 text-sm font-semibold text-destructive">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {limit}
            </li>
          ))}
        </ul>
      ) : null}
      {reasons.length > 0 ? (
        <ul className="grid gap-1" aria-label="Why">
          {reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-2 text-sm">
              <ThumbsUp className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The fit, the survey, the answers and the documents, for the dog's lister. */
export function ApplicationReview({ journey }: { journey: Journey }) {
  return (
    <div className="grid gap-4 rounded-2xl border bg-muted/30 p-3">
      <Fit journey={journey} />
      {journey.adopterSurvey && journey.adopterSurvey.length > 0 ? (
        <div>
          <p className="text-sm font-bold text-muted-foreground">From {journey.adopterName}'s survey</p>
          <ul className="mt-1 grid gap-0.5 text-sm">
            {journey.adopterSurvey.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {journey.application ? (
        <details>
          <summary className="cursor-pointer font-bold">Application answers</summary>
          <div className="mt-3">
            <ApplicationAnswersList answers={journey.application} />
          </div>
        </details>
      ) : (
        <p className="text-sm font-semibold">
          Incomplete: {journey.adopterName} has not answered the application questions yet.
        </p>
      )}
      <ApplicationDocuments journey={journey} editable={false} />
    </div>
  );
}

/** Declines with a kind message (a suggested one the lister may change): the adopter is told in their messages. */
export function DeclineAction({ journey }: { journey: Journey }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState(() => suggestedDeclineMessage(journey.dog.name));
  const action = useJourneyAction();
  const blank = message.trim() === '';
  function decline() {
    if (blank || action.isPending) return;
    // Through the promise: the row moves to the past applications (and unmounts) once declined.
    action.mutateAsync({ journeyId: journey.id, patch: { action: 'decline', message } }).then(
      () => {
        setOpen(false);
        toast({
          title: 'Application declined',
          description: `${journey.adopterName} will find your message in their conversations.`,
        });
      },
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: serverMessage(error) || 'Failed to decline the application. Please try again.',
        }),
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:bg-red-50"
        aria-label={`Decline ${journey.adopterName}'s application for ${journey.dog.name}`}
        onClick={() => setOpen(true)}
      >
        <XCircle aria-hidden="true" />
        Decline
      </Button>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Decline {journey.adopterName}'s application?</DialogTitle>
          <DialogDescription>
            The application for {journey.dog.name} closes, and {journey.adopterName} gets this message in your
            conversation. Change it as you like.
          </DialogDescription>
        </DialogHeader>
        <label className="grid gap-2">
          <span className="text-sm font-bold">Your message</span>
          <Textarea
            rows={6}
            value={message}
            maxLength={DECLINE_MESSAGE_MAX}
            aria-invalid={blank ? true : undefined}
            onChange={(event) => setMessage(event.target.value)}
          />
          {blank ? <span className="text-sm font-semibold text-destructive">Message is required</span> : null}
        </label>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)} disabled={action.isPending}>
            Keep Application
          </Button>
          <Button variant="destructive" onClick={decline} disabled={blank || action.isPending}>
            {action.isPending ? 'Declining...' : 'Decline Application'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
