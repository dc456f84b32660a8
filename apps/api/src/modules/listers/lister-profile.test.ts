// GET and PATCH /api/lister/profile (issue 17): who may call them, what a shelter and an owner
// read and change, validation as at onboarding, a new location geocoded again with the dogs
// moving with it (on the map and in radius searches), an owner's reason kept private, and
// one lister's edit never touching another's profile.
import { dogMarkerListSchema, dogSchema, listerProfileSchema, type ListerProfile } from '@scout/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs, listers } from '../../db/schema/index.ts';
import { createDog } from '../../db/seed/factories.ts';
import { ownerOnboarding, shelterOnboarding } from '../../testing/contract-inputs.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { verifyShelterByEmail } from './listers.repository.ts';
import { LISTER_PROFILE_URL as PROFILE_URL } from './lister-profile.routes.ts';
import { PROFILE_NOT_FOUND_MESSAGE, wrongTypeMessage } from './lister-profile.service.ts';
import { LOCATION_NOT_FOUND_MESSAGE } from './onboarding.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

// The bundled gazetteer's places (no GEOCODER_URL): Austin, TX and Denver, CO.
const AUSTIN = { lat: 30.26715, lng: -97.74306 };
const DENVER = { lat: 39.73915, lng: -104.9847 };

/** A shelter (Hill Country Hounds, Austin, TX) or an owner (Olivia Hartwell-Quincy, Denver, CO) onboarded through the API. */
async function onboarded(
  type: 'shelter' | 'owner',
  form: object = type === 'shelter' ? shelterOnboarding() : ownerOnboarding(),
) {
  const account = await signUp(t.app, type);
  const res = await t.api.as(account.cookie).post(`/api/${type}/onboard`, form);
  expect(res.statusCode, res.body).toBe(201);
  return { ...account, listerId: res.json().listerId as string };
}

async function profileOf(cookie: string): Promise<ListerProfile> {
  const res = await t.api.as(cookie).get(PROFILE_URL);
  expect(res.statusCode, res.body).toBe(200);
  return listerProfileSchema.parse(res.json());
}

async function patch(cookie: string, body: object) {
  return t.api.as(cookie).patch(PROFILE_URL, body);
}

const dogIdsNear = async ({ lat, lng }: { lat: number; lng: number }) => {
  const res = await t.api.get(`/api/dogs?lat=${lat}&lng=${lng}&radius=25&limit=500`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }[]).map((d) => d.id);
};

/** The map's markers in a box one degree around the point. */
const markerIdsNear = async ({ lat, lng }: { lat: number; lng: number }) => {
  const res = await t.api.get(`/api/dogs?view=map&bbox=${lng - 0.5},${lat - 0.5},${lng + 0.5},${lat + 0.5}`);
  expect(res.statusCode, res.body).toBe(200);
  return dogMarkerListSchema.parse(res.json()).map((m) => m.id);
};

