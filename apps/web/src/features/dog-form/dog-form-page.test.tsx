import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dog, Me } from '@scout/domain';
import { App } from '@/app/app';
import { queryClient } from '@/lib/query-client';
import { installFetchStandIn, json, type Handler, sessionFrom } from '@/testing/fetch-stand-in';

// The dog form in a browser-like DOM against a small stand-in for the API.

// Screens are lazily loaded chunks; the first import in a run can take over a second.
configure({ asyncUtilTimeout: 5000 });

const { calls, routes } = installFetchStandIn();

const me =
  (role: Me['role'], onboarded = true): Handler =>
  () =>
    json({ id: 'u1', role, name: 'Lister', email: 'lister@example.test', onboarded });

const SAVED_DOG: Dog = {
  id: 'dog-1',
  name: 'Biscuit',
  breed: 'Beagle',
  age: 2,
  ageCategory: 'young',
  size: 'small',
  weight: 22,
  energyLevel: 'high',
  temperament: ['playful', 'loyal'],
  goodWithKids: true,
  goodWithDogs: false,
  goodWithCats: true,
  bio: 'A happy beagle who loves long walks.',
  specialNeeds: null,
  dayInLifeVideo: null,
  vaccinated: true,
  spayedNeutered: true,
  photos: ['/uploads/one.webp', '/uploads/two.webp'],
  status: 'available',
  listerType: 'shelter',
  listerId: 'l1',
  shelterName: 'Hill Country Hounds',
  shelterAddress: 'Austin, TX',
  shelterPhone: '512-555-0100',
  shelterEmail: 'hello@hounds.test',
  latitude: 30.27,
  longitude: -97.74,
  createdAt: '2024-05-01T00:00:00.000Z',
  compatibilityScore: null,
  compatibilityReasons: [],
  distance: null,
};

