// The adopter's adoption journey card (product §2 "Adoption journey card", §4): the four steps
// with where each stands and its dates, the progress bar and 'Step n of 4', 'Adoption
// Complete!' once done, and what the adopter can do on the current step. Listers schedule
// and complete the steps; the adopter asks them to (onScheduleStep) or withdraws.
import { useState } from 'react';
import {
  CalendarClock,
  CheckCircle2,
  Circle,
  FileText,
  Handshake,
  Home,
  PartyPopper,
  PencilLine,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import type { Journey, JourneyStep } from '@scout/domain';
import { DATE_FORMATS, JOURNEY_STEPS } from '@scout/domain/constants';
import {
  JOURNEY_STEP_TITLES,
  progressPercent,
  stepBadge,
  stepState,
  type StepState,
} from '@scout/domain/journey/progress';
import { useJourneyAction } from '@/api/adoption-journeys';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { useLocalTime, type LocalTime } from '@/hooks/use-local-time';
import { cn } from '@/lib/cn';
import { AdoptionApplicationDialog } from './adoption-application-dialog';
import { ApplicationAnswersList } from './application-answers';
import { ApplicationDocuments } from './application-documents';

const STEP_ICONS: Record<JourneyStep, LucideIcon> = {
  application: FileText,
  home_visit: Home,
  meet_greet: Handshake,
  adoption: PartyPopper,
};

const STATE_LABELS: Record<StepState, string> = {
  completed: 'Completed',
  current: 'Current step',
  upcoming: 'Upcoming',
};

function stepDescription(step: JourneyStep, journey: Journey): string {
  const dog = journey.dog.name;
  switch (step) {
    case 'application':
      return `Your application to adopt ${dog}`;
    case 'home_visit':
      return `${journey.shelterName} visits the home ${dog} will share with you`;
    case 'meet_greet':
      return `Time together with ${dog} before the big day`;
    case 'adoption':
      return `The paperwork is signed and ${dog} comes home`;
  }
}

/** The dates a step has: submitted, scheduled for, completed. */
function stepDates(step: JourneyStep, journey: Journey, time: LocalTime): string[] {
  switch (step) {
    case 'application':
      return journey.applicationSubmittedAt
        ? [`Submitted ${time.format(journey.applicationSubmittedAt, DATE_FORMATS.short)}`]
        : [];
    case 'home_visit':
    case 'meet_greet': {
      const [scheduled, completed] =
        step === 'home_visit'
          ? [journey.homeVisitScheduledAt, journey.homeVisitCompletedAt]
          : [journey.meetGreetScheduledAt, journey.meetGreetCompletedAt];
      if (completed) return [`Completed ${time.format(completed, DATE_FORMATS.short)}`];
      return scheduled ? [`Scheduled for ${time.format(scheduled, DATE_FORMATS.shortWithTime)}`] : [];
    }
    case 'adoption':
      return journey.adoptionDate ? [`Adopted ${time.format(journey.adoptionDate, DATE_FORMATS.long)}`] : [];
  }
}

function isScheduled(step: JourneyStep, journey: Journey): boolean {
  if (step === 'home_visit') return journey.homeVisitScheduledAt !== null;
  if (step === 'meet_greet') return journey.meetGreetScheduledAt !== null;
  return journey.adoptionDate !== null;
}

/** The journey's percent as a bar, with the number beside it. */
export function JourneyProgressBar({ journey, className }: { journey: Journey; className?: string }) {
  const percent = progressPercent(journey);
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={`Adoption progress for ${journey.dog.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-11 text-right text-sm font-extrabold tabular-nums">{percent}%</span>
    </div>
  );
}

/** 'Step n of 4', the badge of product §4. */
export function JourneyStepBadge({ journey }: { journey: Journey }) {
  return (
    <span className="shrink-0 rounded-full bg-secondary px-3 py-1 text-sm font-extrabold text-secondary-foreground">
      {stepBadge(journey)}
    </span>
  );
}

function StepMarker({ step, state }: { step: JourneyStep; state: StepState }) {
  const Icon = state === 'completed' ? CheckCircle2 : state === 'current' ? STEP_ICONS[step] : Circle;
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full',
        state === 'completed' && 'bg-success text-white',
        state === 'current' && 'bg-primary text-primary-foreground ring-4 ring-brand-200',
        state === 'upcoming' && 'border-2 border-border bg-card text-muted-foreground',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function WithdrawAction({ journey }: { journey: Journey }) {
  const [open, setOpen] = useState(false);
  const action = useJourneyAction();
  const dog = journey.dog.name;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" className="justify-self-start text-destructive hover:bg-red-50">
          <XCircle aria-hidden="true" />
          Withdraw Application
        </Button>
      }
      title={`Withdraw your application for ${dog}?`}
      description={`${journey.shelterName} will see that you withdrew. You can apply again later while ${dog} is still looking for a home.`}
      confirmLabel="Withdraw Application"
      pendingLabel="Withdrawing..."
      pending={action.isPending}
      onConfirm={() =>
        action.mutate(
          { journeyId: journey.id, patch: { action: 'withdraw' } },
          {
            onSuccess: () => {
              setOpen(false);
              toast({ title: 'Application withdrawn', description: `Your application for ${dog} has been withdrawn.` });
            },
            onError: (error) => {
              toast({
                variant: 'destructive',
                title: 'Error',
                description: serverMessage(error) || 'Failed to withdraw your application. Please try again.',
              });
            },
          },
        )
      }
    />
  );
}

/**
 * What the adopter sent (decisions §12): the answers and documents, which they may change
 * until the lister schedules the next step.
 */
function SentApplication({ journey }: { journey: Journey }) {
  const [editing, setEditing] = useState(false);
  const editable = journey.applicationEditable;
  return (
    <div className="mt-2 grid gap-3 rounded-2xl border bg-muted/30 p-3">
      {journey.application ? (
        <details>
          <summary className="cursor-pointer font-bold">What you sent</summary>
          <div className="mt-3">
            <ApplicationAnswersList answers={journey.application} />
          </div>
        </details>
      ) : (
        <p className="text-sm font-semibold">
          Your application has no answers yet: {journey.shelterName} sees it as incomplete.
        </p>
      )}
      <ApplicationDocuments journey={journey} editable={editable} />
      {editable ? (
        <>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setEditing(true)}>
            <PencilLine aria-hidden="true" />
            {journey.application ? 'Edit Application' : 'Complete Application'}
          </Button>
          <AdoptionApplicationDialog
            dogId={journey.dogId}
            dogName={journey.dog.name}
            journey={journey}
            open={editing}
            onOpenChange={setEditing}
          />
        </>
      ) : journey.status === 'active' ? (
        <p className="text-xs text-muted-foreground">
          {journey.shelterName} has moved your application on, so it can no longer be changed.
        </p>
      ) : null}
    </div>
  );
}

function StatusNotice({ journey }: { journey: Journey }) {
  if (journey.status === 'withdrawn') {
    return (
      <div role="status" className="rounded-2xl bg-muted p-4">
        <p className="font-extrabold">You withdrew this application.</p>
        <p className="text-sm text-muted-foreground">
          Apply again from {journey.dog.name}'s page if you change your mind.
        </p>
      </div>
    );
  }
  if (journey.status === 'closed') {
    return (
      <div role="status" className="grid gap-2 rounded-2xl bg-muted p-4">
        <p className="font-extrabold">This application is closed.</p>
        {journey.closedReason ? <p className="text-sm text-muted-foreground">{journey.closedReason}</p> : null}
        {journey.declineMessage ? (
          <blockquote className="whitespace-pre-wrap rounded-xl bg-card p-3 text-sm">
            {journey.declineMessage}
          </blockquote>
        ) : null}
      </div>
    );
  }
  return null;
}

export interface AdoptionJourneyCardProps {
  journey: Journey;
  /**
   * The adopter asks for a current step that is not scheduled yet (home visit, meet & greet,
   * adoption day). The dog's lister schedules it, so this should open the conversation with them.
   */
  onScheduleStep: (step: JourneyStep) => void;
}

/** Frameless: place it in a dialog or a Card. Actions are the adopter's; listers use AdoptionApplications. */
export function AdoptionJourneyCard({ journey, onScheduleStep }: AdoptionJourneyCardProps) {
  const complete = journey.completedAt !== null;
  const active = journey.status === 'active';
  const headingId = `journey-${journey.id}-heading`;
  const time = useLocalTime();
  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-extrabold tracking-tight">
            {complete ? 'Adoption Complete!' : 'Adoption Progress'}
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            {journey.dog.name} · {journey.shelterName}
          </p>
        </div>
        <JourneyStepBadge journey={journey} />
      </div>

      <JourneyProgressBar journey={journey} />

      {complete ? (
        <div className="flex gap-3 rounded-2xl bg-brand-50 p-4 text-brand-800">
          <PartyPopper className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-extrabold">Congratulations!</p>
            <p className="text-sm">
              {journey.dog.name} is officially part of your family. Thank you for giving {journey.dog.name} a loving
              home.
            </p>
          </div>
        </div>
      ) : null}

      <StatusNotice journey={journey} />

      <ol className="grid gap-4">
        {JOURNEY_STEPS.map((step) => {
          const state = stepState(journey, step);
          const title = JOURNEY_STEP_TITLES[step];
          const current = active && state === 'current';
          return (
            <li key={step} className="flex gap-3" aria-current={state === 'current' ? 'step' : undefined}>
              <StepMarker step={step} state={state} />
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="flex flex-wrap items-baseline gap-x-2">
                  <span className={cn('font-extrabold', state === 'upcoming' && 'text-muted-foreground')}>{title}</span>
                  <span
                    className={cn(
                      'text-xs font-bold uppercase tracking-wide',
                      state === 'current' ? 'text-brand-700' : 'text-muted-foreground',
                    )}
                  >
                    {STATE_LABELS[state]}
                  </span>
                </p>
                <p className="text-sm text-muted-foreground">{stepDescription(step, journey)}</p>
                {stepDates(step, journey, time).map((line) => (
                  <p key={line} className="inline-flex items-center gap-1.5 text-sm font-semibold">
                    <CalendarClock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {line}
                  </p>
                ))}
                {step === 'application' ? <SentApplication journey={journey} /> : null}
                {current && step !== 'application' && !isScheduled(step, journey) ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="mt-1 justify-self-start"
                    onClick={() => onScheduleStep(step)}
                  >
                    <CalendarClock aria-hidden="true" />
                    Schedule {title}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>

      {active ? <WithdrawAction journey={journey} /> : null}
    </section>
  );
}
