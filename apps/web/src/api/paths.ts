// Addresses of the calls the first screen needs, kept free of zod so the entry chunk
// (app/preload-route.ts) can start them before the data layer has loaded.

/** Who is signed in (product §7.2). */
export const SESSION_PATH = '/api/session';
/** The signed-in adopter's ranked page. */
export const DISCOVER_PATH = '/api/dogs/discover';
/** Every available dog for a guest's deck, ranked in the browser (DOG_LIST_LIMIT.max of them). */
export const GUEST_DECK_PATH = '/api/dogs?limit=500';
/** One dog's page data (a guest with survey answers adds their point: api/dogs.ts). */
export const dogPath = (id: string) => `/api/dogs/${encodeURIComponent(id)}`;
/** One shelter's public profile, and its dogs under `${shelterPath(id)}/dogs`. */
export const shelterPath = (id: string) => `/api/shelters/${encodeURIComponent(id)}`;
