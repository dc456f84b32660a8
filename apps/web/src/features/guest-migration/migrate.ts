// Moving a guest's survey answers, swipes and new-dog alert choice to their new account
// (product §4.4, §8, §12, §16.5). Pure decision logic: the calls come in as plain async
// functions, so the rules are tested without a browser, and the screen only shows the result.
import type { GuestSwipe, SurveyAnswers } from '@scout/domain';
import { DEFAULT_SEARCH_RADIUS } from '@scout/domain/constants';
import { ApiError } from '@/lib/api-client';

export interface MigrationTransport {
  /** The signed-in user's id, or null when it cannot be read (the profile is then not created). */
  getMe: () => Promise<{ id: string } | null>;
  /** Sends one request; rejects with an ApiError when the server refuses it. */
  post: (path: string, body: unknown) => Promise<unknown>;
  /** Turns instant new-dog alerts on, keeping the account's other notification settings. */
  enableNewDogAlerts: () => Promise<unknown>;
}

export type MigrationStatus = 'done' | 'partial' | 'error';

/** How the profile step went: created, already on the server, failed, or there was none. */
export type ProfileOutcome = 'created' | 'exists' | 'failed' | 'none';

/** How the guest's "email me when similar dogs appear" choice went: on, failed, or not chosen. */
export type AlertsOutcome = 'on' | 'failed' | 'none';

export interface MigrationResult {
  status: MigrationStatus;
  profile: ProfileOutcome;
  swipesTotal: number;
  swipesSaved: number;
  /** Right swipes (likes) that reached the server: the "matches" of the messages. */
  likesSaved: number;
  newDogAlerts: AlertsOutcome;
  /** What stays in browser storage for a retry. */
  keep: { profile: boolean; swipes: GuestSwipe[]; newDogAlerts: boolean };
  /** The words shown for this outcome (product §4, §8). */
  title: string;
  message: string;
}

export const MIGRATION_TITLES: Record<MigrationStatus, string> = {
  done: 'All set!',
  partial: 'Partial Migration',
  error: 'Migration Failed',
};

export const MIGRATION_ERROR_MESSAGE =
  "Couldn't save your data. Your matches and preferences have been preserved for retry.";
export const MIGRATION_UNEXPECTED_MESSAGE = 'An unexpected error occurred. Your data has been preserved for retry.';

/** The answers to profile creation (product §5, §12) that mean "the profile might already exist". */
const PROFILE_EXISTS_STATUSES = new Set([400, 409]);

function matchesWord(count: number): string {
  return count === 1 ? 'match' : 'matches';
}

/** The welcome notice once everything moved (product §4), chosen by what was saved. */
export function welcomeMessage(result: Pick<MigrationResult, 'profile' | 'likesSaved'>): string {
  const preferences = result.profile === 'created' || result.profile === 'exists';
  if (result.likesSaved > 0) {
    return preferences
      ? `Your ${result.likesSaved} ${matchesWord(result.likesSaved)} and preferences have been saved`
      : `Your ${result.likesSaved} ${matchesWord(result.likesSaved)} have been saved`;
  }
  if (preferences) return 'Your preferences have been saved';
  return "Let's find your perfect companion";
}

const ALERTS_FAILED = "New-dog alerts couldn't be turned on - you can retry.";

type PartialInput = Pick<MigrationResult, 'profile' | 'swipesTotal' | 'swipesSaved' | 'likesSaved' | 'newDogAlerts'>;

function partialMessage(result: PartialInput): string {
  const base = matchesPartialMessage(result);
  return result.newDogAlerts === 'failed' ? `${base ?? `${welcomeMessage(result)}.`} ${ALERTS_FAILED}` : (base ?? '');
}

/** What the partial message says about matches and preferences; null when both moved. */
function matchesPartialMessage(result: PartialInput): string | null {
  const failed = result.swipesTotal - result.swipesSaved;
  const preferences = result.profile === 'created' || result.profile === 'exists';
  if (failed === 0 && result.profile !== 'failed') return null;
  if (failed === 0) {
    // Every swipe moved; only the answers did not.
    return `Saved ${result.swipesSaved} of ${result.swipesTotal} matches. Your preferences couldn't be saved - you can retry.`;
  }
  return `Saved ${result.swipesSaved} of ${result.swipesTotal} matches${preferences ? ' and preferences' : ''}. ${failed} match(es) couldn't be migrated - you can retry.`;
}

export interface GuestData {
  profile: SurveyAnswers | null;
  swipes: GuestSwipe[];
  /** The guest asked to be emailed about similar dogs (the Save your matches dialog). */
  newDogAlerts?: boolean;
}

/**
 * Runs the migration: the profile first (only when the user's id is known; 400 and 409
 * mean it already exists), then every swipe, one at a time, in order, then the alert
 * choice. Never throws for a failed call: failures are part of the result.
 */
export async function migrateGuestData(data: GuestData, transport: MigrationTransport): Promise<MigrationResult> {
  let profile: ProfileOutcome = 'none';
  if (data.profile) {
    profile = 'failed';
    const me = await transport.getMe().catch(() => null);
    if (me?.id) {
      try {
        await transport.post('/api/profile', {
          ...data.profile,
          searchRadius: data.profile.searchRadius ?? DEFAULT_SEARCH_RADIUS,
        });
        profile = 'created';
      } catch (error) {
        if (error instanceof ApiError && PROFILE_EXISTS_STATUSES.has(error.status)) profile = 'exists';
      }
    }
  }

  const failedSwipes: GuestSwipe[] = [];
  let swipesSaved = 0;
  let likesSaved = 0;
  for (const swipe of data.swipes) {
    try {
      await transport.post('/api/swipes', { dogId: swipe.dogId, direction: swipe.direction });
      swipesSaved += 1;
      if (swipe.direction === 'right') likesSaved += 1;
    } catch {
      failedSwipes.push(swipe);
    }
  }

  let newDogAlerts: AlertsOutcome = 'none';
  if (data.newDogAlerts) {
    try {
      await transport.enableNewDogAlerts();
      newDogAlerts = 'on';
    } catch {
      newDogAlerts = 'failed';
    }
  }

  const profileSaved = profile === 'created' || profile === 'exists';
  const savedSomething = profileSaved || swipesSaved > 0 || newDogAlerts === 'on';
  const hadSomething = data.profile !== null || data.swipes.length > 0 || Boolean(data.newDogAlerts);
  const somethingFailed = failedSwipes.length > 0 || profile === 'failed' || newDogAlerts === 'failed';
  const status: MigrationStatus = hadSomething && !savedSomething ? 'error' : somethingFailed ? 'partial' : 'done';

  const base = {
    status,
    profile,
    swipesTotal: data.swipes.length,
    swipesSaved,
    likesSaved,
    newDogAlerts,
    keep: {
      profile: data.profile !== null && !profileSaved,
      swipes: failedSwipes,
      newDogAlerts: newDogAlerts === 'failed',
    },
    title: MIGRATION_TITLES[status],
  };
  const message =
    status === 'done' ? welcomeMessage(base) : status === 'partial' ? partialMessage(base) : MIGRATION_ERROR_MESSAGE;
  return { ...base, message };
}
