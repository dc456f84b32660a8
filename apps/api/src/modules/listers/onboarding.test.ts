// POST /api/shelter/onboard and POST /api/owner/onboard: who may onboard, validation,
// geocoding, onboarding again, the session's `onboarded` flag, and an owner's privacy.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dogs, listers, users } from '../../db/schema/index.ts';
import { createDog } from '../../db/seed/factories.ts';
import { ownerOnboarding, shelterOnboarding } from '../../testing/contract-inputs.ts';
import { cookiesFrom, createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { verifyShelterByEmail } from './listers.repository.ts';
import { LOCATION_NOT_FOUND_MESSAGE } from './onboarding.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const SHELTER_URL = '/api/shelter/onboard';
const OWNER_URL = '/api/owner/onboard';

// Hill Country Hounds in Austin, TX, and Olivia Hartwell-Quincy in Denver, CO, with a reason.
const shelterForm = shelterOnboarding();
const ownerForm = ownerOnboarding();

const listerOf = async (userId: string) => t.database.db.select().from(listers).where(eq(listers.userId, userId));

describe('who may onboard (product §6, §11)', () => {
  it('refuses signed-out callers with 401, before looking at the body', async () => {
    for (const [url, form] of [
      [SHELTER_URL, shelterForm],
      [OWNER_URL, ownerForm],
    ] as const) {
      for (const payload of [form, {}, { junk: true }]) {
        const res = await t.api.post(url, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
    }
  });

  it('refuses adopters on both forms with 403 and stores nothing', async () => {
    const adopter = await signUp(t.app, 'adopter');
    for (const [url, form] of [
      [SHELTER_URL, shelterForm],
      [OWNER_URL, ownerForm],
    ] as const) {
      const res = await t.api.as(adopter.cookie).post(url, form);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: expect.any(String) });
      // An invalid body is still a 403: a stranger learns nothing from validation.
      expect((await t.api.as(adopter.cookie).post(url, {})).statusCode).toBe(403);
    }
    expect(await listerOf(adopter.userId)).toEqual([]);
    expect((await t.api.as(adopter.cookie).get('/api/me')).json()).toMatchObject({ role: 'adopter', onboarded: false });
  });

  it('refuses an owner on the shelter form and a shelter on the owner form (one account, one role)', async () => {
    const owner = await signUp(t.app, 'owner');
    const shelter = await signUp(t.app, 'shelter');
    expect((await t.api.as(owner.cookie).post(SHELTER_URL, shelterForm)).statusCode).toBe(403);
    expect((await t.api.as(shelter.cookie).post(OWNER_URL, ownerForm)).statusCode).toBe(403);
    expect(await listerOf(owner.userId)).toEqual([]);
    expect(await listerOf(shelter.userId)).toEqual([]);
  });
});

describe('validation (product §5)', () => {
  it("answers 400 'Required' for each missing or blank required field of the shelter form", async () => {
    const { cookie } = await signUp(t.app, 'shelter');
    const missing = await t.api.as(cookie).post(SHELTER_URL, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual(
      expect.arrayContaining(
        ['shelterName', 'location', 'email', 'phone'].map((path) => ({ path, message: 'Required' })),
      ),
    );
    expect(missing.json().issues).toHaveLength(4);

    const blank = await t.api.as(cookie).post(SHELTER_URL, { ...shelterForm, shelterName: '   ', phone: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([
      { path: 'shelterName', message: 'Required' },
      { path: 'phone', message: 'Required' },
    ]);
  });

  it("answers 400 'Required' for the owner form's required fields; the reason is optional", async () => {
    const { cookie } = await signUp(t.app, 'owner');
    const missing = await t.api.as(cookie).post(OWNER_URL, { reason: 'Allergies' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual(
      expect.arrayContaining(['fullName', 'location', 'email', 'phone'].map((path) => ({ path, message: 'Required' }))),
    );
    expect(missing.json().issues).toHaveLength(4);
  });

  it("answers 400 'Invalid email' for a malformed email on either form", async () => {
    const shelter = await signUp(t.app, 'shelter');
    const owner = await signUp(t.app, 'owner');
    for (const [url, cookie, form] of [
      [SHELTER_URL, shelter.cookie, shelterForm],
      [OWNER_URL, owner.cookie, ownerForm],
    ] as const) {
      const res = await t.api.as(cookie).post(url, { ...form, email: 'not-an-email' });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'email', message: 'Invalid email' }]);
    }
  });

  it('refuses unknown fields and over-long text', async () => {
    const { cookie, userId } = await signUp(t.app, 'shelter');
    expect((await t.api.as(cookie).post(SHELTER_URL, { ...shelterForm, isVerified: true })).statusCode).toBe(400);
    const long = await t.api.as(cookie).post(SHELTER_URL, { ...shelterForm, description: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([{ path: 'description', message: 'At most 2000 characters' }]);
    expect(await listerOf(userId)).toEqual([]);
  });

  it('answers 400 with an issue on location for a place the geocoder cannot find, and stores nothing', async () => {
    const { cookie, userId } = await signUp(t.app, 'shelter');
    for (const location of ['Qwxzzyville, TX', 'Austin, ZZ']) {
      const res = await t.api.as(cookie).post(SHELTER_URL, { ...shelterForm, location });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: LOCATION_NOT_FOUND_MESSAGE,
        issues: [{ path: 'location', message: LOCATION_NOT_FOUND_MESSAGE }],
      });
    }
    expect(await listerOf(userId)).toEqual([]);
    expect((await t.api.as(cookie).get('/api/me')).json().onboarded).toBe(false);
  });
});

describe('POST /api/shelter/onboard', () => {
  it('creates the shelter at its geocoded location (201) and GET /api/me says onboarded on the very next request', async () => {
    const { cookie, userId } = await signUp(t.app, 'shelter');
    // Read first, so the session memo and cookie cache both hold `onboarded: false`.
    expect((await t.api.as(cookie).get('/api/me')).json()).toMatchObject({ role: 'shelter', onboarded: false });

    const res = await t.api.as(cookie).post(SHELTER_URL, shelterForm);
    expect(res.statusCode).toBe(201);
    const [lister] = await listerOf(userId);
    expect(res.json()).toEqual({ listerId: lister!.id, listerType: 'shelter' });
    expect(lister).toMatchObject({
      type: 'shelter',
      name: 'Hill Country Hounds',
      location: 'Austin, TX',
      email: 'hello@hillcountryhounds.example',
      phone: '(512) 555-0199',
      licenseNumber: 'TX-RESCUE-0042',
      description: 'A volunteer-run rescue for hounds and hound mixes.',
      reason: null,
      isVerified: false,
    });
    // Austin, Texas (bundled gazetteer).
    expect(lister!.latitude).toBeCloseTo(30.27, 1);
    expect(lister!.longitude).toBeCloseTo(-97.74, 1);

    const next = await t.api.as(cookiesFrom(res.headers['set-cookie'], cookie)).get('/api/me');
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ id: userId, role: 'shelter', onboarded: true });
    const [user] = await t.database.db.select({ onboarded: users.onboarded }).from(users).where(eq(users.id, userId));
    expect(user?.onboarded).toBe(true);
  });

  it('stores blank optional fields as nothing', async () => {
    const { cookie, userId } = await signUp(t.app, 'shelter');
    const res = await t.api
      .as(cookie)
      .post(SHELTER_URL, { ...shelterForm, licenseNumber: '  ', description: undefined });
    expect(res.statusCode).toBe(201);
    expect((await listerOf(userId))[0]).toMatchObject({ licenseNumber: null, description: null });
  });

  it('updates the details when the shelter onboards again (200, same lister), and its dogs move with a new location', async () => {
    const { cookie, userId } = await signUp(t.app, 'shelter');
    const first = await t.api.as(cookie).post(SHELTER_URL, shelterForm);
    expect(first.statusCode).toBe(201);
    const { listerId } = first.json();
    const dog = await createDog(t.database.db, { listerId });

    const again = await t.api
      .as(cookie)
      .post(SHELTER_URL, { ...shelterForm, location: 'Denver, CO', phone: '(303) 555-0100' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ listerId, listerType: 'shelter' });
    const rows = await listerOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: listerId, location: 'Denver, CO', phone: '(303) 555-0100' });
    expect(rows[0]!.latitude).toBeCloseTo(39.74, 1);
    const [moved] = await t.database.db.select().from(dogs).where(eq(dogs.id, dog.id));
    expect([moved!.latitude, moved!.longitude]).toEqual([rows[0]!.latitude, rows[0]!.longitude]);
    expect((await t.api.as(cookiesFrom(again.headers['set-cookie'], cookie)).get('/api/me')).json().onboarded).toBe(
      true,
    );
  });

  it('keeps the Verified badge through an update of contact details, and drops it when the name or licence changes', async () => {
    const { cookie, email, userId } = await signUp(t.app, 'shelter');
    await t.api.as(cookie).post(SHELTER_URL, shelterForm);
    await verifyShelterByEmail(t.database.db, email);

    await t.api.as(cookie).post(SHELTER_URL, {
      ...shelterForm,
      phone: '(512) 555-0111',
      description: 'Now with a bigger yard.',
    });
    expect((await listerOf(userId))[0]?.isVerified).toBe(true);

    await t.api.as(cookie).post(SHELTER_URL, { ...shelterForm, licenseNumber: 'TX-RESCUE-9999' });
    expect((await listerOf(userId))[0]?.isVerified).toBe(false);
  });

  it('keeps one lister when the form is sent twice at once (a double submit)', async () => {
    const { cookie, userId } = await signUp(t.app, 'shelter');
    const results = await Promise.all([
      t.api.as(cookie).post(SHELTER_URL, shelterForm),
      t.api.as(cookie).post(SHELTER_URL, shelterForm),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await listerOf(userId)).toHaveLength(1);
  });
});

