// GET|POST /api/unsubscribe?token= (product §16.6): works signed out with the signed token
// from an email, turns off exactly that topic, and answers a forged token with a clear 400.
import { INVALID_UNSUBSCRIBE_TOKEN_MESSAGE } from '@scout/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../../mail/unsubscribe-token.ts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';
import { findEmailSwitches } from './unsubscribe.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const tokenFor = (userId: string, topic: 'messages' | 'toursAndApplications' | 'newDogAlerts' | 'all') =>
  encodeURIComponent(signUnsubscribeToken({ userId, topic }, t.config.authSecret));

describe('unsubscribe links', () => {
  it('show what the link stops, signed out', async () => {
    const { userId } = await signUp(t.app);
    const res = await t.api.get(`/api/unsubscribe?token=${tokenFor(userId, 'messages')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ topic: 'messages', subscribed: true });
  });

  it('turn off only that topic with a one-click POST from a mail provider', async () => {
    const { userId } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${tokenFor(userId, 'messages')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ topic: 'messages', subscribed: false });
    expect(await findEmailSwitches(t.database.db, userId)).toEqual({
      messagesEmail: false,
      toursAndApplicationsEmail: true,
      alertMode: 'off',
    });
    // A second click changes nothing more.
    expect((await t.api.post(`/api/unsubscribe?token=${tokenFor(userId, 'messages')}`)).json()).toEqual({
      topic: 'messages',
      subscribed: false,
    });
  });

  it('turn new-dog alerts off and "all" turns every email off', async () => {
    const { userId } = await signUp(t.app);
    await t.api.post(`/api/unsubscribe?token=${tokenFor(userId, 'all')}`);
    expect(await findEmailSwitches(t.database.db, userId)).toEqual({
      messagesEmail: false,
      toursAndApplicationsEmail: false,
      alertMode: 'off',
    });
    const alerts = await t.api.get(`/api/unsubscribe?token=${tokenFor(userId, 'newDogAlerts')}`);
    expect(alerts.json()).toEqual({ topic: 'newDogAlerts', subscribed: false });
  });

  it("answer 400 for a forged token or one turned to another person's account", async () => {
    const sam = await signUp(t.app);
    const alex = await signUp(t.app);
    const samToken = signUnsubscribeToken({ userId: sam.userId, topic: 'messages' }, t.config.authSecret);
    const turned = `${alex.userId}.messages.${samToken.split('.')[2]}`;
    const forged = signUnsubscribeToken({ userId: alex.userId, topic: 'all' }, 'not-the-secret-not-the-secret-not-the');
    for (const token of [turned, forged, 'junk']) {
      const res = await t.api.post(`/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_UNSUBSCRIBE_TOKEN_MESSAGE });
    }
    expect(await findEmailSwitches(t.database.db, alex.userId)).toBeNull();
    expect((await t.api.get('/api/unsubscribe')).statusCode).toBe(400);
  });
});