beforeEach(() => {
  routes['GET /api/dogs/user'] = () => json([]);
  // jsdom has no object URLs; the previews only need a string.
  let preview = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++preview}`);
  URL.revokeObjectURL = vi.fn();
});

function visit(path: string) {
  window.history.pushState(null, '', path);
  return render(<App />);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
const trait = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));

describe('the dog form', () => {
  it("starts from product §3's defaults and shows product §5's messages", async () => {
    routes['GET /api/session'] = sessionFrom(me('shelter'));
    visit('/dog-form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a Dog' })).toBeTruthy();
    for (const section of [
      'Basic Information',
      'Photos',
      'Personality & Temperament',
      'Description',
      'Health Information',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    expect(field('Age (years)').value).toBe('0');
    expect(field('Weight (lbs)').value).toBe('50');
    expect((screen.getByLabelText('Age Category') as HTMLSelectElement).value).toBe('adult');
    expect((screen.getByLabelText('Size') as HTMLSelectElement).value).toBe('medium');
    expect((screen.getByLabelText('Energy Level') as HTMLSelectElement).value).toBe('moderate');
    const traits = within(screen.getByRole('group', { name: 'Temperament' })).getAllByRole('checkbox');
    expect(traits.map((t) => t.closest('label')?.textContent)).toEqual([
      'Friendly',
      'Playful',
      'Calm',
      'Loyal',
      'Gentle',
      'Protective',
      'Energetic',
      'Independent',
    ]);
    expect(traits.every((t) => !(t as HTMLInputElement).checked)).toBe(true);
    for (const yes of ['Kids', 'Dogs', 'Cats', 'Vaccinated', 'Spayed/Neutered']) {
      expect((screen.getByRole('checkbox', { name: yes }) as HTMLInputElement).checked).toBe(true);
    }

    fill('Age (years)', '30');
    fill('Weight (lbs)', '0');
    fill('Bio', 'Too short');
    fireEvent.click(screen.getByRole('button', { name: 'Create Dog Profile' }));
    for (const message of [
      'Name is required',
      'Breed is required',
      'Age must be between 0 and 25',
      'Weight must be between 1 and 300 lbs',
      'Select at least one temperament trait',
      'Bio must be at least 20 characters',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("creates the dog, says so, and opens an owner's dashboard", async () => {
    routes['GET /api/session'] = sessionFrom(me('owner'));
    routes['POST /api/dogs'] = (init) => json({ ...SAVED_DOG, ...JSON.parse(String(init?.body)), id: 'new' }, 201);
    visit('/dog-form');
    await screen.findByLabelText('Name');
    fill('Name', 'Pepper');
    fill('Breed', 'Lab mix');
    fill('Age (years)', '2');
    fill('Weight (lbs)', '70');
    trait('Friendly');
    trait('Calm');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cats' }));
    fill('Bio', 'Pepper is a gentle giant who loves naps.');
    const create = screen.getByRole('button', { name: 'Create Dog Profile' });
    // A double click sends once.
    fireEvent.click(create);
    fireEvent.click(create);

    expect(await screen.findByText('Success!')).toBeTruthy();
    expect(screen.getByText("Pepper's profile has been created.")).toBeTruthy();
    expect(window.location.pathname).toBe('/owner-dashboard');
    const posts = calls.filter((c) => c.method === 'POST' && c.url === '/api/dogs');
    expect(posts).toHaveLength(1);
    // Age and weight moved the untouched category and size along with them (product §9 bands).
    expect(posts[0]?.body).toEqual({
      name: 'Pepper',
      breed: 'Lab mix',
      age: 2,
      ageCategory: 'young',
      size: 'large',
      weight: 70,
      energyLevel: 'moderate',
      temperament: ['friendly', 'calm'],
      goodWithKids: true,
      goodWithDogs: true,
      goodWithCats: false,
      bio: 'Pepper is a gentle giant who loves naps.',
      specialNeeds: null,
      dayInLifeVideo: null,
      vaccinated: true,
      spayedNeutered: true,
      photos: [],
    });
  });

  it('keeps a category or size picked by hand when the age or weight changes', async () => {
    routes['GET /api/session'] = sessionFrom(me('shelter'));
    visit('/dog-form');
    await screen.findByLabelText('Name');
    fill('Age (years)', '0.5');
    expect((screen.getByLabelText('Age Category') as HTMLSelectElement).value).toBe('puppy');
    fireEvent.change(screen.getByLabelText('Age Category'), { target: { value: 'senior' } });
    fill('Age (years)', '2');
    expect((screen.getByLabelText('Age Category') as HTMLSelectElement).value).toBe('senior');
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'large' } });
    fill('Weight (lbs)', '10');
    expect((screen.getByLabelText('Size') as HTMLSelectElement).value).toBe('large');
  });

  it("shows the server's message when the save fails, and can be sent again", async () => {
    routes['GET /api/session'] = sessionFrom(me('shelter'));
    routes['POST /api/dogs'] = () => json({ message: 'Only onboarded shelters and owners can list dogs' }, 403);
    visit('/dog-form');
    await screen.findByLabelText('Name');
    fill('Name', 'Pepper');
    fill('Breed', 'Lab mix');
    trait('Friendly');
    fill('Bio', 'Pepper is a gentle giant who loves naps.');
    fireEvent.click(screen.getByRole('button', { name: 'Create Dog Profile' }));
    expect(await screen.findByText('Only onboarded shelters and owners can list dogs')).toBeTruthy();
    expect(window.location.pathname).toBe('/dog-form');
    expect(await screen.findByRole('button', { name: 'Create Dog Profile' })).toBeTruthy();
  });

  it('uploads chosen photos, refuses other files, and sends the photos cover first', async () => {
    routes['GET /api/session'] = sessionFrom(me('shelter'));
    let uploads = 0;
    routes['POST /api/uploads'] = (init) => {
      expect(init?.body).toBeInstanceOf(FormData);
      // The browser sets the multipart type with its boundary; a type set here would lack it.
      expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
      return json({ url: `/uploads/photo-${++uploads}.webp` }, 201);
    };
    routes['POST /api/dogs'] = () => json(SAVED_DOG, 201);
    visit('/dog-form');
    const input = await screen.findByLabelText('Add photos');
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    fireEvent.change(input, {
      target: {
        files: [png('first.png'), png('second.png'), new File(['x'], 'notes.pdf', { type: 'application/pdf' })],
      },
    });
    expect(await screen.findByText('notes.pdf is not a JPEG, PNG or WebP image.')).toBeTruthy();
    const photos = screen.getByRole('list', { name: 'Photos' });
    await within(photos).findByRole('img', { name: 'Photo 2' });
    expect((await within(photos).findByRole('img', { name: 'Photo 1 (cover)' })).getAttribute('src')).toMatch(
      /^\/uploads\//,
    );
    fireEvent.click(within(photos).getByRole('button', { name: 'Make photo 2 the cover' }));
    expect(within(photos).getByRole('img', { name: 'Photo 1 (cover)' }).getAttribute('src')).toBe(
      '/uploads/photo-2.webp',
    );

    fill('Name', 'Pepper');
    fill('Breed', 'Lab mix');
    trait('Friendly');
    fill('Bio', 'Pepper is a gentle giant who loves naps.');
    fireEvent.click(screen.getByRole('button', { name: 'Create Dog Profile' }));
    await screen.findByText('Success!');
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/dogs');
    expect((post?.body as { photos: string[] }).photos).toEqual(['/uploads/photo-2.webp', '/uploads/photo-1.webp']);
  });

  it("shows the server's reason when an upload is refused", async () => {
    routes['GET /api/session'] = sessionFrom(me('shelter'));
    routes['POST /api/uploads'] = () => json({ message: 'The file is not an image we can read.' }, 400);
    visit('/dog-form');
    const input = await screen.findByLabelText('Add photos');
    fireEvent.change(input, { target: { files: [new File(['nope'], 'broken.png', { type: 'image/png' })] } });
    expect(
      await screen.findByText('broken.png could not be uploaded: The file is not an image we can read.'),
    ).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Photos' })).queryAllByRole('img')).toHaveLength(0);
  });

  it('edits a dog: fills the form from GET /api/dogs/{id} and saves with PATCH', async () => {
    routes['GET /api/session'] = sessionFrom(me('shelter'));
    routes['GET /api/dogs/dog-1'] = () => json(SAVED_DOG);
    routes['PATCH /api/dogs/dog-1'] = (init) => json({ ...SAVED_DOG, ...JSON.parse(String(init?.body)) });
    visit('/dog-form?edit=dog-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Biscuit' })).toBeTruthy();
    expect(field('Name').value).toBe('Biscuit');
    expect((screen.getByRole('checkbox', { name: 'Playful' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Dogs' }) as HTMLInputElement).checked).toBe(false);
    expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('img')).toHaveLength(2);

    fill('Name', 'Biscuit Jr');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText("Biscuit Jr's profile has been updated.")).toBeTruthy();
    expect(window.location.pathname).toBe('/shelter-dashboard');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      name: 'Biscuit Jr',
      temperament: ['playful', 'loyal'],
      photos: SAVED_DOG.photos,
    });
  });

  it('says so when the dog to edit does not exist', async () => {
    routes['GET /api/session'] = sessionFrom(me('owner'));
    routes['GET /api/dogs/gone'] = () => json({ message: 'Dog not found' }, 404);
    visit('/dog-form?edit=gone');
    expect(await screen.findByRole('heading', { name: 'Dog not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/owner-dashboard');
  });

  it('is only for onboarded shelters and owners', async () => {
    routes['GET /api/session'] = sessionFrom(me('adopter'));
    const first = visit('/dog-form');
    expect(await screen.findByRole('heading', { name: 'This page is for shelters and private owners' })).toBeTruthy();
    first.unmount();
    queryClient.clear();
    routes['GET /api/session'] = sessionFrom(me('owner', false));
    visit('/dog-form');
    expect(await screen.findByRole('heading', { name: 'Finish setting up first' })).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});
