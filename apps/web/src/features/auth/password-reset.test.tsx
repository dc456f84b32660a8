import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { installFetchStandIn, json, sessionFrom } from '@/testing/fetch-stand-in';

// "Forgot password?" on /login, /forgot-password and /reset-password (product §16.7) against
// a stand-in for Better Auth's request-password-reset and reset-password calls.

configure({ asyncUtilTimeout: 5000 });

const { calls, routes } = installFetchStandIn();

function visit(path: string) {
  routes['GET /api/session'] = sessionFrom(() => json({ message: 'Unauthorized' }, 401));
  window.history.pushState(null, '', path);
  return render(<App />);
}

const SENT = /If an account exists for .+, we've sent a link to reset your password\. It works for one hour\./;
const authCalls = (path: string) => calls.filter((c) => c.url === path).map((c) => c.body);

describe('Forgot password', () => {
  it('is linked from the sign-in form', async () => {
    visit('/login');
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });

  it('checks the address before asking anything of the server', async () => {
    visit('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(authCalls('/api/auth/request-password-reset')).toEqual([]);
  });

  it('asks for a link back to /reset-password on this site, then says the same thing whoever asks', async () => {
    routes['POST /api/auth/request-password-reset'] = () => json({ status: true });
    visit('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'sam@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('sam@example.test');
    expect(authCalls('/api/auth/request-password-reset')).toEqual([
      { email: 'sam@example.test', redirectTo: `${window.location.origin}/reset-password` },
    ]);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says when there were too many attempts instead of claiming a link went out', async () => {
    routes['POST /api/auth/request-password-reset'] = () => json({ message: 'Too many requests' }, 429);
    visit('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'sam@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeTruthy();
    expect(screen.queryByText(SENT)).toBeNull();
  });
});

describe('Reset password', () => {
  const fill = (password: string, confirm = password) => {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  };

  it('holds the new password to the sign-up rules: 8 to 128 characters, typed twice', async () => {
    visit('/reset-password?token=tok-1');
    await screen.findByRole('heading', { name: 'Choose a new password' });

    fill('short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fill('x'.repeat(129));
    expect(await screen.findByText('Password must be at most 128 characters')).toBeTruthy();
    fill('long enough 1', 'long enough 2');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(authCalls('/api/auth/reset-password')).toEqual([]);
  });

  it("sends the new password with the link's token, then offers to sign in", async () => {
    routes['POST /api/auth/reset-password'] = () => json({ status: true });
    visit('/reset-password?token=tok-1');
    await screen.findByRole('heading', { name: 'Choose a new password' });

    fill('a brand new secret');

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(authCalls('/api/auth/reset-password')).toEqual([{ newPassword: 'a brand new secret', token: 'tok-1' }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('explains a spent or expired token the server refuses, and offers a new link', async () => {
    routes['POST /api/auth/reset-password'] = () => json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400);
    visit('/reset-password?token=used-token');
    await screen.findByRole('heading', { name: 'Choose a new password' });

    fill('a brand new secret');

    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it.each(['/reset-password?error=INVALID_TOKEN', '/reset-password'])(
    'says the link has expired straight away for %s',
    async (path) => {
      visit(path);
      expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
      expect(screen.queryByLabelText('New password')).toBeNull();
    },
  );

  it('shows any other refusal next to the form', async () => {
    routes['POST /api/auth/reset-password'] = () =>
      json({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }, 400);
    visit('/reset-password?token=tok-1');
    await screen.findByRole('heading', { name: 'Choose a new password' });

    fill('a brand new secret');

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Password too short'));
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
