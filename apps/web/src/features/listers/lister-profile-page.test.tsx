import { act, configure, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me, OwnerProfile, ShelterProfile } from '@scout/domain';
import { App } from '@/app/app';
import { installFetchStandIn, json, type Handler, sessionFrom } from '@/testing/fetch-stand-in';

// The lister's profile screen (/lister-profile) in a browser-like DOM against a stand-in for
// the API: reached from the dashboard, filled in with what is saved, validated as onboarding
// is, saved with a toast and back to the dashboard.

// Screens are lazily loaded chunks; the first import in a run can take over a second.
configure({ asyncUtilTimeout: 5000 });

const { calls, routes } = installFetchStandIn();

const meAs =
  (role: Me['role']): Handler =>
  () =>
    json({ id: 'u1', role, name: 'Account Name', email: 'account@hounds.test', onboarded: true });

const SHELTER: ShelterProfile = {
  type: 'shelter',
  id: 'l1',
  shelterName: 'Hill Country Hounds',
  location: 'Austin, TX',
  latitude: 30.26715,
  longitude: -97.74306,
  email: 'hello@hounds.test',
  phone: '(512) 555-0199',
  licenseNumber: 'TX-RESCUE-0042',
  description: null,
  isVerified: true,
};

const OWNER: OwnerProfile = {
  type: 'owner',
  id: 'l2',
  fullName: 'Olivia Hartwell',
  location: 'Denver, CO',
  latitude: 39.73915,
  longitude: -104.9847,
  email: 'olivia@example.test',
  phone: '(303) 555-0123',
  reason: 'Moving abroad',
};

function visit(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const patches = () => calls.filter((c) => c.method === 'PATCH');

describe('a shelter edits its profile', () => {
  it('opens from the dashboard with what is saved, checks it as onboarding does, saves and goes back', async () => {
    let saved = SHELTER;
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    routes['GET /api/lister/dogs/stats'] = () =>
      json({ activeListings: 0, adopted: 0, listed: 0, views: 0, inquiries: 0, interestedAdopters: 0 });
    routes['GET /api/lister/profile'] = () => json(saved);
    routes['PATCH /api/lister/profile'] = (init) => {
      const body = JSON.parse(String(init?.body)) as Partial<ShelterProfile>;
      saved = { ...saved, ...body, latitude: 39.73915, longitude: -104.9847 };
      return json(saved);
    };
    visit('/shelter-dashboard');
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Shelter Profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Shelter Profile' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Hill Country Hounds')).toBeTruthy();
    expect(valueOf('Location')).toBe('Austin, TX');
    expect(valueOf('License Number (optional)')).toBe('TX-RESCUE-0042');
    expect(valueOf(/^Description/)).toBe('');
    // A verified shelter is told what a change of name or licence does.
    expect(screen.getByText(/removes the Verified badge/)).toBeTruthy();

    fill('Phone', '');
    fill('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(patches()).toHaveLength(0);

    fill('Phone', '(303) 555-0100');
    fill('Email', 'hello@hounds.test');
    fill('Location', 'Denver, CO');
    fill('Shelter Name', 'Mile High Hounds');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shelter Dashboard' })).toBeTruthy();
    expect(window.location.pathname).toBe('/shelter-dashboard');
    // The dashboard names the shelter as it now stands, not as it signed up.
    expect(await screen.findByText('Mile High Hounds')).toBeTruthy();
    expect(patches().map((c) => c.body)).toEqual([
      {
        type: 'shelter',
        shelterName: 'Mile High Hounds',
        location: 'Denver, CO',
        email: 'hello@hounds.test',
        phone: '(303) 555-0100',
        licenseNumber: 'TX-RESCUE-0042',
        description: null,
      },
    ]);
  });

  it("puts the server's reason next to the field and in the toast, and stays on the form", async () => {
    const message = 'We could not find that location. Enter a city and state, such as Austin, TX.';
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    routes['GET /api/lister/profile'] = () => json(SHELTER);
    routes['PATCH /api/lister/profile'] = () => json({ message, issues: [{ path: 'location', message }] }, 400);
    visit('/lister-profile');
    await screen.findByDisplayValue('Austin, TX');
    fill('Location', 'Atlantis');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(window.location.pathname).toBe('/lister-profile');
  });

  it('offers another try when the profile cannot be read', async () => {
    let fail = true;
    routes['GET /api/session'] = sessionFrom(meAs('shelter'));
    routes['GET /api/lister/profile'] = () => (fail ? json({ message: 'Database unavailable' }, 503) : json(SHELTER));
    visit('/lister-profile');
    expect(await screen.findByText("We couldn't load your profile")).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    expect(await screen.findByDisplayValue('Hill Country Hounds')).toBeTruthy();
  });
});

describe('an owner edits their details', () => {
  it('sees their private reason, and sends the owner form', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('owner'));
    routes['GET /api/dogs/user'] = () => json([]);
    routes['GET /api/lister/profile'] = () => json(OWNER);
    routes['PATCH /api/lister/profile'] = () => json({ ...OWNER, reason: null });
    visit('/owner-dashboard');
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Your Details' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Your Details' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Olivia Hartwell')).toBeTruthy();
    expect(valueOf(/^Why are you rehoming/)).toBe('Moving abroad');
    fill(/^Why are you rehoming/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: "Your Dog's Profile" })).toBeTruthy();
    expect(patches().map((c) => c.body)).toEqual([
      {
        type: 'owner',
        fullName: 'Olivia Hartwell',
        location: 'Denver, CO',
        email: 'olivia@example.test',
        phone: '(303) 555-0123',
        reason: null,
      },
    ]);
  });

  it('is not for adopters', async () => {
    routes['GET /api/session'] = sessionFrom(meAs('adopter'));
    visit('/lister-profile');
    expect(await screen.findByRole('heading', { name: 'This page is for shelters and private owners' })).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/lister/profile')).toBe(false);
  });
});
