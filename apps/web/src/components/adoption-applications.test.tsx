import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Journey } from '@scout/domain';
import { JOURNEY_TIME_IN_PAST_MESSAGE } from '@scout/domain/contracts/adoption-journeys';
import { installFetchStandIn, json } from '@/testing/fetch-stand-in';
import { journeyFixture } from '@/testing/journey-fixture';
import { AdoptionApplications } from './adoption-applications';

// The listers' applications list in a browser-like DOM against a stand-in API: what it
// shows for each state, and the PATCH bodies its actions send.

const { calls, routes, queryClient, renderWithProviders } = installFetchStandIn();

const PHOTO_ID = '0b6f2d1e-3c4a-4b5d-8e6f-7a8b9c0d1e2f';

const journey = (overrides: Partial<Journey> = {}): Journey =>
  journeyFixture({ dog: { id: 'dog-1', name: 'Biscuit', photos: [`/uploads/${PHOTO_ID}.webp`] }, ...overrides });

function renderList(journeys: Journey[]) {
  routes['GET /api/adoption-journeys'] = () => json(journeys);
  return renderWithProviders(<AdoptionApplications />);
}

const patches = () => calls.filter((c) => c.method === 'PATCH');

describe('AdoptionApplications', () => {
  it('says when there are no applications yet', async () => {
    renderList([]);
    expect(await screen.findByText('No adoption applications yet')).toBeTruthy();
  });

  it('tells the lister when the list cannot be read, and tries again', async () => {
    routes['GET /api/adoption-journeys'] = () =>
      json({ message: 'Something went wrong on our side. Please try again.' }, 500);
    render(
      <QueryClientProvider client={queryClient()}>
        <AdoptionApplications />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("We couldn't load your adoption applications.")).toBeTruthy();
    routes['GET /api/adoption-journeys'] = () => json([]);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No adoption applications yet')).toBeTruthy();
  });

  it('shows each open application with its dog, adopter, step and badge; finished ones come after, folded away', async () => {
    renderList([
      journey(),
      journey({
        id: 'j2',
        adopterName: 'Grace Hopper',
        status: 'closed',
        closedReason: 'Biscuit was adopted by another family.',
      }),
      journey({ id: 'j3', adopterName: 'Alan Turing', status: 'withdrawn' }),
    ]);
    const item = (await screen.findByRole('heading', { name: 'Ada Lovelace' })).closest('li')!;
    // Drawn small, so the browser picks the photo's small size.
    const photo = within(item).getByRole('img', { name: 'Photo of Biscuit' });
    expect(photo.getAttribute('srcset')).toContain(`/uploads/${PHOTO_ID}.thumb.webp 480w`);
    expect(photo.getAttribute('sizes')).toBe('64px');
    expect(item.textContent).toContain('wants to adopt Biscuit · Home Visit');
    expect(within(item).getByText('Step 2 of 4')).toBeTruthy();
    expect(within(item).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Past applications (2)')).toBeTruthy();
    expect(screen.getByText('Biscuit was adopted by another family.')).toBeTruthy();
    expect(screen.getByText('Withdrawn by the adopter')).toBeTruthy();
  });

  it('schedules the home visit for a future time only', async () => {
    routes['PATCH /api/adoption-journeys/j1'] = () =>
      json(journey({ homeVisitScheduledAt: '2030-05-01T15:00:00.000Z' }));
    renderList([journey()]);
    const input = await screen.findByLabelText('Home Visit date and time');
    const schedule = screen.getByRole('button', { name: 'Schedule Home Visit for Ada Lovelace and Biscuit' });

    fireEvent.click(schedule);
    expect(await screen.findByText('Choose a date and time')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(schedule);
    expect(await screen.findByText(JOURNEY_TIME_IN_PAST_MESSAGE)).toBeTruthy();
    expect(patches()).toHaveLength(0);

    fireEvent.change(input, { target: { value: '2030-05-01T10:00' } });
    fireEvent.click(schedule);
    expect(await screen.findByText('Home Visit scheduled')).toBeTruthy();
    expect(patches()).toEqual([
      {
        method: 'PATCH',
        url: '/api/adoption-journeys/j1',
        body: { action: 'schedule_home_visit', at: new Date('2030-05-01T10:00').toISOString() },
      },
    ]);
  });

  it('marks a scheduled meet & greet done', async () => {
    const visit = '2026-03-09T16:00:00.000Z';
    routes['PATCH /api/adoption-journeys/j1'] = () => json(journey({ currentStep: 'adoption' }));
    renderList([
      journey({
        currentStep: 'meet_greet',
        homeVisitScheduledAt: visit,
        homeVisitCompletedAt: visit,
        meetGreetScheduledAt: '2030-05-01T15:00:00.000Z',
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Meet & Greet Done for Ada Lovelace and Biscuit' }));
    expect(await screen.findByText('Meet & Greet done')).toBeTruthy();
    expect(patches().map((c) => c.body)).toEqual([{ action: 'complete_meet_greet' }]);
  });

  it('reschedules a scheduled home visit', async () => {
    routes['PATCH /api/adoption-journeys/j1'] = () =>
      json(journey({ homeVisitScheduledAt: '2030-06-01T15:00:00.000Z' }));
    renderList([journey({ homeVisitScheduledAt: '2030-05-01T15:00:00.000Z' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    fireEvent.change(screen.getByLabelText('Home Visit date and time'), { target: { value: '2030-06-01T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule Home Visit for Ada Lovelace and Biscuit' }));
    expect(await screen.findByText('Home Visit scheduled')).toBeTruthy();
    expect(patches().map((c) => c.body)).toEqual([
      { action: 'schedule_home_visit', at: new Date('2030-06-01T10:00').toISOString() },
    ]);
  });

  it('asks before completing the adoption, then completes it', async () => {
    routes['PATCH /api/adoption-journeys/j1'] = () =>
      json(journey({ status: 'completed', completedAt: '2026-03-20T12:00:00.000Z' }));
    renderList([
      journey({
        currentStep: 'adoption',
        homeVisitCompletedAt: '2026-03-09T16:00:00.000Z',
        meetGreetCompletedAt: '2026-03-12T16:00:00.000Z',
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Adoption of Biscuit by Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: "Complete Biscuit's adoption by Ada Lovelace?" });
    expect(within(dialog).getByText(/Any other applications for Biscuit will close/)).toBeTruthy();
    expect(patches()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Adoption' }));
    expect(await screen.findByText('Adoption complete! 🎉')).toBeTruthy();
    expect(patches().map((c) => c.body)).toEqual([{ action: 'complete_adoption' }]);
  });

  it("puts the server's reason in the toast when a step is refused", async () => {
    routes['PATCH /api/adoption-journeys/j1'] = () =>
      json({ message: 'This application is closed. Biscuit was adopted by another family.' }, 409);
    renderList([journey({ meetGreetScheduledAt: null, homeVisitScheduledAt: '2030-05-01T15:00:00.000Z' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Home Visit Done for Ada Lovelace and Biscuit' }));
    expect(await screen.findByText('This application is closed. Biscuit was adopted by another family.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
