import { configure, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { installFetchStandIn, json, sessionFrom } from '@/testing/fetch-stand-in';

// Which form /login opens on (issue 14, point 6): "Create Free Account" asks for the
// create-account form with mode=signup; a plain Sign In link opens the sign-in form.

configure({ asyncUtilTimeout: 5000 });

const { routes } = installFetchStandIn();

function visit(path: string) {
  routes['GET /api/session'] = sessionFrom(() => json({ message: 'Unauthorized' }, 401));
  window.history.pushState(null, '', path);
  return render(<App />);
}

describe('/login form', () => {
  it('opens the create-account form for mode=signup, keeping the intended role', async () => {
    visit('/login?intended_role=adopter&mode=signup');
    expect(await screen.findByRole('heading', { name: 'Create your Scout account' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('opens the sign-in form for an adopter without a mode', async () => {
    visit('/login?intended_role=adopter');
    expect(await screen.findByRole('heading', { name: 'Sign in to Scout' })).toBeTruthy();
    expect(screen.getByText('Welcome back. Your matches are waiting for you.')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('lets mode=signin open the sign-in form for a shelter, which otherwise starts on create-account', async () => {
    visit('/login?intended_role=shelter&mode=signin');
    expect(await screen.findByRole('heading', { name: 'Sign in to Scout' })).toBeTruthy();
  });

  it('opens create-account for a shelter without a mode', async () => {
    visit('/login?intended_role=shelter');
    expect(await screen.findByRole('heading', { name: 'Create your shelter account' })).toBeTruthy();
  });
});