describe('POST /api/owner/onboard', () => {
  it('creates the owner (201); onboarded shows at once; the full name and reason never appear in a response', async () => {
    const { cookie, userId } = await signUp(t.app, 'owner', { name: 'Liv' });
    expect((await t.api.as(cookie).get('/api/me')).json().onboarded).toBe(false);
    const res = await t.api.as(cookie).post(OWNER_URL, ownerForm);
    expect(res.statusCode).toBe(201);
    const [lister] = await listerOf(userId);
    expect(res.json()).toEqual({ listerId: lister!.id, listerType: 'owner' });
    // Stored, because the owner gave them, but private.
    expect(lister).toMatchObject({
      type: 'owner',
      name: ownerForm.fullName,
      reason: ownerForm.reason,
      location: 'Denver, CO',
    });
    expect(lister!.latitude).toBeCloseTo(39.74, 1);

    const after = cookiesFrom(res.headers['set-cookie'], cookie);
    const bodies = [res.body, (await t.api.as(after).get('/api/me')).body];
    expect(JSON.parse(bodies[1]!)).toMatchObject({ role: 'owner', onboarded: true });

    // Everywhere else an owner could surface: the shelter reads, and their dog's reads.
    const dog = await createDog(t.database.db, { listerId: lister!.id, name: 'Biscuit' });
    const adopter = await signUp(t.app);
    for (const url of [
      '/api/shelters',
      `/api/shelters/${lister!.id}`,
      `/api/shelters/${lister!.id}/dogs`,
      '/api/dogs?limit=500',
      `/api/dogs/${dog.id}`,
    ]) {
      for (const cookie of [undefined, adopter.cookie]) bodies.push((await t.api.as(cookie).get(url)).body);
    }
    const again = await t.api.as(cookie).post(OWNER_URL, { ...ownerForm, phone: '(303) 555-0199' });
    expect(again.statusCode).toBe(200);
    bodies.push(again.body);

    for (const body of bodies) {
      expect(body).not.toContain('Hartwell');
      expect(body).not.toContain('Quincy');
      expect(body).not.toContain('Moving abroad');
    }
    // The public name is "{first name} (Owner)".
    const detail = await t.api.get(`/api/dogs/${dog.id}`);
    expect(detail.json().shelterName).toBe('Olivia (Owner)');
  });

  it('stores an omitted or blank reason as nothing', async () => {
    const { cookie, userId } = await signUp(t.app, 'owner');
    const { reason: _reason, ...withoutReason } = ownerForm;
    expect((await t.api.as(cookie).post(OWNER_URL, withoutReason)).statusCode).toBe(201);
    expect((await listerOf(userId))[0]?.reason).toBeNull();
    expect((await t.api.as(cookie).post(OWNER_URL, { ...ownerForm, reason: ' ' })).statusCode).toBe(200);
    expect((await listerOf(userId))[0]?.reason).toBeNull();
  });
});
