import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tour } from '@scout/domain';
import { installFetchStandIn, json } from '@/testing/fetch-stand-in';
import { VirtualTourDialog } from './virtual-tour-dialog';
import { VirtualTourScheduler } from './virtual-tour-scheduler';

// The scheduler and its dialog in a browser-like DOM against a stand-in for the API. The
// clock is Wednesday 11 June 2025, 08:30 in this machine's zone, as the calendar reads it.

const DOG_ID = '3f0c8a52-6f7e-4a53-9d39-1c1a4f5b9e01';

function tourAnswer(scheduledAt: string, notes: string | null): Tour {
  return {
    id: '9b1f6f7c-2d3e-4f50-8a61-7b8c9d0e1f23',
    dogId: DOG_ID,
    dog: { id: DOG_ID, name: 'Biscuit', photos: [] },
    shelterName: 'Hill Country Hounds',
    listerType: 'shelter',
    adopterName: 'Sam Rivera',
    scheduledAt,
    notes,
    status: 'requested',
    createdAt: new Date().toISOString(),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 11, 8, 30));
});

afterEach(() => {
  vi.useRealTimers();
});

const { calls, routes, renderWithProviders } = installFetchStandIn();

const dayButton = (name: RegExp) => screen.getByRole('button', { name });
const submitButton = () => screen.getByRole('button', { name: /Schedule Virtual Tour|Scheduling\.\.\./ });
const posts = () => calls.filter((c) => c.method === 'POST');

describe('VirtualTourScheduler', () => {
  it("refuses to send without a date and says 'Please select a date'", async () => {
    renderWithProviders(<VirtualTourScheduler dogId={DOG_ID} dogName="Biscuit" />);
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a date');
    expect(posts()).toHaveLength(0);

    fireEvent.click(dayButton(/June 12th, 2025/));
    expect(screen.queryByText('Please select a date')).toBeNull();
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();
  });

  it('offers the nine hourly slots with 10:00 chosen, and disables past days and Sundays', () => {
    renderWithProviders(<VirtualTourScheduler dogId={DOG_ID} dogName="Biscuit" />);
    const slots = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(slots.map((s) => s.value)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect((screen.getByRole('radio', { name: '10:00' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Time' })).toBeTruthy();

    const disabled = (name: RegExp) => (dayButton(name) as HTMLButtonElement).disabled;
    expect(disabled(/June 10th, 2025/)).toBe(true); // yesterday
    expect(disabled(/June 1st, 2025/)).toBe(true); // a past Sunday
    expect(disabled(/June 15th, 2025/)).toBe(true); // Sunday
    expect(disabled(/June 22nd, 2025/)).toBe(true); // Sunday
    expect(disabled(/Today, Wednesday, June 11th, 2025/)).toBe(false);
    expect(disabled(/June 16th, 2025/)).toBe(false);
    // Nothing before this month to go back to.
    const previous = screen.getByRole('button', { name: /previous month/i }) as HTMLButtonElement;
    expect(previous.disabled || previous.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByText('Choose a date on the calendar.')).toBeTruthy();
    expect((screen.getByLabelText('Notes (optional)') as HTMLTextAreaElement).rows).toBe(4);
  });

  it("leaves out today's hours that have passed and moves the chosen time to the first one left", () => {
    vi.setSystemTime(new Date(2025, 5, 11, 14, 10));
    renderWithProviders(<VirtualTourScheduler dogId={DOG_ID} dogName="Biscuit" />);
    fireEvent.click(dayButton(/Today, Wednesday, June 11th, 2025/));
    const radio = (slot: string) => screen.getByRole('radio', { name: slot }) as HTMLInputElement;
    expect(['09:00', '10:00', '14:00'].map((s) => radio(s).disabled)).toEqual([true, true, true]);
    expect(radio('15:00').disabled).toBe(false);
    expect(radio('15:00').checked).toBe(true);
    expect(screen.getByText('Wednesday, June 11 at 15:00')).toBeTruthy();
  });

  it("books the chosen day and hour as an instant with the notes, shows 'Scheduling...' meanwhile, then the success toast", async () => {
    let answer!: (res: Response) => void;
    routes['POST /api/virtual-tours'] = () => new Promise<Response>((resolve) => (answer = resolve));
    const onScheduled = vi.fn();
    renderWithProviders(<VirtualTourScheduler dogId={DOG_ID} dogName="Biscuit" onScheduled={onScheduled} />);

    fireEvent.click(dayButton(/June 12th, 2025/));
    fireEvent.click(screen.getByRole('radio', { name: '14:00' }));
    fireEvent.change(screen.getByLabelText('Notes (optional)'), { target: { value: '  We have a cat.  ' } });
    expect(screen.getByText('Thursday, June 12 at 14:00')).toBeTruthy();
    fireEvent.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Scheduling...' })).toBeTruthy();
    const scheduledAt = new Date(2025, 5, 12, 14, 0).toISOString();
    expect(posts().map((c) => [c.url, c.body])).toEqual([
      ['/api/virtual-tours', { dogId: DOG_ID, scheduledAt, notes: 'We have a cat.' }],
    ]);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(submitButton());
    expect(posts()).toHaveLength(1);

    await act(async () => answer(json(tourAnswer(scheduledAt, 'We have a cat.'), 201)));
    expect(await screen.findByText('Virtual tour scheduled!')).toBeTruthy();
    expect(screen.getByText('Your virtual meet & greet with Biscuit is confirmed.')).toBeTruthy();
    expect(onScheduled).toHaveBeenCalledOnce();
    expect(submitButton().textContent).toBe('Schedule Virtual Tour');
  });

  it("sends no notes when the box is left empty, and shows the failure toast with the server's reason", async () => {
    const message = 'That time is already taken for Biscuit. Please choose another.';
    routes['POST /api/virtual-tours'] = () => json({ message }, 409);
    const onScheduled = vi.fn();
    renderWithProviders(<VirtualTourScheduler dogId={DOG_ID} dogName="Biscuit" onScheduled={onScheduled} />);
    fireEvent.click(dayButton(/June 13th, 2025/));
    fireEvent.click(submitButton());

    expect(await screen.findByText('Failed to schedule tour')).toBeTruthy();
    expect(screen.getByText('Please try again or contact the shelter directly.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(posts()[0]?.body).toEqual({
      dogId: DOG_ID,
      scheduledAt: new Date(2025, 5, 13, 10, 0).toISOString(),
      notes: null,
    });
    expect(onScheduled).not.toHaveBeenCalled();
    // The choice stays for another try.
    expect(screen.getByText('Friday, June 13 at 10:00')).toBeTruthy();
  });
});

describe('VirtualTourDialog', () => {
  function Harness() {
    const [open, setOpen] = useState(true);
    return <VirtualTourDialog dogId={DOG_ID} dogName="Biscuit" open={open} onOpenChange={setOpen} />;
  }

  it("shows product §2's title and text around the scheduler and closes once the tour is booked", async () => {
    routes['POST /api/virtual-tours'] = () => json(tourAnswer(new Date(2025, 5, 12, 10).toISOString(), null), 201);
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Schedule Virtual Meet & Greet' });
    expect(within(dialog).getByText('Meet Biscuit from the comfort of your home via video call')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /June 12th, 2025/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Virtual Tour' }));
    expect(await screen.findByText('Virtual tour scheduled!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
