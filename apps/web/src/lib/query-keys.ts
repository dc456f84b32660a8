// TanStack Query keys shared across features: the default query function fetches the key
// joined by '/', so each key is also the endpoint it reads.
export const ME_QUERY_KEY = ['/api/me'] as const;
export const PROFILE_QUERY_KEY = ['/api/profile'] as const;
export const LEARNED_PREFERENCES_QUERY_KEY = ['/api/profile/learned-preferences'] as const;
export const DISCOVER_QUERY_KEY = ['/api/dogs/discover'] as const;
export const LIKED_DOGS_QUERY_KEY = ['/api/dogs/liked'] as const;
export const SWIPES_QUERY_KEY = ['/api/swipes'] as const;
