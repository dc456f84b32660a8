import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tour } from '@scout/domain';
import { installFetchStandIn, json } from '@/testing/fetch-stand-in';
import { AdopterTourList, ListerTourList } from './virtual-tour-list';

// Both sides' tour lists against a stand-in for the API. The clock is 11 June 2025, 08:30
// local time; tours are built in local time too, so the dates read the same in any zone.

const PHOTO_ID = '0d5a3c1e-8f7b-4d2a-9c6e-5b4a3f2e1d0c';

function tour(overrides: Partial<Tour> & { id: string }): Tour {
  return {
    dogId: 'dog-1',
    dog: { id: 'dog-1', name: 'Biscuit', photos: [`/uploads/${PHOTO_ID}.webp`] },
    shelterName: 'Olivia (Owner)',
    listerType: 'owner',
    adopterName: 'Sam Rivera',
    scheduledAt: new Date(2025, 5, 12, 10).toISOString(),
    notes: null,
    status: 'requested',
    createdAt: new Date(2025, 5, 1).toISOString(),
    ...overrides,
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

const reads = (url: string) => calls.filter((c) => c.method === 'GET' && c.url === url).length;
const patches = () => calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body]);

describe('ListerTourList', () => {
  it('shows upcoming tours with photo, dog, adopter, time, notes and status; confirms and declines, then refetches', async () => {
    let tours = [
      tour({ id: 't-requested', notes: 'We have a cat.' }),
      tour({
        id: 't-confirmed',
        status: 'confirmed',
        scheduledAt: new Date(2025, 5, 13, 15).toISOString(),
        adopterName: 'Jo Park',
      }),
      tour({
        id: 't-cancelled',
        status: 'cancelled',
        scheduledAt: new Date(2025, 5, 14, 9).toISOString(),
        adopterName: 'Lee Chan',
      }),
      tour({ id: 't-past', scheduledAt: new Date(2025, 5, 10, 10).toISOString(), adopterName: 'Past Person' }),
    ];
    routes['GET /api/virtual-tours'] = () => json(tours);
    routes['PATCH /api/virtual-tours/t-requested'] = () => {
      tours = tours.map((t) => (t.id === 't-requested' ? { ...t, status: 'confirmed' } : t));
      return json(tours[0]);
    };
    routes['PATCH /api/virtual-tours/t-confirmed'] = () => {
      tours = tours.map((t) => (t.id === 't-confirmed' ? { ...t, status: 'declined' } : t));
      return json(tours[1]);
    };
    renderWithProviders(<ListerTourList />);

    const list = await screen.findByRole('list', { name: 'Upcoming virtual tours' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.queryByText(/Past Person/)).toBeNull();
    const first = within(items[0]!);
    expect(first.getByText('Biscuit')).toBeTruthy();
    expect(first.getByText('with Sam Rivera')).toBeTruthy();
    expect(first.getByText('Jun 12, 2025 at 10:00 AM')).toBeTruthy();
    expect(first.getByText('We have a cat.')).toBeTruthy();
    expect(first.getByText('Requested')).toBeTruthy();
    // Drawn small, so the browser picks the photo's small size.
    const photo = first.getByRole('img', { name: 'Photo of Biscuit' });
    expect(photo.getAttribute('srcset')).toContain(`/uploads/${PHOTO_ID}.thumb.webp 480w`);
    expect(photo.getAttribute('sizes')).toBe('64px');
    // Decline also on confirmed tours; nothing to do on a cancelled one.
    expect(within(items[1]!).queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: "Decline Jo Park's tour with Biscuit" })).toBeTruthy();
    expect(within(items[2]!).getByText('Cancelled')).toBeTruthy();
    expect(within(items[2]!).queryAllByRole('button')).toHaveLength(0);

    fireEvent.click(first.getByRole('button', { name: "Confirm Sam Rivera's tour with Biscuit" }));
    expect(await screen.findByText('Tour confirmed')).toBeTruthy();
    expect(screen.getByText('Sam Rivera will meet Biscuit by video on Jun 12, 2025 at 10:00 AM.')).toBeTruthy();
    expect(patches()).toEqual([['/api/virtual-tours/t-requested', { status: 'confirmed' }]]);
    await vi.waitFor(() => expect(reads('/api/virtual-tours')).toBe(2));

    fireEvent.click(screen.getByRole('button', { name: "Decline Jo Park's tour with Biscuit" }));
    const dialog = await screen.findByRole('dialog', { name: "Decline Jo Park's tour?" });
    expect(patches()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline Tour' }));
    expect(await screen.findByText('Tour declined')).toBeTruthy();
    expect(patches()[1]).toEqual(['/api/virtual-tours/t-confirmed', { status: 'declined' }]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(reads('/api/virtual-tours')).toBe(3));
    const after = within(screen.getByRole('list', { name: 'Upcoming virtual tours' })).getAllByRole('listitem');
    expect(within(after[1]!).getByText('Declined')).toBeTruthy();
    expect(within(after[1]!).queryAllByRole('button')).toHaveLength(0);
  });

  it("shows the server's reason when a change is refused", async () => {
    routes['GET /api/virtual-tours'] = () => json([tour({ id: 't1' })]);
    routes['PATCH /api/virtual-tours/t1'] = () => json({ message: 'Biscuit has already been adopted.' }, 409);
    renderWithProviders(<ListerTourList />);
    fireEvent.click(await screen.findByRole('button', { name: "Confirm Sam Rivera's tour with Biscuit" }));
    expect(await screen.findByText('Failed to confirm tour')).toBeTruthy();
    expect(screen.getByText('Biscuit has already been adopted.')).toBeTruthy();
  });

  it('says when there is nothing upcoming', async () => {
    routes['GET /api/virtual-tours'] = () =>
      json([tour({ id: 't-past', scheduledAt: new Date(2025, 5, 10, 10).toISOString() })]);
    renderWithProviders(<ListerTourList />);
    expect(await screen.findByText('No upcoming virtual tours')).toBeTruthy();
  });

  it('shows loading, then a failed load with a way to try again', async () => {
    let fail = true;
    routes['GET /api/virtual-tours'] = () =>
      fail ? json({ message: 'Something went wrong on our side.' }, 500) : json([]);
    renderWithProviders(<ListerTourList />);
    expect(screen.getByRole('status').textContent).toContain('Loading virtual tours...');
    expect(await screen.findByText("We couldn't load your virtual tours.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No upcoming virtual tours')).toBeTruthy();
  });
});

describe('AdopterTourList', () => {
  it("lists the adopter's tours of the dog and cancels one only after asking", async () => {
    let tours = [
      tour({ id: 't1' }),
      tour({ id: 't2', status: 'declined', scheduledAt: new Date(2025, 5, 16, 11).toISOString() }),
    ];
    routes['GET /api/virtual-tours?dogId=dog-1'] = () => json(tours);
    routes['PATCH /api/virtual-tours/t1'] = () => {
      tours = tours.map((t) => (t.id === 't1' ? { ...t, status: 'cancelled' } : t));
      return json(tours[0]);
    };
    renderWithProviders(<AdopterTourList dogId="dog-1" dogName="Biscuit" />);

    const list = await screen.findByRole('list', { name: 'Your upcoming virtual tours with Biscuit' });
    const [open, declined] = within(list).getAllByRole('listitem');
    expect(within(open!).getByText('Jun 12, 2025 at 10:00 AM')).toBeTruthy();
    expect(within(open!).getByText('Waiting for Olivia to confirm.')).toBeTruthy();
    expect(within(declined!).getByText("Olivia can't make this time.")).toBeTruthy();
    expect(within(declined!).queryAllByRole('button')).toHaveLength(0);

    fireEvent.click(within(open!).getByRole('button', { name: 'Cancel Tour on Jun 12, 2025 at 10:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this virtual tour?' });
    expect(patches()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Tour' }));
    expect(await screen.findByText('Tour cancelled')).toBeTruthy();
    expect(
      screen.getByText('Your virtual meet & greet with Biscuit on Jun 12, 2025 at 10:00 AM is cancelled.'),
    ).toBeTruthy();
    expect(patches()).toEqual([['/api/virtual-tours/t1', { status: 'cancelled' }]]);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(screen.getByText('You cancelled this tour.')).toBeTruthy());
  });

  it('keeps the tour when the adopter thinks better of cancelling, and shows a failure toast when the server refuses', async () => {
    routes['GET /api/virtual-tours?dogId=dog-1'] = () => json([tour({ id: 't1', status: 'confirmed' })]);
    routes['PATCH /api/virtual-tours/t1'] = () => json({ message: 'This tour has already taken place.' }, 409);
    renderWithProviders(<AdopterTourList dogId="dog-1" dogName="Biscuit" />);
    const cancel = await screen.findByRole('button', { name: /^Cancel Tour on/ });
    fireEvent.click(cancel);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()).toHaveLength(0);

    fireEvent.click(cancel);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Cancel Tour' }));
    expect(await screen.findByText('Failed to cancel tour')).toBeTruthy();
    expect(screen.getByText('This tour has already taken place.')).toBeTruthy();
  });

  it('says when there is no upcoming tour with the dog', async () => {
    routes['GET /api/virtual-tours?dogId=dog-1'] = () => json([]);
    renderWithProviders(<AdopterTourList dogId="dog-1" dogName="Biscuit" />);
    expect(await screen.findByText('No upcoming virtual tours with Biscuit.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Virtual Tours' })).toBeTruthy();
  });
});
