// Upcoming virtual tours from either side (product §3, §6, §14): a lister's of all their
// dogs, to confirm or decline, and an adopter's of one dog, to follow and cancel. Each list
// fetches its own tours; declining and cancelling cannot be undone, so both ask first.
import { useId, useState, type ReactNode } from 'react';
import { AlertCircle, CalendarClock, Check, Dog as DogIcon, Video, X } from 'lucide-react';
import type { Tour, TourPatch, TourStatus } from '@scout/domain';
import { DATE_FORMATS } from '@scout/domain/constants';
import { OPEN_TOUR_STATUSES } from '@scout/domain/contracts/virtual-tours';
import { useUpdateTour, useVirtualTours } from '@/api/virtual-tours';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useLocalTime, type LocalTime } from '@/hooks/use-local-time';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { listerOf } from '@/lib/dog-format';
import { DogPhoto } from '@/components/dog-photo';

const STATUS_LABELS: Record<TourStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

const STATUS_STYLES: Record<TourStatus, string> = {
  requested: 'bg-brand-100 text-brand-800',
  confirmed: 'bg-green-100 text-green-800',
  declined: 'bg-muted text-muted-foreground',
  cancelled: 'bg-muted text-muted-foreground',
};

const isOpen = (tour: Tour) => (OPEN_TOUR_STATUSES as readonly TourStatus[]).includes(tour.status);
/** Measured from when the list was fetched, so rendering stays pure; each refetch moves it on. */
const isUpcoming = (tour: Tour, fetchedAt: number) => new Date(tour.scheduledAt).getTime() > fetchedAt;
const whenOf = (tour: Tour, time: LocalTime) => time.format(tour.scheduledAt, DATE_FORMATS.shortWithTime);

function StatusBadge({ status }: { status: TourStatus }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-extrabold', STATUS_STYLES[status])}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** A status change with its toasts; `onDone` runs after success (closing a confirm dialog). */
function useTourAction(tour: Tour) {
  const update = useUpdateTour();
  async function run(
    status: TourPatch['status'],
    success: { title: string; description: string },
    failureTitle: string,
    onDone?: () => void,
  ) {
    // Awaited rather than given mutate() callbacks, which React Query drops if the item unmounts meanwhile.
    try {
      await update.mutateAsync({ tourId: tour.id, status });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: failureTitle,
        description: serverMessage(error) || 'Please try again.',
      });
      return;
    }
    toast(success);
    onDone?.();
  }
  return { run, pending: update.isPending, pendingStatus: update.isPending ? update.variables?.status : undefined };
}

