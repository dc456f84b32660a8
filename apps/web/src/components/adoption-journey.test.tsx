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
    expect(screen.queryByRole('button', { name: 'Upload Documents' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Schedule Home Visit' }));
    expect(onScheduleStep).toHaveBeenCalledWith('home_visit');
    expect(screen.getByRole('button', { name: 'Withdraw Application' })).toBeTruthy();
  });

  it("the current application step offers Upload Documents, with product §2's toast", async () => {
    renderWithProviders(
      <AdoptionJourneyCard
        journey={journey({ currentStep: 'application', applicationSubmittedAt: null })}
        onScheduleStep={vi.fn()}
      />,
    );
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Documents' }));
    expect(await screen.findByText('Document Upload')).toBeTruthy();
    expect(screen.getByText('Document upload feature coming soon!')).toBeTruthy();
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
        journey={journey({ status: 'closed', closedReason: 'Biscuit was adopted by another family.' })}
        onScheduleStep={vi.fn()}
      />,
    );
    expect(screen.getByText('This application is closed.')).toBeTruthy();
    expect(screen.getByText('Biscuit was adopted by another family.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
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
  it("'Apply for Adoption' starts the application ('Starting Application...'), toasts, opens the journey and becomes 'Adoption in Progress'", async () => {
    let answer: (res: Response) => void = () => {};
    routes['POST /api/adoption-journeys'] = () => new Promise<Response>((resolve) => (answer = resolve));
    const onOpenJourney = vi.fn();
    renderWithProviders(<AdoptionApplicationPanel dogId="dog-1" dogName="Biscuit" onOpenJourney={onOpenJourney} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply for Adoption' }));
    expect(await screen.findByRole('button', { name: 'Starting Application...' })).toBeTruthy();
    await act(async () => answer(json(journey(), 201)));

    expect(await screen.findByText('Application Started! 🎉')).toBeTruthy();
    expect(screen.getByText('Your adoption journey for Biscuit has begun. Track your progress below.')).toBeTruthy();
    expect(onOpenJourney).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ dogId: 'dog-1' });
    expect(screen.getByRole('heading', { name: 'Adoption in Progress' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Adoption Journey' }));
    expect(onOpenJourney).toHaveBeenCalledTimes(2);
  });

  it("shows product §8's error toast when starting fails", async () => {
    routes['POST /api/adoption-journeys'] = () =>
      json({ message: 'Something went wrong on our side. Please try again.' }, 500);
    renderWithProviders(<AdoptionApplicationPanel dogId="dog-1" dogName="Biscuit" onOpenJourney={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply for Adoption' }));
    expect(await screen.findByText('Failed to start adoption application. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply for Adoption' })).toBeTruthy());
  });

  it('an active journey shows the in-progress card straight away', async () => {
    routes['GET /api/adoption-journeys/dog-1'] = () => json(journey());
    renderWithProviders(<AdoptionApplicationPanel dogId="dog-1" dogName="Biscuit" onOpenJourney={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Adoption in Progress' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply for Adoption' })).toBeNull();
  });
});
