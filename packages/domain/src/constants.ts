// Every number of the product spec's section 9 (business constants and limits), named once.

export const PRODUCT_NAME = 'Scout';

export const ROLES = ['adopter', 'shelter', 'owner'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'adopter';

// Search radius
export const SURVEY_RADIUS_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_SEARCH_RADIUS = 25;
export const RADIUS_SLIDER = { min: 5, max: 100, step: 5, default: 25 } as const;

// Location and map
export const DEFAULT_LOCATION = { latitude: 30.2672, longitude: -97.7431 } as const;
export const MAP_DEFAULT_ZOOM = 11;
export const MAP_MAX_ZOOM = 19;
export const MAP_GEOLOCATION_TIMEOUT_MS = 10_000;

// Onboarding wizard
export const ONBOARDING_PROGRESS_STEPS = 12;
export const ONBOARDING_STEP_COUNTER_TOTAL = 13;
export const ONBOARDING_AUTO_ADVANCE_MS = 200;
export const ONBOARDING_GEOLOCATION_TIMEOUT_MS = 5_000;

// Guest storage keys: one for the profile, one for swipes.
export const GUEST_PROFILE_KEY = 'scout.guestProfile';
export const GUEST_SWIPES_KEY = 'scout.guestSwipes';

// Size bands (lbs) and age bands (years)
export const SIZE_BANDS = {
  small: { min: 0, max: 25 },
  medium: { min: 25, max: 60 },
  large: { min: 60, max: Infinity },
} as const;
export const AGE_BANDS = {
  puppy: { min: 0, max: 1 },
  young: { min: 1, max: 3 },
  adult: { min: 3, max: 7 },
  senior: { min: 7, max: Infinity },
} as const;

// Dog form limits
export const DOG_AGE = { min: 0, max: 25 } as const;
export const DOG_WEIGHT = { min: 1, max: 300 } as const;
export const DOG_BIO_MIN_LENGTH = 20;

// Swipe deck
export const SWIPE_DISTANCE_THRESHOLD_PX = 120;
export const SWIPE_VELOCITY_THRESHOLD_PX_S = 600;
export const SWIPE_EXIT_MS = 250;
export const SWIPE_ROTATION = { maxDegrees: 20, overPx: 200 } as const;
export const GUEST_SIGNUP_PROMPT_LIKES = 3;
export const GUEST_SIGNUP_PROMPT_DELAY_MS = 400;
export const DECK_CARDS_BEHIND = 2;

// Guest migration
export const MIGRATION_REDIRECT_MS = 1_500;

// Virtual tours and the adoption journey
export const TOUR_FIRST_HOUR = 9;
export const TOUR_LAST_HOUR = 17;
export const TOUR_DEFAULT_TIME = '10:00';
export const JOURNEY_STEPS = ['application', 'home_visit', 'meet_greet', 'adoption'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

// Display date formats (date-fns tokens)
export const DATE_FORMATS = {
  weekdayMonthDay: 'EEEE, MMMM d',
  short: 'MMM d, yyyy',
  shortWithTime: "MMM d, yyyy 'at' h:mm a",
  long: 'MMMM d, yyyy',
} as const;

// Display limits
export const TEMPERAMENT_TAGS_ON_CARD = 2;
export const TEMPERAMENT_TAGS_ON_SHELTER_PAGE = 2;
export const TEMPERAMENT_TAGS_ON_MAP = 3;
export const DISTANCE_DECIMALS = 1;

// Polling and caching
export const CONVERSATION_POLL_MS = 3_000;
export const PROFILE_CACHE_MS = 5 * 60_000;
export const QUERY_GC_MS = 5 * 60_000;

// Gallery
export const GALLERY_FADE_MS = 500;
export const HERO_IMAGE_HEIGHT_PX = { phone: 500, wide: 600 } as const;
export const THUMBNAIL_COLUMNS = 4;

// Toasts
export const TOAST_DURATION_MS = 5_000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

// Tooltips
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