function ListerTourActions({ tour }: { tour: Tour }) {
  const [declineOpen, setDeclineOpen] = useState(false);
  const { run, pending, pendingStatus } = useTourAction(tour);
  const when = whenOf(tour, useLocalTime());
  const who = `${tour.adopterName}'s tour with ${tour.dog.name}`;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {tour.status === 'requested' ? (
        <Button
          size="sm"
          aria-label={`Confirm ${who}`}
          disabled={pending}
          onClick={() =>
            void run(
              'confirmed',
              {
                title: 'Tour confirmed',
                description: `${tour.adopterName} will meet ${tour.dog.name} by video on ${when}.`,
              },
              'Failed to confirm tour',
            )
          }
        >
          <Check aria-hidden="true" />
          {pendingStatus === 'confirmed' ? 'Confirming...' : 'Confirm'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        trigger={
          <Button variant="outline" size="sm" aria-label={`Decline ${who}`} disabled={pending}>
            <X aria-hidden="true" />
            Decline
          </Button>
        }
        title={`Decline ${tour.adopterName}'s tour?`}
        description={`The virtual meet & greet with ${tour.dog.name} on ${when} will be declined, and ${tour.adopterName} will see that. This cannot be undone.`}
        confirmLabel="Decline Tour"
        pendingLabel="Declining..."
        pending={pendingStatus === 'declined'}
        onConfirm={() =>
          void run(
            'declined',
            {
              title: 'Tour declined',
              description: `${tour.adopterName}'s virtual meet & greet with ${tour.dog.name} on ${when} is declined.`,
            },
            'Failed to decline tour',
            () => setDeclineOpen(false),
          )
        }
      />
    </div>
  );
}

function AdopterCancelAction({ tour }: { tour: Tour }) {
  const [open, setOpen] = useState(false);
  const { run, pending } = useTourAction(tour);
  const when = whenOf(tour, useLocalTime());
  return (
    <div className="mt-3">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" size="sm" aria-label={`Cancel Tour on ${when}`}>
            <X aria-hidden="true" />
            Cancel Tour
          </Button>
        }
        title="Cancel this virtual tour?"
        description={`Your virtual meet & greet with ${tour.dog.name} on ${when} will be called off. You can book another time whenever you like.`}
        confirmLabel="Yes, Cancel Tour"
        pendingLabel="Cancelling..."
        pending={pending}
        onConfirm={() =>
          void run(
            'cancelled',
            {
              title: 'Tour cancelled',
              description: `Your virtual meet & greet with ${tour.dog.name} on ${when} is cancelled.`,
            },
            'Failed to cancel tour',
            () => setOpen(false),
          )
        }
      />
    </div>
  );
}

function TourPhoto({ tour }: { tour: Tour }) {
  const cover = tour.dog.photos[0];
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-2xl bg-brand-50">
      {cover ? (
        <DogPhoto src={cover} alt={`Photo of ${tour.dog.name}`} sizes="64px" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-brand-300">
          <DogIcon className="size-8" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}

function TourWhen({ tour }: { tour: Tour }) {
  const time = useLocalTime();
  return (
    <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-bold">
      <CalendarClock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <time dateTime={tour.scheduledAt}>{whenOf(tour, time)}</time>
    </p>
  );
}

function TourNotes({ notes }: { notes: string | null }) {
  if (!notes) return null;
  return <p className="mt-2 whitespace-pre-line break-words rounded-2xl bg-muted px-3 py-2 text-sm">{notes}</p>;
}

/** What a list shows besides its tours: loading, a failed load, or nothing yet. */
function TourListFrame({
  title,
  query,
  empty,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: ReactNode;
  children: ReactNode | null;
}) {
  const headingId = useId();
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading virtual tours...</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-3xl border bg-card p-5 shadow-soft">
        <p className="inline-flex items-center gap-2 font-bold">
          <AlertCircle className="size-5 text-destructive" aria-hidden="true" />
          We couldn't load your virtual tours.
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    body = children ?? (
      <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed bg-card p-6 text-center">
        <Video className="size-8 text-brand-300" aria-hidden="true" />
        {empty}
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
        {title}
      </h2>
      {body}
    </section>
  );
}

/** A shelter's or owner's upcoming tours of their dogs (dashboard), to confirm or decline. */
export function ListerTourList() {
  const query = useVirtualTours();
  const tours = (query.data ?? []).filter((tour) => isUpcoming(tour, query.dataUpdatedAt));
  return (
    <TourListFrame
      title="Virtual Tours"
      query={query}
      empty={
        <>
          <p className="font-bold">No upcoming virtual tours</p>
          <p className="text-sm text-muted-foreground">
            When adopters book a virtual meet &amp; greet with your dogs, it shows up here.
          </p>
        </>
      }
    >
      {tours.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3" aria-label="Upcoming virtual tours">
          {tours.map((tour) => (
            <li key={tour.id} className="flex gap-3 rounded-3xl border bg-card p-4 shadow-soft">
              <TourPhoto tour={tour} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-extrabold">{tour.dog.name}</p>
                  <StatusBadge status={tour.status} />
                </div>
                <p className="text-sm text-muted-foreground">with {tour.adopterName}</p>
                <TourWhen tour={tour} />
                <TourNotes notes={tour.notes} />
                {isOpen(tour) ? <ListerTourActions tour={tour} /> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </TourListFrame>
  );
}

const ADOPTER_STATUS_LINES: Record<TourStatus, (lister: string) => string> = {
  requested: (lister) => `Waiting for ${lister} to confirm.`,
  confirmed: (lister) => `${lister} confirmed this time.`,
  declined: (lister) => `${lister} can't make this time.`,
  cancelled: () => 'You cancelled this tour.',
};

/** The signed-in adopter's upcoming tours of one dog (dog page), with a way to cancel. */
export function AdopterTourList({ dogId, dogName }: { dogId: string; dogName: string }) {
  const query = useVirtualTours({ dogId });
  const tours = (query.data ?? []).filter((tour) => isUpcoming(tour, query.dataUpdatedAt));
  return (
    <TourListFrame
      title="Your Virtual Tours"
      query={query}
      empty={<p className="text-sm text-muted-foreground">No upcoming virtual tours with {dogName}.</p>}
    >
      {tours.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3" aria-label={`Your upcoming virtual tours with ${dogName}`}>
          {tours.map((tour) => (
            <li key={tour.id} className="rounded-3xl border bg-card p-4 shadow-soft">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <TourWhen tour={tour} />
                <StatusBadge status={tour.status} />
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {ADOPTER_STATUS_LINES[tour.status](listerOf(tour.shelterName).name)}
              </p>
              <TourNotes notes={tour.notes} />
              {isOpen(tour) ? <AdopterCancelAction tour={tour} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </TourListFrame>
  );
}
