// A lister's adoption applications (product §3, §14), for the shelter and owner dashboards:
// each open application with where it stands and the lister's next move (schedule the home
// visit or the meet & greet, mark it done, complete the adoption), then the finished ones.
import { useId, useState, type FormEvent } from 'react';
import { format } from 'date-fns';
import { AlertTriangle, CalendarClock, CheckCircle2, Dog as DogIcon, HeartHandshake, Inbox } from 'lucide-react';
import type { Journey, JourneyPatch, JourneyStep } from '@scout/domain';
import { DATE_FORMATS } from '@scout/domain/constants';
import { JOURNEY_TIME_IN_PAST_MESSAGE } from '@scout/domain/contracts/adoption-journeys';
import { JOURNEY_STEP_TITLES } from '@scout/domain/journey/progress';
import { useAdoptionJourneys, useJourneyAction } from '@/api/adoption-journeys';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useLocalTime, type LocalTime } from '@/hooks/use-local-time';
import { serverMessage } from '@/lib/api-client';
import { JourneyProgressBar, JourneyStepBadge } from './adoption-journey-card';
import { ApplicationReview, DeclineAction } from './application-review';
import { DogPhoto } from '@/components/dog-photo';

type VisitStep = Extract<JourneyStep, 'home_visit' | 'meet_greet'>;

const VISIT_ACTIONS: Record<
  VisitStep,
  {
    schedule: 'schedule_home_visit' | 'schedule_meet_greet';
    complete: 'complete_home_visit' | 'complete_meet_greet';
    next: string;
  }
> = {
  home_visit: { schedule: 'schedule_home_visit', complete: 'complete_home_visit', next: 'meet & greet' },
  meet_greet: { schedule: 'schedule_meet_greet', complete: 'complete_meet_greet', next: 'adoption' },
};

const when = (iso: string) => format(new Date(iso), DATE_FORMATS.shortWithTime);
/** What a datetime-local input takes: local time to the minute. */
const DATETIME_LOCAL = "yyyy-MM-dd'T'HH:mm";

/**
 * Sends one change with its toasts; `onDone` runs after success. Through the promise, not
 * mutate's callbacks: those are dropped when the row unmounts first, as a completed
 * application does when it moves to the past ones.
 */
function useApplicationAction(journey: Journey) {
  const action = useJourneyAction();
  function run(patch: JourneyPatch, success: { title: string; description: string }, onDone?: () => void) {
    action.mutateAsync({ journeyId: journey.id, patch }).then(
      () => {
        toast(success);
        onDone?.();
      },
      (error: unknown) => {
        toast({
          variant: 'destructive',
          title: 'Error',
          description: serverMessage(error) || 'Failed to update the application. Please try again.',
        });
      },
    );
  }
  return { run, pending: action.isPending };
}

function DogThumb({ journey, className }: { journey: Journey; className: string }) {
  const cover = journey.dog.photos[0];
  return cover ? (
    <DogPhoto src={cover} alt={`Photo of ${journey.dog.name}`} sizes="64px" className={`${className} object-cover`} />
  ) : (
    <span className={`${className} flex items-center justify-center bg-brand-50 text-brand-300`}>
      <DogIcon className="size-7" aria-hidden="true" />
      <span className="sr-only">No photo of {journey.dog.name} yet</span>
    </span>
  );
}

