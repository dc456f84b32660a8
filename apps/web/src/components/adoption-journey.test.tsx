import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { DATE_FORMATS } from '@scout/domain/constants';
import { installFetchStandIn, json } from '@/testing/fetch-stand-in';
import { journeyFixture } from '@/testing/journey-fixture';
import { AdoptionApplicationPanel } from './adoption-application-panel';
import { AdoptionJourneyCard } from './adoption-journey-card';
import { AdoptionJourneyDialog } from './adoption-journey-dialog';

// The adopter's side of the adoption journey in a browser-like DOM: the card, the dialog
// around it, and the detail screen's apply / in-progress block, against a stand-in API.

const { calls, routes, queryClient, renderWithProviders } = installFetchStandIn();

const journey = journeyFixture;

const progress = () => screen.getByRole('progressbar');
const stepItem = (title: string) => screen.getByText(title, { selector: 'span' }).closest('li')!;

describe('AdoptionJourneyCard', () => {
  it('a new application: Step 2 of 4, 25%, submitted date, and Schedule Home Visit asks through the prop', () => {
    const onScheduleStep = vi.fn();
    renderWithProviders(<AdoptionJourneyCard journey={journey()} onScheduleStep={onScheduleStep} />);
    expect(screen.getByRole('heading', { name: 'Adoption Progress' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25%')).toBeTruthy();
    expect(within(stepItem('Application')).getByText('Completed')).toBeTruthy();
    expect(
      within(stepItem('Application')).getByText(
        `Submitted ${format(new Date('2026-03-02T12:00:00.000Z'), DATE_FORMATS.short)}`,
      ),
    ).toBeTruthy();
    expect(within(stepItem('Home Visit')).getByText('Current step')).toBeTruthy();
    expect(within(stepItem('Meet & Greet')).getByText('Upcoming')).toBeTruthy();
    // Started without answers (the spec's call): the shelter sees it as incomplete until they come.
    expect(within(stepItem('Application')).getByText(/has no answers yet/)).toBeTruthy();
    expect(within(stepItem('Application')).getByRole('button', { name: 'Complete Application' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Schedule Home Visit' }));
    expect(onScheduleStep).toHaveBeenCalledWith('home_visit');
    expect(screen.getByRole('button', { name: 'Withdraw Application' })).toBeTruthy();
  });

  it('shows what was sent, and Upload Documents attaches files the server takes, refusing others in words', async () => {
    const sent = journey({
      application: {
        homeOwnership: 'rent',
        landlordAllowsDogs: true,
        adults: 2,
        childrenAges: [9, 4],
        otherPets: [{ kind: 'cat', spayedNeutered: true, vaccinated: true }],
        hoursAlone: 4,
        experience: 'some_experience',
        vetReference: null,
        whyThisDog: 'Biscuit would love our morning walks by the lake.',
      },
    });
    routes['POST /api/adoption-journeys/j1/documents'] = () =>
      json(
        { id: 'doc-1', name: 'lease.pdf', type: 'application/pdf', size: 2048, createdAt: '2026-03-02T13:00:00.000Z' },
        201,
      );
    renderWithProviders(<AdoptionJourneyCard journey={sent} onScheduleStep={vi.fn()} />);
    const application = within(stepItem('Application'));
    fireEvent.click(application.getByText('What you sent'));
    expect(application.getByText('Rents; the landlord allows dogs')).toBeTruthy();
    expect(application.getByText('2 adults, children aged 4 and 9')).toBeTruthy();
    expect(application.getByText('Cat (spayed or neutered, vaccinated)')).toBeTruthy();
    expect(application.getByText('Biscuit would love our morning walks by the lake.')).toBeTruthy();
    expect(application.getByRole('button', { name: 'Edit Application' })).toBeTruthy();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const huge = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [text, huge] } });
    expect(await screen.findByText('2 documents were not attached')).toBeTruthy();
    expect(
      screen.getByText(
        'notes.txt: Only PDF, JPEG and PNG files can be attached. scan.pdf: A document can be at most 10 MB.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const lease = new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [lease] } });
    expect(await screen.findByText('Document attached')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/adoption-journeys/j1/documents');
    expect((post.body as FormData).get('file')).toBe(lease);
  });

  it('lists the documents with a download link each, and removes one on request while it can change', async () => {
    routes['DELETE /api/adoption-journeys/j1/documents/doc-1'] = () => new Response(null, { status: 204 });
    const documents = [
      {
        id: 'doc-1',
        name: 'lease.pdf',
        type: 'application/pdf' as const,
        size: 2048,
        createdAt: '2026-03-02T13:00:00.000Z',
      },
    ];
    const view = renderWithProviders(<AdoptionJourneyCard journey={journey({ documents })} onScheduleStep={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'lease.pdf' }).getAttribute('href')).toBe(
      '/api/adoption-journeys/j1/documents/doc-1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove lease.pdf' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    view.unmount();

    // Once the shelter has moved it on: readable, no longer changeable.
    renderWithProviders(
      <AdoptionJourneyCard journey={journey({ documents, applicationEditable: false })} onScheduleStep={vi.fn()} />,
    );
    expect(screen.getByRole('link', { name: 'lease.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove lease.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload Documents' })).toBeNull();
    expect(screen.getByText(/has moved your application on/)).toBeTruthy();
  });

  it('a scheduled step shows when instead of offering to schedule it; the next unscheduled one offers Schedule Meet & Greet', () => {
    const visit = '2026-03-09T16:00:00.000Z';
    const first = renderWithProviders(
      <AdoptionJourneyCard journey={journey({ homeVisitScheduledAt: visit })} onScheduleStep={vi.fn()} />,
    );
    expect(
      within(stepItem('Home Visit')).getByText(`Scheduled for ${format(new Date(visit), DATE_FORMATS.shortWithTime)}`),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Schedule/ })).toBeNull();
    first.unmount();

    const onScheduleStep = vi.fn();
    renderWithProviders(
      <AdoptionJourneyCard
        journey={journey({ currentStep: 'meet_greet', homeVisitScheduledAt: visit, homeVisitCompletedAt: visit })}
        onScheduleStep={onScheduleStep}
      />,
    );
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('50');
    expect(
      within(stepItem('Home Visit')).getByText(`Completed ${format(new Date(visit), DATE_FORMATS.short)}`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule Meet & Greet' }));
    expect(onScheduleStep).toHaveBeenCalledWith('meet_greet');
  });

  it("says 'Adoption Complete!' with a congratulation once completed, and offers nothing more", () => {
    const done = '2026-03-20T12:00:00.000Z';
    renderWithProviders(
      <AdoptionJourneyCard
        journey={journey({
          status: 'completed',
          currentStep: 'adoption',
          homeVisitScheduledAt: done,
          homeVisitCompletedAt: done,
          meetGreetScheduledAt: done,
          meetGreetCompletedAt: done,
          adoptionDate: done,
          completedAt: done,
          applicationEditable: false,
        })}
        onScheduleStep={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Adoption Complete!' })).toBeTruthy();
    expect(screen.getByText('Congratulations!')).toBeTruthy();
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(`Adopted ${format(new Date(done), DATE_FORMATS.long)}`)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a closed application says so with its reason, and offers nothing', () => {
    renderWithProviders(
      <AdoptionJourneyCard
        journey={journey({
          status: 'closed',
          closedReason: 'Biscuit was adopted by another family.',
          applicationEditable: false,
        })}
        onScheduleStep={vi.fn()}
      />,
    );
    expect(screen.getByText('This application is closed.')).toBeTruthy();
    expect(screen.getByText('Biscuit was adopted by another family.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("a declined application shows the lister's own words", () => {
    renderWithProviders(
      <AdoptionJourneyCard
        journey={journey({
          status: 'closed',
          closedReason: 'Hill Country Hounds declined the application for Biscuit.',
          declineMessage: 'Thank you so much, Ada. We found a home with a bigger yard for Biscuit.',
          applicationEditable: false,
        })}
        onScheduleStep={vi.fn()}
      />,
    );
    expect(screen.getByText('Thank you so much, Ada. We found a home with a bigger yard for Biscuit.')).toBeTruthy();
  });

  it('asks before withdrawing, then sends the withdrawal', async () => {
    routes['PATCH /api/adoption-journeys/j1'] = () => json(journey({ status: 'withdrawn' }));
    renderWithProviders(<AdoptionJourneyCard journey={journey()} onScheduleStep={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application for Biscuit?' });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Application' }));
    expect(await screen.findByText('Application withdrawn')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ action: 'withdraw' });
  });
});

describe('AdoptionJourneyDialog', () => {
  it('shows the spinner text while the journey loads, then the card; it reads the journey again on every opening', async () => {
    let answer: (res: Response) => void = () => {};
    routes['GET /api/adoption-journeys/dog-1'] = () => new Promise<Response>((resolve) => (answer = resolve));
    const view = renderWithProviders(
      <AdoptionJourneyDialog dogId="dog-1" dogName="Biscuit" open onOpenChange={vi.fn()} onScheduleStep={vi.fn()} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Your Adoption Journey' })).toBeTruthy();
    expect(screen.getByText('Loading your adoption journey...')).toBeTruthy();
    await act(async () => answer(json(journey())));
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();

    routes['GET /api/adoption-journeys/dog-1'] = () =>
      json(journey({ homeVisitScheduledAt: '2026-03-09T16:00:00.000Z' }));
    view.rerender(
      <QueryClientProvider client={queryClient()}>
        <AdoptionJourneyDialog
          dogId="dog-1"
          dogName="Biscuit"
          open={false}
          onOpenChange={vi.fn()}
          onScheduleStep={vi.fn()}
        />
      </QueryClientProvider>,
    );
    view.rerender(
      <QueryClientProvider client={queryClient()}>
        <AdoptionJourneyDialog dogId="dog-1" dogName="Biscuit" open onOpenChange={vi.fn()} onScheduleStep={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^Scheduled for/)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/adoption-journeys/dog-1')).toHaveLength(2);
  });

  it('says there is no application yet when the server has none (404)', async () => {
    renderWithProviders(
      <AdoptionJourneyDialog dogId="dog-1" dogName="Biscuit" open onOpenChange={vi.fn()} onScheduleStep={vi.fn()} />,
    );
    expect(await screen.findByText("You haven't applied to adopt Biscuit yet.")).toBeTruthy();
  });
});

describe('AdoptionApplicationPanel', () => {
  const adopter = () => {
    routes['GET /api/session'] = () =>
      json({ user: { id: 'u1', email: 'ada@example.test', name: 'Ada', role: 'adopter', onboarded: true } });
    routes['GET /api/profile'] = () =>
      json({
        livingSituation: 'apartment',
        otherPets: 'cats',
        activityLevel: 'moderate',
        workSchedule: 'office_full_time',
        exerciseCommitment: 'few_times_week',
        experienceLevel: 'first_time',
        householdComposition: 'kids_0_5',
        preferredSize: [],
        preferredAge: ['adult'],
        preferredEnergy: ['medium'],
        searchRadius: 25,
        latitude: 30.27,
        longitude: -97.74,
        homeType: 'apartment',
        hasYard: false,
        hasOtherPets: true,
        otherPetsType: 'cats',
        profileImage: null,
        updatedAt: '2026-03-01T12:00:00.000Z',
      });
  };

  it("'Apply for Adoption' opens the application prefilled from the survey, checks it in the schema's words, sends the answers and opens the journey", async () => {
    adopter();
    let answer: (res: Response) => void = () => {};
    routes['POST /api/adoption-journeys'] = () => new Promise<Response>((resolve) => (answer = resolve));
    const onOpenJourney = vi.fn();
    renderWithProviders(<AdoptionApplicationPanel dogId="dog-1" dogName="Biscuit" onOpenJourney={onOpenJourney} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply for Adoption' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Adopt Biscuit' });
    // From the survey: a cat at home, full-time away (8 hours), a first dog.
    expect(await within(dialog).findByDisplayValue('Cat')).toBeTruthy();
    expect((within(dialog).getByLabelText('Hours the dog would be alone a day') as HTMLInputElement).value).toBe('8');
    expect((within(dialog).getByLabelText('Experience with dogs') as HTMLSelectElement).value).toBe('first_time');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByText('Home ownership is required')).toBeTruthy();
    expect(within(dialog).getByText('Why this dog must be at least 20 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('I rent'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByText('Say whether your landlord allows dogs')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByLabelText('Yes'));
    fireEvent.change(within(dialog).getByLabelText("Children's ages (optional)"), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Why Biscuit?'), {
      target: { value: 'Biscuit would be the star of our small, calm home.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByRole('button', { name: 'Starting Application...' })).toBeTruthy();
    await act(async () => answer(json(journey(), 201)));

    expect(await screen.findByText('Application Started! 🎉')).toBeTruthy();
    expect(screen.getByText('Your adoption journey for Biscuit has begun. Track your progress below.')).toBeTruthy();
    expect(onOpenJourney).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      dogId: 'dog-1',
      application: {
        homeOwnership: 'rent',
        landlordAllowsDogs: true,
        adults: 2,
        childrenAges: [3],
        otherPets: [{ kind: 'cat', spayedNeutered: false, vaccinated: false }],
        hoursAlone: 8,
        experience: 'first_time',
        vetReference: null,
        whyThisDog: 'Biscuit would be the star of our small, calm home.',
      },
    });
    expect(screen.getByRole('heading', { name: 'Adoption in Progress' })).toBeTruthy();
  });

  it("shows product §8's error toast when starting fails, and keeps the answers", async () => {
    adopter();
    routes['POST /api/adoption-journeys'] = () =>
      json({ message: 'Something went wrong on our side. Please try again.' }, 500);
    renderWithProviders(<AdoptionApplicationPanel dogId="dog-1" dogName="Biscuit" onOpenJourney={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply for Adoption' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to Adopt Biscuit' });
    await within(dialog).findByDisplayValue('Cat');
    fireEvent.click(within(dialog).getByLabelText('I own it'));
    fireEvent.change(within(dialog).getByLabelText('Why Biscuit?'), {
      target: { value: 'Biscuit would be the star of our small, calm home.' },
    });
    fireEvent.change(within(dialog).getByLabelText("Children's ages (optional)"), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByText('Failed to start adoption application. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect((within(dialog).getByLabelText('Why Biscuit?') as HTMLTextAreaElement).value).toBe(
      'Biscuit would be the star of our small, calm home.',
    );
  });

  it('an active journey shows the in-progress card straight away', async () => {
    routes['GET /api/adoption-journeys/dog-1'] = () => json(journey());
    renderWithProviders(<AdoptionApplicationPanel dogId="dog-1" dogName="Biscuit" onOpenJourney={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Adoption in Progress' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply for Adoption' })).toBeNull();
  });
});
