// TanStack Query keys shared across features: the default query function fetches the key
// joined by '/', so each key is also the endpoint it reads.
export const ME_QUERY_KEY = ['/api/me'] as const;
export const PROFILE_QUERY_KEY = ['/api/profile'] as const;
export const LEARNED_PREFERENCES_QUERY_KEY = ['/api/profile/learned-preferences'] as const;
export const DISCOVER_QUERY_KEY = ['/api/dogs/discover'] as const;
export const LIKED_DOGS_QUERY_KEY = ['/api/dogs/liked'] as const;
export const SWIPES_QUERY_KEY = ['/api/swipes'] as const;
/** The signed-in lister's own dogs with their counts (GET /api/dogs/user, decisions §9). */
export const LISTER_DOGS_QUERY_KEY = ['/api/dogs/user'] as const;
/** Every read under /api/dogs (lists, details, similar): refreshed when a lister changes a dog. */
export const DOGS_QUERY_KEY = ['/api/dogs'] as const;
/** Where the map's tiles come from (GET /api/map-config, decisions §10). */
export const MAP_CONFIG_QUERY_KEY = ['/api/map-config'] as const;
/** Shelters: the map's list (GET /api/shelters) and, with an id, one shelter and its dogs. */
export const SHELTERS_QUERY_KEY = ['/api/shelters'] as const;
/** The caller's conversations (GET /api/conversations); with an id and 'messages', one conversation's messages. */
export const CONVERSATIONS_QUERY_KEY = ['/api/conversations'] as const;
/** Virtual tours: an adopter's own, or a lister's for their dogs (GET /api/virtual-tours). */
export const VIRTUAL_TOURS_QUERY_KEY = ['/api/virtual-tours'] as const;
/** Adoption journeys: the list (GET /api/adoption-journeys) and, with a dog id, the caller's journey for that dog. */
export const ADOPTION_JOURNEYS_QUERY_KEY = ['/api/adoption-journeys'] as const;
/** The adopter's chat with Scout (GET /api/chat). */
export const CHAT_QUERY_KEY = ['/api/chat'] as const;
