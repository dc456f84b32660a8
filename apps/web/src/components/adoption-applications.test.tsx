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

describe('an application as the lister reads it', () => {
  const reviewed = journey({
    fit: {
      score: 31,
      reasons: ['Not good with cats - you have a cat', 'Matches your preferred size (medium)'],
      hardLimits: ['Not good with cats - you have a cat'],
    },
    adopterSurvey: ['Lives in an apartment', 'Has a cat', 'First-time dog owner'],
    application: {
      homeOwnership: 'own',
      landlordAllowsDogs: null,
      adults: 1,
      childrenAges: [],
      otherPets: [{ kind: 'cat', spayedNeutered: true, vaccinated: false }],
      hoursAlone: 6,
      experience: 'first_time',
      vetReference: 'Dr. Ortiz, (512) 555-0199',
      whyThisDog: 'Biscuit looks like the calm friend I have been hoping for.',
    },
    documents: [
      { id: 'doc-1', name: 'deed.pdf', type: 'application/pdf', size: 4096, createdAt: '2026-03-02T13:00:00.000Z' },
    ],
  });

  it("shows the fit in the adopter's words with the broken hard limit first, the survey, the answers and the documents", async () => {
    renderList([reviewed]);
    const item = (await screen.findByRole('heading', { name: 'Ada Lovelace' })).closest('li')!;
    expect(within(item).getByText('31% match')).toBeTruthy();
    expect(
      within(within(item).getByRole('list', { name: 'Hard limits broken' })).getByText(
        'Not good with cats - you have a cat',
      ),
    ).toBeTruthy();
    // Named once, as a limit, not again among the reasons.
    expect(
      within(within(item).getByRole('list', { name: 'Why' })).queryByText('Not good with cats - you have a cat'),
    ).toBeNull();
    expect(within(item).getByText('Matches your preferred size (medium)')).toBeTruthy();
    expect(within(item).getByText('Lives in an apartment')).toBeTruthy();
    fireEvent.click(within(item).getByText('Application answers'));
    expect(within(item).getByText('Owns their home')).toBeTruthy();
    expect(within(item).getByText('1 adult, no children')).toBeTruthy();
    expect(within(item).getByText('Cat (spayed or neutered, not vaccinated)')).toBeTruthy();
    expect(within(item).getByText('Up to 6 hours')).toBeTruthy();
    expect(within(item).getByText('Dr. Ortiz, (512) 555-0199')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'deed.pdf' }).getAttribute('href')).toBe(
      '/api/adoption-journeys/j1/documents/doc-1',
    );
    // The lister reads; only the adopter adds or removes documents.
    expect(within(item).queryByRole('button', { name: 'Upload Documents' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Remove deed.pdf' })).toBeNull();
  });

  it('says an application without answers is incomplete, and a fit cannot be shown without a survey', async () => {
    renderList([journey()]);
    const item = (await screen.findByRole('heading', { name: 'Ada Lovelace' })).closest('li')!;
    expect(within(item).getByText(/has not answered the application questions yet/)).toBeTruthy();
    expect(within(item).getByText(/has not taken the survey/)).toBeTruthy();
  });

  it('declines with a kind message the lister may change, and sends their words', async () => {
    routes['PATCH /api/adoption-journeys/j1'] = () => json(journey({ status: 'closed' }));
    renderList([reviewed]);
    fireEvent.click(await screen.findByRole('button', { name: "Decline Ada Lovelace's application for Biscuit" }));
    const dialog = await screen.findByRole('dialog', { name: "Decline Ada Lovelace's application?" });
    const message = within(dialog).getByLabelText('Your message') as HTMLTextAreaElement;
    expect(message.value).toMatch(/^Thank you so much for wanting to give Biscuit a home/);
    fireEvent.change(message, { target: { value: '  ' } });
    expect(within(dialog).getByText('Message is required')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Decline Application' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(message, { target: { value: 'Thank you, Ada. We chose a home with a yard for Biscuit.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline Application' }));
    expect(await screen.findByText('Application declined')).toBeTruthy();
    expect(patches()[0]?.body).toEqual({
      action: 'decline',
      message: 'Thank you, Ada. We chose a home with a yard for Biscuit.',
    });
  });
});
