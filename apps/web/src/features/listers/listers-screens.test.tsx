import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListerDog, Me } from '@scout/domain';
import { App } from '@/app/app';
import { queryClient } from '@/lib/query-client';
import { installFetchStandIn, json, type Handler, sessionFrom } from '@/testing/fetch-stand-in';

// The listers' screens in a browser-like DOM against a small stand-in for the API: each
// test says who is signed in (/api/session) and answers the calls its screen makes.

// Screens are lazily loaded chunks; the first import in a run can take over a second.
configure({ asyncUtilTimeout: 5000 });

const { calls, routes } = installFetchStandIn();

function meAs(role: Me['role'] | null, onboarded = true): Handler {
  return () =>
    role === null
      ? json({ message: 'Not signed in' }, 401)
      : json({ id: 'u1', role, name: 'Hill Country Hounds', email: 'hello@hounds.test', onboarded });
}

function visit(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

function dog(overrides: Partial<ListerDog>): ListerDog {
  return {
    id: 'dog-1',
    name: 'Biscuit',
    breed: 'Beagle',
    age: 1,
    size: 'small',
    weight: 22,
    bio: 'A happy beagle who loves long walks.',
    photos: ['/uploads/biscuit.webp'],
    status: 'available',
    createdAt: '2024-05-01T00:00:00.000Z',
    views: 0,
    inquiries: 0,
    interestedAdopters: 0,
    ...overrides,
  };
}

const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

const FIRST_PAGE = '/api/lister/dogs?sort=newest&limit=24';

/** A shelter's dashboard calls: its counts over `dogs()` and their first page (one page, no more). */
function shelterDogs(dogs: () => ListerDog[] | 'fail') {
  routes['GET /api/lister/dogs/stats'] = () => {
    const list = dogs();
    if (list === 'fail') return json({ message: 'Database unavailable' }, 503);
    const listed = list.filter((d) => d.status !== 'removed');
    const sum = (key: 'views' | 'inquiries' | 'interestedAdopters') => listed.reduce((n, d) => n + d[key], 0);
    return json({
      activeListings: listed.filter((d) => d.status === 'available').length,
      adopted: listed.filter((d) => d.status === 'adopted').length,
      listed: listed.length,
      views: sum('views'),
      inquiries: sum('inquiries'),
      interestedAdopters: sum('interestedAdopters'),
    });
  };
  routes[`GET ${FIRST_PAGE}`] = () => {
    const list = dogs();
    return list === 'fail' ? json({ message: 'Database unavailable' }, 503) : page(list, list.length);
  };
}

function page(dogs: ListerDog[], total: number, next?: string) {
  return new Response(JSON.stringify(dogs), {
    headers: {
      'Content-Type': 'application/json',
      'X-Total-Count': String(total),
      ...(next ? { 'X-Next-Cursor': next } : {}),
    },
  });
}

describe('shelter onboarding', () => {
  it("shows product §5's messages, sends the form and opens the dashboard", async () => {
    let onboarded = false;
    routes['GET /api/session'] = sessionFrom(() => meAs('shelter', onboarded)(undefined, ''));
    routes['POST /api/shelter/onboard'] = () => {
      onboarded = true;
      return json({ listerId: 'l1', listerType: 'shelter' }, 201);
    };
    shelterDogs(() => []);
    visit('/shelter-onboarding');

    expect(await screen.findByRole('heading', { level: 1, name: 'Set Up Your Shelter' })).toBeTruthy();
    // The sign-up name and email are offered as a start.
    expect((screen.getByLabelText('Shelter Name') as HTMLInputElement).value).toBe('Hill Country Hounds');
    expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).rows).toBe(4);

    fill('Email', 'not an email');
    fireEvent.click(screen.getByRole('button', { name: 'Create Shelter Profile' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(2); // location, phone
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fill('Email', 'hello@hounds.test');
    fill('Location', 'Austin, TX');
    fill('Phone', '512-555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Create Shelter Profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Shelter Dashboard' })).toBeTruthy();
    expect(window.location.pathname).toBe('/shelter-dashboard');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      shelterName: 'Hill Country Hounds',
      location: 'Austin, TX',
      email: 'hello@hounds.test',
      phone: '512-555-0100',
      licenseNumber: null,
      description: null,
    });
    expect(await screen.findByText('No dogs listed yet')).toBeTruthy();
  });

  it("puts the server's reason in the toast and next to the field", async () => {
    routes['GET /api/session'] = sessionFrom(meAs('shelter', false));
    const message = 'We could not find that location. Enter a city and state, such as Austin, TX.';
    routes['POST /api/shelter/onboard'] = () => json({ message, issues: [{ path: 'location', message }] }, 400);
    visit('/shelter-onboarding');
    await screen.findByLabelText('Location');
    fill('Location', 'Atlantis');
    fill('Phone', '512-555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Create Shelter Profile' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(window.location.pathname).toBe('/shelter-onboarding');
  });

  it('falls back to its own words when the server gives none', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('owner', false));
    routes['POST /api/owner/onboard'] = () => Promise.reject(new TypeError('Failed to fetch'));
    visit('/owner-onboarding');
    await screen.findByLabelText('Location');
    fill('Location', 'Austin, TX');
    fill('Phone', '512-555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Create Owner Profile' }));
    expect(await screen.findByText('Failed to create owner profile')).toBeTruthy();
  });

  it('sends an onboarded shelter to its dashboard', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('shelter', true));
    shelterDogs(() => []);
    visit('/shelter-onboarding');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shelter Dashboard' })).toBeTruthy();
  });

  it('tells visitors and the wrong role what is going on instead of showing the form', async () => {
    routes['GET /api/session'] = sessionFrom(meAs(null));
    const first = visit('/shelter-onboarding');
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login?intended_role=shelter');
    first.unmount();
    queryClient.clear();

    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    visit('/owner-onboarding');
    expect(await screen.findByRole('heading', { name: 'This page is for private owners' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Discover' }).getAttribute('href')).toBe('/discover');
    expect(screen.queryByLabelText('Location')).toBeNull();
  });
});

describe('shelter dashboard', () => {
  it('shows real counts over every dog and the first page with working links', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    shelterDogs(() => [
      dog({ views: 12, inquiries: 2, interestedAdopters: 5 }),
      dog({ id: 'dog-2', name: 'Juniper', age: 4, size: 'large', status: 'adopted', views: 3, inquiries: 1 }),
    ]);
    visit('/shelter-dashboard');

    const stats = await screen.findByLabelText('Your numbers');
    expect(within(stats).getByText('Active Listings').nextSibling?.textContent).toBe('1');
    expect(within(stats).getByText('Total Views').nextSibling?.textContent).toBe('15');
    expect(within(stats).getByText('Inquiries').nextSibling?.textContent).toBe('3');

    const biscuit = await screen.findByRole('article', { name: 'Biscuit' });
    expect(within(biscuit).getByText('1 year · Small')).toBeTruthy();
    expect(within(biscuit).getByRole('link', { name: 'Edit Biscuit' }).getAttribute('href')).toBe(
      '/dog-form?edit=dog-1',
    );
    expect(within(biscuit).getByRole('link', { name: 'View Biscuit' }).getAttribute('href')).toBe('/dogs/dog-1');
    const juniper = screen.getByRole('article', { name: 'Juniper' });
    expect(within(juniper).getByText('4 years · Large')).toBeTruthy();
    expect(within(juniper).getByText('Adopted')).toBeTruthy();
    expect(within(juniper).queryByRole('button', { name: /Mark as Adopted/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add Dog' }).getAttribute('href')).toBe('/dog-form');
    expect(screen.getByText('Showing 2 of 2 dogs')).toBeTruthy();
  });

  it('searches, filters and sorts on the server, and reads more pages on request', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    const many = Array.from({ length: 30 }, (_, i) => dog({ id: `dog-${i}`, name: `Pup ${i}` }));
    shelterDogs(() => many);
    routes[`GET ${FIRST_PAGE}`] = () => page(many.slice(0, 24), 30, 'c2');
    routes['GET /api/lister/dogs?sort=newest&limit=24&cursor=c2'] = () => page(many.slice(24), 30);
    routes['GET /api/lister/dogs?sort=name&limit=24&q=bea&status=adopted'] = () =>
      page([dog({ id: 'dog-9', name: 'Bea', status: 'adopted' })], 1);
    visit('/shelter-dashboard');

    expect(await screen.findByText('Showing 24 of 30 dogs')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show More Dogs' })));
    expect(await screen.findByText('Showing 30 of 30 dogs')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show More Dogs' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'adopted' } });
    fireEvent.change(screen.getByLabelText('Search your dogs by name or breed'), { target: { value: 'bea' } });
    expect(await screen.findByText('Showing 1 of 1 dog that match')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Bea' })).toBeTruthy();
  });

  it('says when nothing matches and goes back to every dog', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    shelterDogs(() => [dog({})]);
    routes['GET /api/lister/dogs?sort=newest&limit=24&q=zzz'] = () => page([], 0);
    visit('/shelter-dashboard');
    await screen.findByRole('article', { name: 'Biscuit' });
    fireEvent.change(screen.getByLabelText('Search your dogs by name or breed'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No dogs match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show All Dogs' }));
    expect(await screen.findByRole('article', { name: 'Biscuit' })).toBeTruthy();
  });

  it('marks several chosen dogs adopted at once, after asking', async () => {
    let adopted = false;
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    shelterDogs(() => [
      dog({ status: adopted ? 'adopted' : 'available' }),
      dog({ id: 'dog-2', name: 'Juniper', status: adopted ? 'adopted' : 'available' }),
      dog({ id: 'dog-3', name: 'Pepper' }),
    ]);
    routes['POST /api/lister/dogs/bulk'] = () => {
      adopted = true;
      return json({ changed: 2 });
    };
    visit('/shelter-dashboard');
    fireEvent.click(await screen.findByLabelText('Select Biscuit'));
    fireEvent.click(screen.getByLabelText('Select Juniper'));
    const bar = screen.getByRole('region', { name: 'Selected dogs' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Mark as Adopted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark 2 dogs as adopted?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Adopted' })));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'adopted', ids: ['dog-1', 'dog-2'] });
    expect(await screen.findByText('2 dogs no longer appear to adopters.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Selected dogs' })).toBeNull();
    const stats = screen.getByLabelText('Your numbers');
    expect(within(stats).getByText('Active Listings').nextSibling?.textContent).toBe('1');
  });

  it('asks before marking a dog adopted, then refreshes the list', async () => {
    let adopted = false;
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    shelterDogs(() => [dog({ status: adopted ? 'adopted' : 'available' })]);
    routes['PATCH /api/dogs/dog-1'] = () => {
      adopted = true;
      return json({});
    };
    visit('/shelter-dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Adopted: Biscuit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Biscuit as adopted?' });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as Adopted' }));
    expect(await screen.findByText('Adopted')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'adopted' });
  });

  it('asks before removing a dog', async () => {
    let removed = false;
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    shelterDogs(() => (removed ? [] : [dog({})]));
    routes['DELETE /api/dogs/dog-1'] = () => {
      removed = true;
      return new Response(null, { status: 204 });
    };
    visit('/shelter-dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Biscuit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Biscuit?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No dogs listed yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Your First Dog' }).getAttribute('href')).toBe('/dog-form');
  });

  it('offers another try when the dogs cannot be read', async () => {
    let fail = true;
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    shelterDogs(() => (fail ? 'fail' : []));
    visit('/shelter-dashboard');
    expect(await screen.findByText("We couldn't load your dogs")).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    expect(await screen.findByText('No dogs listed yet')).toBeTruthy();
  });

  it('asks a shelter that has not onboarded to finish first', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('shelter', false));
    visit('/shelter-dashboard');
    expect(await screen.findByRole('heading', { name: 'Finish setting up first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your details' }).getAttribute('href')).toBe(
      '/shelter-onboarding',
    );
  });
});

describe('owner dashboard', () => {
  it('shows the first dog with its counts and working buttons', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('owner'));
    routes['GET /api/dogs/user'] = () =>
      json([dog({ age: 3, weight: 22, views: 7, inquiries: 2, interestedAdopters: 4 })]);
    visit('/owner-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: "Your Dog's Profile" })).toBeTruthy();
    const stats = await screen.findByLabelText('Your numbers');
    expect(within(stats).getByText('Profile Views').nextSibling?.textContent).toBe('7');
    expect(within(stats).getByText('Interested Adopters').nextSibling?.textContent).toBe('4');
    expect(within(stats).getByText('Messages').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('3 years · 22 lbs')).toBeTruthy();
    expect(screen.getByText('A happy beagle who loves long walks.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/dog-form?edit=dog-1');
    expect(screen.getByRole('link', { name: 'View Public Profile' }).getAttribute('href')).toBe('/dogs/dog-1');
  });

  it('invites an owner without a dog to create the profile', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('owner'));
    routes['GET /api/dogs/user'] = () => json([]);
    visit('/owner-dashboard');
    expect(await screen.findByText('No profile created yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Profile' }).getAttribute('href')).toBe('/dog-form');
  });
});
