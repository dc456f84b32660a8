// Which chrome a route gets and which navigation items a role sees (product §2 "Global layout").
import type { Role } from '@scout/domain';

export type NavIcon = 'dashboard' | 'messages' | 'profile' | 'discover' | 'map';

export interface NavItem {
  label: string;
  href: string;
  icon: NavIcon;
}

const DISCOVER: NavItem = { label: 'Discover', href: '/discover', icon: 'discover' };
const MAP: NavItem = { label: 'Map', href: '/map', icon: 'map' };
const MESSAGES: NavItem = { label: 'Messages', href: '/messages', icon: 'messages' };
const PROFILE: NavItem = { label: 'Profile', href: '/profile', icon: 'profile' };

/** Navigation items for a role; `null` is a visitor who is not signed in. */
export function navItemsFor(role: Role | null): NavItem[] {
  switch (role) {
    case 'shelter':
      return [{ label: 'Dashboard', href: '/shelter-dashboard', icon: 'dashboard' }, MESSAGES, PROFILE];
    case 'owner':
      return [{ label: 'Dashboard', href: '/owner-dashboard', icon: 'dashboard' }, MESSAGES, PROFILE];
    case 'adopter':
      return [DISCOVER, MAP, MESSAGES];
    case null:
      return [DISCOVER, MAP];
  }
}

// Full-screen flows (landing, sign-in and password reset, onboarding forms, guest migration, the dog form)
// keep people on one task, so they get no navigation.
const ROUTES_WITHOUT_NAV = new Set([
  '/',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/onboarding',
  '/migrate-guest-data',
  '/shelter-onboarding',
  '/owner-onboarding',
  '/dog-form',
]);

export function showsNavigation(path: string): boolean {
  return !ROUTES_WITHOUT_NAV.has(normalise(path));
}

/** The landing page has its own marketing header. */
export function showsAppHeader(path: string): boolean {
  return normalise(path) !== '/';
}

/** An item is current on its own path and on the paths below it (/messages/42 -> Messages). */
export function isActivePath(itemHref: string, path: string): boolean {
  const current = normalise(path);
  return current === itemHref || current.startsWith(`${itemHref}/`);
}

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