function ScheduleForm({ journey, step, onDone }: { journey: Journey; step: VisitStep; onDone?: () => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const time = useLocalTime();
  const [error, setError] = useState<string | null>(null);
  const { run, pending } = useApplicationAction(journey);
  const title = JOURNEY_STEP_TITLES[step];
  function submit(event: FormEvent) {
    event.preventDefault();
    const at = value ? new Date(value) : null;
    if (!at || Number.isNaN(at.getTime())) return setError('Choose a date and time');
    if (at.getTime() <= Date.now()) return setError(JOURNEY_TIME_IN_PAST_MESSAGE);
    setError(null);
    const iso = at.toISOString();
    run(
      { action: VISIT_ACTIONS[step].schedule, at: iso },
      {
        title: `${title} scheduled`,
        description: `${journey.adopterName}'s ${title.toLowerCase()} with ${journey.dog.name} is set for ${when(iso)}.`,
      },
      onDone,
    );
  }
  return (
    // Side by side only when the card is wide enough (a container query: the dashboard's
    // cards are narrow on a wide screen too).
    <form onSubmit={submit} noValidate className="@container">
      <div className="grid gap-2 @md:grid-cols-[1fr_auto] @md:items-start">
        <div className="grid gap-1">
          <label htmlFor={id} className="text-sm font-bold">
            {title} date and time
          </label>
          <Input
            id={id}
            type="datetime-local"
            min={time.format(new Date(), DATETIME_LOCAL) || undefined}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm font-semibold text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          className="@md:mt-6"
          disabled={pending}
          aria-label={`Schedule ${title} for ${journey.adopterName} and ${journey.dog.name}`}
        >
          <CalendarClock aria-hidden="true" />
          {pending ? 'Scheduling...' : `Schedule ${title}`}
        </Button>
      </div>
    </form>
  );
}

function VisitActions({ journey, step }: { journey: Journey; step: VisitStep }) {
  const [rescheduling, setRescheduling] = useState(false);
  const { run, pending } = useApplicationAction(journey);
  const scheduledAt = step === 'home_visit' ? journey.homeVisitScheduledAt : journey.meetGreetScheduledAt;
  const title = JOURNEY_STEP_TITLES[step];
  const time = useLocalTime();
  if (!scheduledAt) return <ScheduleForm journey={journey} step={step} />;
  return (
    <div className="grid gap-3">
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold">
        <CalendarClock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {title}: {time.format(scheduledAt, DATE_FORMATS.shortWithTime)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={pending}
          aria-label={`Mark ${title} Done for ${journey.adopterName} and ${journey.dog.name}`}
          onClick={() =>
            run(
              { action: VISIT_ACTIONS[step].complete },
              {
                title: `${title} done`,
                description: `${journey.adopterName}'s application for ${journey.dog.name} moves on to the ${VISIT_ACTIONS[step].next}.`,
              },
            )
          }
        >
          <CheckCircle2 aria-hidden="true" />
          {pending ? 'Saving...' : `Mark ${title} Done`}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={rescheduling}
          onClick={() => setRescheduling((open) => !open)}
        >
          {rescheduling ? 'Keep This Time' : 'Reschedule'}
        </Button>
      </div>
      {rescheduling ? <ScheduleForm journey={journey} step={step} onDone={() => setRescheduling(false)} /> : null}
    </div>
  );
}

function CompleteAdoptionAction({ journey }: { journey: Journey }) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useApplicationAction(journey);
  const dog = journey.dog.name;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" aria-label={`Complete Adoption of ${dog} by ${journey.adopterName}`}>
          <HeartHandshake aria-hidden="true" />
          Complete Adoption
        </Button>
      }
      title={`Complete ${dog}'s adoption by ${journey.adopterName}?`}
      description={`${dog} will be marked adopted and leave Discover and the map. Any other applications for ${dog} will close, and those adopters will get a kind message from you. This cannot be undone.`}
      confirmLabel="Complete Adoption"
      pendingLabel="Completing..."
      pending={pending}
      onConfirm={() =>
        run(
          { action: 'complete_adoption' },
          { title: 'Adoption complete! 🎉', description: `${dog} is going home with ${journey.adopterName}.` },
          () => setOpen(false),
        )
      }
    />
  );
}

function NextAction({ journey }: { journey: Journey }) {
  const step = journey.currentStep;
  if (step === 'home_visit' || step === 'meet_greet') return <VisitActions key={step} journey={journey} step={step} />;
  if (step === 'adoption') return <CompleteAdoptionAction journey={journey} />;
  return <p className="text-sm text-muted-foreground">Waiting for {journey.adopterName} to submit the application.</p>;
}

