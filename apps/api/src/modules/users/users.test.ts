import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLister, createUser } from '../../db/seed/factories.ts';
import { cookiesFrom, createTestApp, signUp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/me', () => {
  it('answers 401 with a JSON message when signed out', async () => {
    const res = await t.api.get('/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('reports a new account as an adopter by default', async () => {
    const { cookie, email, userId } = await signUp(t.app, 'adopter', { name: 'Ada Adopter' });
    const res = await t.api.as(cookie).get('/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: userId, role: 'adopter', name: 'Ada Adopter', email, onboarded: false });
  });
});

describe('GET /api/session', () => {
  it('answers a guest 200 with no user, so the browser logs no error', async () => {
    const res = await t.api.get('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers a signed-in user as GET /api/me does', async () => {
    const { cookie } = await signUp(t.app, 'adopter', { name: 'Sam Session' });
    const me = (await t.api.as(cookie).get('/api/me')).json();
    const res = await t.api.as(cookie).get('/api/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: me });
  });
});

describe('roles come from intended_role, never from the sign-up body', () => {
  it('gives a shelter account to a sign-up that went through /api/login?intended_role=shelter', async () => {
    const { cookie } = await signUp(t.app, 'shelter');
    expect((await t.api.as(cookie).get('/api/me')).json().role).toBe('shelter');
  });

  it('gives an owner account for intended_role=owner', async () => {
    const { cookie } = await signUp(t.app, 'owner');
    expect((await t.api.as(cookie).get('/api/me')).json().role).toBe('owner');
  });

  it('does not let the sign-up body choose a role', async () => {
    const res = await t.api.post('/api/auth/sign-up/email', {
      name: 'Mallory',
      email: 'mallory@example.test',
      password: 'correct horse battery',
      role: 'shelter',
    });
    if (res.statusCode === 200) {
      const cookie = cookiesFrom(res.headers['set-cookie']);
      expect((await t.api.as(cookie).get('/api/me')).json().role).toBe('adopter');
    } else {
      expect(res.statusCode).toBe(400);
    }
  });

  it('ignores a forged intended-role cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { cookie: 'scout_intended_role=shelter.forged-signature' },
      payload: { name: 'Forger', email: 'forger@example.test', password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.api.as(cookiesFrom(res.headers['set-cookie'])).get('/api/me')).json().role).toBe('adopter');
  });
});

describe('GET /api/login', () => {
  it('sends the browser to the built-in sign-in page with the role when no OpenID provider is set', async () => {
    const res = await t.api.get('/api/login?intended_role=owner');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?intended_role=owner');
    const cookie = [res.headers['set-cookie']].flat().join('\n');
    expect(cookie).toMatch(/scout_intended_role=owner\./);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('defaults to the adopter role', async () => {
    const res = await t.api.get('/api/login');
    expect(res.headers.location).toBe('/login?intended_role=adopter');
  });

  it('passes on which form to open: mode=signup opens the create-account form', async () => {
    const res = await t.api.get('/api/login?intended_role=adopter&mode=signup');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?intended_role=adopter&mode=signup');
    expect([res.headers['set-cookie']].flat().join('\n')).toMatch(/scout_intended_role=adopter\./);
    expect((await t.api.get('/api/login?mode=other')).statusCode).toBe(400);
  });

  it('refuses an unknown role with a field issue', async () => {
    const res = await t.api.get('/api/login?intended_role=admin');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'intended_role' })]);
  });
});

describe('GET /api/login/continue (where a user lands after signing in)', () => {
  const landing = async (cookie?: string) => (await t.api.as(cookie).get('/api/login/continue')).headers.location;

  it('sends adopters to /migrate-guest-data', async () => {
    expect(await landing((await signUp(t.app, 'adopter')).cookie)).toBe('/migrate-guest-data');
  });
  it('sends a shelter that has not onboarded to /shelter-onboarding', async () => {
    expect(await landing((await signUp(t.app, 'shelter')).cookie)).toBe('/shelter-onboarding');
  });
  it('sends an owner that has not onboarded to /owner-onboarding', async () => {
    expect(await landing((await signUp(t.app, 'owner')).cookie)).toBe('/owner-onboarding');
  });
  it.each([
    ['shelter', '/shelter-dashboard'],
    ['owner', '/owner-dashboard'],
  ] as const)('sends a %s that has onboarded to their dashboard', async (role, dashboard) => {
    const user = await createUser(t.database.db, {
      role,
      email: `onboarded-${role}@example.test`,
      password: 'correct horse battery',
    });
    await createLister(t.database.db, { type: role, userId: user.id });
    const signIn = await t.api.post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'correct horse battery',
    });
    const cookie = cookiesFrom(signIn.headers['set-cookie']);
    expect(await landing(cookie)).toBe(dashboard);
    expect((await t.api.as(cookie).get('/api/me')).json()).toMatchObject({ role, onboarded: true });
  });

  it('sends a signed-out visitor to /login', async () => {
    expect(await landing()).toBe('/login');
  });
});

describe('sessions', () => {
  it('sets httpOnly, SameSite=Lax session cookies', async () => {
    const login = await t.api.post('/api/auth/sign-up/email', {
      name: 'Cookie',
      email: 'cookie@example.test',
      password: 'correct horse battery',
    });
    const session = [login.headers['set-cookie']].flat().find((c) => c?.includes('session_token'));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
  });

  it('signs in again with the same password and refuses a wrong one', async () => {
    const { email, password } = await signUp(t.app);
    const ok = await t.api.post('/api/auth/sign-in/email', { email, password });
    expect(ok.statusCode).toBe(200);
    const bad = await t.api.post('/api/auth/sign-in/email', { email, password: 'wrong password' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toEqual(expect.any(String));
  });

  it('ends the session on POST /api/logout', async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.api.as(cookie).post('/api/logout');
    expect(out.statusCode).toBe(200);
    expect((await t.api.as(cookiesFrom(out.headers['set-cookie'], cookie)).get('/api/me')).statusCode).toBe(401);
  });
});

describe('DELETE /api/me', () => {
  it('deletes the account: the cookies are cleared and the password no longer signs in', async () => {
    const { cookie, email, password } = await signUp(t.app);
    const res = await t.api.as(cookie).delete('/api/me');
    expect(res.statusCode).toBe(200);
    expect((await t.api.as(cookiesFrom(res.headers['set-cookie'], cookie)).get('/api/me')).statusCode).toBe(401);
    const again = await t.api.post('/api/auth/sign-in/email', { email, password });
    expect(again.statusCode).toBe(401);
  });

  it('refuses a signed-out caller', async () => {
    expect((await t.api.delete('/api/me')).statusCode).toBe(401);
  });
});
