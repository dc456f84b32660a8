import { describe, expect, it } from 'vitest';
import { isActivePath, navItemsFor, showsAppHeader, showsNavigation } from './nav-items';

const labels = (role: Parameters<typeof navItemsFor>[0]) => navItemsFor(role).map((i) => `${i.label} ${i.href}`);

describe('navigation items by role (product §2)', () => {
  it('matches product §2.1 for every role and for visitors', () => {
    expect(labels('shelter')).toEqual(['Dashboard /shelter-dashboard', 'Messages /messages', 'Profile /profile']);
    expect(labels('owner')).toEqual(['Dashboard /owner-dashboard', 'Messages /messages', 'Profile /profile']);
    expect(labels('adopter')).toEqual(['Discover /discover', 'Map /map', 'Messages /messages']);
    expect(labels(null)).toEqual(['Discover /discover', 'Map /map']);
  });
});

describe('which chrome a route gets', () => {
  it('hides the navigation on the full-screen flows only', () => {
    for (const path of [
      '/',
      '/onboarding',
      '/migrate-guest-data',
      '/shelter-onboarding',
      '/owner-onboarding',
      '/dog-form',
      '/login',
      '/forgot-password',
      '/reset-password',
    ]) {
      expect(showsNavigation(path), path).toBe(false);
    }
    for (const path of [
      '/discover',
      '/map',
      '/messages/7',
      '/settings',
      '/notifications',
      '/nope',
      '/dog-form/extra',
    ]) {
      expect(showsNavigation(path), path).toBe(true);
    }
  });

  it('shows the app header everywhere but the landing page', () => {
    expect(showsAppHeader('/')).toBe(false);
    expect(showsAppHeader('/discover')).toBe(true);
    expect(showsAppHeader('/login')).toBe(true);
  });

  it('marks an item current on its own path and below it', () => {
    expect(isActivePath('/messages', '/messages')).toBe(true);
    expect(isActivePath('/messages', '/messages/abc')).toBe(true);
    expect(isActivePath('/map', '/maps')).toBe(false);
  });
});
