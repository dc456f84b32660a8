// Every number of product §9 (constants and limits), named once.

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

// Data model enumerations (stored as text with CHECK constraints; the API contracts reuse them).
export const LISTER_TYPES = ['shelter', 'owner'] as const;
export type ListerType = (typeof LISTER_TYPES)[number];
export const DOG_SIZES = ['small', 'medium', 'large'] as const;
export type DogSize = (typeof DOG_SIZES)[number];
export const AGE_CATEGORIES = ['puppy', 'young', 'adult', 'senior'] as const;
export type AgeCategory = (typeof AGE_CATEGORIES)[number];
export const ENERGY_LEVELS = ['low', 'moderate', 'high', 'very_high'] as const;
export type EnergyLevel = (typeof ENERGY_LEVELS)[number];
export const TEMPERAMENT_TRAITS = [
  'friendly',
  'playful',
  'calm',
  'loyal',
  'gentle',
  'protective',
  'energetic',
  'independent',
] as const;
export type TemperamentTrait = (typeof TEMPERAMENT_TRAITS)[number];
export const DOG_STATUSES = ['available', 'adopted', 'removed'] as const;
export type DogStatus = (typeof DOG_STATUSES)[number];
export const SWIPE_DIRECTIONS = ['left', 'right'] as const;
export type SwipeDirection = (typeof SWIPE_DIRECTIONS)[number];
export const MESSAGE_SENDER_TYPES = ['user', 'shelter'] as const;
export type MessageSenderType = (typeof MESSAGE_SENDER_TYPES)[number];
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];
export const TOUR_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];
export const JOURNEY_STATUSES = ['active', 'completed', 'withdrawn', 'closed'] as const;
export type JourneyStatus = (typeof JOURNEY_STATUSES)[number];
export const HOME_TYPES = ['house', 'apartment', 'condo'] as const;
export type HomeType = (typeof HOME_TYPES)[number];

// Survey answers (product §2 questions), stored on the adopter profile as given.
export const LIVING_SITUATIONS = ['apartment', 'house_no_yard', 'house_small_yard', 'house_large_yard'] as const;
export type LivingSituation = (typeof LIVING_SITUATIONS)[number];
export const OTHER_PETS = ['none', 'dogs', 'cats', 'both'] as const;
export type OtherPets = (typeof OTHER_PETS)[number];
export const ACTIVITY_LEVELS = ['low', 'moderate', 'high'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
export const WORK_SCHEDULES = ['home_all_day', 'hybrid', 'office_full_time'] as const;
export type WorkSchedule = (typeof WORK_SCHEDULES)[number];
export const EXERCISE_COMMITMENTS = ['minimal', 'few_times_week', 'daily_vigorous'] as const;
export type ExerciseCommitment = (typeof EXERCISE_COMMITMENTS)[number];
export const EXPERIENCE_LEVELS = ['first_time', 'some_experience', 'very_experienced'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const HOUSEHOLD_COMPOSITIONS = ['alone', 'adults', 'kids_0_5', 'kids_6_12', 'kids_teen'] as const;
export type HouseholdComposition = (typeof HOUSEHOLD_COMPOSITIONS)[number];
export const PREFERRED_ENERGIES = ['low', 'medium', 'high'] as const;
export type PreferredEnergy = (typeof PREFERRED_ENERGIES)[number];
