// GET and PUT /api/notification-settings (product §16.1): the defaults until saved, the whole
// object replaced by each PUT and kept per person, and every malformed object refused with a
// 400 that says which field, leaving the saved settings as they were.
import { DEFAULT_NOTIFICATION_SETTINGS, notificationSettingsSchema, type NotificationSettings } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const URL = '/api/notification-settings';

async function settingsOf(cookie: string): Promise<NotificationSettings> {
  const res = await t.api.as(cookie).get(URL);
  expect(res.statusCode, res.body).toBe(200);
  return notificationSettingsSchema.parse(res.json());
}

const custom: NotificationSettings = {
  messages: { email: false },
  toursAndApplications: { email: true },
  newDogAlerts: { mode: 'daily', threshold: 65 },
};

describe('GET /api/notification-settings', () => {
  it('answers the defaults of product §16.1 for anyone who never saved any', async () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({
      messages: { email: true },
      toursAndApplications: { email: true },
      newDogAlerts: { mode: 'off', threshold: 80 },
    });
    for (const role of ['adopter', 'shelter', 'owner'] as const) {
      const res = await t.api.as((await signUp(t.app, role)).cookie).get(URL);
      expect(res.json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    }
  });
});

describe('PUT /api/notification-settings', () => {
  it("saves the whole object and answers it; a second PUT replaces it; others' stay their own", async () => {
    const [me, other] = await Promise.all([signUp(t.app, 'adopter'), signUp(t.app, 'adopter')]);
    const saved = await t.api.as(me.cookie).put(URL, custom);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(custom);
    expect(await settingsOf(me.cookie)).toEqual(custom);

    const next: NotificationSettings = {
      messages: { email: true },
      toursAndApplications: { email: false },
      newDogAlerts: { mode: 'instant', threshold: 100 },
    };
    expect((await t.api.as(me.cookie).put(URL, next)).json()).toEqual(next);
    expect(await settingsOf(me.cookie)).toEqual(next);
    expect(await settingsOf(other.cookie)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    const edges = { ...next, newDogAlerts: { mode: 'off', threshold: 50 } } as const;
    expect((await t.api.as(me.cookie).put(URL, edges)).json()).toEqual(edges);
  });

  it('refuses every malformed object with a 400 naming the field, and keeps what was saved', async () => {
    const me = await signUp(t.app, 'adopter');
    expect((await t.api.as(me.cookie).put(URL, custom)).statusCode).toBe(200);
    const alerts = (newDogAlerts: object) => ({ ...custom, newDogAlerts });
    const cases: [string, unknown, string][] = [
      ['threshold 101', alerts({ mode: 'daily', threshold: 101 }), 'newDogAlerts.threshold'],
      ['threshold 49', alerts({ mode: 'daily', threshold: 49 }), 'newDogAlerts.threshold'],
      ['a fractional threshold', alerts({ mode: 'daily', threshold: 80.5 }), 'newDogAlerts.threshold'],
      ['a threshold as text', alerts({ mode: 'daily', threshold: '80' }), 'newDogAlerts.threshold'],
      ['an unknown mode', alerts({ mode: 'weekly', threshold: 80 }), 'newDogAlerts.mode'],
      ['a missing part', { messages: custom.messages, newDogAlerts: custom.newDogAlerts }, 'toursAndApplications'],
      ['a missing field', alerts({ mode: 'daily' }), 'newDogAlerts.threshold'],
      ['an unknown key', { ...custom, sms: { enabled: true } }, ''],
      ['an unknown nested key', { ...custom, messages: { email: true, push: true } }, 'messages'],
      ['email as text', { ...custom, messages: { email: 'yes' } }, 'messages.email'],
    ];
    for (const [what, body, path] of cases) {
      const res = await t.api.as(me.cookie).put(URL, body as object);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().issues, what).toContainEqual({ path, message: expect.any(String) });
    }
    const tooHigh = await t.api.as(me.cookie).put(URL, alerts({ mode: 'daily', threshold: 101 }));
    expect(tooHigh.json().issues).toContainEqual({
      path: 'newDogAlerts.threshold',
      message: 'threshold must be at most 100',
    });
    for (const body of ['not json', '[]', 'null']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: URL,
        headers: { cookie: me.cookie, 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode, body).toBe(400);
    }
    expect(await settingsOf(me.cookie)).toEqual(custom);
  });
});