function OpenApplication({ journey }: { journey: Journey }) {
  const headingId = `application-${journey.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="grid min-w-0 grid-cols-1 gap-4 rounded-3xl border bg-card p-4 shadow-soft"
    >
      <div className="flex items-center gap-3">
        <DogThumb journey={journey} className="size-16 shrink-0 rounded-2xl" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate text-lg font-extrabold">
            {journey.adopterName}
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            wants to adopt <span className="font-bold text-foreground">{journey.dog.name}</span> ·{' '}
            {JOURNEY_STEP_TITLES[journey.currentStep]}
          </p>
        </div>
        <JourneyStepBadge journey={journey} />
      </div>
      <JourneyProgressBar journey={journey} />
      <ApplicationReview journey={journey} />
      <NextAction journey={journey} />
      <DeclineAction journey={journey} />
    </li>
  );
}

function outcomeOf(journey: Journey, time: LocalTime): string {
  if (journey.status === 'completed')
    return journey.completedAt ? `Adopted ${time.format(journey.completedAt, DATE_FORMATS.short)}` : 'Adopted';
  if (journey.status === 'withdrawn') return 'Withdrawn by the adopter';
  return journey.closedReason ?? 'Closed';
}

function PastApplication({ journey }: { journey: Journey }) {
  const time = useLocalTime();
  return (
    <li className="flex items-center gap-3 py-3">
      <DogThumb journey={journey} className="size-10 shrink-0 rounded-xl" />
      <div className="min-w-0">
        <p className="truncate font-bold">
          {journey.adopterName} · {journey.dog.name}
        </p>
        <p className="truncate text-sm text-muted-foreground">{outcomeOf(journey, time)}</p>
      </div>
    </li>
  );
}

function ApplicationsSkeleton() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading adoption applications...</span>
      <Skeleton className="h-40 rounded-3xl" />
      <Skeleton className="h-40 rounded-3xl" />
    </div>
  );
}

export function AdoptionApplications() {
  const query = useAdoptionJourneys();
  const journeys = query.data ?? [];
  const open = journeys.filter((j) => j.status === 'active');
  const past = journeys.filter((j) => j.status !== 'active');
  return (
    <section aria-labelledby="adoption-applications-heading" className="grid gap-4">
      <div>
        <h2 id="adoption-applications-heading" className="text-2xl font-extrabold tracking-tight">
          Adoption Applications
        </h2>
        <p className="text-muted-foreground">Schedule each step with the family, then complete the adoption.</p>
      </div>
      {query.isPending ? (
        <ApplicationsSkeleton />
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-3xl border bg-card p-6 text-center shadow-soft"
        >
          <AlertTriangle className="size-7 text-destructive" aria-hidden="true" />
          <p className="font-semibold">We couldn't load your adoption applications.</p>
          <Button variant="outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
            {query.isFetching ? 'Trying again...' : 'Try Again'}
          </Button>
        </div>
      ) : journeys.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed bg-card p-8 text-center">
          <Inbox className="size-8 text-brand-300" aria-hidden="true" />
          <p className="font-extrabold">No adoption applications yet</p>
          <p className="text-sm text-muted-foreground">
            When adopters apply for one of your dogs, their applications appear here.
          </p>
        </div>
      ) : (
        <>
          {open.length > 0 ? (
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              {open.map((journey) => (
                <OpenApplication key={journey.id} journey={journey} />
              ))}
            </ul>
          ) : (
            <p className="rounded-3xl border bg-card p-5 text-muted-foreground shadow-soft">
              No open applications right now.
            </p>
          )}
          {past.length > 0 ? (
            <details className="rounded-3xl border bg-card px-5 py-3 shadow-soft">
              <summary className="cursor-pointer font-bold">Past applications ({past.length})</summary>
              <ul className="divide-y">
                {past.map((journey) => (
                  <PastApplication key={journey.id} journey={journey} />
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