describe('who may call (product §6)', () => {
  it('refuses signed-out callers with 401, before looking at the body', async () => {
    expect((await t.api.get(PROFILE_URL)).statusCode).toBe(401);
    for (const body of [{ type: 'shelter', phone: '1' }, {}, { junk: true }]) {
      const res = await t.api.patch(PROFILE_URL, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('refuses adopters with 403, valid body or not', async () => {
    const adopter = await signUp(t.app, 'adopter');
    expect((await t.api.as(adopter.cookie).get(PROFILE_URL)).statusCode).toBe(403);
    for (const body of [{ type: 'shelter', phone: '1' }, {}]) {
      const res = await patch(adopter.cookie, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Only shelters and owners have a lister profile.' });
    }
  });

  it('answers 404 with a way forward to a shelter or owner who has not onboarded yet', async () => {
    for (const role of ['shelter', 'owner'] as const) {
      const { cookie } = await signUp(t.app, role);
      const read = await t.api.as(cookie).get(PROFILE_URL);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: PROFILE_NOT_FOUND_MESSAGE });
      const write = await patch(cookie, { type: role, phone: '(512) 555-0100' });
      expect(write.statusCode).toBe(404);
      expect(write.json()).toEqual({ message: PROFILE_NOT_FOUND_MESSAGE });
    }
  });
});

describe('a shelter', () => {
  it('reads what it gave at onboarding', async () => {
    const { cookie, listerId } = await onboarded('shelter');
    const profile = await profileOf(cookie);
    expect(profile).toEqual({
      type: 'shelter',
      id: listerId,
      shelterName: 'Hill Country Hounds',
      location: 'Austin, TX',
      latitude: expect.closeTo(AUSTIN.lat, 2),
      longitude: expect.closeTo(AUSTIN.lng, 2),
      email: 'hello@hillcountryhounds.example',
      phone: '(512) 555-0199',
      licenseNumber: 'TX-RESCUE-0042',
      description: 'A volunteer-run rescue for hounds and hound mixes.',
      isVerified: false,
    });
  });

  it('changes only the fields it sends, clears a blank optional field, and the public page shows the change', async () => {
    const { cookie, listerId } = await onboarded('shelter');
    const before = await profileOf(cookie);
    const res = await patch(cookie, {
      type: 'shelter',
      shelterName: '  Hill Country Hounds & Friends ',
      phone: '(512) 555-0111',
      email: 'adopt@hillcountryhounds.example',
      description: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      ...before,
      shelterName: 'Hill Country Hounds & Friends',
      phone: '(512) 555-0111',
      email: 'adopt@hillcountryhounds.example',
      description: null,
    };
    expect(res.json()).toEqual(expected);
    expect(await profileOf(cookie)).toEqual(expected);

    const page = await t.api.get(`/api/shelters/${listerId}`);
    expect(page.json()).toMatchObject({
      shelterName: 'Hill Country Hounds & Friends',
      phone: '(512) 555-0111',
      email: 'adopt@hillcountryhounds.example',
      description: null,
      licenseNumber: 'TX-RESCUE-0042',
    });

    // Nothing sent, nothing changed.
    const empty = await patch(cookie, { type: 'shelter' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(expected);
  });

  it('keeps the Verified badge through contact changes and drops it when the name or licence changes, as at onboarding', async () => {
    const { cookie, email } = await onboarded('shelter');
    for (const change of [
      { shelterName: 'Renamed Rescue' },
      { licenseNumber: 'TX-RESCUE-9999' },
      { licenseNumber: '' },
    ]) {
      await verifyShelterByEmail(t.database.db, email);
      const kept = await patch(cookie, { type: 'shelter', phone: '(512) 555-0123', description: 'Bigger yard.' });
      expect(kept.json().isVerified).toBe(true);
      const dropped = await patch(cookie, { type: 'shelter', ...change });
      expect(dropped.statusCode, dropped.body).toBe(200);
      expect(dropped.json().isVerified).toBe(false);
      expect(await profileOf(cookie)).toMatchObject({ isVerified: false });
    }
  });
});

describe('an owner', () => {
  it('reads and changes their full name and private reason; neither appears in any public answer', async () => {
    const { cookie, listerId } = await onboarded('owner');
    expect(await profileOf(cookie)).toEqual({
      type: 'owner',
      id: listerId,
      fullName: 'Olivia Hartwell-Quincy',
      location: 'Denver, CO',
      latitude: expect.closeTo(DENVER.lat, 2),
      longitude: expect.closeTo(DENVER.lng, 2),
      email: expect.any(String),
      phone: expect.any(String),
      reason: expect.stringContaining('Moving abroad'),
    });

    const res = await patch(cookie, {
      type: 'owner',
      fullName: 'Olivia Zanzibar-Whitlock',
      reason: 'Landlord says no dogs, sadly',
      phone: '(303) 555-0177',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Olivia Zanzibar-Whitlock',
      reason: 'Landlord says no dogs, sadly',
      phone: '(303) 555-0177',
    });

    const dog = await createDog(t.database.db, { listerId, name: 'Pickle' });
    const adopter = await signUp(t.app);
    const bodies: string[] = [];
    for (const url of [
      '/api/shelters',
      `/api/shelters/${listerId}`,
      `/api/shelters/${listerId}/dogs`,
      '/api/dogs?limit=500',
      `/api/dogs/${dog.id}`,
      `/api/dogs?lat=${DENVER.lat}&lng=${DENVER.lng}&radius=25&limit=500`,
      `/api/dogs?view=map&bbox=${DENVER.lng - 1},${DENVER.lat - 1},${DENVER.lng + 1},${DENVER.lat + 1}`,
    ]) {
      for (const who of [undefined, adopter.cookie]) bodies.push((await t.api.as(who).get(url)).body);
    }
    for (const body of bodies) {
      for (const secret of ['Zanzibar', 'Whitlock', 'Landlord', 'Hartwell', 'Moving abroad']) {
        expect(body).not.toContain(secret);
      }
    }
    // The public name follows the new first name: "{first name} (Owner)".
    expect((await t.api.get(`/api/dogs/${dog.id}`)).json().shelterName).toBe('Olivia (Owner)');
  });

  it('clears the reason when it is sent blank', async () => {
    const { cookie } = await onboarded('owner');
    const res = await patch(cookie, { type: 'owner', reason: '   ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().reason).toBeNull();
  });
});

describe('validation, as at onboarding (product §5)', () => {
  it("answers 400 'Required' for a blank required field, 'Invalid email' and the length limits", async () => {
    const shelter = await onboarded('shelter');
    const owner = await onboarded('owner');
    const before = [await profileOf(shelter.cookie), await profileOf(owner.cookie)];

    const blank = await patch(shelter.cookie, { type: 'shelter', shelterName: '  ', phone: '', location: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([
      { path: 'shelterName', message: 'Required' },
      { path: 'location', message: 'Required' },
      { path: 'phone', message: 'Required' },
    ]);
    const missing = await patch(owner.cookie, { type: 'owner', fullName: null, email: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      { path: 'fullName', message: 'Required' },
      { path: 'email', message: 'Required' },
    ]);

    for (const [cookie, type] of [
      [shelter.cookie, 'shelter'],
      [owner.cookie, 'owner'],
    ] as const) {
      const res = await patch(cookie, { type, email: 'not-an-email' });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'email', message: 'Invalid email' }]);
    }
    const long = await patch(shelter.cookie, { type: 'shelter', description: 'x'.repeat(2001) });
    expect(long.json().issues).toEqual([{ path: 'description', message: 'At most 2000 characters' }]);
    const longReason = await patch(owner.cookie, { type: 'owner', reason: 'x'.repeat(2001) });
    expect(longReason.json().issues).toEqual([{ path: 'reason', message: 'At most 2000 characters' }]);

    expect([await profileOf(shelter.cookie), await profileOf(owner.cookie)]).toEqual(before);
  });

  it('refuses unknown fields, the other form’s fields, a missing or wrong type', async () => {
    const shelter = await onboarded('shelter');
    const owner = await onboarded('owner');
    const before = [await profileOf(shelter.cookie), await profileOf(owner.cookie)];

    for (const [cookie, body] of [
      [shelter.cookie, { type: 'shelter', isVerified: true }],
      [shelter.cookie, { type: 'shelter', reason: 'Why not' }],
      [shelter.cookie, { type: 'shelter', latitude: 0 }],
      [owner.cookie, { type: 'owner', shelterName: 'Not a shelter' }],
      [owner.cookie, { type: 'owner', description: 'No' }],
      [owner.cookie, { phone: '(303) 555-0100' }],
      [owner.cookie, { type: 'adopter' }],
    ] as const) {
      const res = await patch(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), issues: expect.any(Array) });
    }

    // A valid body of the other kind of lister.
    const wrong = await patch(shelter.cookie, { type: 'owner', reason: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: wrongTypeMessage('shelter'),
      issues: [{ path: 'type', message: wrongTypeMessage('shelter') }],
    });
    expect((await patch(owner.cookie, { type: 'shelter', phone: '1' })).json().message).toBe(wrongTypeMessage('owner'));

    expect([await profileOf(shelter.cookie), await profileOf(owner.cookie)]).toEqual(before);
  });

  it('answers 400 on location for a place the geocoder cannot find, and nothing changes or moves', async () => {
    const { cookie, listerId } = await onboarded('shelter');
    const dog = await createDog(t.database.db, { listerId });
    const before = await profileOf(cookie);
    for (const location of ['Qwxzzyville, TX', 'Austin, ZZ']) {
      const res = await patch(cookie, { type: 'shelter', location, phone: '(512) 555-0000' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: LOCATION_NOT_FOUND_MESSAGE,
        issues: [{ path: 'location', message: LOCATION_NOT_FOUND_MESSAGE }],
      });
    }
    expect(await profileOf(cookie)).toEqual(before);
    const read = dogSchema.parse((await t.api.get(`/api/dogs/${dog.id}`)).json());
    expect([read.latitude, read.longitude]).toEqual([before.latitude, before.longitude]);
  });
});

describe('a new location', () => {
  it('is geocoded again, and every dog of the lister moves with it on the map and in radius searches', async () => {
    const { cookie, listerId } = await onboarded('shelter');
    const available = await createDog(t.database.db, { listerId, name: 'Mover' });
    const adopted = await createDog(t.database.db, { listerId, name: 'Homebody', status: 'adopted' });
    // Read first, so the map's and the list's caches hold the dog in Austin.
    expect(await dogIdsNear(AUSTIN)).toContain(available.id);
    expect(await markerIdsNear(AUSTIN)).toContain(available.id);
    expect(await markerIdsNear(DENVER)).not.toContain(available.id);

    const res = await patch(cookie, { type: 'shelter', location: 'Denver, CO' });
    expect(res.statusCode, res.body).toBe(200);
    const profile = listerProfileSchema.parse(res.json());
    expect(profile.location).toBe('Denver, CO');
    expect(profile.latitude).toBeCloseTo(DENVER.lat, 2);
    expect(profile.longitude).toBeCloseTo(DENVER.lng, 2);

    const read = dogSchema.parse((await t.api.get(`/api/dogs/${available.id}`)).json());
    expect([read.latitude, read.longitude]).toEqual([profile.latitude, profile.longitude]);
    expect(await dogIdsNear(AUSTIN)).not.toContain(available.id);
    expect(await dogIdsNear(DENVER)).toContain(available.id);
    expect(await markerIdsNear(AUSTIN)).not.toContain(available.id);
    expect(await markerIdsNear(DENVER)).toContain(available.id);
    // A dog not on the map moves too, ready for the day it is listed again.
    const [stored] = await t.database.db.select().from(dogs).where(eq(dogs.id, adopted.id));
    expect([stored!.latitude, stored!.longitude]).toEqual([profile.latitude, profile.longitude]);
    // The shelter's page stands where its dogs are.
    const page = await t.api.get(`/api/shelters/${listerId}`);
    expect(page.json()).toMatchObject({
      location: 'Denver, CO',
      latitude: profile.latitude,
      longitude: profile.longitude,
    });
  });

  it('is not geocoded again when the location text is unchanged', async () => {
    const { cookie, listerId } = await onboarded('shelter');
    // Coordinates the gazetteer would not give for "Austin, TX": kept when the text is sent unchanged.
    await t.database.db.update(listers).set({ latitude: 30.3, longitude: -97.7 }).where(eq(listers.id, listerId));
    const res = await patch(cookie, { type: 'shelter', location: 'Austin, TX', phone: '(512) 555-0142' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ latitude: 30.3, longitude: -97.7, phone: '(512) 555-0142' });
  });
});

describe('only the lister changes their profile', () => {
  it("one lister's edits read and change their own profile only; the other's profile and dogs stay as they were", async () => {
    const a = await onboarded('shelter');
    const b = await onboarded('shelter', shelterOnboarding({ shelterName: 'Second Chance Shepherds' }));
    const c = await onboarded('owner');
    const bDog = await createDog(t.database.db, { listerId: b.listerId });
    const others = [await profileOf(b.cookie), await profileOf(c.cookie)];

    const res = await patch(a.cookie, {
      type: 'shelter',
      shelterName: 'Only A',
      location: 'Denver, CO',
      phone: '(303) 555-0101',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.listerId, shelterName: 'Only A' });
    expect((await profileOf(a.cookie)).id).toBe(a.listerId);

    expect([await profileOf(b.cookie), await profileOf(c.cookie)]).toEqual(others);
    const [bDogNow] = await t.database.db.select().from(dogs).where(eq(dogs.id, bDog.id));
    expect([bDogNow!.latitude, bDogNow!.longitude]).toEqual([others[0]!.latitude, others[0]!.longitude]);
  });
});
