// @vitest-environment node
// The migration's rules with a small in-memory server written here: plain async functions
// that answer like the API does (ApiError failures), recording every call.
import { describe, expect, it } from 'vitest';
import type { GuestSwipe, SurveyAnswers } from '@scout/domain';
import { ApiError } from '@/lib/api-client';
import { migrateGuestData, MIGRATION_ERROR_MESSAGE, type MigrationTransport } from './migrate';

const ANSWERS: SurveyAnswers = {
  livingSituation: 'house_small_yard',
  otherPets: 'cats',
  activityLevel: 'moderate',
  workSchedule: 'hybrid',
  exerciseCommitment: 'few_times_week',
  experienceLevel: 'some_experience',
  householdComposition: 'adults',
  preferredSize: ['medium'],
  preferredAge: ['young', 'adult'],
  preferredEnergy: ['medium'],
  searchRadius: 25,
  latitude: 30.2672,
  longitude: -97.7431,
};

const swipe = (dogId: string, direction: 'left' | 'right', timestamp = 1): GuestSwipe => ({
  dogId,
  direction,
  timestamp,
});

interface ServerOptions {
  signedIn?: boolean;
  profileStatus?: number;
  failingDogs?: string[];
  swipeStatus?: number;
  alertsStatus?: number;
}

function fakeServer({
  signedIn = true,
  profileStatus = 201,
  failingDogs = [],
  swipeStatus = 201,
  alertsStatus = 200,
}: ServerOptions = {}) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const transport: MigrationTransport = {
    enableNewDogAlerts: async () => {
      calls.push({ path: '/api/notification-settings', body: { newDogAlerts: 'instant' } });
      if (alertsStatus >= 400) throw new ApiError(alertsStatus, '{"message":"Internal Server Error"}');
      return { ok: true };
    },
    getMe: async () => (signedIn ? { id: 'user-1' } : null),
    post: async (path, body) => {
      calls.push({ path, body });
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (path === '/api/profile') {
        if (profileStatus >= 400) throw new ApiError(profileStatus, '{"message":"Profile already exists"}');
        return { ok: true };
      }
      const { dogId } = body as { dogId: string };
      if (swipeStatus >= 400 || failingDogs.includes(dogId))
        throw new ApiError(500, '{"message":"Internal Server Error"}');
      return { ok: true };
    },
  };
  return { calls, transport };
}

const SWIPES = [swipe('a', 'right', 1), swipe('b', 'left', 2), swipe('c', 'right', 3)];

