// The virtual tour scheduler (product §2 "Virtual tour scheduler", §5, §8): a one-day calendar,
// the nine hourly slots as a radio group, optional notes, and the chosen date and time in
// words. Days and slots follow lib/tour-slots (no Sundays, nothing past, nothing beyond the
// booking horizon); the slot is the adopter's local hour, sent as an instant.
import { useId, useState, type FormEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './virtual-tour-calendar.css';
import { format } from 'date-fns';
import { DATE_FORMATS, TOUR_DEFAULT_TIME } from '@scout/domain/constants';
import {
  TOUR_DATE_REQUIRED_MESSAGE,
  TOUR_IN_PAST_MESSAGE,
  TOUR_NOTES_MAX_LENGTH,
} from '@scout/domain/contracts/virtual-tours';
import { useScheduleTour } from '@/api/virtual-tours';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  isDaySelectable,
  isSlotBookable,
  lastTourDay,
  slotForDay,
  TOUR_SLOTS,
  tourScheduledAt,
} from '@/lib/tour-slots';

export interface VirtualTourSchedulerProps {
  dogId: string;
  dogName: string;
  /** Called once the tour is booked and the tour lists are fresh (the dialog closes then). */
  onScheduled?: () => void;
}

export function VirtualTourScheduler({ dogId, dogName, onScheduled }: VirtualTourSchedulerProps) {
  const [date, setDate] = useState<Date | undefined>();
  const [time, setTime] = useState<string>(TOUR_DEFAULT_TIME);
  const [notes, setNotes] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const schedule = useScheduleTour();
  const id = useId();
  const errorId = `${id}-error`;
  // The calendar's today: when the scheduler opened (the dialog mounts it afresh each time).
  const [now] = useState(() => new Date());

  function selectDay(day: Date) {
    setDate(day);
    setTime((current) => slotForDay(day, current, new Date()));
    setFormError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (schedule.isPending) return;
    if (!date) {
      setFormError(TOUR_DATE_REQUIRED_MESSAGE);
      return;
    }
    // The dialog may have stayed open while the chosen hour went by.
    if (!isSlotBookable(date, time, new Date())) {
      setFormError(TOUR_IN_PAST_MESSAGE);
      return;
    }
    setFormError(null);
    const trimmedNotes = notes.trim();
    // Awaited rather than given mutate() callbacks, which React Query drops when the dialog
    // is closed mid-request: the adopter still hears how it went.
    try {
      await schedule.mutateAsync({
        dogId,
        scheduledAt: tourScheduledAt(date, time),
        notes: trimmedNotes === '' ? null : trimmedNotes,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to schedule tour',
        description: 'Please try again or contact the shelter directly.',
      });
      // The server's reason (a taken slot, an adopted dog) helps more than the toast alone.
      const message = error instanceof ApiError && error.status < 500 ? serverMessage(error) : null;
      if (message) setFormError(message);
      return;
    }
    toast({ title: 'Virtual tour scheduled!', description: `Your virtual meet & greet with ${dogName} is confirmed.` });
    setDate(undefined);
    setNotes('');
    onScheduled?.();
  }

  const missingDate = !date;
  return (
    <form
      className="grid gap-5"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Schedule a virtual tour with ${dogName}`}
    >
      <fieldset
        className="grid gap-2"
        aria-describedby={formError === TOUR_DATE_REQUIRED_MESSAGE ? errorId : undefined}
      >
        <legend className="mb-2 text-sm font-bold">Date</legend>
        <DayPicker
          mode="single"
          required
          selected={date}
          onSelect={selectDay}
          disabled={(day: Date) => !isDaySelectable(day, now)}
          startMonth={now}
          endMonth={lastTourDay(now)}
          className="tour-calendar"
        />
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-bold">Time</legend>
        <div className="grid grid-cols-3 gap-2">
          {TOUR_SLOTS.map((slot) => {
            const chosen = time === slot;
            const unavailable = date !== undefined && !isSlotBookable(date, slot, now);
            return (
              <label key={slot} className="relative">
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={slot}
                  checked={chosen}
                  disabled={unavailable}
                  onChange={() => setTime(slot)}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    'flex h-11 items-center justify-center rounded-full border-2 text-sm font-bold tabular-nums transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
                    chosen ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-card',
                    unavailable ? 'cursor-not-allowed opacity-40' : 'cursor-pointer',
                    !chosen && !unavailable && 'hover:border-brand-300 hover:bg-brand-50',
                  )}
                >
                  {slot}
                </span>
              </label>
            );
          })}
        </div>
        <p className="mt-2 text-xs text-muted-foreground">Times are in your own time zone.</p>
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
        <Textarea
          id={`${id}-notes`}
          rows={4}
          maxLength={TOUR_NOTES_MAX_LENGTH}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={`Anything ${dogName}'s shelter or owner should know?`}
        />
      </div>

      <p className="rounded-2xl bg-muted px-4 py-3 text-sm font-bold" aria-live="polite">
        {date ? `${format(date, DATE_FORMATS.weekdayMonthDay)} at ${time}` : 'Choose a date on the calendar.'}
      </p>

      {formError ? (
        <p id={errorId} role="alert" className="-mt-2 text-sm font-semibold text-destructive">
          {formError}
        </p>
      ) : null}

      <Button
        type="submit"
        className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        // Looks and reads as disabled until a date is chosen, yet still answers a press
        // with 'Please select a date' instead of doing nothing.
        aria-disabled={missingDate || undefined}
        disabled={schedule.isPending}
      >
        {schedule.isPending ? 'Scheduling...' : 'Schedule Virtual Tour'}
      </Button>
    </form>
  );
}
