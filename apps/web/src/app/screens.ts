// Every screen inside the app shell, by path (product §2), each its own chunk. main.tsx starts
// loading the screen of the address being opened at once, beside the shell, instead of after
// the shell has loaded and rendered: one round trip less before a screen can ask for its data.
import type { ComponentType } from 'react';
import { matchesPath } from '@scout/domain/route-paths';
import { preloadable } from './preloadable';

type ScreenModule = { default: ComponentType };

interface Screen {
  path: string;
  load: () => Promise<ScreenModule>;
}

export const SCREENS = [
  { path: '/login', load: () => import('@/features/auth/login-page') },
  { path: '/forgot-password', load: () => import('@/features/auth/forgot-password-page') },
  { path: '/reset-password', load: () => import('@/features/auth/reset-password-page') },
  { path: '/unsubscribe', load: () => import('@/features/unsubscribe/unsubscribe-page') },
  { path: '/onboarding', load: () => import('@/features/onboarding/onboarding-page') },
  { path: '/migrate-guest-data', load: () => import('@/features/guest-migration/migrate-guest-data-page') },
  { path: '/shelter-onboarding', load: () => import('@/features/listers/shelter-onboarding-page') },
  { path: '/owner-onboarding', load: () => import('@/features/listers/owner-onboarding-page') },
  { path: '/shelter-dashboard', load: () => import('@/features/listers/shelter-dashboard-page') },
  { path: '/owner-dashboard', load: () => import('@/features/listers/owner-dashboard-page') },
  { path: '/lister-profile', load: () => import('@/features/listers/lister-profile-page') },
  { path: '/import-dogs', load: () => import('@/features/listers/dog-import-page') },
  { path: '/dog-form', load: () => import('@/features/dog-form/dog-form-page') },
  { path: '/discover', load: () => import('@/features/discover/discover-page') },
  { path: '/dogs/:id', load: () => import('@/features/dog-detail/dog-detail-page') },
  { path: '/map', load: () => import('@/features/map/map-page') },
  { path: '/chat', load: () => import('@/features/chat/chat-page') },
  { path: '/messages', load: () => import('@/features/messages/messages-page') },
  { path: '/messages/:conversationId', load: () => import('@/features/messages/conversation-page') },
  { path: '/profile', load: () => import('@/features/profile/profile-page') },
  { path: '/settings', load: () => import('@/features/settings/settings-page') },
  { path: '/notifications', load: () => import('@/features/notifications/notifications-page') },
  { path: '/shelters/:id', load: () => import('@/features/shelters/shelter-page') },
] as const satisfies readonly Screen[];

/**
 * The screens the server draws into the page's HTML (decision 014): the ones people open from
 * a link or a home-screen icon, which show before any code has arrived. A screen built around
 * a form (sign-in, settings, the dog form...) is left to the browser: typing into it before
 * its code had arrived would be lost.
 */
export const SERVER_RENDERED_SCREENS = [
  '/',
  '/discover',
  '/dogs/:id',
  '/map',
  '/shelters/:id',
  '/messages',
  '/notifications',
  '/onboarding',
] as const;

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED_SCREENS.some((pattern) => matchesPath(pattern, pathname));
}

/** The screens as lazily loaded components, built once. */
export const lazyScreens = SCREENS.map((screen) => ({ path: screen.path, component: preloadable(screen.load) }));
export const NotFoundScreen = preloadable(() => import('@/features/not-found/not-found-page'));

/** The screen drawn at `pathname` (the not-found screen when none matches). */
export function lazyScreenFor(pathname: string) {
  return lazyScreens.find((s) => matchesPath(s.path, pathname))?.component ?? NotFoundScreen;
}