describe('migrateGuestData', () => {
  it('creates the profile, then sends every swipe one at a time, in order, and finishes done', async () => {
    const { calls, transport } = fakeServer();
    const result = await migrateGuestData({ profile: ANSWERS, swipes: SWIPES }, transport);
    expect(calls.map((c) => c.path)).toEqual(['/api/profile', '/api/swipes', '/api/swipes', '/api/swipes']);
    expect(calls[0]?.body).toEqual(ANSWERS);
    expect(calls.slice(1).map((c) => c.body)).toEqual([
      { dogId: 'a', direction: 'right' },
      { dogId: 'b', direction: 'left' },
      { dogId: 'c', direction: 'right' },
    ]);
    expect(result).toMatchObject({
      status: 'done',
      title: 'All set!',
      profile: 'created',
      swipesSaved: 3,
      likesSaved: 2,
      keep: { profile: false, swipes: [] },
      message: 'Your 2 matches and preferences have been saved',
    });
  });

  it('fills in the default search radius of 25 when the guest profile has none', async () => {
    const { calls, transport } = fakeServer();
    const { searchRadius: _omit, ...withoutRadius } = ANSWERS;
    await migrateGuestData({ profile: withoutRadius as SurveyAnswers, swipes: [] }, transport);
    expect(calls[0]?.body).toMatchObject({ searchRadius: 25 });
  });

  it.each([400, 409])(
    'treats %i on profile creation as "already exists" and goes on with the swipes',
    async (status) => {
      const { calls, transport } = fakeServer({ profileStatus: status });
      const result = await migrateGuestData({ profile: ANSWERS, swipes: [swipe('a', 'left')] }, transport);
      expect(calls).toHaveLength(2);
      expect(result).toMatchObject({ status: 'done', profile: 'exists', keep: { profile: false, swipes: [] } });
      expect(result.message).toBe('Your preferences have been saved');
    },
  );

  it('does not create the profile when the user cannot be read, keeps it, and says partial', async () => {
    const { calls, transport } = fakeServer({ signedIn: false });
    const result = await migrateGuestData({ profile: ANSWERS, swipes: SWIPES }, transport);
    expect(calls.map((c) => c.path)).not.toContain('/api/profile');
    expect(result).toMatchObject({ status: 'partial', profile: 'failed', keep: { profile: true, swipes: [] } });
    expect(result.message).toBe("Saved 3 of 3 matches. Your preferences couldn't be saved - you can retry.");
  });

  it('keeps the profile when creation fails for another reason', async () => {
    const { transport } = fakeServer({ profileStatus: 500 });
    const result = await migrateGuestData({ profile: ANSWERS, swipes: SWIPES }, transport);
    expect(result.keep.profile).toBe(true);
    expect(result.status).toBe('partial');
  });

  it('keeps only the swipes that failed, and says partial with the counts', async () => {
    const { transport } = fakeServer({ failingDogs: ['b'] });
    const result = await migrateGuestData({ profile: ANSWERS, swipes: SWIPES }, transport);
    expect(result).toMatchObject({
      status: 'partial',
      title: 'Partial Migration',
      keep: { profile: false, swipes: [SWIPES[1]] },
    });
    expect(result.message).toBe(
      "Saved 2 of 3 matches and preferences. 1 match(es) couldn't be migrated - you can retry.",
    );
  });

  it('leaves out "and preferences" when there were none to save', async () => {
    const { transport } = fakeServer({ failingDogs: ['a', 'c'] });
    const result = await migrateGuestData({ profile: null, swipes: SWIPES }, transport);
    expect(result.message).toBe("Saved 1 of 3 matches. 2 match(es) couldn't be migrated - you can retry.");
    expect(result.keep.swipes.map((s) => s.dogId)).toEqual(['a', 'c']);
  });

  it('is an error when nothing was saved, keeping everything for a retry', async () => {
    const { transport } = fakeServer({ profileStatus: 500, swipeStatus: 500 });
    const result = await migrateGuestData({ profile: ANSWERS, swipes: SWIPES }, transport);
    expect(result).toMatchObject({
      status: 'error',
      title: 'Migration Failed',
      message: MIGRATION_ERROR_MESSAGE,
      keep: { profile: true, swipes: SWIPES },
    });
  });

  it('is an error when the user cannot be read and every swipe is refused', async () => {
    const { transport } = fakeServer({ signedIn: false, swipeStatus: 401 });
    const result = await migrateGuestData({ profile: ANSWERS, swipes: [swipe('a', 'right')] }, transport);
    expect(result.status).toBe('error');
  });

  it('picks the welcome notice by what was saved', async () => {
    const onlyProfile = await migrateGuestData({ profile: ANSWERS, swipes: [] }, fakeServer().transport);
    expect(onlyProfile.message).toBe('Your preferences have been saved');
    const onlyPasses = await migrateGuestData({ profile: null, swipes: [swipe('a', 'left')] }, fakeServer().transport);
    expect(onlyPasses.message).toBe("Let's find your perfect companion");
    const oneLike = await migrateGuestData({ profile: ANSWERS, swipes: [swipe('a', 'right')] }, fakeServer().transport);
    expect(oneLike.message).toBe('Your 1 match and preferences have been saved');
  });

  it('turns new-dog alerts on after the swipes when the guest asked for them, keeping nothing', async () => {
    const { calls, transport } = fakeServer();
    const result = await migrateGuestData({ profile: ANSWERS, swipes: SWIPES, newDogAlerts: true }, transport);
    expect(calls.map((c) => c.path).at(-1)).toBe('/api/notification-settings');
    expect(result).toMatchObject({
      status: 'done',
      newDogAlerts: 'on',
      keep: { profile: false, swipes: [], newDogAlerts: false },
    });
  });

  it('never touches the settings when the guest did not ask for alerts', async () => {
    const { calls, transport } = fakeServer();
    const result = await migrateGuestData({ profile: ANSWERS, swipes: SWIPES }, transport);
    expect(calls.map((c) => c.path)).not.toContain('/api/notification-settings');
    expect(result.newDogAlerts).toBe('none');
  });

  it('keeps the alert choice for a retry and says so when turning alerts on fails', async () => {
    const { transport } = fakeServer({ alertsStatus: 500 });
    const result = await migrateGuestData({ profile: ANSWERS, swipes: SWIPES, newDogAlerts: true }, transport);
    expect(result).toMatchObject({ status: 'partial', keep: { profile: false, swipes: [], newDogAlerts: true } });
    expect(result.message).toBe(
      "Your 2 matches and preferences have been saved. New-dog alerts couldn't be turned on - you can retry.",
    );
  });

  it('counts an alert choice alone as something to move', async () => {
    const done = await migrateGuestData({ profile: null, swipes: [], newDogAlerts: true }, fakeServer().transport);
    expect(done.status).toBe('done');
    const failed = await migrateGuestData(
      { profile: null, swipes: [], newDogAlerts: true },
      fakeServer({ alertsStatus: 500 }).transport,
    );
    expect(failed).toMatchObject({ status: 'error', keep: { newDogAlerts: true } });
  });
});
